import { db } from '../lib/admin.js';
import { APP_URL, MEMBERSHIP_PRICE_MONTHLY, MEMBERSHIP_PRICE_YEARLY } from '../lib/config.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import type { SubscriptionDeps } from './deps.js';

export function liveSubscriptionDeps(): SubscriptionDeps {
  return {
    db: db(),
    stripe: stripeClient(),
    appUrl: APP_URL.value().replace(/\/+$/, ''),
    clock: systemClock,
    prices: { monthly: MEMBERSHIP_PRICE_MONTHLY.value(), yearly: MEMBERSHIP_PRICE_YEARLY.value() },
  };
}
