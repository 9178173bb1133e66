// memberships/{uid}: the member's subscription as Stripe reports it, recorded by the webhook on
// every customer.subscription.* event so checkSubscription and the waitlist read it without asking
// Stripe. Each event is applied by reading the subscription fresh from Stripe, so events that
// arrive late, twice or out of order all leave the latest state. The uid comes from the
// subscription's metadata (startMembership sets it) or its customer's (stripe_customers), never
// from an e-mail.

import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, isActiveMembership, type MembershipDoc } from '@brunchers/model';
import type Stripe from 'stripe';
import { timestamp, type Clock } from '../lib/time.js';
import { FIREBASE_UID_METADATA } from './stripeCustomer.js';

export function membershipRef(db: Firestore, uid: string) {
  return db.collection(COLLECTIONS.memberships).doc(uid);
}

export type Recorded = 'recorded' | 'no-member' | 'superseded';

export async function recordSubscription(
  deps: { db: Firestore; stripe: Stripe; clock: Clock },
  subscriptionId: string,
): Promise<Recorded> {
  const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['customer'],
  });
  const customer = typeof subscription.customer === 'object' ? subscription.customer : null;
  // A deleted customer is a deleted account (privacy/deleteAccount deletes it): the webhook of its
  // cancelled subscription must not write memberships/{uid} back after the account's data went.
  if (customer && 'deleted' in customer && customer.deleted) return 'no-member';
  const uid =
    subscription.metadata?.[FIREBASE_UID_METADATA] ??
    (customer && !('deleted' in customer && customer.deleted)
      ? (customer as Stripe.Customer).metadata?.[FIREBASE_UID_METADATA]
      : undefined);
  if (!uid) return 'no-member';
  const doc = membershipDoc(subscription, deps.clock());
  return deps.db.runTransaction(async (tx) => {
    const ref = membershipRef(deps.db, uid);
    const current = await tx.get(ref);
    // An old subscription ending must not hide the newer one that is active.
    if (
      current.exists &&
      current.get('subscription_id') !== subscription.id &&
      isActiveMembership(current.data()) &&
      !isActiveMembership(doc)
    )
      return 'superseded';
    tx.set(ref, doc);
    return 'recorded';
  });
}

function membershipDoc(subscription: Stripe.Subscription, now: Date): MembershipDoc {
  const item = subscription.items.data[0];
  const product = item?.price.product;
  const periodEnd =
    item?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  return {
    status: subscription.status,
    subscription_id: subscription.id,
    customer_id:
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    product_id: product ? (typeof product === 'string' ? product : product.id) : null,
    price_id: item?.price.id ?? null,
    current_period_end:
      typeof periodEnd === 'number' ? timestamp(new Date(periodEnd * 1000)) : null,
    cancel_at_period_end: subscription.cancel_at_period_end,
    updated_at: timestamp(now),
  };
}
