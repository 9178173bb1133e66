// Test-only control endpoints under /_stand-in/ (no Stripe equivalent; no API key needed):
//   GET  /_stand-in/health                           → {ok:true}
//   POST /_stand-in/checkout/sessions/:id/time-out   lets an open session run out now, as if its
//        expires_at had passed (the path the expiry sweep takes, not the API's expire call)
//   POST /_stand-in/checkout/sessions/:id/async-payment  form or JSON: outcome=succeeded|failed —
//        the bank's answer for a session paid by SEPA Direct Debit (complete, unpaid, processing):
//        emits checkout.session.async_payment_succeeded or checkout.session.async_payment_failed
//   POST /_stand-in/customers-with-subscription      form or JSON: email, optional name,
//        metadata, product_name, unit_amount (cents), currency, interval → {customer,
//        subscription}; or `customer` (an existing id) to subscribe that customer
//   POST /_stand-in/reset                            forgets all data
import type http from 'node:http';
import { parseForm } from './form.js';
import { readBody, sendJson } from './http.js';
import { buildCustomer, buildSubscription } from './objects/billing.js';
import { buildPrice, buildProduct } from './objects/catalog.js';
import type { StripeStandIn } from './stand-in.js';
import { emptyData } from './state.js';

const TIME_OUT = /^\/_stand-in\/checkout\/sessions\/([^/]+)\/time-out$/;
const ASYNC_PAYMENT = /^\/_stand-in\/checkout\/sessions\/([^/]+)\/async-payment$/;

export async function handleControl(
  standIn: StripeStandIn,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'GET' && path === '/_stand-in/health') {
    sendJson(res, 200, JSON.stringify({ ok: true }));
    return;
  }
  if (method !== 'POST') return fail(res, `Unknown control endpoint ${method} ${path}`, 404);
  let body: Record<string, unknown>;
  try {
    body = await readControlBody(req);
  } catch (error) {
    return fail(res, `Invalid request body: ${(error as Error).message}`, 400);
  }
  const timeOut = TIME_OUT.exec(path);
  if (timeOut) {
    const record = standIn.checkoutSession(decodeURIComponent(timeOut[1] as string));
    if (!record) return fail(res, 'No such checkout session', 404);
    if (record.session.status !== 'open') {
      return fail(res, `The session is ${record.session.status}, not open`, 400);
    }
    record.session.expires_at = standIn.now();
    standIn.expireDueSessions();
    sendJson(res, 200, JSON.stringify(record.session, null, 2));
    return;
  }
  const asyncPayment = ASYNC_PAYMENT.exec(path);
  if (asyncPayment) {
    const record = standIn.checkoutSession(decodeURIComponent(asyncPayment[1] as string));
    if (!record) return fail(res, 'No such checkout session', 404);
    if (body.outcome !== 'succeeded' && body.outcome !== 'failed') {
      return fail(res, 'outcome must be succeeded or failed', 400);
    }
    if (!standIn.awaitingAsyncPayment(record)) {
      return fail(res, 'The session has no delayed payment awaiting the bank', 400);
    }
    standIn.settleAsyncPayment(record, body.outcome);
    sendJson(res, 200, JSON.stringify(record.session, null, 2));
    return;
  }
  if (path === '/_stand-in/customers-with-subscription') {
    if (typeof body.customer === 'string') {
      if (!standIn.data.customers.has(body.customer))
        return fail(res, `No such customer: '${body.customer}'`, 404);
    } else if (typeof body.email !== 'string' || !body.email.includes('@')) {
      return fail(res, 'email or customer is required', 400);
    }
    sendJson(res, 200, JSON.stringify(createSubscribedCustomer(standIn, body), null, 2));
    return;
  }
  if (path === '/_stand-in/reset') {
    Object.assign(standIn.data, emptyData());
    standIn.changed();
    sendJson(res, 200, JSON.stringify({ ok: true }));
    return;
  }
  fail(res, `Unknown control endpoint ${method} ${path}`, 404);
}

async function readControlBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (!(req.headers['content-type'] ?? '').includes('application/json')) return parseForm(text);
  const parsed: unknown = text ? JSON.parse(text) : {};
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

function fail(res: http.ServerResponse, message: string, status: number): void {
  sendJson(res, status, JSON.stringify({ error: { type: 'invalid_request_error', message } }));
}

function createSubscribedCustomer(standIn: StripeStandIn, body: Record<string, unknown>) {
  const created = standIn.now();
  const text = (key: string): string | undefined => {
    const value = body[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const name = text('name');
  const existing = text('customer');
  const metadata = stringRecord(body.metadata);
  const known = existing ? standIn.data.customers.get(existing) : undefined;
  const customer =
    known ?? buildCustomer({ email: text('email'), ...(name ? { name } : {}), metadata }, created);
  const product = buildProduct({ name: text('product_name') ?? 'Brunchers Membership' }, created);
  const interval = text('interval');
  const price = buildPrice(
    {
      currency: (text('currency') ?? 'eur').toLowerCase(),
      unitAmount: Number(body.unit_amount ?? 999) || 999,
      product: product.id,
      recurring: {
        interval:
          interval === 'day' || interval === 'week' || interval === 'year' ? interval : 'month',
        interval_count: 1,
      },
    },
    created,
  );
  const subscription = buildSubscription({
    customer: customer.id,
    items: [{ price, quantity: 1 }],
    metadata: {},
    created,
  });
  standIn.data.customers.set(customer.id, customer);
  standIn.data.products.set(product.id, product);
  standIn.data.prices.set(price.id, price);
  standIn.data.subscriptions.set(subscription.id, subscription);
  standIn.changed();
  // As Stripe does for the same objects made through its API.
  if (!known) standIn.emit('customer.created', customer);
  standIn.emit('customer.subscription.created', subscription);
  return { customer, subscription };
}

/** Stripe metadata: string values only (others are dropped). */
function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
