// Test-only control endpoints under /_stand-in/ (no Stripe equivalent; no API key needed):
//   GET  /_stand-in/health                 → {ok:true}
//   POST /_stand-in/clock/advance          body seconds=N (form or JSON): moves the stand-in's clock
//                                          forward, so sessions expire without waiting
//   POST /_stand-in/customers-with-subscription  body email=..., optional name, product_name,
//                                          unit_amount (cents), currency, interval → {customer, subscription}
//   POST /_stand-in/reset                  forgets all data
import type http from 'node:http';
import { buildCustomer, buildPrice, buildProduct, buildSubscription } from './objects.js';
import { parseForm, type FormTree } from './form.js';
import { readBody, sendJson } from './http.js';
import type { StripeStandIn } from './stand-in.js';
import { emptyData } from './state.js';

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
  if (method !== 'POST') {
    sendJson(
      res,
      404,
      JSON.stringify({
        error: {
          type: 'invalid_request_error',
          message: `Unknown control endpoint ${method} ${path}`,
        },
      }),
    );
    return;
  }
  const body = await readControlBody(req);
  switch (path) {
    case '/_stand-in/clock/advance': {
      const seconds = Number(body.seconds);
      if (!Number.isFinite(seconds) || seconds <= 0)
        return badRequest(res, 'seconds must be a positive number');
      standIn.advanceClock(seconds);
      sendJson(res, 200, JSON.stringify({ now: standIn.now() }));
      return;
    }
    case '/_stand-in/customers-with-subscription': {
      if (typeof body.email !== 'string' || !body.email.includes('@'))
        return badRequest(res, 'email is required');
      sendJson(res, 200, JSON.stringify(createSubscribedCustomer(standIn, body), null, 2));
      return;
    }
    case '/_stand-in/reset': {
      Object.assign(standIn.data, emptyData());
      standIn.changed();
      sendJson(res, 200, JSON.stringify({ ok: true }));
      return;
    }
    default:
      sendJson(
        res,
        404,
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            message: `Unknown control endpoint ${method} ${path}`,
          },
        }),
      );
  }
}

async function readControlBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if ((req.headers['content-type'] ?? '').includes('application/json'))
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  return parseForm(text) as FormTree;
}

function badRequest(res: http.ServerResponse, message: string): void {
  sendJson(res, 400, JSON.stringify({ error: { type: 'invalid_request_error', message } }));
}

function createSubscribedCustomer(standIn: StripeStandIn, body: Record<string, unknown>) {
  const created = standIn.now();
  const text = (key: string) =>
    typeof body[key] === 'string' && body[key] !== '' ? (body[key] as string) : undefined;
  const name = text('name');
  const customer = buildCustomer(
    { email: text('email') as string, ...(name ? { name } : {}) },
    created,
  );
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
  return { customer, subscription };
}
