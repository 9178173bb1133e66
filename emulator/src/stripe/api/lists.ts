// List pagination (limit / starting_after / ending_before), search pages and `expand`, shared by
// every resource.
import type Stripe from 'stripe';
import { invalidRequest, resourceMissing } from '../errors.js';
import { p } from '../params.js';
import type { StripeStandIn } from '../stand-in.js';

export const listParams = {
  limit: p.integer({ min: 1, max: 100 }),
  starting_after: p.string(),
  ending_before: p.string(),
  expand: p.array(p.string()),
};

interface ListQuery {
  limit?: number;
  starting_after?: string;
  ending_before?: string;
}

/** `items` newest first, already filtered. `noun` names the object in a resource_missing error. */
export function listPage<T extends { id: string }>(
  items: T[],
  query: ListQuery,
  url: string,
  noun: string,
): Stripe.ApiList<T> {
  const limit = query.limit ?? 10;
  if (query.starting_after !== undefined && query.ending_before !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: ending_before, starting_after.',
      { param: 'ending_before' },
    );
  }
  let data: T[];
  let hasMore: boolean;
  if (query.starting_after !== undefined) {
    const index = indexOf(items, query.starting_after, noun, 'starting_after');
    data = items.slice(index + 1, index + 1 + limit);
    hasMore = items.length > index + 1 + limit;
  } else if (query.ending_before !== undefined) {
    const index = indexOf(items, query.ending_before, noun, 'ending_before');
    const start = Math.max(0, index - limit);
    data = items.slice(start, index);
    hasMore = start > 0;
  } else {
    data = items.slice(0, limit);
    hasMore = items.length > limit;
  }
  return { object: 'list', data, has_more: hasMore, url };
}

function indexOf(items: Array<{ id: string }>, id: string, noun: string, param: string): number {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) throw resourceMissing(noun, id, param);
  return index;
}

/** Search pages use an opaque `page` token; ours is the offset, base64url-encoded. */
export function searchPage<T>(
  items: T[],
  query: { limit?: number; page?: string },
  url: string,
): Stripe.ApiSearchResult<T> {
  const limit = query.limit ?? 10;
  let offset = 0;
  if (query.page !== undefined) {
    offset = Number(Buffer.from(query.page, 'base64url').toString('utf8'));
    if (!Number.isSafeInteger(offset) || offset < 0)
      throw invalidRequest('Invalid page token.', { param: 'page' });
  }
  const data = items.slice(offset, offset + limit);
  const hasMore = items.length > offset + limit;
  return {
    object: 'search_result',
    data,
    has_more: hasMore,
    next_page: hasMore ? Buffer.from(String(offset + limit)).toString('base64url') : null,
    url,
  } as Stripe.ApiSearchResult<T>;
}

/** Newest first, like every Stripe list. Maps keep insertion order, which is creation order. */
export const newestFirst = <T>(values: Iterable<T>): T[] => [...values].reverse();

export type Virtuals = Record<string, () => unknown>;

/**
 * Applies `expand[]` to a response object (a copy: stored objects are never touched). An id field
 * becomes the object it names; `virtuals` supplies fields that only exist when expanded (a
 * session's line_items). `data.x` applies to every element of a list.
 */
export function applyExpand<T>(
  standIn: StripeStandIn,
  object: T,
  paths: string[] | undefined,
  virtuals: Virtuals = {},
): T {
  const copy = structuredClone(object);
  for (const path of paths ?? [])
    expandPath(standIn, copy as Record<string, unknown>, path.split('.'), path, virtuals);
  return copy;
}

function expandPath(
  standIn: StripeStandIn,
  target: Record<string, unknown>,
  segments: string[],
  fullPath: string,
  virtuals: Virtuals,
): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  if (head === 'data' && target.object === 'list' && Array.isArray(target.data)) {
    for (const element of target.data as Array<Record<string, unknown>>)
      expandPath(standIn, element, rest, fullPath, {});
    return;
  }
  let value = target[head];
  const virtual = virtuals[head];
  if (virtual && (value === undefined || value === null)) {
    value = structuredClone(virtual());
  } else if (typeof value === 'string') {
    const found = findById(standIn, value);
    if (found === undefined) throw cannotExpand(fullPath);
    value = structuredClone(found);
  } else if (value === null) {
    return;
  } else if (typeof value !== 'object' || value === undefined) {
    throw cannotExpand(fullPath);
  }
  target[head] = value;
  if (rest.length > 0) expandPath(standIn, value as Record<string, unknown>, rest, fullPath, {});
}

const cannotExpand = (path: string) =>
  invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });

function findById(standIn: StripeStandIn, id: string): unknown {
  const { data } = standIn;
  const prefix = id.slice(0, id.indexOf('_') + 1);
  switch (prefix) {
    case 'cus_':
      return data.customers.get(id);
    case 'sub_':
      return data.subscriptions.get(id);
    case 'pi_':
      return data.paymentIntents.get(id);
    case 're_':
      return data.refunds.get(id);
    case 'price_':
      return data.prices.get(id);
    case 'prod_':
      return data.products.get(id);
    case 'cs_':
      return data.checkoutSessions.get(id)?.session;
    default:
      return undefined;
  }
}
