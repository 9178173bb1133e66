// importMembers (issue 39 item 8): the owner's CSV. The dry run writes nothing; the real run
// creates Auth users without a password, their profiles and one invitation mail each (sent by the
// Functions host's outbox trigger to the test SMTP server, with a working set-password link); a
// re-run creates and mails nothing more; only admins may call it.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  mailIds,
  MEMBER_INVITED_CLAIM,
  userRoleId,
  type ImportMembersInput,
  type MailDoc,
} from '@brunchers/model';
import {
  handleImportMembers,
  type ImportMembersDeps,
} from '../../src/admin/importMembers.handler.js';
import type { CallerAuth } from '../../src/lib/caller.js';
import { eventually } from '../support/flow.js';
import { httpsErrorOf } from '../support/fixtures.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';

let stack: Stack;
let deps: ImportMembersDeps;
const NOW = new Date('2026-11-28T12:00:00Z');
const admin: CallerAuth = { uid: 'boss', token: {} };

beforeAll(async () => {
  stack = await startStack({ host: true, auth: true });
  deps = { db: stack.db, auth: stack.adminAuth!, clock: () => NOW, appUrl: APP_URL };
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.host!.idle();
  await stack.clearFirestore();
  stack.smtp!.clear();
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/demo-brunchers/accounts`,
    { method: 'DELETE' },
  );
  expect(response.ok).toBe(true);
  await stack.db
    .collection(COLLECTIONS.userRoles)
    .doc(userRoleId('boss', 'admin'))
    .set({ user_id: 'boss', role: 'admin' });
});

const run = (data: ImportMembersInput, auth: CallerAuth | null = admin) =>
  handleImportMembers({ data, ...(auth ? { auth } : {}) }, deps);

const ROWS: ImportMembersInput['rows'] = [
  {
    line: 2,
    email: 'Nova@Example.org',
    first_name: 'Nova',
    date_of_birth: '14/02/1991',
    locale: 'English',
  },
  { line: 3, email: 'bad-address', first_name: 'Bad', date_of_birth: '1990-01-01' },
  { line: 4, email: 'old@example.org', first_name: 'Old', date_of_birth: '1980-01-01' },
  { line: 5, email: 'nova@example.org', first_name: 'Nova again', date_of_birth: '1991-02-14' },
  {
    line: 6,
    email: 'mia@example.org',
    first_name: 'Mia',
    date_of_birth: '1995-06-30',
    marketing_consent: 'yes',
  },
];

/** Every document of the project, by collection (what a dry run must leave alone). */
async function snapshotAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const collection of await stack.db.listCollections())
    counts[collection.id] = (await collection.get()).size;
  return counts;
}

async function accounts() {
  return (await stack.adminAuth!.listUsers()).users.map((user) => user.email).sort();
}

const sentTo = (address: string) =>
  stack.smtp!.messages.filter((message) =>
    JSON.stringify(message.to ?? '')
      .toLowerCase()
      .includes(address),
  );

async function existingMember() {
  const user = await stack.adminAuth!.createUser({
    email: 'old@example.org',
    password: 'a-long-password',
  });
  await stack.db.collection(COLLECTIONS.userProfiles).doc(user.uid).set({
    user_id: user.uid,
    display_name: 'Old',
    level: 3,
    experience_points: 250,
  });
  return user.uid;
}

describe('importMembers', () => {
  it('dry run: one answer per row with the reason, and no write at all', async () => {
    await existingMember();
    // The profile's triggers (admin stats) settle first: the dry run is what must add nothing.
    await stack.host!.idle();
    const before = await snapshotAll();
    const answer = await run({ dryRun: true, rows: ROWS });
    expect(answer).toEqual({
      dryRun: true,
      counts: { create: 2, skip: 3, failed: 0 },
      rows: [
        { line: 2, email: 'nova@example.org', outcome: 'create', reason: null, problems: [] },
        {
          line: 3,
          email: 'bad-address',
          outcome: 'skip',
          reason: 'invalid',
          // A catalogue key and its value: the page shows it in the admin's language.
          problems: [{ key: 'emailInvalid', values: ['bad-address'] }],
        },
        {
          line: 4,
          email: 'old@example.org',
          outcome: 'skip',
          reason: 'already_member',
          problems: [],
        },
        {
          line: 5,
          email: 'nova@example.org',
          outcome: 'skip',
          reason: 'duplicate_in_file',
          problems: [],
        },
        { line: 6, email: 'mia@example.org', outcome: 'create', reason: null, problems: [] },
      ],
    });
    expect(await snapshotAll()).toEqual(before);
    expect(await accounts()).toEqual(['old@example.org']);
  });

  it('real run: accounts without a password, profiles as sign-up makes them, one invitation each', async () => {
    const oldUid = await existingMember();
    const answer = await run({ dryRun: false, rows: ROWS });
    expect(answer.counts).toEqual({ create: 2, skip: 3, failed: 0 });
    expect(await accounts()).toEqual(['mia@example.org', 'nova@example.org', 'old@example.org']);

    const nova = await stack.adminAuth!.getUserByEmail('nova@example.org');
    expect(nova.providerData).toEqual([]);
    // The app asks them to accept the terms at their first sign-in (no agreement recorded yet).
    expect(nova.customClaims).toEqual({ [MEMBER_INVITED_CLAIM]: true });
    expect((await stack.db.collection(COLLECTIONS.userAgreements).doc(nova.uid).get()).exists).toBe(
      false,
    );
    const profile = (
      await stack.db.collection(COLLECTIONS.userProfiles).doc(nova.uid).get()
    ).data();
    expect(profile).toMatchObject({
      user_id: nova.uid,
      display_name: 'Nova',
      birth_year: 1991,
      level: 1,
      experience_points: 0,
      // The row's language: the invitation's and every later mail's (issue 37).
      locale: 'en',
    });
    const privateProfile = await stack.db
      .collection(COLLECTIONS.userPrivateProfiles)
      .doc(nova.uid)
      .get();
    expect(privateProfile.get('date_of_birth')).toBe('1991-02-14');
    // The default role: a plain member, no role document.
    const roles = await stack.db
      .collection(COLLECTIONS.userRoles)
      .where('user_id', '==', nova.uid)
      .get();
    expect(roles.size).toBe(0);
    // The existing member is untouched.
    expect(
      (await stack.db.collection(COLLECTIONS.userProfiles).doc(oldUid).get()).data(),
    ).toMatchObject({ level: 3, experience_points: 250 });

    // Consent "yes" starts the double opt-in; no consent, no sign-up.
    const signups = await stack.db.collection(COLLECTIONS.newsletterSignups).get();
    expect(signups.docs.map((doc) => [doc.id, doc.get('status')])).toEqual([
      ['mia@example.org', 'pending'],
    ]);

    const invite = await eventually(
      async () =>
        (
          await stack.db.collection(COLLECTIONS.mail).doc(mailIds.memberInvite(nova.uid)).get()
        ).data() as MailDoc | undefined,
      (doc) => doc?.status === 'sent',
    );
    expect(invite).toMatchObject({
      kind: 'member_invite',
      user_id: nova.uid,
      to: 'nova@example.org',
      locale: 'en',
    });
    const [message] = sentTo('nova@example.org');
    expect(message?.subject).toBe('You are invited to Brunchers');
    const line = message!.text!.split('\n').find((l) => l.startsWith('Choose my password: '))!;
    const link = new URL(line.slice('Choose my password: '.length));
    expect(link.searchParams.get('mode')).toBe('resetPassword');

    // The link sets a password, and the invited member signs in with it.
    const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
    const reset = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          oobCode: link.searchParams.get('oobCode'),
          newPassword: 'brunch-2026',
        }),
      },
    );
    expect(reset.status).toBe(200);
    const signIn = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'nova@example.org',
          password: 'brunch-2026',
          returnSecureToken: true,
        }),
      },
    );
    expect(signIn.status).toBe(200);
  });

  it('a re-run creates nothing and mails nobody twice', async () => {
    await existingMember();
    await run({ dryRun: false, rows: ROWS });
    await eventually(
      () => Promise.resolve(sentTo('mia@example.org').length + sentTo('nova@example.org').length),
      // Mia: the invitation and the newsletter's confirmation; Nova: the invitation.
      (count) => count === 3,
    );
    const mailsBefore = (await stack.db.collection(COLLECTIONS.mail).get()).size;

    const again = await run({ dryRun: false, rows: ROWS });
    expect(again.counts).toEqual({ create: 0, skip: 5, failed: 0 });
    expect(again.rows.map((row) => [row.line, row.reason])).toEqual([
      [2, 'already_invited'],
      [3, 'invalid'],
      [4, 'already_member'],
      [5, 'duplicate_in_file'],
      [6, 'already_invited'],
    ]);
    expect((await stack.db.collection(COLLECTIONS.mail).get()).size).toBe(mailsBefore);
    expect(await accounts()).toEqual(['mia@example.org', 'nova@example.org', 'old@example.org']);
  });

  it('completes an account an interrupted run left without its profile and invitation', async () => {
    // What a run that died after creating the Auth user leaves behind.
    const half = await stack.adminAuth!.createUser({ email: 'nova@example.org' });
    const dry = await run({ dryRun: true, rows: ROWS.slice(0, 1) });
    expect(dry.rows[0]).toMatchObject({ outcome: 'create' });
    const real = await run({ dryRun: false, rows: ROWS.slice(0, 1) });
    expect(real.counts).toEqual({ create: 1, skip: 0, failed: 0 });
    expect(
      (await stack.db.collection(COLLECTIONS.userProfiles).doc(half.uid).get()).get('display_name'),
    ).toBe('Nova');
    expect(
      (await stack.db.collection(COLLECTIONS.mail).doc(mailIds.memberInvite(half.uid)).get())
        .exists,
    ).toBe(true);
  });

  it('refuses anyone but an admin, before reading the rows', async () => {
    expect(await httpsErrorOf(run({ dryRun: true, rows: ROWS }, null))).toMatchObject({
      code: 'unauthenticated',
    });
    expect(
      await httpsErrorOf(run({ dryRun: false, rows: ROWS }, { uid: 'plain-member', token: {} })),
    ).toMatchObject({ code: 'permission-denied' });
    expect(await accounts()).toEqual([]);
  });

  it('refuses input the schema does not allow', async () => {
    expect(
      await httpsErrorOf(run({ dryRun: true, rows: [] } as unknown as ImportMembersInput)),
    ).toMatchObject({ code: 'invalid-argument' });
  });
});
