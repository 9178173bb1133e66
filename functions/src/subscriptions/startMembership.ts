import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { handleStartMembership } from './startMembership.handler.js';
import { liveSubscriptionDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

/** Callable, signed-in only: the Stripe Checkout URL of a membership (subscription mode). */
export const startMembership = onCallable(
  'startMembership',
  { secrets: [STRIPE_SECRET_KEY] },
  (request) => handleStartMembership(request, liveSubscriptionDeps()),
);
