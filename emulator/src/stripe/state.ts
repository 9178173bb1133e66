// Everything the stand-in knows, in memory; with a dataDir, journal.ts keeps it on disk (every
// collection below). Collections are Maps in creation order; lists read them newest first, as
// Stripe does.
import type Stripe from 'stripe';
import { TrackedMap } from './tracked-map.js';

export interface CheckoutSessionRecord {
  session: Stripe.Checkout.Session;
  lineItems: Stripe.LineItem[];
  /** payment_intent_data from the create call, applied to the PaymentIntent made on payment. */
  paymentIntentData: {
    metadata: Record<string, string>;
    description: string | null;
    receiptEmail: string | null;
  };
  /** subscription_data from the create call (subscription mode), applied to the subscription. */
  subscriptionData?: { metadata: Record<string, string>; description: string | null };
}

/** A webhook endpoint with the secret its events are signed with (the API shows it once). */
export interface WebhookEndpointRecord {
  endpoint: Stripe.WebhookEndpoint;
  secret: string;
}

export interface IdempotentResponse {
  method: string;
  path: string;
  paramsFingerprint: string;
  status: number;
  body: string;
  createdAt: number;
}

export interface StripeData {
  customers: Map<string, Stripe.Customer>;
  checkoutSessions: Map<string, CheckoutSessionRecord>;
  products: Map<string, Stripe.Product>;
  prices: Map<string, Stripe.Price>;
  coupons: Map<string, Stripe.Coupon>;
  promotionCodes: Map<string, Stripe.PromotionCode>;
  subscriptions: Map<string, Stripe.Subscription>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  refunds: Map<string, Stripe.Refund>;
  portalSessions: Map<string, Stripe.BillingPortal.Session>;
  events: Map<string, Stripe.Event>;
  webhookEndpoints: Map<string, WebhookEndpointRecord>;
  idempotency: Map<string, IdempotentResponse>;
}

const COLLECTIONS = [
  'customers',
  'checkoutSessions',
  'products',
  'prices',
  'coupons',
  'promotionCodes',
  'subscriptions',
  'paymentIntents',
  'refunds',
  'portalSessions',
  'events',
  'webhookEndpoints',
  'idempotency',
] as const satisfies ReadonlyArray<keyof StripeData>;

export function emptyData(): StripeData {
  return Object.fromEntries(
    COLLECTIONS.map((name) => [name, new TrackedMap()]),
  ) as unknown as StripeData;
}
