// What the checkout handlers need, passed in so tests can give them a local Firestore, the Stripe
// stand-in and a fixed clock.

import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { Clock } from '../lib/time.js';

export interface CheckoutDeps {
  db: Firestore;
  stripe: Stripe;
  /** Web app origin for the success and cancel URLs. */
  appUrl: string;
  clock: Clock;
}
