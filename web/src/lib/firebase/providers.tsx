// reactfire context for every screen that talks to Firebase: useAuth, useFirestore, useFunctions,
// useStorage, useSigninCheck, useUser work below these providers. The SDK instances come from
// sdk.ts (initialised once).
import type { ReactNode } from 'react';
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  FunctionsProvider,
  StorageProvider,
} from 'reactfire';
import { auth, db, firebaseApp, functions, storage } from './sdk';

export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>
          <FunctionsProvider sdk={functions}>
            <StorageProvider sdk={storage}>{children}</StorageProvider>
          </FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
