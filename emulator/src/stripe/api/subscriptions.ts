// /v1/subscriptions: list (by customer and status), retrieve, create (active at once: the
// stand-in charges nothing) and cancel.
import type Stripe from 'stripe';
import { invalidRequest, missingParameter, resourceMissing } from '../errors.js';
import { buildSubscription } from '../objects/billing.js';
import { expandParam, p, parseObject } from '../params.js';
import { applyExpand, listPage, listParams, newestFirst } from './lists.js';
import { pathParam, type ApiCall, type Route } from './route.js';

const createShape = {
  customer: p.string().required(),
  items: p.array(p.object({ price: p.string().required(), quantity: p.integer({ min: 1 }) }), {
    maxItems: 20,
  }),
  metadata: p.metadata(),
  expand: expandParam,
};

function create(call: ApiCall): Stripe.Subscription {
  const { standIn } = call;
  const params = parseObject(createShape, call.params);
  if (!standIn.data.customers.has(params.customer))
    throw resourceMissing('customer', params.customer, 'customer');
  const items = (params.items ?? []).map((item, index) => {
    const price = standIn.data.prices.get(item.price);
    if (!price) throw resourceMissing('price', item.price, `items[${index}][price]`);
    if (!price.recurring) {
      throw invalidRequest(
        `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
        { param: `items[${index}][price]` },
      );
    }
    return { price, quantity: item.quantity ?? 1 };
  });
  if (items.length === 0) throw missingParameter('items');
  const subscription = buildSubscription({
    customer: params.customer,
    items,
    metadata: params.metadata ?? {},
    created: standIn.now(),
  });
  standIn.data.subscriptions.set(subscription.id, subscription);
  standIn.changed();
  standIn.emit('customer.subscription.created', subscription, call.request);
  return applyExpand(standIn, subscription, params.expand);
}

function find(call: ApiCall): Stripe.Subscription {
  const id = pathParam(call, 'id');
  const subscription = call.standIn.data.subscriptions.get(id);
  if (!subscription) throw resourceMissing('subscription', id);
  return subscription;
}

function retrieve(call: ApiCall): Stripe.Subscription {
  const params = parseObject({ expand: expandParam }, call.params);
  return applyExpand(call.standIn, find(call), params.expand);
}

function cancel(call: ApiCall): Stripe.Subscription {
  const params = parseObject(
    { expand: expandParam, invoice_now: p.boolean(), prorate: p.boolean() },
    call.params,
  );
  const subscription = find(call);
  if (subscription.status === 'canceled') {
    throw invalidRequest(
      `No such subscription: '${subscription.id}'; a similar object exists but it has been canceled.`,
      { param: 'id', code: 'resource_missing', status: 404 },
    );
  }
  call.standIn.cancelSubscription(subscription, call.request);
  return applyExpand(call.standIn, subscription, params.expand);
}

const STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const;
const listShape = {
  ...listParams,
  customer: p.string(),
  price: p.string(),
  status: p.enumOf(STATUSES),
};

function matchesStatus(
  status: Stripe.Subscription.Status,
  filter: (typeof STATUSES)[number] | undefined,
): boolean {
  // Without a filter Stripe leaves out canceled subscriptions.
  if (filter === undefined) return status !== 'canceled' && status !== 'incomplete_expired';
  if (filter === 'all') return true;
  if (filter === 'ended') return status === 'canceled' || status === 'incomplete_expired';
  return status === filter;
}

function list(call: ApiCall): Stripe.ApiList<Stripe.Subscription> {
  const params = parseObject(listShape, call.params);
  const subscriptions = newestFirst(call.standIn.data.subscriptions.values()).filter(
    (s) =>
      matchesStatus(s.status, params.status) &&
      (params.customer === undefined || s.customer === params.customer) &&
      (params.price === undefined || s.items.data.some((item) => item.price.id === params.price)),
  );
  return applyExpand(
    call.standIn,
    listPage(subscriptions, params, '/v1/subscriptions', 'subscription'),
    params.expand,
  );
}

export const subscriptionRoutes: Route[] = [
  { method: 'POST', path: '/v1/subscriptions', handle: create },
  { method: 'GET', path: '/v1/subscriptions', handle: list },
  { method: 'GET', path: '/v1/subscriptions/:id', handle: retrieve },
  { method: 'DELETE', path: '/v1/subscriptions/:id', handle: cancel },
];
