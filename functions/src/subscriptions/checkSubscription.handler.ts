// checkSubscription: the signed-in member's Stripe subscription, found through their own Stripe
// customer (stripe_customers/{uid}, never an e-mail match) (spec §7: subscribed, product_id,
// subscription_end). A member who never had a customer is simply not subscribed.

import {
  NOT_SUBSCRIBED,
  checkSubscriptionInputSchema,
  type CheckSubscriptionOutput,
} from '@brunchers/model';
import type Stripe from 'stripe';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { parseInput } from '../lib/validate.js';
import type { SubscriptionDeps } from './deps.js';
import { findCustomerId } from './stripeCustomer.js';

export async function handleCheckSubscription(
  request: CallRequest,
  deps: Pick<SubscriptionDeps, 'db' | 'stripe'>,
): Promise<CheckSubscriptionOutput> {
  const auth = requireSignedIn(request);
  parseInput(checkSubscriptionInputSchema, request.data);

  try {
    const customerId = await findCustomerId(deps.db, auth.uid);
    if (!customerId) return NOT_SUBSCRIBED;
    const subscriptions = await deps.stripe.subscriptions.list({
      customer: customerId,
      status: 'active',
      limit: 1,
    });
    const subscription = subscriptions.data[0];
    if (!subscription) return NOT_SUBSCRIBED;
    return {
      subscribed: true,
      product_id: productOf(subscription),
      subscription_end: periodEndOf(subscription),
    };
  } catch (error) {
    logs.subscriptionCheckFailed(auth.uid, error);
    fail('unavailable', 'Could not check your subscription right now.');
  }
}

function productOf(subscription: Stripe.Subscription): string | null {
  const product = subscription.items.data[0]?.price.product;
  if (!product) return null;
  return typeof product === 'string' ? product : product.id;
}

/** End of the current period: on the subscription item in current API versions, on the subscription in older ones. */
function periodEndOf(subscription: Stripe.Subscription): string | null {
  const seconds =
    subscription.items.data[0]?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
}
