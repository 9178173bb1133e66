import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { handleCancelCheckout } from './cancelCheckout.handler.js';
import { liveCheckoutDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

/** Callable for the booker back from Stripe's page with Cancel: expires the session, frees the seats. */
export const cancelCheckout = onCallable(
  'cancelCheckout',
  { secrets: [STRIPE_SECRET_KEY] },
  (request) => handleCancelCheckout(request, liveCheckoutDeps()),
);
