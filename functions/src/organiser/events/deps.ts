// What the organiser's event callables need, passed in so tests can give them the local
// Firestore, the Stripe stand-in (or a failing one) and a fixed clock.

import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { Clock } from '../../lib/time.js';

export interface OrganiserEventDeps {
  db: Firestore;
  /** Refunds and Checkout expiries when an event is cancelled. */
  stripe: Stripe;
  clock: Clock;
}
