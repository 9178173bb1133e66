// Test data and callers shared by the functions tests.

import type { Firestore } from 'firebase-admin/firestore';
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

export function member(uid: string, extra: Record<string, unknown> = {}): CallRequest['auth'] {
  return { uid, token: { email: `${uid}@example.com`, ...extra } };
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

/** Calls a callable over HTTP exactly as the web SDK does ({data} in, {result}|{error} out). */
export async function callCallable(
  url: string,
  data: unknown,
  token?: string,
): Promise<CallableAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
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
