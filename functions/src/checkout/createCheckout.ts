import { onCall } from 'firebase-functions/v2/https';
import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { toHttpsError } from '../lib/errors.js';
import { handleCreateCheckout } from './createCheckout.handler.js';
import { liveCheckoutDeps } from './liveDeps.js';

/** Callable for members and guests: holds seats and returns the Stripe Checkout URL. */
export const createCheckout = onCall({ secrets: [STRIPE_SECRET_KEY] }, (request) =>
  handleCreateCheckout(request, liveCheckoutDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'createCheckout');
  }),
);
