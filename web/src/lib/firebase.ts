// The one place the Firebase web SDK is initialised (at module load, once). Configuration comes
// from Vite env files; VITE_EMULATOR_HOST points every SDK at the local stack on Google's default
// emulator ports. Import this module only from code that needs Firebase: it pulls in the SDKs, and
// the landing page keeps it out of its first download (see features/landing).
import { FUNCTIONS_REGION } from '@brunchers/model';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';

const env = import.meta.env;

export const firebaseApp = initializeApp({
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
});

// initializeAuth (not getAuth) leaves out the popup/redirect resolver we never use; the session
// lives in local browser storage as the spec says.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
export const db = getFirestore(firebaseApp);
export const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);
export const storage = getStorage(firebaseApp);

/** Google's default emulator ports; the local stack listens on the same ones. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199 };

const emulatorHost = env.VITE_EMULATOR_HOST;
if (emulatorHost) {
  connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, {
    disableWarnings: true,
  });
  connectFirestoreEmulator(db, emulatorHost, EMULATOR_PORTS.firestore);
  connectFunctionsEmulator(functions, emulatorHost, EMULATOR_PORTS.functions);
  connectStorageEmulator(storage, emulatorHost, EMULATOR_PORTS.storage);
}
