// A callable registered by its name in the model's CALLABLE_CONTRACTS: the handler must answer
// that callable's output type, and an unexpected failure is logged under the same name and
// answered as a clean HttpsError. The handler validates request.data with the contract's schema.

import type { CallableName, CallableOutput } from '@brunchers/model';
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { toHttpsError } from './errors.js';

export function onCallable<N extends CallableName>(
  name: N,
  options: CallableOptions,
  handle: (request: CallableRequest) => Promise<CallableOutput<N>>,
) {
  return onCall(options, (request) =>
    handle(request).catch((error: unknown) => {
      throw toHttpsError(error, name);
    }),
  );
}
