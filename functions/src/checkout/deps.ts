// What the checkout handlers need, passed in so tests can give them a local Firestore, the Stripe
// stand-in and a fixed clock.

import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { Clock } from '../lib/time.js';
import type { readHoldLimitsIn } from './holdLimits.js';

export interface CheckoutDeps {
  db: Firestore;
  stripe: Stripe;
  /** Web app origin for the success and cancel URLs. */
  appUrl: string;
  clock: Clock;
  /**
   * The abuse limits (holdLimits.ts readHoldLimitsIn), decided in the hold's transaction before
   * its seats. Handler tests that book many times as one member leave them out.
   */
  holdLimits?: typeof readHoldLimitsIn;
}
