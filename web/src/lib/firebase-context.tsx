// The Firebase SDK instances for every screen below FirebaseLayout, handed out through one React
// context: useAuth, useFirestore, useFunctions, useStorage. Screens read data through lib/live-data
// (onSnapshot hooks), so a context of instances is all the app needs from a binding library; see
// docs/decisions/0005-own-firebase-context.md for why this replaced reactfire. Importing this
// module loads no SDK: FirebaseLayout (lazy) provides the instances from lib/firebase.ts, and tests
// may provide fakes.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { createContext, useContext, type ReactNode } from 'react';

export interface FirebaseSdks {
  auth: Auth;
  db: Firestore;
  functions: Functions;
  storage: FirebaseStorage;
}

const FirebaseContext = createContext<FirebaseSdks | null>(null);

export function FirebaseProvider({ sdks, children }: { sdks: FirebaseSdks; children: ReactNode }) {
  return <FirebaseContext.Provider value={sdks}>{children}</FirebaseContext.Provider>;
}

function useSdks(): FirebaseSdks {
  const sdks = useContext(FirebaseContext);
  if (!sdks)
    throw new Error('Firebase is used outside FirebaseProvider (see app/firebase-layout.tsx)');
  return sdks;
}

export const useAuth = (): Auth => useSdks().auth;
export const useFirestore = (): Firestore => useSdks().db;
export const useFunctions = (): Functions => useSdks().functions;
export const useStorage = (): FirebaseStorage => useSdks().storage;
