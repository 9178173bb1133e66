// What callers see when something fails: an HttpsError with a stable code and a message safe to
// show in a toast. Internals (stack traces, keys, upstream payloads) never reach the client.

import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { logs } from './logs.js';

export const SERVICE_UNAVAILABLE =
  'The payment service is unavailable right now. Please try again in a moment.';
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

export function fail(code: FunctionsErrorCode, message: string): never {
  throw new HttpsError(code, message);
}

/** A message fit for a toast: one line, no secrets or URLs with tokens, bounded length. */
export function cleanMessage(message: string): string {
  const firstLine = message.split('\n')[0] ?? '';
  const scrubbed = firstLine
    .replace(/\b(sk|rk|pk|whsec)_[A-Za-z0-9_]+/g, '[redacted]')
    .replace(/https?:\/\/\S+/g, '[link]')
    .trim();
  return scrubbed.length > 200 ? `${scrubbed.slice(0, 197)}...` : scrubbed || GENERIC_FAILURE;
}

/** Zod issues as one readable sentence naming the field: "guestCount: Too big: expected ...". */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.map(String).join('.');
  const message =
    issue.code === 'unrecognized_keys'
      ? `Unknown field(s): ${issue.keys.join(', ')}`
      : issue.message;
  return cleanMessage(field ? `${field}: ${message}` : message);
}

/** Any failure as an HttpsError: HttpsErrors pass through, the rest are logged and generalised. */
export function toHttpsError(error: unknown, where: string): HttpsError {
  if (error instanceof HttpsError) return error;
  logs.unexpected(where, error);
  return new HttpsError('internal', GENERIC_FAILURE);
}
