// customerPortal: a Stripe billing portal session for the signed-in member's own Stripe customer
// (stripe_customers/{uid}, created on first use; never found by e-mail), returning to the profile.

import {
  customerPortalInputSchema,
  returnOrigin,
  type CustomerPortalOutput,
} from '@brunchers/model';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { requestOrigin, requireSignedIn, type CallRequest } from '../lib/caller.js';
import { parseInput } from '../lib/validate.js';
import type { SubscriptionDeps } from './deps.js';
import { ensureCustomerId } from './stripeCustomer.js';

export async function handleCustomerPortal(
  request: CallRequest,
  deps: SubscriptionDeps,
): Promise<CustomerPortalOutput> {
  const auth = requireSignedIn(request);
  parseInput(customerPortalInputSchema, request.data);

  try {
    const customer = await ensureCustomerId(deps.db, deps.stripe, auth, deps.clock);
    const session = await deps.stripe.billingPortal.sessions.create({
      customer,
      return_url: `${returnOrigin(deps.appUrl, requestOrigin(request))}/profile`,
    });
    return { url: session.url };
  } catch (error) {
    logs.portalFailed(auth.uid, error);
    fail('unavailable', 'Failed to open subscription management.');
  }
}
