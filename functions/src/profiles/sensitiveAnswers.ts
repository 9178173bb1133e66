// Special-category answers on the server (issue 36 §3). The one place the functions read them:
// each member's private profile passed through the model's consent filter, so an answer without
// its category's consent (given before consents existed, or after a withdrawal the trigger has
// not yet cleared) is never used. And the withdrawal: a consent deleted clears its answers.

import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  consentedCategories,
  consentedSensitiveValues,
  sensitiveValuesCleared,
  SENSITIVE_CATEGORY_IDS,
  type PrivateProfileDoc,
  type SensitiveCategoryId,
} from '@brunchers/model';

const privateProfile = (db: Firestore, uid: string) =>
  db.collection(COLLECTIONS.userPrivateProfiles).doc(uid);

/** The categories `uid` consented to. */
export async function loadConsentedCategories(
  db: Firestore,
  uid: string,
): Promise<Set<SensitiveCategoryId>> {
  const consents = await privateProfile(db, uid).collection(COLLECTIONS.sensitiveConsents).get();
  return consentedCategories(consents.docs.map((doc) => doc.data()));
}

/** Each member's consented special-category answers, by field (members without any: absent). */
export async function loadConsentedSensitiveValues(
  db: Firestore,
  uids: readonly string[],
): Promise<Map<string, Record<string, string>>> {
  const values = new Map<string, Record<string, string>>();
  await Promise.all(
    uids.map(async (uid) => {
      const consented = await loadConsentedCategories(db, uid);
      if (consented.size === 0) return; // nothing consented: nothing read
      const profile = (await privateProfile(db, uid).get()).data() as
        Partial<PrivateProfileDoc> | undefined;
      const kept = consentedSensitiveValues(profile, consented);
      if (Object.keys(kept).length > 0) values.set(uid, kept);
    }),
  );
  return values;
}

/**
 * A consent withdrawn: its category's answers are deleted (the app clears them in the same batch;
 * this makes it true whatever the client did). A category consented again meanwhile keeps them.
 */
export async function handleSensitiveConsentDeleted(
  db: Firestore,
  uid: string,
  category: string,
): Promise<void> {
  if (!(SENSITIVE_CATEGORY_IDS as string[]).includes(category)) return;
  const id = category as SensitiveCategoryId;
  const ref = privateProfile(db, uid);
  await db.runTransaction(async (tx) => {
    const consent = await tx.get(ref.collection(COLLECTIONS.sensitiveConsents).doc(id));
    if (consent.exists) return;
    const profile = await tx.get(ref);
    if (!profile.exists) return;
    tx.update(ref, sensitiveValuesCleared([id]));
  });
}
