// Customers, subscriptions and billing portal sessions.
import type Stripe from 'stripe';
import { newId } from '../ids.js';

export interface CustomerInput {
  email?: string;
  name?: string;
  phone?: string;
  description?: string;
  metadata?: Record<string, string>;
}

export function buildCustomer(input: CustomerInput, created: number): Stripe.Customer {
  return {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description ?? null,
    discount: null,
    email: input.email ?? null,
    invoice_prefix: newId('cus').slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata ?? {},
    name: input.name ?? null,
    next_invoice_sequence: 1,
    phone: input.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export interface SubscriptionInput {
  customer: string;
  items: Array<{ price: Stripe.Price; quantity: number }>;
  metadata: Record<string, string>;
  created: number;
}

const DAY = 86_400;
const INTERVAL_SECONDS: Record<Stripe.Price.Recurring.Interval, number> = {
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
  year: 365 * DAY,
};

export function buildSubscription(input: SubscriptionInput): Stripe.Subscription {
  const id = newId('sub');
  const first = input.items[0]?.price;
  const recurring = first?.recurring ?? { interval: 'month' as const, interval_count: 1 };
  const periodEnd =
    input.created + (INTERVAL_SECONDS[recurring.interval] ?? 30 * DAY) * recurring.interval_count;
  const items = input.items.map(({ price, quantity }) =>
    buildSubscriptionItem(id, price, quantity, input.created, periodEnd),
  );
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.created,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: input.created,
    currency: first?.currency ?? 'eur',
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: items,
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: null,
  };
}

function buildSubscriptionItem(
  subscription: string,
  price: Stripe.Price,
  quantity: number,
  start: number,
  end: number,
): Stripe.SubscriptionItem {
  const recurring = price.recurring ?? { interval: 'month' as const, interval_count: 1 };
  return {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: start,
    current_period_end: end,
    current_period_start: start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: {
      id: price.id,
      object: 'plan',
      active: price.active,
      amount: price.unit_amount,
      amount_decimal: price.unit_amount_decimal,
      billing_scheme: 'per_unit',
      created: price.created,
      currency: price.currency,
      interval: recurring.interval,
      interval_count: recurring.interval_count,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: price.nickname,
      product: price.product,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    price,
    quantity,
    subscription,
    tax_rates: [],
  };
}

export function buildPortalSession(input: {
  customer: string;
  returnUrl: string | null;
  configuration: string;
  created: number;
  publicUrl: string;
  locale: Stripe.BillingPortal.Session.Locale | null;
}): Stripe.BillingPortal.Session {
  const id = newId('bps');
  return {
    id,
    object: 'billing_portal.session',
    configuration: input.configuration,
    created: input.created,
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: input.locale,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: `${input.publicUrl}/portal/${id}`,
  };
}
