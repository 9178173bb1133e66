// The member's Stripe customer, tied to their Firebase uid: stripe_customers/{uid} holds its id,
// and the customer carries metadata.firebase_uid. It is created on first need and never looked up
// by e-mail: anyone can sign up with (or switch their account to) a subscriber's address, so an
// e-mail match would hand them the subscriber's portal. An e-mail is put on the customer (for
// Stripe's receipts) only when the ID token says it is verified.

import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@brunchers/model';
import type Stripe from 'stripe';
import type { CallerAuth } from '../lib/caller.js';
import { timestamp, type Clock } from '../lib/time.js';

export const FIREBASE_UID_METADATA = 'firebase_uid';

function customerRef(db: Firestore, uid: string) {
  return db.collection(COLLECTIONS.stripeCustomers).doc(uid);
}

/** The member's Stripe customer id, or null before they ever needed one. */
export async function findCustomerId(db: Firestore, uid: string): Promise<string | null> {
  const id: unknown = (await customerRef(db, uid).get()).get('customer_id');
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The member's Stripe customer id, created (with metadata.firebase_uid) the first time. */
export async function ensureCustomerId(
  db: Firestore,
  stripe: Stripe,
  auth: CallerAuth,
  clock: Clock,
): Promise<string> {
  const known = await findCustomerId(db, auth.uid);
  if (known) return known;
  const verifiedEmail =
    auth.token.email_verified === true && typeof auth.token.email === 'string'
      ? auth.token.email
      : undefined;
  // One key per member: concurrent first calls get the same customer back from Stripe.
  const customer = await stripe.customers.create(
    {
      ...(verifiedEmail ? { email: verifiedEmail } : {}),
      metadata: { [FIREBASE_UID_METADATA]: auth.uid },
    },
    { idempotencyKey: `customer-${auth.uid}` },
  );
  return db.runTransaction(async (tx) => {
    const ref = customerRef(db, auth.uid);
    const existing: unknown = (await tx.get(ref)).get('customer_id');
    if (typeof existing === 'string' && existing !== '') return existing;
    tx.set(ref, { customer_id: customer.id, created_at: timestamp(clock()) });
    return customer.id;
  });
}
