// A suspended member (moderation, issue 36 §4) can't book: createCheckout, joinWaitlist and
// checkoutOffer ask here first. member_standing is server-written only.
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { ACCOUNT_SUSPENDED, COLLECTIONS, isSuspended } from '@brunchers/model';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';

export function standingRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(COLLECTIONS.memberStanding).doc(uid);
}

/** Refuses a suspended member, from their standing as read (batched with other reads). */
export function refuseIfSuspended(uid: string, standing: DocumentSnapshot): void {
  if (isSuspended(standing.data())) {
    logs.suspendedBookingRefused(uid);
    fail('permission-denied', ACCOUNT_SUSPENDED);
  }
}

export async function refuseSuspended(db: Firestore, uid: string | null): Promise<void> {
  if (!uid) return;
  refuseIfSuspended(uid, await standingRef(db, uid).get());
}
