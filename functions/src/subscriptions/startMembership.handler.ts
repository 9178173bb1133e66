// startMembership: "Become a member" opens Stripe Checkout in subscription mode for the monthly or
// yearly price (configuration), on the member's own Stripe customer (stripe_customers/{uid}). The
// subscription carries the uid in its metadata, so the webhook records it on memberships/{uid}.

import {
  ALREADY_MEMBER,
  MEMBERSHIP_FAILED,
  isActiveMembership,
  membershipPlanSchema,
  returnOrigin,
  startMembershipInputSchema,
  type StartMembershipOutput,
} from '@brunchers/model';
import { requestOrigin, requireSignedIn, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { parseInput } from '../lib/validate.js';
import type { SubscriptionDeps } from './deps.js';
import { membershipRef } from './membership.js';
import { planRef } from '../settings/saveMembershipPlan.handler.js';
import { ensureCustomerId, FIREBASE_UID_METADATA } from './stripeCustomer.js';

export async function handleStartMembership(
  request: CallRequest,
  deps: SubscriptionDeps,
): Promise<StartMembershipOutput> {
  const auth = requireSignedIn(request);
  const { plan } = parseInput(startMembershipInputSchema, request.data);
  // The plan saved in the console (its current Stripe Price), else the configured one.
  const saved = membershipPlanSchema.safeParse((await planRef(deps.db, plan).get()).data());
  const price = saved.success ? saved.data.stripe_price_id : deps.prices?.[plan];
  if (!price) {
    logs.membershipPriceMissing(plan);
    fail('failed-precondition', MEMBERSHIP_FAILED);
  }
  if (isActiveMembership((await membershipRef(deps.db, auth.uid).get()).data()))
    fail('already-exists', ALREADY_MEMBER);
  const origin = returnOrigin(deps.appUrl, requestOrigin(request));
  try {
    const customer = await ensureCustomerId(deps.db, deps.stripe, auth, deps.clock);
    const session = await deps.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: auth.uid,
      line_items: [{ price, quantity: 1 }],
      subscription_data: { metadata: { [FIREBASE_UID_METADATA]: auth.uid } },
      metadata: { [FIREBASE_UID_METADATA]: auth.uid, plan },
      success_url: `${origin}/profile?membership=started`,
      cancel_url: `${origin}/profile`,
    });
    if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
    return { url: session.url };
  } catch (error) {
    logs.membershipCheckoutFailed(auth.uid, error);
    fail('unavailable', MEMBERSHIP_FAILED);
  }
}
