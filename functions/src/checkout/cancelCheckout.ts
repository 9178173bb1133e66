import { onCall } from 'firebase-functions/v2/https';
import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { toHttpsError } from '../lib/errors.js';
import { handleCancelCheckout } from './cancelCheckout.handler.js';
import { liveCheckoutDeps } from './liveDeps.js';

/** Callable for the booker back from Stripe's page with Cancel: expires the session, frees the seats. */
export const cancelCheckout = onCall({ secrets: [STRIPE_SECRET_KEY] }, (request) =>
  handleCancelCheckout(request, liveCheckoutDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'cancelCheckout');
  }),
);
