import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { Clock } from '../lib/time.js';

export interface SubscriptionDeps {
  /** stripe_customers/{uid}: the member's Stripe customer. */
  db: Firestore;
  stripe: Stripe;
  /** Web app origin, where the billing portal returns to. */
  appUrl: string;
  clock: Clock;
  /** Stripe Price ids of the membership plans (configuration). */
  prices?: { monthly: string; yearly: string };
}
