import { onCall } from 'firebase-functions/v2/https';
import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { toHttpsError } from '../lib/errors.js';
import { handleStartMembership } from './startMembership.handler.js';
import { liveSubscriptionDeps } from './liveDeps.js';

/** Callable, signed-in only: the Stripe Checkout URL of a membership (subscription mode). */
export const startMembership = onCall({ secrets: [STRIPE_SECRET_KEY] }, (request) =>
  handleStartMembership(request, liveSubscriptionDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'startMembership');
  }),
);
