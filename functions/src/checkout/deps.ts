// What the checkout handlers need, passed in so tests can give them a local Firestore, the Stripe
// stand-in and a fixed clock.

import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { CallRequest } from '../lib/caller.js';
import type { Clock } from '../lib/time.js';
import type { HoldRequestLimits } from './holdLimits.js';

export interface CheckoutDeps {
  db: Firestore;
  stripe: Stripe;
  /** Web app origin for the success and cancel URLs. */
  appUrl: string;
  clock: Clock;
  /**
   * Abuse limits checked before seats are held (holdLimits.ts admitHoldRequest): throws to refuse.
   * Handler tests that book many times as one member leave it out.
   */
  admitHold?: (request: CallRequest, hold: HoldRequestLimits) => Promise<void>;
}
