// The real dependencies, read when a function first runs (parameters are not available at load
// time) and kept: an instance's parameters do not change while it runs, and reading five of them
// per call was a measurable part of a checkout call's CPU.

import { db } from '../lib/admin.js';
import { APP_URL } from '../lib/config.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import type { CheckoutDeps } from './deps.js';
import { readHoldLimitsIn } from './holdLimits.js';

let live: CheckoutDeps | null = null;

export function liveCheckoutDeps(): CheckoutDeps {
  live ??= {
    db: db(),
    holdLimits: readHoldLimitsIn,
    stripe: stripeClient(),
    appUrl: APP_URL.value().replace(/\/+$/, ''),
    clock: systemClock,
  };
  return live;
}
