// Errors in Stripe's wire shape: {error:{type, message, param?, code?}} with the matching HTTP status.
// The stripe SDK picks its error class from the status and type (400/404 → StripeInvalidRequestError).

export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  param?: string;
  code?: string;
  doc_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

const docUrl = (code: string): string =>
  `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export function invalidRequest(
  message: string,
  options: { param?: string; code?: string; status?: number } = {},
): StripeApiError {
  const body: StripeErrorBody = { type: 'invalid_request_error', message };
  if (options.code) {
    body.code = options.code;
    body.doc_url = docUrl(options.code);
  }
  if (options.param) body.param = options.param;
  return new StripeApiError(options.status ?? 400, body);
}

export const unknownParameter = (param: string): StripeApiError =>
  invalidRequest(`Received unknown parameter: ${param}`, { param, code: 'parameter_unknown' });

export const missingParameter = (param: string): StripeApiError =>
  invalidRequest(`Missing required param: ${param}.`, { param, code: 'parameter_missing' });

/** What Stripe answers for an id that does not exist, e.g. "No such customer: 'cus_123'". */
export const resourceMissing = (noun: string, id: string, param?: string): StripeApiError =>
  invalidRequest(`No such ${noun}: '${id}'`, {
    param: param ?? 'id',
    code: 'resource_missing',
    status: 404,
  });

export const unrecognizedUrl = (method: string, path: string): StripeApiError =>
  invalidRequest(
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    { status: 404 },
  );

export const missingApiKey = (): StripeApiError =>
  invalidRequest(
    "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    { status: 401 },
  );

export const invalidApiKey = (key: string): StripeApiError =>
  invalidRequest(`Invalid API Key provided: ${maskKey(key)}`, {
    status: 401,
    code: 'api_key_invalid',
  });

function maskKey(key: string): string {
  const underscore = key.lastIndexOf('_');
  const prefix = underscore >= 0 ? key.slice(0, underscore + 1) : '';
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
}
