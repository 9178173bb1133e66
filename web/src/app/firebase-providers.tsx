// The Firebase context for every screen that talks to Firebase: useAuth, useFirestore,
// useFunctions and useStorage (lib/firebase-context.tsx) work below it. The SDK instances come
// from lib/firebase.ts (initialised once).
import type { ReactNode } from 'react';
import { FirebaseProvider, type FirebaseSdks } from '../lib/firebase-context';
import { auth, db, functions, storage } from '../lib/firebase';

const SDKS: FirebaseSdks = { auth, db, functions, storage };

export function FirebaseProviders({ children }: { children: ReactNode }) {
  return <FirebaseProvider sdks={SDKS}>{children}</FirebaseProvider>;
}
