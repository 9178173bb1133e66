// The /v1 API: authentication, routing, parameter parsing, idempotent replays, and responses in
// Stripe's shape (JSON, Request-Id header, errors as {error:{...}} with the right status).
import type http from 'node:http';
import { invalidApiKey, missingApiKey, StripeApiError, unrecognizedUrl } from '../errors.js';
import { FormSyntaxError, parseForm, type FormTree } from '../form.js';
import { BodyTooLargeError, matchPath, readBody, sendJson } from '../http.js';
import { newId } from '../ids.js';
import { API_VERSION, type StripeStandIn } from '../stand-in.js';
import type { IdempotentResponse } from '../state.js';
import { portalAndEventRoutes } from './billing-portal-and-events.js';
import { catalogRoutes } from './catalog.js';
import { checkoutSessionRoutes } from './checkout-sessions.js';
import { customerRoutes } from './customers.js';
import { promotionRoutes } from './promotions.js';
import { paymentIntentRoutes } from './payment-intents.js';
import { refundRoutes } from './refunds.js';
import type { Route } from './route.js';
import { subscriptionRoutes } from './subscriptions.js';
import { webhookEndpointRoutes } from './webhook-endpoints.js';

const ROUTES: Route[] = [
  ...checkoutSessionRoutes,
  ...customerRoutes,
  ...subscriptionRoutes,
  ...catalogRoutes,
  ...promotionRoutes,
  ...portalAndEventRoutes,
  ...paymentIntentRoutes,
  ...refundRoutes,
  ...webhookEndpointRoutes,
];

/** Stripe keeps idempotency keys for 24 hours. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

export async function handleApiRequest(
  standIn: StripeStandIn,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<void> {
  const requestId = newId('req');
  const idempotencyKey = header(req, 'idempotency-key');
  const apiVersion = header(req, 'stripe-version') ?? API_VERSION;
  const headers: Record<string, string> = { 'Request-Id': requestId, 'Stripe-Version': apiVersion };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const method = req.method ?? 'GET';
  try {
    authenticate(req);
    const { route, pathParams } = findRoute(method, url.pathname);
    const params =
      method === 'POST' ? parseForm(await readBody(req)) : parseForm(url.search.slice(1));
    if (method === 'POST' && idempotencyKey) {
      const replay = replayIdempotent(standIn, idempotencyKey, method, url.pathname, params);
      if (replay) {
        sendJson(res, replay.status, replay.body, { ...headers, 'Idempotent-Replayed': 'true' });
        return;
      }
    }
    const result = route.handle({
      standIn,
      params,
      pathParams,
      request: { id: requestId, idempotency_key: idempotencyKey ?? null },
      apiVersion,
    });
    const body = JSON.stringify(result, null, 2);
    if (method === 'POST' && idempotencyKey)
      rememberIdempotent(standIn, idempotencyKey, {
        method,
        path: url.pathname,
        paramsFingerprint: fingerprint(params),
        status: 200,
        body,
        createdAt: standIn.now(),
      });
    sendJson(res, 200, body, headers);
  } catch (error) {
    const apiError = toApiError(error, standIn);
    sendJson(res, apiError.status, JSON.stringify(apiError.toJSON(), null, 2), headers);
  }
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Bearer (what the SDK sends) or Basic with the key as user name (what `curl -u sk_test_...:` sends). */
function authenticate(req: http.IncomingMessage): void {
  const authorization = header(req, 'authorization');
  if (!authorization) throw missingApiKey();
  let key: string;
  if (/^Bearer /i.test(authorization)) key = authorization.slice(7).trim();
  else if (/^Basic /i.test(authorization))
    key = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8').split(':')[0] ?? '';
  else throw missingApiKey();
  if (!key) throw missingApiKey();
  if (!/^(sk|rk)_test_\w+$/.test(key)) throw invalidApiKey(key);
}

function findRoute(
  method: string,
  path: string,
): { route: Route; pathParams: Record<string, string> } {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const pathParams = matchPath(route.path, path);
    if (pathParams) return { route, pathParams };
  }
  throw unrecognizedUrl(method, path);
}

/** Parameters compared independent of key order. */
function fingerprint(params: FormTree): string {
  const canonical = (value: unknown): unknown =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : value;
  return JSON.stringify(canonical(params));
}

function replayIdempotent(
  standIn: StripeStandIn,
  key: string,
  method: string,
  path: string,
  params: FormTree,
): IdempotentResponse | null {
  const saved = standIn.data.idempotency.get(key);
  if (!saved || standIn.now() - saved.createdAt > IDEMPOTENCY_TTL_SECONDS) return null;
  if (saved.method !== method || saved.path !== path) {
    throw new StripeApiError(400, {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.method} ${saved.path}' vs '${method} ${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
    });
  }
  if (saved.paramsFingerprint !== fingerprint(params)) {
    throw new StripeApiError(400, {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    });
  }
  return saved;
}

function rememberIdempotent(
  standIn: StripeStandIn,
  key: string,
  response: IdempotentResponse,
): void {
  const { idempotency } = standIn.data;
  // Drop expired keys while we are here so the map does not grow without bound.
  for (const [oldKey, old] of idempotency) {
    if (response.createdAt - old.createdAt <= IDEMPOTENCY_TTL_SECONDS) break;
    idempotency.delete(oldKey);
  }
  idempotency.set(key, response);
  standIn.changed();
}

function toApiError(error: unknown, standIn: StripeStandIn): StripeApiError {
  if (error instanceof StripeApiError) return error;
  if (error instanceof FormSyntaxError || error instanceof BodyTooLargeError) {
    return new StripeApiError(400, { type: 'invalid_request_error', message: error.message });
  }
  standIn.options.log(
    `internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return new StripeApiError(500, {
    type: 'api_error',
    message: 'An unexpected error occurred in the Stripe stand-in.',
  });
}
