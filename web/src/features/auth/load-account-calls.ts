// account-calls.ts on demand, with Auth's SDK: started when the visitor first touches a form
// (focus, pointer), so the SDK is usually there by the time they submit.
import { loadAuth } from '../../lib/firebase/lazy';

type AccountCalls = typeof import('./account-calls');

let loading: Promise<AccountCalls> | undefined;

export function loadAccountCalls(): Promise<AccountCalls> {
  if (!loading) {
    loading = import('./account-calls');
    void loadAuth().catch(() => undefined); // signIn / createAccount report a failure themselves
  }
  return loading;
}
