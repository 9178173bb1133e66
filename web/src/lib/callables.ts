// Typed callable functions: the name picks the contract (CALLABLE_CONTRACTS in the model), so input
// and output types come with it. Also the message a failed call may show people: the server's
// HttpsError message when it meant one, else the given fallback.
import {
  CALLABLES,
  type CallableInput,
  type CallableName,
  type CallableOutput,
} from '@brunchers/model';
import { FunctionsError, httpsCallable, type Functions } from 'firebase/functions';

export function callable<N extends CallableName>(
  functions: Functions,
  name: N,
): (input: CallableInput<N>) => Promise<CallableOutput<N>> {
  const call = httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, CALLABLES[name]);
  return async (input) => (await call(input)).data;
}

export function callableErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof FunctionsError) {
    const generic =
      error.code === 'functions/internal' || error.message === error.code.replace('functions/', '');
    return generic || !error.message ? fallback : error.message;
  }
  return fallback;
}
