import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTIONS_REGION, PROJECT_ID } from '@brunchers/model';

/** Google's default emulator ports (so the same connect*Emulator calls work against either), plus ours. */
export const DEFAULT_PORTS = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  storage: 9199,
  stripe: 12111,
  web: 5173,
  /** MailDev: SMTP in, web inbox and REST API out. */
  smtp: 1025,
  mail: 1080,
} as const;

export type StackPorts = { -readonly [K in keyof typeof DEFAULT_PORTS]: number };

export const STACK_PROJECT_ID = PROJECT_ID;
export const STACK_REGION = FUNCTIONS_REGION;
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;
/** Local-only Stripe credentials: the stand-in accepts any sk_test_ key; the webhook secret signs its events. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_brunchers_local';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_brunchers_local';
/** Local-only key for signing unsubscribe links (production: the MAIL_TOKEN_SECRET secret). */
export const LOCAL_MAIL_TOKEN_SECRET = 'brunchers-local-mail-token-secret';
/** Local-only key for signing ticket QR codes (production: the TICKET_SECRET secret). */
export const LOCAL_TICKET_SECRET = 'brunchers-local-ticket-secret';

/** The repository root: this file is devstack/src/stack/config.ts, or bundled into devstack/dist/main.js. */
export function repoRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const fromSource = resolve(here, '../../..');
  const fromBundle = resolve(here, '../..');
  return here.endsWith(join('src', 'stack')) ? fromSource : fromBundle;
}

/**
 * The environment the app's functions run with locally (params and secrets, as Google's emulator
 * also passes them): the Stripe stand-in, the app's URL, the local inbox, local secrets.
 */
export function localFunctionsEnv(local: {
  host: string;
  stripePort: number;
  appUrl: string;
  smtpUrl: string;
}): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_HOST: local.host,
    STRIPE_API_PORT: String(local.stripePort),
    STRIPE_API_PROTOCOL: 'http',
    APP_URL: local.appUrl,
    SMTP_URL: local.smtpUrl,
    MAIL_TOKEN_SECRET: LOCAL_MAIL_TOKEN_SECRET,
    TICKET_SECRET: LOCAL_TICKET_SECRET,
    // ENFORCE_APP_CHECK is left to its default (on), as in production: the Functions host issues
    // and verifies App Check tokens (emulator/src/functions-host/app-check.ts).
  };
}
