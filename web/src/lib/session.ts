// The signed-in user, followed live. Firebase Auth reports the restored session asynchronously,
// so "loading" (not yet known) is kept apart from "signed out" (null): redirects wait for it.
import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';

export type SessionState = { status: 'loading' } | { status: 'ready'; user: User | null };

export function useSession(): SessionState {
  const auth = useAuth();
  const [state, setState] = useState<SessionState>(() =>
    auth.currentUser ? { status: 'ready', user: auth.currentUser } : { status: 'loading' },
  );
  useEffect(
    // onIdTokenChanged (not onAuthStateChanged): a forced refresh that brings new role claims
    // must re-render the shell too.
    () => onIdTokenChanged(auth, (user) => setState({ status: 'ready', user })),
    [auth],
  );
  return state;
}
