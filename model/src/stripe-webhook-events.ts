// The Stripe events the webhook handles: one list, used by the webhook's router (a handler per
// event, typed by this list), by the setup command that creates the webhook endpoint with exactly
// these `enabled_events`, by the deploy preflight and by the docs. Stripe sends an endpoint only
// the events it enabled, so an event handled but missing here is never delivered in production.
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;
export type StripeWebhookEvent = (typeof STRIPE_WEBHOOK_EVENTS)[number];

export function isStripeWebhookEvent(type: string): type is StripeWebhookEvent {
  return (STRIPE_WEBHOOK_EVENTS as readonly string[]).includes(type);
}
