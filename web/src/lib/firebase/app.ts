// The Firebase app (initialised once, at module load) and the local stack's address. Each SDK's
// instance lives in a module of its own (auth.ts, firestore.ts, functions.ts), so a screen that
// loads the SDKs itself (see lazy.ts) fetches and evaluates only the ones it uses, each in a task
// of its own; sdk.ts gathers them all (plus Storage) for reactfire's providers.
import { initializeApp } from 'firebase/app';
import { EMULATOR_PORTS } from '@brunchers/model';
import { webEnv } from '../web-env';
import { startAppCheck } from './app-check';

// Checked with zod: a build without its Firebase config fails here naming the missing variable.
const env = webEnv();

export const firebaseApp = initializeApp({
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
});

/** Host of the local stack when VITE_EMULATOR_HOST is set (every SDK connects to it), else undefined. */
export const emulatorHost = env.VITE_EMULATOR_HOST;

/** Google's default emulator ports; the local stack listens on the same ones (and its CSP names them). */
export { EMULATOR_PORTS };

// Before any SDK makes a call, so every call carries an App Check token (app-check.ts).
startAppCheck(firebaseApp, {
  siteKey: env.VITE_APP_CHECK_SITE_KEY,
  emulatorHost,
  functionsPort: EMULATOR_PORTS.functions,
});
