import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { handleCustomerPortal } from './customerPortal.handler.js';
import { liveSubscriptionDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

/** Callable, signed-in only: the Stripe billing portal URL. */
export const customerPortal = onCallable(
  'customerPortal',
  { secrets: [STRIPE_SECRET_KEY] },
  (request) => handleCustomerPortal(request, liveSubscriptionDeps()),
);
