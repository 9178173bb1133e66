// The one map from a failed callable to what a person reads: every Functions code gets a clear
// text, the server's own sentence wins when it sent one, and no HTTP status ("[429]") survives.
import {
  CALLABLE_ERROR_CODES,
  CALLABLE_ERROR_TEXTS,
  TOO_MANY_CHECKOUTS,
  type CallableErrorCode,
} from '@brunchers/model';
import { FunctionsError } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { callableErrorMessage } from '../src/lib/callable-errors';
import { bookingErrorMessage } from '../src/features/booking/booking-errors';

const FALLBACK = 'Could not save.';
const STATUS: Partial<Record<CallableErrorCode, number>> = {
  'invalid-argument': 400,
  'failed-precondition': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'resource-exhausted': 429,
  internal: 500,
  unavailable: 503,
  'deadline-exceeded': 504,
};
const statusOf = (code: CallableErrorCode) => STATUS[code] ?? 500;

/** What the browser SDK builds when the server sent a status but no message of its own. */
function bareError(code: CallableErrorCode): FunctionsError {
  const name = code.toUpperCase().replace(/-/g, '_');
  return new FunctionsError(code, `Backend error status: ${name} [${statusOf(code)}]`);
}

describe('callableErrorMessage', () => {
  it.each(CALLABLE_ERROR_CODES.filter((code) => code !== 'internal' && code !== 'unknown'))(
    '%s without a server sentence reads as the map’s text',
    (code) => {
      const text = callableErrorMessage(bareError(code), FALLBACK);
      expect(text).toBe(CALLABLE_ERROR_TEXTS[code]);
      expect(text).not.toMatch(/\[\d{3}\]|functions\/|_/);
    },
  );

  it.each(['internal', 'unknown'] as const)('%s reads as the screen’s own fallback', (code) => {
    expect(callableErrorMessage(bareError(code), FALLBACK)).toBe(FALLBACK);
    expect(callableErrorMessage(new FunctionsError(code, `${code} [500]`), FALLBACK)).toBe(
      FALLBACK,
    );
  });

  it.each(CALLABLE_ERROR_CODES)('%s: a code-only message ("code [nnn]") never shows', (code) => {
    const text = callableErrorMessage(
      new FunctionsError(code, `${code} [${statusOf(code)}]`),
      FALLBACK,
    );
    const internal = code === 'internal' || code === 'unknown';
    expect(text).toBe(internal ? FALLBACK : CALLABLE_ERROR_TEXTS[code]);
  });

  it('keeps the server’s sentence and drops the status the SDK appends', () => {
    const error = new FunctionsError('resource-exhausted', `${TOO_MANY_CHECKOUTS} [429]`);
    expect(callableErrorMessage(error, FALLBACK)).toBe(TOO_MANY_CHECKOUTS);
    expect(bookingErrorMessage(error)).toBe(TOO_MANY_CHECKOUTS);
    const invalid = new FunctionsError('invalid-argument', 'Party size must be 1 to 8. [400]');
    expect(callableErrorMessage(invalid, FALLBACK)).toBe('Party size must be 1 to 8.');
  });

  it('gives the fallback for anything that is not a Functions error', () => {
    expect(callableErrorMessage(new Error('socket hang up'), FALLBACK)).toBe(FALLBACK);
    expect(callableErrorMessage('nope', FALLBACK)).toBe(FALLBACK);
    const foreign = Object.assign(new Error('x [403]'), { code: 'auth/user-disabled' });
    expect(callableErrorMessage(foreign, FALLBACK)).toBe(FALLBACK);
  });
});
