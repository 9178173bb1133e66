// reactfire context for every screen that talks to Firebase: useAuth, useFirestore, useFunctions,
// useSigninCheck, useUser work below these providers. The SDK instances come from sdk.ts
// (initialised once). No StorageProvider: Storage loads with the first upload (storage.ts).
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider } from 'reactfire';
import { auth, db, firebaseApp, functions } from './sdk';

export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>
          <FunctionsProvider sdk={functions}>{children}</FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
