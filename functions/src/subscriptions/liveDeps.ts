import { db } from '../lib/admin.js';
import { APP_URL } from '../lib/config.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import type { SubscriptionDeps } from './deps.js';

export function liveSubscriptionDeps(): SubscriptionDeps {
  return {
    db: db(),
    stripe: stripeClient(),
    appUrl: APP_URL.value().replace(/\/+$/, ''),
    clock: systemClock,
  };
}
