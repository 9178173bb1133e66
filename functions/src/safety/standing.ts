// A suspended member (moderation, issue 36 §4) can't book: createCheckout, joinWaitlist and
// checkoutOffer ask here first. member_standing is server-written only.
import type { Firestore } from 'firebase-admin/firestore';
import { ACCOUNT_SUSPENDED, COLLECTIONS, isSuspended } from '@brunchers/model';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';

export async function refuseSuspended(db: Firestore, uid: string | null): Promise<void> {
  if (!uid) return;
  const standing = await db.collection(COLLECTIONS.memberStanding).doc(uid).get();
  if (isSuspended(standing.data())) {
    logs.suspendedBookingRefused(uid);
    fail('permission-denied', ACCOUNT_SUSPENDED);
  }
}
