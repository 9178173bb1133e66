// reactfire context for every screen that talks to Firebase: useAuth, useFirestore,
// useSigninCheck, useUser work below these providers. The SDK instances come from sdk.ts
// (initialised once). No FunctionsProvider nor StorageProvider: Functions loads with the first
// call (lib/callables.ts), Storage with the first upload (storage.ts).
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, db, firebaseApp } from './sdk';

export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
