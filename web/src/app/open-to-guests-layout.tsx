import { LOADING } from '@brunchers/model';
// /places, /stories and /story/{id}: member tabs that guests may open, often as their first page.
// In a browser where nobody has signed in, the public chrome shows at once, without Auth's SDK or
// reactfire (the pages load Firestore themselves after their first paint: lib/firebase/lazy.ts);
// otherwise the Firebase providers and the member shell load, as for every member screen.
import { lazy, Suspense } from 'react';
import { useAuthWanted } from '../lib/firebase/lazy';
import { Spinner } from '../ui/spinner';
import { PublicLayout } from './public-layout';
import { t } from '../lib/i18n';

const SignedInShell = lazy(() => import('./open-to-guests-shell'));

export function OpenToGuestsLayout() {
  // Turns true when another tab of this browser signs in.
  if (!useAuthWanted()) return <PublicLayout />;
  return (
    <Suspense fallback={<Spinner label={t(LOADING)} className="min-h-dvh" />}>
      <SignedInShell />
    </Suspense>
  );
}
