// The city's policy defaults (policy_settings/city) as every server path reads them, and the
// effective policy of one event (its overrides on top). A plain read, so a transaction that has
// already written may still call it.

import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  POLICY_SETTINGS_DOC,
  effectivePolicy,
  policyDefaultsOf,
  type Policy,
} from '@brunchers/model';

export function policySettingsRef(db: Firestore) {
  return db.collection(COLLECTIONS.policySettings).doc(POLICY_SETTINGS_DOC);
}

export async function readPolicyDefaults(db: Firestore): Promise<Policy> {
  return policyDefaultsOf((await policySettingsRef(db).get()).data());
}

/** The effective policy of an event whose data is at hand. */
export async function policyOfEvent(
  db: Firestore,
  event: { policy?: unknown } | undefined,
): Promise<Policy> {
  return effectivePolicy(await readPolicyDefaults(db), event?.policy);
}
