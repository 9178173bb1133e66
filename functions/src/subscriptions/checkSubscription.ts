import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { handleCheckSubscription } from './checkSubscription.handler.js';
import { liveSubscriptionDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

/** Callable, signed-in only: { subscribed, product_id, subscription_end }. */
export const checkSubscription = onCallable(
  'checkSubscription',
  { secrets: [STRIPE_SECRET_KEY] },
  (request) => handleCheckSubscription(request, liveSubscriptionDeps()),
);
