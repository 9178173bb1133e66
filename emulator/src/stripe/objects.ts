// Builders for the Stripe objects the stand-in serves. They are typed with the stripe SDK's own
// (OpenAPI-generated) types, so every field the real API returns is present with a plausible value.
import type Stripe from 'stripe';
import { newId } from './ids.js';

export interface ProductInput {
  name: string;
  description?: string;
  metadata?: Record<string, string>;
  active?: boolean;
  images?: string[];
}

export function buildProduct(input: ProductInput, created: number): Stripe.Product {
  return {
    id: newId('prod'),
    object: 'product',
    active: input.active ?? true,
    created,
    default_price: null,
    description: input.description ?? null,
    images: input.images ?? [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata ?? {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: created,
    url: null,
  };
}

export interface PriceInput {
  currency: string;
  unitAmount: number;
  product: string;
  recurring?: { interval: Stripe.Price.Recurring.Interval; interval_count: number };
  active?: boolean;
  metadata?: Record<string, string>;
  nickname?: string;
  lookupKey?: string;
}

export function buildPrice(input: PriceInput, created: number): Stripe.Price {
  return {
    id: newId('price'),
    object: 'price',
    active: input.active ?? true,
    billing_scheme: 'per_unit',
    created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey ?? null,
    metadata: input.metadata ?? {},
    nickname: input.nickname ?? null,
    product: input.product,
    recurring: input.recurring
      ? {
          interval: input.recurring.interval,
          interval_count: input.recurring.interval_count,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.recurring ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    // On the wire a decimal is a string; the SDK turns it into its Decimal class when it reads it.
    unit_amount_decimal: wireDecimal(input.unitAmount),
  };
}

const wireDecimal = (n: number) => String(n) as unknown as Stripe.Price['unit_amount_decimal'];

export function buildLineItem(
  price: Stripe.Price,
  quantity: number,
  description: string,
): Stripe.LineItem {
  const amount = (price.unit_amount ?? 0) * quantity;
  return {
    id: newId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description,
    metadata: {},
    price,
    quantity,
  };
}

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

export interface CheckoutSessionInput {
  mode: Stripe.Checkout.Session.Mode;
  lineItems: Stripe.LineItem[];
  currency: string;
  successUrl: string | null;
  cancelUrl: string | null;
  customer: string | null;
  customerEmail: string | null;
  customerCreation: Stripe.Checkout.Session.CustomerCreation | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  paymentMethodTypes: string[];
  allowedPaymentMethodTypes: string[] | null;
  locale: Stripe.Checkout.Session.Locale | null;
  submitType: Stripe.Checkout.Session.SubmitType | null;
  created: number;
  expiresAt: number;
  publicUrl: string;
}

export function buildCheckoutSession(input: CheckoutSessionInput): Stripe.Checkout.Session {
  const id = newId('cs_test');
  const amount = input.lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: input.allowedPaymentMethodTypes,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customerCreation,
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.mode === 'payment' ? null : 'always',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.paymentMethodTypes,
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: input.submitType,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${input.publicUrl}/checkout/${id}`,
    wallet_options: null,
  };
}

export interface PaymentIntentInput {
  amount: number;
  currency: string;
  customer: string | null;
  receiptEmail: string | null;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
}

export function buildSucceededPaymentIntent(input: PaymentIntentInput): Stripe.PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_received: input.amount,
    application: null,
    allowed_payment_method_types: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${newId('req').slice(4)}`,
    confirmation_method: 'automatic',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: newId('ch'),
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
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

export function buildEvent(input: {
  type: string;
  object: unknown;
  created: number;
  apiVersion: string;
  pendingWebhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}): Stripe.Event {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: input.apiVersion,
    created: input.created,
    data: { object: input.object },
    livemode: false,
    pending_webhooks: input.pendingWebhooks,
    request: input.request,
    type: input.type,
  } as Stripe.Event;
}
