// /v1/products and /v1/prices: enough to set up what subscriptions and Checkout refer to.
import type Stripe from 'stripe';
import { invalidRequest, missingParameter, resourceMissing } from '../errors.js';
import { buildPrice, buildProduct } from '../objects/catalog.js';
import { expandParam, p, parseObject } from '../params.js';
import { applyExpand, listPage, listParams, newestFirst } from './lists.js';
import { pathParam, type ApiCall, type Route } from './route.js';
import { currency } from './validate.js';

const productShape = {
  name: p.string({ maxLength: 250 }).required(),
  description: p.string({ maxLength: 40_000 }),
  active: p.boolean(),
  images: p.array(p.string(), { maxItems: 8 }),
  metadata: p.metadata(),
  expand: expandParam,
};

function createProduct(call: ApiCall): Stripe.Product {
  const params = parseObject(productShape, call.params);
  const product = buildProduct(params, call.standIn.now());
  call.standIn.data.products.set(product.id, product);
  call.standIn.changed();
  return applyExpand(call.standIn, product, params.expand);
}

function retrieveProduct(call: ApiCall): Stripe.Product {
  const params = parseObject({ expand: expandParam }, call.params);
  const id = pathParam(call, 'id');
  const product = call.standIn.data.products.get(id);
  if (!product) throw resourceMissing('product', id);
  return applyExpand(call.standIn, product, params.expand);
}

// POST /v1/products/:id: rename, describe, archive (active=false) or add metadata keys.
function updateProduct(call: ApiCall): Stripe.Product {
  const params = parseObject(
    {
      name: p.string({ maxLength: 250 }),
      description: p.string({ maxLength: 40_000 }),
      active: p.boolean(),
      metadata: p.metadata(),
      expand: expandParam,
    },
    call.params,
  );
  const id = pathParam(call, 'id');
  const product = call.standIn.data.products.get(id);
  if (!product) throw resourceMissing('product', id);
  const updated: Stripe.Product = {
    ...product,
    ...(params.name !== undefined ? { name: params.name } : {}),
    ...(params.description !== undefined ? { description: params.description } : {}),
    ...(params.active !== undefined ? { active: params.active } : {}),
    ...(params.metadata ? { metadata: mergeMetadata(product.metadata, params.metadata) } : {}),
    updated: call.standIn.now(),
  };
  call.standIn.data.products.set(id, updated);
  call.standIn.changed();
  return applyExpand(call.standIn, updated, params.expand);
}

/** New keys are added and given ones replaced (as customers' updates do here). */
function mergeMetadata(current: Stripe.Metadata, changes: Record<string, string>): Stripe.Metadata {
  return { ...current, ...changes };
}

function listProducts(call: ApiCall): Stripe.ApiList<Stripe.Product> {
  const params = parseObject({ ...listParams, active: p.boolean() }, call.params);
  const products = newestFirst(call.standIn.data.products.values()).filter(
    (x) => params.active === undefined || x.active === params.active,
  );
  return applyExpand(
    call.standIn,
    listPage(products, params, '/v1/products', 'product'),
    params.expand,
  );
}

const priceShape = {
  currency: p.string().required(),
  unit_amount: p.integer({ min: 0 }),
  product: p.string(),
  product_data: p.object({ name: p.string({ maxLength: 250 }).required(), metadata: p.metadata() }),
  recurring: p.object({
    interval: p.enumOf(['day', 'week', 'month', 'year']).required(),
    interval_count: p.integer({ min: 1 }),
  }),
  active: p.boolean(),
  nickname: p.string(),
  lookup_key: p.string({ maxLength: 200 }),
  metadata: p.metadata(),
  expand: expandParam,
};

function createPrice(call: ApiCall): Stripe.Price {
  const { standIn } = call;
  const params = parseObject(priceShape, call.params);
  if (params.unit_amount === undefined) throw missingParameter('unit_amount');
  const created = standIn.now();
  let productId: string;
  if (params.product !== undefined && params.product_data !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: product, product_data.', {
      param: 'product_data',
    });
  } else if (params.product !== undefined) {
    if (!standIn.data.products.has(params.product))
      throw resourceMissing('product', params.product, 'product');
    productId = params.product;
  } else if (params.product_data !== undefined) {
    const product = buildProduct(params.product_data, created);
    standIn.data.products.set(product.id, product);
    productId = product.id;
  } else {
    throw missingParameter('product');
  }
  const price = buildPrice(
    {
      currency: currency(params.currency, 'currency'),
      unitAmount: params.unit_amount,
      product: productId,
      ...(params.recurring
        ? {
            recurring: {
              interval: params.recurring.interval,
              interval_count: params.recurring.interval_count ?? 1,
            },
          }
        : {}),
      ...(params.active !== undefined ? { active: params.active } : {}),
      ...(params.metadata ? { metadata: params.metadata } : {}),
      ...(params.nickname !== undefined ? { nickname: params.nickname } : {}),
      ...(params.lookup_key !== undefined ? { lookupKey: params.lookup_key } : {}),
    },
    created,
  );
  standIn.data.prices.set(price.id, price);
  standIn.changed();
  return applyExpand(standIn, price, params.expand);
}

function retrievePrice(call: ApiCall): Stripe.Price {
  const params = parseObject({ expand: expandParam }, call.params);
  const id = pathParam(call, 'id');
  const price = call.standIn.data.prices.get(id);
  if (!price) throw resourceMissing('price', id);
  return applyExpand(call.standIn, price, params.expand);
}

// POST /v1/prices/:id: a Price's amount never changes; it can be archived (active=false), given a
// nickname, lookup key or metadata, as with Stripe.
function updatePrice(call: ApiCall): Stripe.Price {
  const params = parseObject(
    {
      active: p.boolean(),
      nickname: p.string(),
      lookup_key: p.string({ maxLength: 200 }),
      metadata: p.metadata(),
      expand: expandParam,
    },
    call.params,
  );
  const id = pathParam(call, 'id');
  const price = call.standIn.data.prices.get(id);
  if (!price) throw resourceMissing('price', id);
  const updated: Stripe.Price = {
    ...price,
    ...(params.active !== undefined ? { active: params.active } : {}),
    ...(params.nickname !== undefined ? { nickname: params.nickname } : {}),
    ...(params.lookup_key !== undefined ? { lookup_key: params.lookup_key } : {}),
    ...(params.metadata ? { metadata: mergeMetadata(price.metadata, params.metadata) } : {}),
  };
  call.standIn.data.prices.set(id, updated);
  call.standIn.changed();
  return applyExpand(call.standIn, updated, params.expand);
}

function listPrices(call: ApiCall): Stripe.ApiList<Stripe.Price> {
  const params = parseObject(
    {
      ...listParams,
      active: p.boolean(),
      product: p.string(),
      type: p.enumOf(['one_time', 'recurring']),
      currency: p.string(),
      lookup_keys: p.array(p.string()),
    },
    call.params,
  );
  const prices = newestFirst(call.standIn.data.prices.values()).filter(
    (x) =>
      (params.active === undefined || x.active === params.active) &&
      (params.product === undefined || x.product === params.product) &&
      (params.type === undefined || x.type === params.type) &&
      (params.currency === undefined || x.currency === params.currency.toLowerCase()) &&
      (params.lookup_keys === undefined ||
        (x.lookup_key !== null && params.lookup_keys.includes(x.lookup_key))),
  );
  return applyExpand(call.standIn, listPage(prices, params, '/v1/prices', 'price'), params.expand);
}

export const catalogRoutes: Route[] = [
  { method: 'POST', path: '/v1/products', handle: createProduct },
  { method: 'GET', path: '/v1/products', handle: listProducts },
  { method: 'GET', path: '/v1/products/:id', handle: retrieveProduct },
  { method: 'POST', path: '/v1/products/:id', handle: updateProduct },
  { method: 'POST', path: '/v1/prices', handle: createPrice },
  { method: 'GET', path: '/v1/prices', handle: listPrices },
  { method: 'GET', path: '/v1/prices/:id', handle: retrievePrice },
  { method: 'POST', path: '/v1/prices/:id', handle: updatePrice },
];
