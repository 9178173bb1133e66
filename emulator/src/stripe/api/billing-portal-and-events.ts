// /v1/billing_portal/sessions (create) and /v1/events (list, retrieve).
import type Stripe from 'stripe';
import { resourceMissing } from '../errors.js';
import { buildPortalSession } from '../objects/billing.js';
import { expandParam, p, parseObject } from '../params.js';
import { applyExpand, listPage, listParams, newestFirst } from './lists.js';
import { pathParam, type ApiCall, type Route } from './route.js';
import { url } from './validate.js';

/** The stand-in has one portal configuration, like an account that never customised its portal. */
export const DEFAULT_PORTAL_CONFIGURATION = 'bpc_StandInDefaultConfiguration';

const portalShape = {
  customer: p.string().required(),
  return_url: p.string({ maxLength: 5000 }),
  configuration: p.string(),
  locale: p.string(),
  expand: expandParam,
};

function createPortalSession(call: ApiCall): Stripe.BillingPortal.Session {
  const { standIn } = call;
  const params = parseObject(portalShape, call.params);
  if (!standIn.data.customers.has(params.customer))
    throw resourceMissing('customer', params.customer, 'customer');
  if (params.return_url !== undefined) url(params.return_url, 'return_url');
  if (params.configuration !== undefined && params.configuration !== DEFAULT_PORTAL_CONFIGURATION) {
    throw resourceMissing('billing_portal.configuration', params.configuration, 'configuration');
  }
  const session = buildPortalSession({
    customer: params.customer,
    returnUrl: params.return_url ?? null,
    configuration: DEFAULT_PORTAL_CONFIGURATION,
    created: standIn.now(),
    publicUrl: standIn.publicUrl,
    locale: (params.locale ?? null) as Stripe.BillingPortal.Session.Locale | null,
  });
  standIn.data.portalSessions.set(session.id, session);
  standIn.changed();
  return applyExpand(standIn, session, params.expand);
}

const eventListShape = {
  ...listParams,
  type: p.string(),
  types: p.array(p.string(), { maxItems: 20 }),
};

/** `checkout.session.*` matches every checkout.session event, as in Stripe's type filter. */
const typeMatches = (pattern: string, type: string) =>
  pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;

function listEvents(call: ApiCall): Stripe.ApiList<Stripe.Event> {
  const params = parseObject(eventListShape, call.params);
  const patterns = [...(params.type !== undefined ? [params.type] : []), ...(params.types ?? [])];
  const events = newestFirst(call.standIn.data.events.values()).filter(
    (e) => patterns.length === 0 || patterns.some((pattern) => typeMatches(pattern, e.type)),
  );
  return applyExpand(call.standIn, listPage(events, params, '/v1/events', 'event'), params.expand);
}

function retrieveEvent(call: ApiCall): Stripe.Event {
  const params = parseObject({ expand: expandParam }, call.params);
  const id = pathParam(call, 'id');
  const event = call.standIn.data.events.get(id);
  if (!event) throw resourceMissing('event', id);
  return applyExpand(call.standIn, event, params.expand);
}

export const portalAndEventRoutes: Route[] = [
  { method: 'POST', path: '/v1/billing_portal/sessions', handle: createPortalSession },
  { method: 'GET', path: '/v1/events', handle: listEvents },
  { method: 'GET', path: '/v1/events/:id', handle: retrieveEvent },
];
