// What a person reads when a call to the server fails and the server gave no sentence of its own:
// one text per Cloud Functions error code (the SDK's codes without their 'functions/' prefix).
// The web's callableErrorMessage (web/src/lib/callable-errors.ts) is the one reader.
import type { CallableErrorCode } from '../schemas/callable-errors';

export const CALLABLE_ERROR_TEXTS: Record<CallableErrorCode, string> = {
  cancelled: 'The request was cancelled. Please try again.',
  unknown: 'Something went wrong. Please try again.',
  'invalid-argument': 'Some of the details are not valid. Please check them and try again.',
  'deadline-exceeded': 'The server took too long to answer. Please try again.',
  'not-found': 'We could not find what you asked for. It may have been removed.',
  'already-exists': 'This has already been done.',
  'permission-denied': 'You are not allowed to do this.',
  'resource-exhausted': 'Too many attempts. Please wait a few minutes and try again.',
  'failed-precondition': 'This cannot be done right now. Please reload the page and try again.',
  aborted: 'Someone else changed this at the same moment. Please try again.',
  'out-of-range': 'That value is out of range. Please check it and try again.',
  unimplemented: 'This is not available yet.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is not reachable. Check your connection and try again.',
  'data-loss': 'Something went wrong on our side. Please try again.',
  unauthenticated: 'Please sign in again to continue.',
};
