// App Check from the attacker's side (issue 34): the callables that enforce it (createCheckout,
// joinWaitlist: ENFORCE_APP_CHECK, on by default, as the whole suite runs) refuse a call without
// a token, with a forged one (signed by another key, or unsigned) and with an expired one, as
// firebase-functions refuses them in production: HTTP 401, status UNAUTHENTICATED, message
// "Unauthenticated" (firebase-functions lib/common/providers/https.js, onCallHandler: a MISSING or
// INVALID App Check token with enforceAppCheck throws HttpsError('unauthenticated')). Nothing is
// written. The same call with the token the local stack issues the web app goes through.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLABLES, COLLECTIONS } from '@brunchers/model';
import { startStack, type Stack } from './support/stack.js';
import { appCheckToken, callCallable, seedEvent, unsignedIdToken } from './support/fixtures.js';

const keyDir = mkdtempSync(join(tmpdir(), 'app-check-key-'));
const keyFile = join(keyDir, 'app-check-key.pem');
/** The key the host signs with (given to it), so the test can make an expired but genuine token. */
const { privateKey: hostKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const { privateKey: attackerKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

let stack: Stack;
beforeAll(async () => {
  writeFileSync(keyFile, hostKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  stack = await startStack({ host: true, appCheckKeyFile: keyFile });
});
afterAll(async () => {
  await stack.close();
  rmSync(keyDir, { recursive: true, force: true });
});
beforeEach(() => stack.clearFirestore());

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** A genuine token's header and claims, with `claims` changed, signed by `key` (null: unsigned). */
async function tokenLike(
  claims: Record<string, unknown>,
  key: KeyObject | null,
  header: Record<string, unknown> = {},
): Promise<string> {
  const [headerPart, claimsPart] = (await appCheckToken(stack.functionUrl('x'))).split('.') as [
    string,
    string,
  ];
  const signed = `${encode({ ...decode(headerPart), ...header })}.${encode({ ...decode(claimsPart), ...claims })}`;
  const signature = key ? sign('sha256', Buffer.from(signed), key).toString('base64url') : '';
  return `${signed}.${signature}`;
}

const now = () => Math.floor(Date.now() / 1000);

const attacks: Array<[string, () => Promise<string | null>]> = [
  ['without a token', async () => null],
  ['with a token forged with another key', () => tokenLike({}, attackerKey)],
  ['with an unsigned token (alg none)', () => tokenLike({}, null, { alg: 'none' })],
  ['with an expired token', () => tokenLike({ iat: now() - 2 * 3600, exp: now() - 3600 }, hostKey)],
  [
    'with a token for another project',
    () => tokenLike({ aud: ['projects/another-project'] }, hostKey),
  ],
  ['with garbage', async () => 'not-a-jwt'],
];

const calls = {
  [CALLABLES.createCheckout]: {
    data: { eventId: 'guarded', guestCount: 2, guestName: 'Bo Bot', guestEmail: 'bo@example.org' },
  },
  [CALLABLES.joinWaitlist]: {
    data: {
      eventId: 'guarded',
      guestCount: 2,
      guestName: 'Bo Bot',
      guestEmail: 'bo@example.org',
    },
  },
};

async function written(): Promise<number> {
  const counts = await Promise.all(
    [COLLECTIONS.bookings, COLLECTIONS.waitlistEntries].map(
      async (name) => (await stack.db.collection(name).count().get()).data().count,
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

describe.each(Object.entries(calls))('%s with App Check enforced', (name, { data }) => {
  it.each(attacks)(
    'is refused %s, as production refuses it, and writes nothing',
    async (_, token) => {
      await seedEvent(stack.db, 'guarded', { spots_total: 10, spots_left: 10 });
      const answer = await callCallable(stack.functionUrl(name), data, undefined, {
        appCheck: await token(),
      });
      expect(answer).toMatchObject({
        status: 401,
        error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' },
      });
      expect(await written()).toBe(0);
      expect(
        (await stack.db.collection(COLLECTIONS.events).doc('guarded').get()).get('spots_left'),
      ).toBe(10);
    },
  );

  it('goes through with the token the local stack issues the web app', async () => {
    await seedEvent(stack.db, 'guarded', { spots_total: 10, spots_left: 10 });
    const answer = await callCallable(stack.functionUrl(name), data);
    expect(answer.error?.status).not.toBe('UNAUTHENTICATED');
    expect(answer.status).not.toBe(401);
    // A token made here with the host's key and fresh claims passes too: the refusals above are
    // the expiry's and the audience's, not this test's way of signing.
    const resigned = await callCallable(stack.functionUrl(name), data, undefined, {
      appCheck: await tokenLike({ iat: now(), exp: now() + 600 }, hostKey),
    });
    expect(resigned.status).not.toBe(401);
  });
});

// The member's own data (issue 36): deleting the account and downloading the data need App Check
// too. A signed-in caller without the app's token is refused before anything is read or deleted;
// with it, the call reaches the handler (which then wants a recent sign-in and DELETE).
describe.each([
  [CALLABLES.deleteAccount, { confirmation: 'DELETE' }],
  [CALLABLES.exportMyData, {}],
])('%s with App Check enforced', (name, data) => {
  it('refuses a signed-in member without a token, or with a forged one', async () => {
    await stack.db
      .collection(COLLECTIONS.userProfiles)
      .doc('app-check-member')
      .set({ user_id: 'x' });
    const idToken = unsignedIdToken('app-check-member', { auth_time: now() });
    for (const appCheck of [null, await tokenLike({}, attackerKey)]) {
      const answer = await callCallable(stack.functionUrl(name), data, idToken, { appCheck });
      expect(answer).toMatchObject({
        status: 401,
        error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' },
      });
    }
    expect(
      (await stack.db.collection(COLLECTIONS.userProfiles).doc('app-check-member').get()).exists,
    ).toBe(true);
  });

  it('lets the app through to the handler', async () => {
    const idToken = unsignedIdToken('app-check-member', { auth_time: now() - 3600 });
    const answer = await callCallable(stack.functionUrl(name), { ...data, extra: 1 }, idToken);
    expect(answer.status).not.toBe(401);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
  });
});
