// Checkout Sessions, their line items and the PaymentIntent a paid session points to.
import type Stripe from 'stripe';
import { newId } from '../ids.js';

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

/**
 * The PaymentIntent of a paid session: `succeeded` for a card, `processing` for a delayed method
 * (SEPA Direct Debit) whose outcome the bank reports days later.
 */
export function buildPaymentIntent(
  input: PaymentIntentInput & { method: 'card' | 'sepa_debit' },
): Stripe.PaymentIntent {
  const id = newId('pi');
  const succeeded = input.method === 'card';
  return {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_received: succeeded ? input.amount : 0,
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
    payment_method_types: [input.method],
    payment_record: null,
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? 'succeeded' : 'processing',
    transfer_data: null,
    transfer_group: null,
  };
}

export interface RefundInput {
  paymentIntent: Stripe.PaymentIntent;
  amount: number;
  reason: Stripe.Refund.Reason | null;
  metadata: Record<string, string>;
  created: number;
}

/** A refund of (part of) a succeeded PaymentIntent's charge; test mode refunds succeed at once. */
export function buildRefund(input: RefundInput): Stripe.Refund {
  const pi = input.paymentIntent;
  return {
    id: newId('re'),
    object: 'refund',
    amount: input.amount,
    balance_transaction: null,
    charge: typeof pi.latest_charge === 'string' ? pi.latest_charge : null,
    created: input.created,
    currency: pi.currency,
    customer: pi.customer,
    customer_account: null,
    metadata: input.metadata,
    payment_intent: pi.id,
    payment_method: null,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
