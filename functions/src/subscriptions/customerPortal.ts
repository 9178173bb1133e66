import { onCall } from 'firebase-functions/v2/https';
import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { toHttpsError } from '../lib/errors.js';
import { handleCustomerPortal } from './customerPortal.handler.js';
import { liveSubscriptionDeps } from './liveDeps.js';

/** Callable, signed-in only: the Stripe billing portal URL. */
export const customerPortal = onCall({ secrets: [STRIPE_SECRET_KEY] }, (request) =>
  handleCustomerPortal(request, liveSubscriptionDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'customerPortal');
  }),
);
