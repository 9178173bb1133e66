// /v1/webhook_endpoints: create (the answer carries the signing secret, the only time Stripe shows
// it), list, retrieve, update, delete. Each endpoint receives only the events in its
// enabled_events ('*' = all), signed with its own secret (stand-in.ts).
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { invalidRequest, resourceMissing } from '../errors.js';
import { newId } from '../ids.js';
import { p, parseObject } from '../params.js';
import type { WebhookEndpointRecord } from '../state.js';
import { listPage, listParams, newestFirst } from './lists.js';
import { pathParam, type ApiCall, type Route } from './route.js';
import { url } from './validate.js';

const writableShape = {
  url: p.string({ maxLength: 2048 }),
  enabled_events: p.array(p.string({ maxLength: 100 })),
  description: p.string({ maxLength: 5000 }),
  metadata: p.metadata(),
  api_version: p.string(),
  disabled: p.boolean(),
  expand: p.array(p.string()),
};

/** An event type is a dotted name (`customer.subscription.created`) or `*`. */
function enabledEvents(values: string[]): string[] {
  if (values.length === 0)
    throw invalidRequest('enabled_events must contain at least one event type.', {
      param: 'enabled_events',
    });
  for (const [index, value] of values.entries()) {
    if (value !== '*' && !/^[a-z_]+(\.[a-z_]+)+$/.test(value))
      throw invalidRequest(`Invalid enabled_events[${index}]: ${value}`, {
        param: `enabled_events[${index}]`,
      });
  }
  return values;
}

/** The endpoint as the API shows it: never with its secret (only create shows that). */
function shown(record: WebhookEndpointRecord): Stripe.WebhookEndpoint {
  return structuredClone(record.endpoint);
}

function create(call: ApiCall): Stripe.WebhookEndpoint {
  const params = parseObject(writableShape, call.params);
  if (params.url === undefined)
    throw invalidRequest('Missing required param: url.', {
      param: 'url',
      code: 'parameter_missing',
    });
  if (params.enabled_events === undefined)
    throw invalidRequest('Missing required param: enabled_events.', {
      param: 'enabled_events',
      code: 'parameter_missing',
    });
  const endpoint = {
    id: newId('we'),
    object: 'webhook_endpoint',
    api_version: params.api_version ?? null,
    application: null,
    created: call.standIn.now(),
    description: params.description ?? null,
    enabled_events: enabledEvents(params.enabled_events),
    livemode: false,
    metadata: params.metadata ?? {},
    status: params.disabled ? 'disabled' : 'enabled',
    url: url(params.url, 'url'),
  } as Stripe.WebhookEndpoint;
  const secret = `whsec_${randomBytes(24).toString('hex')}`;
  call.standIn.data.webhookEndpoints.set(endpoint.id, { endpoint, secret });
  call.standIn.changed();
  return { ...shown({ endpoint, secret }), secret };
}

function find(call: ApiCall): WebhookEndpointRecord {
  const id = pathParam(call, 'id');
  const record = call.standIn.data.webhookEndpoints.get(id);
  if (!record) throw resourceMissing('webhook_endpoint', id);
  return record;
}

function update(call: ApiCall): Stripe.WebhookEndpoint {
  const params = parseObject(writableShape, call.params);
  const record = find(call);
  const endpoint = record.endpoint;
  if (params.url !== undefined) endpoint.url = url(params.url, 'url');
  if (params.enabled_events !== undefined)
    endpoint.enabled_events = enabledEvents(params.enabled_events);
  if (params.description !== undefined) endpoint.description = params.description;
  if (params.metadata !== undefined)
    endpoint.metadata = { ...endpoint.metadata, ...params.metadata };
  if (params.disabled !== undefined) endpoint.status = params.disabled ? 'disabled' : 'enabled';
  call.standIn.changed();
  return shown(record);
}

function remove(call: ApiCall): Stripe.DeletedWebhookEndpoint {
  const record = find(call);
  call.standIn.data.webhookEndpoints.delete(record.endpoint.id);
  call.standIn.changed();
  return { id: record.endpoint.id, object: 'webhook_endpoint', deleted: true };
}

function list(call: ApiCall): Stripe.ApiList<Stripe.WebhookEndpoint> {
  const params = parseObject(listParams, call.params);
  const endpoints = newestFirst(
    [...call.standIn.data.webhookEndpoints.values()].map((record) => record.endpoint),
  );
  return listPage(
    endpoints.map((endpoint) => structuredClone(endpoint)),
    params,
    '/v1/webhook_endpoints',
    'webhook_endpoint',
  );
}

export const webhookEndpointRoutes: Route[] = [
  { method: 'POST', path: '/v1/webhook_endpoints', handle: create },
  { method: 'GET', path: '/v1/webhook_endpoints', handle: list },
  { method: 'GET', path: '/v1/webhook_endpoints/:id', handle: (call) => shown(find(call)) },
  { method: 'POST', path: '/v1/webhook_endpoints/:id', handle: update },
  { method: 'DELETE', path: '/v1/webhook_endpoints/:id', handle: remove },
];
