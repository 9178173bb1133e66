// Typed callable functions: the name picks the contract (CALLABLE_CONTRACTS in the model), so input
// and output types come with it. What a failed call shows people is callable-errors.ts.
import {
  CALLABLES,
  type CallableInput,
  type CallableName,
  type CallableOutput,
} from '@brunchers/model';
import { httpsCallable, type Functions } from 'firebase/functions';

export { callableErrorMessage } from './callable-errors';

export function callable<N extends CallableName>(
  functions: Functions,
  name: N,
): (input: CallableInput<N>) => Promise<CallableOutput<N>> {
  const call = httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, CALLABLES[name]);
  return async (input) => (await call(input)).data;
}
