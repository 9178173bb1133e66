// Test data and callers shared by the functions tests.

import type { Firestore } from 'firebase-admin/firestore';
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { COLLECTIONS, eurosToCents, toDateString, type EventDoc } from '@brunchers/model';
import type { CallRequest } from '../../src/lib/caller.js';

const DAY_MS = 86_400_000;

/** An upcoming event with `spots` seats at `price` euros. */
export function eventDoc(overrides: Partial<EventDoc> = {}): EventDoc {
  const price = overrides.price ?? 25;
  return {
    title: 'Sunday Garden Brunch',
    description: 'Long tables in the garden.',
    style: 'Garden',
    event_date: toDateString(new Date(Date.now() + 7 * DAY_MS)),
    event_time: '11:00',
    location_name: 'The Greenhouse',
    address: 'Rua Verde 1',
    city: 'Lisbon',
    country: 'Portugal',
    spots_total: 20,
    spots_left: 20,
    price,
    price_cents: eurosToCents(price),
    image_url: null,
    host_name: 'Ana',
    host_avatar: null,
    host_rating: 4.8,
    venue_id: null,
    status: 'published',
    ...overrides,
  };
}

export async function seedEvent(
  db: Firestore,
  id: string,
  overrides: Partial<EventDoc> = {},
): Promise<EventDoc> {
  const doc = eventDoc(overrides);
  await db.collection(COLLECTIONS.events).doc(id).set(doc);
  return doc;
}

/** A signed-in member whose address is verified (pass email_verified: false for one who is not). */
export function member(uid: string, extra: Record<string, unknown> = {}): CallRequest['auth'] {
  return { uid, token: { email: `${uid}@example.com`, email_verified: true, ...extra } };
}

/** An unsigned ID token as the Auth emulator issues them (the host decodes without verifying). */
export function unsignedIdToken(uid: string, claims: Record<string, unknown> = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: 'https://securetoken.google.com/demo-brunchers',
    aud: 'demo-brunchers',
    sub: uid,
    user_id: uid,
    email: `${uid}@example.com`,
    email_verified: true,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    firebase: { sign_in_provider: 'password' },
    ...claims,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

export interface CallableAnswer {
  status: number;
  result?: unknown;
  error?: { status: string; message: string };
}

/** The local web app's id (web/.env.emulators), which its App Check tokens name. */
export const WEB_APP_ID = '1:000000000000:web:0000000000000000';
/** Where the local Functions host hands out App Check tokens (emulator/src/functions-host/app-check.ts). */
const APP_CHECK_TOKEN_PATH = '/_host/app-check/token';

/**
 * An App Check token from the Functions host serving `functionUrl`, as the web app gets one on
 * the local stack (web/src/lib/firebase/app-check.ts); production's come from reCAPTCHA.
 */
export async function appCheckToken(functionUrl: string, appId = WEB_APP_ID): Promise<string> {
  const response = await fetch(new URL(APP_CHECK_TOKEN_PATH, functionUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId }),
  });
  if (!response.ok) throw new Error(`App Check token endpoint answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * App Check for a web SDK app as the web app sets it up on the local stack: tokens from the
 * Functions host at `hostUrl`, sent with every callable.
 */
export function connectAppCheck(app: FirebaseApp, hostUrl: string): void {
  initializeAppCheck(app, {
    provider: new CustomProvider({
      getToken: async () => ({
        token: await appCheckToken(hostUrl),
        // The host's tokens last an hour; renewed well before.
        expireTimeMillis: Date.now() + 30 * 60_000,
      }),
    }),
    isTokenAutoRefreshEnabled: false,
  });
}

/**
 * The headers the web app sends with a callable: its App Check token (a fresh one from the host,
 * unless `appCheck` gives one, or null for none) and the ID token when signed in.
 */
export async function callableHeaders(
  url: string,
  token?: string,
  appCheck?: string | null,
): Promise<Record<string, string>> {
  const check = appCheck === undefined ? await appCheckToken(url) : appCheck;
  return {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(check !== null ? { 'x-firebase-appcheck': check } : {}),
  };
}

/**
 * Calls a callable over HTTP exactly as the web SDK does ({data} in, {result}|{error} out), with
 * an App Check token as the web app sends one (the suite runs with App Check enforced, as
 * production does); `options.appCheck` sends another token, or null none.
 */
export async function callCallable(
  url: string,
  data: unknown,
  token?: string,
  options: { appCheck?: string | null } = {},
): Promise<CallableAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: await callableHeaders(url, token, options.appCheck),
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as {
    result?: unknown;
    error?: { status: string; message: string };
  };
  return { status: response.status, ...body };
}

export async function countDocs(db: Firestore, collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}

/** Expects a promise to reject with an HttpsError of one of `codes`; returns it. */
export async function httpsErrorOf(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected an HttpsError, but the call succeeded');
}
