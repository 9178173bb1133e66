// Typed callable functions: the name picks the contract (CALLABLE_CONTRACTS in the model), so input
// and output types come with it. What a failed call shows people is callable-errors.ts.
// The Functions SDK loads with the first call (lib/firebase/lazy.ts), not with the page: no
// firebase/functions import here.
import {
  CALLABLES,
  type CallableInput,
  type CallableName,
  type CallableOutput,
} from '@brunchers/model';
import { loadFunctions } from './firebase/lazy';

export { callableErrorMessage } from './callable-errors';

export function callable<N extends CallableName>(
  name: N,
): (input: CallableInput<N>) => Promise<CallableOutput<N>> {
  return async (input) => {
    const { functions, httpsCallable } = await loadFunctions();
    const call = httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, CALLABLES[name]);
    return (await call(input)).data;
  };
}
