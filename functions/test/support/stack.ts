// The local stack the functions run against in tests: Firestore, the Stripe stand-in, optionally
// the Auth emulator, and the Functions host loading the built bundle, all on ephemeral ports.
// The test process talks to them through the official SDKs (firebase-admin, stripe, firebase).

import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { FUNCTIONS_REGION, PROJECT_ID } from '@brunchers/model';
import {
  startAuth,
  startFirestore,
  startFunctionsHost,
  startStripe,
  type AuthServer,
  type FirestoreServer,
  type FunctionsHost,
  type StripeStandInServer,
} from '@brunchers/emulator';
import { startSmtpCatcher, type SmtpCatcher } from './smtp.js';

export const WEBHOOK_SECRET = 'whsec_functions_test_secret';
export const STRIPE_KEY = 'sk_test_functions_suite';
export const APP_URL = 'http://localhost:5173';
export const MAIL_TOKEN_SECRET = 'mail-token-secret-for-tests';
export const TICKET_SECRET = 'ticket-secret-for-tests';

export interface Stack {
  firestore: FirestoreServer;
  stripeServer: StripeStandInServer;
  host: FunctionsHost | null;
  /** The SMTP server the functions send to (with the host). */
  smtp: SmtpCatcher | null;
  auth: AuthServer | null;
  db: Firestore;
  adminAuth: Auth | null;
  stripe: Stripe;
  /** Base URL of a function on the host. */
  functionUrl(name: string): string;
  /** Deletes every document (between tests). */
  clearFirestore(): Promise<void>;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Start the Functions host (integration tests); handler tests call handlers directly. */
  host?: boolean;
  /** Start the Auth emulator (admin import/listing and role claims). */
  auth?: boolean;
  /** Extra environment for the functions (e.g. a parameter a test sets otherwise). */
  env?: Record<string, string>;
  /** The PEM key the host signs App Check tokens with (default: a new one per start). */
  appCheckKeyFile?: string;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const [firestore, auth, stripeServer] = await Promise.all([
    // Indexes enforced as in production: a query firestore.indexes.json lacks fails here too.
    startFirestore({
      port: 0,
      indexes: fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url)),
    }),
    options.auth ? startAuth({ port: 0, projectId: PROJECT_ID }) : null,
    startStripe({
      port: 0,
      webhookSecret: WEBHOOK_SECRET,
      webhookRetry: { maxAttempts: 5, initialDelayMs: 50, maxDelayMs: 500 },
      log: () => undefined,
    }),
  ]);
  const stripeUrl = new URL(stripeServer.url);
  const smtp = options.host ? await startSmtpCatcher() : null;

  // The admin SDK in this process reads these when its services start.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestore.port}`;
  if (auth) process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${auth.port}`;
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  // No Google metadata server here: stop google-auth-library probing for one (noise only).
  process.env.METADATA_SERVER_DETECTION = 'none';

  const host = options.host
    ? await startFunctionsHost({
        port: 0,
        project: PROJECT_ID,
        functionsDir: fileURLToPath(new URL('../..', import.meta.url)),
        firestore,
        schedules: false,
        ...(options.appCheckKeyFile ? { appCheckKeyFile: options.appCheckKeyFile } : {}),
        // firebase-functions logs a DEBUG line per callable request; the suites' output stays readable.
        logLevel: 'info',
        // The functions' log lines go through this process's console, so vitest prints them only
        // with a failing test (`silent: 'passed-only'`), like the handlers' own logs.
        output: (line, stream) => (stream === 'stderr' ? console.error(line) : console.log(line)),
        env: {
          STRIPE_SECRET_KEY: STRIPE_KEY,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_HOST: stripeUrl.hostname,
          STRIPE_API_PORT: stripeUrl.port,
          STRIPE_API_PROTOCOL: 'http',
          APP_URL,
          SMTP_URL: smtp?.url ?? '',
          MAIL_TOKEN_SECRET,
          TICKET_SECRET,
          // ENFORCE_APP_CHECK keeps its default (on), as in production: callers send the host's
          // App Check tokens (support/fixtures.ts callCallable), as the web app does.
          ...options.env,
          ...(auth ? { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${auth.port}` } : {}),
        },
      })
    : null;
  const functionUrl = (name: string) =>
    `${host?.url ?? 'http://unavailable'}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
  if (host) stripeServer.setWebhookUrl(functionUrl('stripeWebhook'));

  const app: App = initializeApp(
    { projectId: PROJECT_ID },
    `test-${Math.random().toString(36).slice(2)}`,
  );
  const db = getFirestore(app);
  const stripe = new Stripe(STRIPE_KEY, {
    host: stripeUrl.hostname,
    port: Number(stripeUrl.port),
    protocol: 'http',
  });

  return {
    firestore,
    stripeServer,
    host,
    smtp,
    auth,
    db,
    adminAuth: auth ? getAuth(app) : null,
    stripe,
    functionUrl,
    async clearFirestore() {
      const response = await fetch(
        `http://127.0.0.1:${firestore.port}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      if (!response.ok) throw new Error(`clear failed: ${response.status}`);
    },
    async close() {
      await host?.close();
      await smtp?.close();
      await deleteApp(app);
      await stripeServer.close();
      await auth?.close();
      await firestore.close();
    },
  };
}
