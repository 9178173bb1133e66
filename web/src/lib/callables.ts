// Typed callable functions (names and contracts from the model), and the message a failed call
// may show people: the server's HttpsError message when it meant one, else the given fallback.
import { CALLABLES } from '@brunchers/model';
import { FunctionsError, httpsCallable, type Functions } from 'firebase/functions';

export function callable<In, Out>(functions: Functions, name: keyof typeof CALLABLES) {
  const call = httpsCallable<In, Out>(functions, CALLABLES[name]);
  return async (input: In): Promise<Out> => (await call(input)).data;
}

export function callableErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof FunctionsError) {
    const generic =
      error.code === 'functions/internal' || error.message === error.code.replace('functions/', '');
    return generic || !error.message ? fallback : error.message;
  }
  return fallback;
}
