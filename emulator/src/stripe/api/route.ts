// What an API handler receives and how resource modules declare their endpoints.
import type { FormTree } from '../form.js';
import type { RequestInfo, StripeStandIn } from '../stand-in.js';

export interface ApiCall {
  standIn: StripeStandIn;
  /** Query parameters for GET/DELETE, the form body for POST. */
  params: FormTree;
  /** Named segments of the route path, e.g. `id` in /v1/customers/:id. */
  pathParams: Record<string, string>;
  request: RequestInfo;
  /** The Stripe-Version the caller sent, or the stand-in's default. */
  apiVersion: string;
}

/** Whether the caller's API version is at least `version` (versions start with their date). */
export const versionAtLeast = (call: ApiCall, version: string): boolean =>
  call.apiVersion.slice(0, 10) >= version;

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** e.g. '/v1/checkout/sessions/:id/expire' */
  path: string;
  handle(call: ApiCall): unknown;
}

/** A path parameter the router guarantees is present. */
export function pathParam(call: ApiCall, name: string): string {
  const value = call.pathParams[name];
  if (value === undefined) throw new Error(`route has no :${name}`);
  return value;
}
