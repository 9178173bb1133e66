import { APP_URL } from '../lib/config.js';
import { stripeClient } from '../lib/stripe.js';
import type { SubscriptionDeps } from './deps.js';

export function liveSubscriptionDeps(): SubscriptionDeps {
  return { stripe: stripeClient(), appUrl: APP_URL.value().replace(/\/+$/, '') };
}
