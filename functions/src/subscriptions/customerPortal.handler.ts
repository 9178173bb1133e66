// customerPortal: a Stripe billing portal session for the signed-in member (their customer is
// found by e-mail, created on first use), returning to the profile page.

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

export async function handleCustomerPortal(
  request: CallRequest,
  deps: SubscriptionDeps,
): Promise<CustomerPortalOutput> {
  const auth = requireSignedIn(request);
  parseInput(customerPortalInputSchema, request.data);
  const email = auth.token.email;
  if (typeof email !== 'string' || email === '')
    fail('failed-precondition', 'Your account has no e-mail address.');

  try {
    const existing = (await deps.stripe.customers.list({ email, limit: 1 })).data[0];
    const customer =
      existing ?? (await deps.stripe.customers.create({ email, metadata: { uid: auth.uid } }));
    const session = await deps.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${returnOrigin(deps.appUrl, requestOrigin(request))}/profile`,
    });
    return { url: session.url };
  } catch (error) {
    logs.portalFailed(auth.uid, error);
    fail('unavailable', 'Failed to open subscription management.');
  }
}
