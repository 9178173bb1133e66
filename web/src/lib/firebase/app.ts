// The Firebase app (initialised once, at module load) and the local stack's address. Each SDK's
// instance lives in a module of its own (auth.ts, firestore.ts, functions.ts), so a screen that
// loads the SDKs itself (see lazy.ts) fetches and evaluates only the ones it uses, each in a task
// of its own; sdk.ts gathers them all (plus Storage) for reactfire's providers.
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { EMULATOR_PORTS, localFunctionsPort } from '@brunchers/model';
import { webEnv } from '../web-env';
import { startAppCheck } from './app-check';

// Checked with zod: a build without its Firebase config fails here naming the missing variable.
const env = webEnv();

/** Host of the local stack when VITE_EMULATOR_HOST is set (every SDK connects to it), else undefined. */
export const emulatorHost = env.VITE_EMULATOR_HOST;

const buildConfig: FirebaseOptions = {
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: env.VITE_FIREBASE_APP_ID,
};

/**
 * Where the config comes from. Production builds carry the deployed project's (web/.env.production,
 * checked at build time): the first page load then asks nothing before its data. The local stack's
 * build reads it at run time from Firebase Hosting's reserved /__/firebase/init.json, which the
 * local web server answers with the project the browser's cookie names (each browser-test worker
 * its own, model/local-projects.ts), so one build serves every project on the stack; the Vite dev
 * server has no such URL, so its answer (index.html, not JSON) falls back to the build's config.
 */
async function runtimeConfig(): Promise<FirebaseOptions> {
  try {
    const response = await fetch('/__/firebase/init.json');
    const config = response.ok ? ((await response.json()) as FirebaseOptions) : null;
    return config?.projectId && config.apiKey ? { ...buildConfig, ...config } : buildConfig;
  } catch {
    return buildConfig;
  }
}

export const firebaseApp = initializeApp(emulatorHost ? await runtimeConfig() : buildConfig);

/** Google's default emulator ports; the local stack listens on the same ones (and its CSP names them). */
export { EMULATOR_PORTS };

/** The local Functions host of the app's project (the browser tests' projects each have one). */
export const functionsPort = localFunctionsPort(firebaseApp.options.projectId ?? '');

// Before any SDK makes a call, so every call carries an App Check token (app-check.ts).
startAppCheck(firebaseApp, {
  siteKey: env.VITE_APP_CHECK_SITE_KEY,
  emulatorHost,
  functionsPort,
});
