// The one text a person reads when a callable function fails. No Firebase SDK import (the booking
// dialog and other first-paint code use it): a Functions error is recognised by its 'functions/…'
// code, as FunctionsError carries it. The SDK appends the HTTP status to every message
// ("Too many booking attempts… [429]"); that suffix is dropped here, so it reaches nobody.
import {
  CALLABLE_ERROR_CODES,
  CALLABLE_ERROR_TEXTS,
  type CallableErrorCode,
} from '@brunchers/model';
import { t } from './i18n';

const FUNCTIONS_PREFIX = 'functions/';
/** " [429]" at the end of a FunctionsError's message (the SDK adds it). */
const HTTP_STATUS_SUFFIX = /\s*\[\d{3}\]\s*$/;
/** The SDK's own texts when the server sent a code but no message. */
const SDK_PLACEHOLDER = /^(unknown )?backend error status\b/i;

function functionsErrorCode(error: unknown): CallableErrorCode | 'other' | undefined {
  const code = callableErrorCode(error);
  if (code === undefined) return undefined;
  const bare = code.slice(FUNCTIONS_PREFIX.length);
  return (CALLABLE_ERROR_CODES as readonly string[]).includes(bare)
    ? (bare as CallableErrorCode)
    : 'other';
}

/**
 * A server sentence in the reader's language: the functions refuse with the model's English texts
 * (catalogue keys), a zod refusal as "field: text" (functions/src/lib/errors.ts describeIssues).
 */
function translatedSentence(message: string): string {
  const whole = t(message);
  if (whole !== message) return whole;
  const split = message.indexOf(': ');
  if (split < 0) return message;
  const text = message.slice(split + 2);
  const translated = t(text);
  return translated === text ? message : translated;
}

/**
 * What to show for a failed callable: the server's own sentence when it meant one (an HttpsError
 * with a message), else the code's text from the model's map; `fallback` (the screen's own "could
 * not …" text) for internal failures and anything that is not a Functions error.
 */
export function callableErrorMessage(error: unknown, fallback: string): string {
  const code = functionsErrorCode(error);
  if (code === undefined || code === 'other') return fallback;
  const message = (error as Error).message.replace(HTTP_STATUS_SUFFIX, '').trim();
  const serverSentence =
    message !== '' && message !== code && !SDK_PLACEHOLDER.test(message) && code !== 'internal';
  if (serverSentence) return translatedSentence(message);
  if (code === 'internal' || code === 'unknown') return fallback;
  return t(CALLABLE_ERROR_TEXTS[code]);
}

/** A failed call's code ('functions/not-found', …), or undefined when it is not a Functions error. */
export function callableErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code } = error as Error & { code?: unknown };
  return typeof code === 'string' && code.startsWith(FUNCTIONS_PREFIX) ? code : undefined;
}
