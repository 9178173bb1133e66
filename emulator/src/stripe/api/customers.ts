// /v1/customers: create, retrieve, update, delete, list (by e-mail), search.
import type Stripe from 'stripe';
import { resourceMissing } from '../errors.js';
import { buildCustomer } from '../objects/billing.js';
import { expandParam, p, parseObject } from '../params.js';
import { applyExpand, listPage, listParams, newestFirst, searchPage } from './lists.js';
import { pathParam, type ApiCall, type Route } from './route.js';
import { parseSearchQuery } from './search-query.js';
import { email } from './validate.js';

const writableShape = {
  email: p.string({ maxLength: 512 }),
  name: p.string({ maxLength: 256 }),
  phone: p.string({ maxLength: 20 }),
  description: p.string({ maxLength: 350 }),
  metadata: p.metadata(),
  expand: expandParam,
};

function create(call: ApiCall): Stripe.Customer {
  const params = parseObject(writableShape, call.params);
  if (params.email !== undefined) email(params.email, 'email');
  const customer = buildCustomer(params, call.standIn.now());
  call.standIn.data.customers.set(customer.id, customer);
  call.standIn.changed();
  call.standIn.emit('customer.created', customer, call.request);
  return applyExpand(call.standIn, customer, params.expand);
}

/**
 * A deleted customer stays in the map as Stripe's stub { id, object, deleted: true }: retrieving
 * it (or expanding it on a subscription) answers the stub, as Stripe does; lists and search skip
 * it, and updating or deleting it again is resource_missing.
 */
const isDeleted = (customer: Stripe.Customer | Stripe.DeletedCustomer) =>
  'deleted' in customer && customer.deleted === true;

function find(call: ApiCall, { deleted = false } = {}): Stripe.Customer {
  const id = pathParam(call, 'id');
  const customer = call.standIn.data.customers.get(id);
  if (!customer || (!deleted && isDeleted(customer))) throw resourceMissing('customer', id);
  return customer;
}

function retrieve(call: ApiCall): Stripe.Customer {
  const params = parseObject({ expand: expandParam }, call.params);
  const customer = find(call, { deleted: true });
  return isDeleted(customer) ? customer : applyExpand(call.standIn, customer, params.expand);
}

function update(call: ApiCall): Stripe.Customer {
  const params = parseObject(writableShape, call.params);
  const customer = find(call);
  if (params.email !== undefined) customer.email = email(params.email, 'email');
  if (params.name !== undefined) customer.name = params.name;
  if (params.phone !== undefined) customer.phone = params.phone;
  if (params.description !== undefined) customer.description = params.description;
  if (params.metadata !== undefined)
    customer.metadata = { ...customer.metadata, ...params.metadata };
  call.standIn.changed();
  call.standIn.emit('customer.updated', customer, call.request);
  return applyExpand(call.standIn, customer, params.expand);
}

/**
 * Deleting a customer, as Stripe does, cancels its subscriptions at once and answers
 * { id, object: 'customer', deleted: true }; a second delete is resource_missing.
 */
function remove(call: ApiCall): Stripe.DeletedCustomer {
  const customer = find(call);
  for (const subscription of call.standIn.data.subscriptions.values())
    if (subscription.customer === customer.id && subscription.status !== 'canceled')
      call.standIn.cancelSubscription(subscription, call.request);
  const stub: Stripe.DeletedCustomer = { id: customer.id, object: 'customer', deleted: true };
  call.standIn.data.customers.set(customer.id, stub as unknown as Stripe.Customer);
  call.standIn.changed();
  call.standIn.emit('customer.deleted', customer, call.request);
  return stub;
}

const listShape = { ...listParams, email: p.string({ maxLength: 512 }) };

function list(call: ApiCall): Stripe.ApiList<Stripe.Customer> {
  const params = parseObject(listShape, call.params);
  // Stripe's list filter on email is exact and case-sensitive (search is the case-insensitive one).
  const customers = newestFirst(call.standIn.data.customers.values()).filter(
    (c) => !isDeleted(c) && (params.email === undefined || c.email === params.email),
  );
  return applyExpand(
    call.standIn,
    listPage(customers, params, '/v1/customers', 'customer'),
    params.expand,
  );
}

const searchShape = {
  query: p.string().required(),
  limit: p.integer({ min: 1, max: 100 }),
  page: p.string(),
  expand: expandParam,
};
const SEARCH_FIELDS = ['email', 'name', 'phone', 'metadata', 'created'] as const;

function search(call: ApiCall): Stripe.ApiSearchResult<Stripe.Customer> {
  const params = parseObject(searchShape, call.params);
  const predicate = parseSearchQuery(params.query, SEARCH_FIELDS);
  const customers = newestFirst(call.standIn.data.customers.values()).filter(
    (customer) =>
      !isDeleted(customer) &&
      predicate((field) => {
        if (field.startsWith('metadata.'))
          return customer.metadata[field.slice('metadata.'.length)];
        if (field === 'created') return customer.created;
        return customer[field as 'email' | 'name' | 'phone'];
      }),
  );
  return applyExpand(
    call.standIn,
    searchPage(customers, params, '/v1/customers/search'),
    params.expand,
  );
}

export const customerRoutes: Route[] = [
  { method: 'POST', path: '/v1/customers', handle: create },
  { method: 'GET', path: '/v1/customers', handle: list },
  { method: 'GET', path: '/v1/customers/search', handle: search },
  { method: 'GET', path: '/v1/customers/:id', handle: retrieve },
  { method: 'POST', path: '/v1/customers/:id', handle: update },
  { method: 'DELETE', path: '/v1/customers/:id', handle: remove },
];
