// The Cloud Functions error codes (the SDK's codes without their 'functions/' prefix); each has
// a text in messages/errors.ts.
export const CALLABLE_ERROR_CODES = [
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
] as const;
export type CallableErrorCode = (typeof CALLABLE_ERROR_CODES)[number];
