// The real dependencies, read when a function runs (parameters are not available at load time).

import { db } from '../lib/admin.js';
import { APP_URL } from '../lib/config.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import type { CheckoutDeps } from './deps.js';
import { readHoldLimitsIn } from './holdLimits.js';

export function liveCheckoutDeps(): CheckoutDeps {
  const firestore = db();
  return {
    db: firestore,
    holdLimits: readHoldLimitsIn,
    stripe: stripeClient(),
    appUrl: APP_URL.value().replace(/\/+$/, ''),
    clock: systemClock,
  };
}
