import type Stripe from 'stripe';

export interface SubscriptionDeps {
  stripe: Stripe;
  /** Web app origin, where the billing portal returns to. */
  appUrl: string;
}
