// savePolicySettings (admin): the city's refund window, late refund, checkout hold and waitlist
// offer time (policy_settings/city). Events without their own value use these from the next hold
// on; bookings already sold keep the refund terms they were sold under (bookings.refund_policy).

import { savePolicySettingsInputSchema, type SavePolicySettingsOutput } from '@brunchers/model';
import type { Firestore } from 'firebase-admin/firestore';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { logs } from '../lib/logs.js';
import { policySettingsRef } from '../lib/policy.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';

export interface SettingsDeps {
  db: Firestore;
  clock: Clock;
}

export async function handleSavePolicySettings(
  request: CallRequest,
  deps: SettingsDeps,
): Promise<SavePolicySettingsOutput> {
  const admin = await requireAdmin(deps.db, request, 'savePolicySettings');
  const { policy } = parseInput(savePolicySettingsInputSchema, request.data);
  await policySettingsRef(deps.db).set({ ...policy, updated_at: timestamp(deps.clock()) });
  logs.settingsSaved('policy', admin.uid);
  return { policy };
}
