import { onCall } from 'firebase-functions/v2/https';
import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { toHttpsError } from '../lib/errors.js';
import { handleCheckSubscription } from './checkSubscription.handler.js';
import { liveSubscriptionDeps } from './liveDeps.js';

/** Callable, signed-in only: { subscribed, product_id, subscription_end }. */
export const checkSubscription = onCall({ secrets: [STRIPE_SECRET_KEY] }, (request) =>
  handleCheckSubscription(request, liveSubscriptionDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'checkSubscription');
  }),
);
