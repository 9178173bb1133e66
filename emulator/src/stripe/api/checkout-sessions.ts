// /v1/checkout/sessions: create, retrieve, list, list line items, expire.
import type Stripe from 'stripe';
import { invalidRequest, resourceMissing } from '../errors.js';
import { buildCheckoutSession } from '../objects/checkout.js';
import { expandParam, p, parseObject, type ParsedShape } from '../params.js';
import type { StripeStandIn } from '../stand-in.js';
import type { CheckoutSessionRecord } from '../state.js';
import { buildLineItems, lineItemShape } from './checkout-line-items.js';
import { applyExpand, listPage, listParams, newestFirst } from './lists.js';
import { pathParam, versionAtLeast, type ApiCall, type Route } from './route.js';
import { email, url } from './validate.js';

const MIN_LIFETIME_SECONDS = 30 * 60;
const MAX_LIFETIME_SECONDS = 24 * 60 * 60;

const PAYMENT_METHOD_TYPES = [
  'card',
  'link',
  'paypal',
  'sepa_debit',
  'ideal',
  'bancontact',
  'eps',
  'giropay',
  'klarna',
  'p24',
  'revolut_pay',
  'sofort',
  'amazon_pay',
  'mobilepay',
] as const;

const MODES = ['payment', 'setup', 'subscription'] as const;

const createShape = {
  mode: p.enumOf(MODES),
  line_items: p.array(p.object(lineItemShape), { maxItems: 100 }),
  success_url: p.string({ maxLength: 5000 }),
  cancel_url: p.string({ maxLength: 5000 }),
  customer: p.string(),
  customer_email: p.string(),
  customer_creation: p.enumOf(['always', 'if_required']),
  client_reference_id: p.string({ maxLength: 200 }),
  metadata: p.metadata(),
  expires_at: p.integer(),
  allowed_payment_method_types: p.array(p.enumOf(PAYMENT_METHOD_TYPES)),
  locale: p.string(),
  submit_type: p.enumOf(['auto', 'book', 'donate', 'pay', 'subscribe']),
  ui_mode: p.enumOf(['hosted']),
  payment_intent_data: p.object({
    metadata: p.metadata(),
    description: p.string({ maxLength: 1000 }),
    receipt_email: p.string(),
  }),
  /** Subscription mode: copied onto the subscription the payment creates. */
  subscription_data: p.object({
    metadata: p.metadata(),
    description: p.string({ maxLength: 500 }),
  }),
  expand: expandParam,
};

/**
 * API 2026-09-30.endive made `mode` optional (default payment) and replaced `payment_method_types`
 * by `allowed_payment_method_types`; older versions (an SDK pinned earlier) keep the old contract.
 */
const ENDIVE = '2026-09-30';
const legacyCreateShape = {
  ...createShape,
  mode: p.enumOf(MODES).required(),
  payment_method_types: p.array(p.enumOf(PAYMENT_METHOD_TYPES)),
};

type CreateParams = ParsedShape<typeof createShape> & {
  mode: (typeof MODES)[number];
  payment_method_types?: string[];
};

function parseCreate(call: ApiCall): CreateParams {
  if (versionAtLeast(call, ENDIVE)) {
    const params = parseObject(createShape, call.params);
    return { ...params, mode: params.mode ?? 'payment' };
  }
  return parseObject(legacyCreateShape, call.params);
}

/** Rules between parameters, and references that must exist. */
function checkCreateParams(standIn: StripeStandIn, params: CreateParams): void {
  if (params.mode === 'setup')
    throw invalidRequest(
      'The Stripe stand-in supports Checkout in payment and subscription mode only.',
      { param: 'mode' },
    );
  if (params.customer !== undefined && params.customer_email !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: customer, customer_email.',
      { param: 'customer_email' },
    );
  }
  if (params.customer !== undefined && !standIn.data.customers.has(params.customer))
    throw resourceMissing('customer', params.customer, 'customer');
  if (params.customer_email !== undefined) email(params.customer_email, 'customer_email');
  if (params.success_url !== undefined) url(params.success_url, 'success_url');
  if (params.cancel_url !== undefined) url(params.cancel_url, 'cancel_url');
  if (params.subscription_data !== undefined && params.mode !== 'subscription') {
    throw invalidRequest('`subscription_data` can only be used in `subscription` mode.', {
      param: 'subscription_data',
    });
  }
  if (params.customer_creation !== undefined && params.mode !== 'payment') {
    throw invalidRequest('`customer_creation` can only be used in `payment` mode.', {
      param: 'customer_creation',
    });
  }
}

function create(call: ApiCall): Stripe.Checkout.Session {
  const { standIn } = call;
  const params = parseCreate(call);
  checkCreateParams(standIn, params);
  const created = standIn.now();
  const expiresAt = checkExpiresAt(params.expires_at, created);
  const { lineItems, products, prices } = buildLineItems(
    standIn,
    params.mode,
    params.line_items ?? [],
    created,
  );
  const sessionCurrency = lineItems[0]?.currency ?? 'eur';
  if (lineItems.some((item) => item.currency !== sessionCurrency)) {
    throw invalidRequest('All line items must use the same currency.', { param: 'line_items' });
  }
  const session = buildCheckoutSession({
    mode: params.mode,
    lineItems,
    currency: sessionCurrency,
    successUrl: params.success_url ?? null,
    cancelUrl: params.cancel_url ?? null,
    customer: params.customer ?? null,
    customerEmail: params.customer_email ?? null,
    customerCreation:
      params.mode === 'payment' ? (params.customer_creation ?? 'if_required') : null,
    clientReferenceId: params.client_reference_id ?? null,
    metadata: params.metadata ?? {},
    paymentMethodTypes: params.payment_method_types ??
      params.allowed_payment_method_types ?? ['card'],
    allowedPaymentMethodTypes: params.allowed_payment_method_types ?? null,
    locale: (params.locale ?? null) as Stripe.Checkout.Session.Locale | null,
    submitType: params.submit_type ?? null,
    created,
    expiresAt,
    publicUrl: standIn.publicUrl,
  });
  const record: CheckoutSessionRecord = {
    session,
    lineItems,
    paymentIntentData: {
      metadata: params.payment_intent_data?.metadata ?? {},
      description: params.payment_intent_data?.description ?? null,
      receiptEmail: params.payment_intent_data?.receipt_email ?? null,
    },
    subscriptionData: {
      metadata: params.subscription_data?.metadata ?? {},
      description: params.subscription_data?.description ?? null,
    },
  };
  for (const product of products) standIn.data.products.set(product.id, product);
  for (const price of prices) standIn.data.prices.set(price.id, price);
  standIn.data.checkoutSessions.set(session.id, record);
  standIn.changed();
  return respond(standIn, record, params.expand);
}

function checkExpiresAt(expiresAt: number | undefined, created: number): number {
  if (expiresAt === undefined) return created + MAX_LIFETIME_SECONDS;
  if (expiresAt - created < MIN_LIFETIME_SECONDS) {
    throw invalidRequest(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      { param: 'expires_at' },
    );
  }
  if (expiresAt - created > MAX_LIFETIME_SECONDS) {
    throw invalidRequest(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      { param: 'expires_at' },
    );
  }
  return expiresAt;
}

function lineItemList(record: CheckoutSessionRecord): Stripe.ApiList<Stripe.LineItem> {
  const items = record.lineItems;
  return {
    object: 'list',
    data: items,
    has_more: false,
    url: `/v1/checkout/sessions/${record.session.id}/line_items`,
  };
}

function respond(
  standIn: StripeStandIn,
  record: CheckoutSessionRecord,
  expand: string[] | undefined,
): Stripe.Checkout.Session {
  return applyExpand(standIn, record.session, expand, { line_items: () => lineItemList(record) });
}

function find(call: ApiCall): CheckoutSessionRecord {
  const id = pathParam(call, 'id');
  const record = call.standIn.checkoutSession(id);
  if (!record) throw resourceMissing('checkout.session', id, 'session');
  return record;
}

const retrieveShape = { expand: expandParam };

function retrieve(call: ApiCall): Stripe.Checkout.Session {
  const params = parseObject(retrieveShape, call.params);
  return respond(call.standIn, find(call), params.expand);
}

const expireShape = { expand: expandParam };

function expire(call: ApiCall): Stripe.Checkout.Session {
  const params = parseObject(expireShape, call.params);
  const record = find(call);
  if (record.session.status !== 'open') {
    throw invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${record.session.status}".`,
      { param: 'session' },
    );
  }
  call.standIn.expireSession(record, call.request);
  return respond(call.standIn, record, params.expand);
}

const listShape = {
  ...listParams,
  status: p.enumOf(['open', 'complete', 'expired']),
  customer: p.string(),
  payment_intent: p.string(),
  subscription: p.string(),
  customer_details: p.object({ email: p.string().required() }),
};

function list(call: ApiCall): Stripe.ApiList<Stripe.Checkout.Session> {
  const params = parseObject(listShape, call.params);
  call.standIn.expireDueSessions();
  const sessions = newestFirst(call.standIn.data.checkoutSessions.values())
    .map((record) => record.session)
    .filter(
      (s) =>
        (params.status === undefined || s.status === params.status) &&
        (params.customer === undefined || s.customer === params.customer) &&
        (params.payment_intent === undefined || s.payment_intent === params.payment_intent) &&
        (params.subscription === undefined || s.subscription === params.subscription) &&
        (params.customer_details === undefined ||
          s.customer_details?.email === params.customer_details.email),
    );
  const page = listPage(sessions, params, '/v1/checkout/sessions', 'checkout.session');
  return applyExpand(call.standIn, page, params.expand);
}

const lineItemsShape = listParams;

function listLineItems(call: ApiCall): Stripe.ApiList<Stripe.LineItem> {
  const params = parseObject(lineItemsShape, call.params);
  const record = find(call);
  const page = listPage(
    record.lineItems,
    params,
    `/v1/checkout/sessions/${record.session.id}/line_items`,
    'line item',
  );
  return applyExpand(call.standIn, page, params.expand);
}

export const checkoutSessionRoutes: Route[] = [
  { method: 'POST', path: '/v1/checkout/sessions', handle: create },
  { method: 'GET', path: '/v1/checkout/sessions', handle: list },
  { method: 'GET', path: '/v1/checkout/sessions/:id', handle: retrieve },
  { method: 'GET', path: '/v1/checkout/sessions/:id/line_items', handle: listLineItems },
  { method: 'POST', path: '/v1/checkout/sessions/:id/expire', handle: expire },
];
