// checkSubscription: the signed-in member's membership (subscribed, product_id,
// subscription_end), read from memberships/{uid}, which the Stripe webhook keeps up to date: no
// Stripe call per poll. A member without a record was never subscribed.

import {
  NOT_SUBSCRIBED,
  checkSubscriptionInputSchema,
  isActiveMembership,
  membershipSchema,
  toDate,
  type CheckSubscriptionOutput,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { parseInput } from '../lib/validate.js';
import type { SubscriptionDeps } from './deps.js';
import { membershipRef } from './membership.js';

export async function handleCheckSubscription(
  request: CallRequest,
  deps: Pick<SubscriptionDeps, 'db'>,
): Promise<CheckSubscriptionOutput> {
  const auth = requireSignedIn(request);
  parseInput(checkSubscriptionInputSchema, request.data);
  const parsed = membershipSchema.safeParse((await membershipRef(deps.db, auth.uid).get()).data());
  if (!parsed.success || !isActiveMembership(parsed.data)) return NOT_SUBSCRIBED;
  const membership = parsed.data;
  return {
    subscribed: true,
    product_id: membership.product_id,
    subscription_end: membership.current_period_end
      ? toDate(membership.current_period_end).toISOString()
      : null,
  };
}
