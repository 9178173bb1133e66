import { ENFORCE_APP_CHECK, STRIPE_SECRET_KEY } from '../lib/config.js';
import { handleCreateCheckout } from './createCheckout.handler.js';
import { liveCheckoutDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

/**
 * Callable for members and guests: holds seats and returns the Stripe Checkout URL. App Check is
 * enforced in production (ENFORCE_APP_CHECK, default true): only the real app gets to hold seats.
 */
export const createCheckout = onCallable(
  'createCheckout',
  { secrets: [STRIPE_SECRET_KEY], enforceAppCheck: ENFORCE_APP_CHECK },
  (request) => handleCreateCheckout(request, liveCheckoutDeps()),
);
