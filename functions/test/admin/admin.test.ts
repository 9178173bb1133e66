// Admin-only callables through the Functions host, with the Auth emulator for Auth users.
// Admin = holds the user_roles/{uid}_admin document now; the token's role claim is not trusted.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  SAMPLE_USERS,
  attendanceForBooking,
  pendingBooking,
  userRoleId,
  type ImportStoriesOutput,
} from '@brunchers/model';
import { Timestamp } from 'firebase-admin/firestore';
import { startStack, type Stack } from '../support/stack.js';
import { callCallable, countDocs, unsignedIdToken } from '../support/fixtures.js';

let stack: Stack;
const adminToken = () => unsignedIdToken('boss', { role: 'admin' });
const memberToken = () => unsignedIdToken('plain-member');

beforeAll(async () => {
  stack = await startStack({ host: true, auth: true });
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.clearFirestore();
  const response = await fetch(`${stack.auth!.url}/emulator/v1/projects/demo-brunchers/accounts`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
  await stack.db
    .collection(COLLECTIONS.userRoles)
    .doc(userRoleId('boss', 'admin'))
    .set({ user_id: 'boss', role: 'admin' });
});

const call = (name: string, data: unknown, token?: string) =>
  callCallable(stack.functionUrl(name), data, token);

describe.each([
  'importUsers',
  'importStories',
  'importMembers',
  'updateStoryContent',
  'listUsers',
  'assignVenue',
  'recountAdminStats',
  'setUserRole',
  'createEvent',
  'updateEvent',
  'duplicateEvent',
  'publishEvent',
  'unpublishEvent',
  'cancelEvent',
  'saveHost',
  'savePolicySettings',
  'saveMembershipPlan',
])('%s access', (name) => {
  it('refuses anonymous callers and members who are not admins', async () => {
    expect(await call(name, null)).toMatchObject({
      status: 401,
      error: { status: 'UNAUTHENTICATED' },
    });
    expect(await call(name, null, memberToken())).toMatchObject({
      status: 403,
      error: { status: 'PERMISSION_DENIED' },
    });
  });

  it('refuses a partner (a role document and a partner claim are not admin)', async () => {
    await stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId('venue-partner', 'partner'))
      .set({ user_id: 'venue-partner', role: 'partner' });
    expect(
      await call(name, null, unsignedIdToken('venue-partner', { role: 'partner' })),
    ).toMatchObject({ status: 403, error: { status: 'PERMISSION_DENIED' } });
  });

  // Issue 18 item 2: a revoked admin's ID token keeps role: 'admin' until it expires (an hour).
  it('refuses a revoked admin whose token still carries the admin claim', async () => {
    expect(await call(name, null, unsignedIdToken('revoked', { role: 'admin' }))).toMatchObject({
      status: 403,
      error: { status: 'PERMISSION_DENIED' },
    });
  });
});

describe('setUserRole', () => {
  const audit = async () =>
    (await stack.db.collection(COLLECTIONS.roleAudit).orderBy('at').get()).docs.map((row) => {
      const { at, ...rest } = row.data();
      expect(at).toBeTruthy();
      return rest;
    });
  const roleExists = async (uid: string, role: 'admin' | 'partner') =>
    (await stack.db.collection(COLLECTIONS.userRoles).doc(userRoleId(uid, role)).get()).exists;

  it('grants and revokes, auditing who did it; a revoked admin cannot re-grant themselves', async () => {
    expect(
      await call('setUserRole', { uid: 'eve', role: 'admin', granted: true }, adminToken()),
    ).toMatchObject({ status: 200, result: { changed: true } });
    expect(await roleExists('eve', 'admin')).toBe(true);
    // Granting again changes nothing and is not audited twice.
    expect(
      (await call('setUserRole', { uid: 'eve', role: 'admin', granted: true }, adminToken()))
        .result,
    ).toEqual({ changed: false });

    // eve, now an admin, revokes a partner.
    await stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId('pat', 'partner'))
      .set({ user_id: 'pat', role: 'partner' });
    const eve = unsignedIdToken('eve', { role: 'admin' });
    expect(
      (await call('setUserRole', { uid: 'pat', role: 'partner', granted: false }, eve)).result,
    ).toEqual({ changed: true });
    expect(await roleExists('pat', 'partner')).toBe(false);

    // boss revokes eve. eve's token still says admin: she can neither list users nor re-grant.
    await call('setUserRole', { uid: 'eve', role: 'admin', granted: false }, adminToken());
    expect(await call('listUsers', null, eve)).toMatchObject({ status: 403 });
    expect(
      await call('setUserRole', { uid: 'eve', role: 'admin', granted: true }, eve),
    ).toMatchObject({ status: 403, error: { status: 'PERMISSION_DENIED' } });
    expect(await roleExists('eve', 'admin')).toBe(false);

    const roles = (before: string[], after: string[]) => ({
      roles_before: before,
      roles_after: after,
    });
    expect(await audit()).toEqual([
      { user_id: 'eve', role: 'admin', action: 'granted', by: 'boss', ...roles([], ['admin']) },
      {
        user_id: 'pat',
        role: 'partner',
        action: 'revoked',
        by: 'eve',
        ...roles(['partner'], []),
      },
      { user_id: 'eve', role: 'admin', action: 'revoked', by: 'boss', ...roles(['admin'], []) },
    ]);
  });

  it('refuses revoking your own admin role and unknown roles', async () => {
    expect(
      await call('setUserRole', { uid: 'boss', role: 'admin', granted: false }, adminToken()),
    ).toMatchObject({ status: 400, error: { status: 'FAILED_PRECONDITION' } });
    expect(
      await call('setUserRole', { uid: 'x', role: 'superuser', granted: true }, adminToken()),
    ).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT' } });
    expect(await countDocs(stack.db, COLLECTIONS.roleAudit)).toBe(0);
  });
});

describe('importUsers', () => {
  const users = SAMPLE_USERS.slice(0, 3).map((user, i) =>
    i === 0 ? { ...user, role: 'partner' as const } : user,
  );

  it('creates Auth users, profiles and roles, and updates them on a second run', async () => {
    const first = await call('importUsers', { users }, adminToken());
    expect(first.status).toBe(200);
    expect(first.result).toEqual({ success: users.map((u) => u.email), errors: [] });

    const created = await stack.adminAuth!.getUserByEmail(users[0]!.email);
    expect(created.displayName).toBe(users[0]!.display_name);
    const profile = await stack.db.collection(COLLECTIONS.userProfiles).doc(created.uid).get();
    expect(profile.data()).toMatchObject({
      user_id: created.uid,
      display_name: users[0]!.display_name,
      level: 1,
      experience_points: 0,
    });
    expect(
      (
        await stack.db
          .collection(COLLECTIONS.userRoles)
          .doc(userRoleId(created.uid, 'partner'))
          .get()
      ).data(),
    ).toEqual({
      user_id: created.uid,
      role: 'partner',
    });
    // The grant is audited with the importing admin.
    const audits = await stack.db.collection(COLLECTIONS.roleAudit).get();
    expect(audits.docs.map((row) => row.data())).toMatchObject([
      { user_id: created.uid, role: 'partner', action: 'granted', by: 'boss' },
    ]);

    // A new profile gets empty defaults for what the list does not set.
    expect(profile.data()).toMatchObject({ photo_url: null });

    // The member meanwhile earns XP and adds a photo (the sample list has none for them).
    expect(users[0]!.photo_url).toBeUndefined();
    await profile.ref.update({ experience_points: 150, level: 2, photo_url: '/images/me.jpg' });
    const second = await call('importUsers', { users }, adminToken());
    expect(second.result).toEqual({ success: users.map((u) => u.email), errors: [] });
    expect((await stack.adminAuth!.listUsers()).users).toHaveLength(3);
    expect((await profile.ref.get()).data()).toMatchObject({
      experience_points: 150,
      level: 2,
      photo_url: '/images/me.jpg',
    });
  });

  it('rejects malformed lists as a whole', async () => {
    for (const data of [
      { users: [] },
      { users: [{ email: 'nope' }] },
      { users: 'all' },
      { users, extra: 1 },
    ]) {
      expect(await call('importUsers', data, adminToken())).toMatchObject({
        status: 400,
        error: { status: 'INVALID_ARGUMENT' },
      });
    }
    expect(await countDocs(stack.db, COLLECTIONS.userProfiles)).toBe(0);
  });
});

describe('listUsers', () => {
  it('pages through id and e-mail for an admin known only by a user_roles document', async () => {
    for (const n of [1, 2, 3])
      await stack.adminAuth!.createUser({
        uid: `lu${n}`,
        email: `lu${n}@example.com`,
        password: 'secret123',
      });
    await stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId('roles-admin', 'admin'))
      .set({ user_id: 'roles-admin', role: 'admin' });
    const token = unsignedIdToken('roles-admin');

    const page1 = (await call('listUsers', { pageSize: 2 }, token)).result as {
      users: { id: string; email: string }[];
      nextPageToken?: string;
    };
    expect(page1.users).toHaveLength(2);
    expect(page1.nextPageToken).toBeTruthy();
    const page2 = (await call('listUsers', { pageSize: 2, pageToken: page1.nextPageToken }, token))
      .result as { users: { id: string; email: string }[] };
    const all = [...page1.users, ...page2.users].sort((a, b) => a.id.localeCompare(b.id));
    expect(all).toEqual([1, 2, 3].map((n) => ({ id: `lu${n}`, email: `lu${n}@example.com` })));

    expect(await call('listUsers', { pageSize: 0 }, token)).toMatchObject({
      status: 400,
      error: { status: 'INVALID_ARGUMENT' },
    });
  });

  it('looks users up by uid (unknown ones left out) and by e-mail (none when unknown)', async () => {
    for (const n of [1, 2])
      await stack.adminAuth!.createUser({ uid: `lk${n}`, email: `lk${n}@example.com` });
    const byUid = (await call('listUsers', { uids: ['lk2', 'ghost', 'lk1'] }, adminToken()))
      .result as { users: { id: string; email: string }[] };
    expect(byUid.users.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'lk1', email: 'lk1@example.com' },
      { id: 'lk2', email: 'lk2@example.com' },
    ]);
    expect((await call('listUsers', { email: ' LK2@example.com ' }, adminToken())).result).toEqual({
      users: [{ id: 'lk2', email: 'lk2@example.com' }],
    });
    expect((await call('listUsers', { email: 'nobody@example.com' }, adminToken())).result).toEqual(
      { users: [] },
    );
    for (const data of [{ uids: [] }, { email: 'not-an-email' }, { uids: ['a'], email: 'a@b.co' }])
      expect(await call('listUsers', data, adminToken())).toMatchObject({
        status: 400,
        error: { status: 'INVALID_ARGUMENT' },
      });
  });
});

describe('importStories', () => {
  const row = (rowId: string, extra: Record<string, unknown> = {}) => ({
    rowId,
    title: `Story ${rowId}`,
    subtitle: '',
    description: 'An excerpt',
    author: 'Ines',
    publishDate: '2025-01-05',
    mainImage: '',
    content: '<p>Hello</p><script>alert(1)</script>',
    tags: 'wellness, yoga',
    category: 'Wellness',
    ...extra,
  });

  it('imports valid rows, reports each bad row with a reason, and sanitises the HTML', async () => {
    const answer = await call(
      'importStories',
      { stories: [row('s1'), row('s2', { author: '' }), row('s1'), { rowId: 'junk' }] },
      adminToken(),
    );
    const result = answer.result as {
      successful: number;
      failed: number;
      failures: ImportStoriesOutput['failures'];
    };
    expect(result.successful).toBe(1);
    expect(result.failed).toBe(3);
    // Catalogue keys and their values: the page shows them in the admin's language.
    expect(result.failures).toEqual([
      { rowId: 's2', problem: { key: 'fieldInvalid', values: ['author'] } },
      { rowId: 's1', problem: { key: 'duplicateRowId' } },
      { rowId: 'junk', problem: { key: 'fieldInvalid', values: ['title'] } },
    ]);
    const story = (await stack.db.collection(COLLECTIONS.brunchStories).doc('s1').get()).data();
    expect(story).toMatchObject({
      title: 'Story s1',
      author: 'Ines',
      category: 'Wellness',
      content: '<p>Hello</p>',
      tags: ['wellness', 'yoga'],
    });
  });
});

describe('updateStoryContent', () => {
  it('sanitises stored story HTML once', async () => {
    const stories = stack.db.collection(COLLECTIONS.brunchStories);
    await stories.doc('dirty').set({
      title: 'D',
      content:
        '<p onclick="steal()">Hi <a href="javascript:evil()">x</a></p><script>alert(1)</script>',
    });
    await stories.doc('clean').set({ title: 'C', content: '<p>Fine</p>' });
    expect((await call('updateStoryContent', null, adminToken())).result).toEqual({ updated: 1 });
    expect((await stories.doc('dirty').get()).get('content')).toBe(
      '<p>Hi <a rel="noopener noreferrer">x</a></p>',
    );
    expect((await call('updateStoryContent', null, adminToken())).result).toEqual({ updated: 0 });
  });
});

describe('assignVenue', () => {
  /** A real confirmed booking of event e1 and its attendance (the documents the server writes). */
  async function confirmedBooking(id: string) {
    const now = new Date();
    const booking = {
      ...pendingBooking({
        eventId: 'e1',
        event: { title: 'Garden Brunch', price_cents: 2500, venue_id: 'v0' },
        guestCount: 2,
        userId: 'ana',
        now,
      }),
      status: 'confirmed' as const,
    };
    await stack.db.collection(COLLECTIONS.bookings).doc(id).set(booking);
    await stack.db
      .collection(COLLECTIONS.eventAttendances)
      .doc(id)
      .set({ ...attendanceForBooking(id, booking, 'Ana', now), table_number: 3 });
  }

  it('moves the booking and its attendance to the venue together, tells the member, audits it (issue 33 item 3)', async () => {
    await stack.db.collection(COLLECTIONS.venues).doc('v1').set({
      name: 'Café Sol',
      address: 'Rua do Sol 5',
      postcode: '1200-109',
      city: 'Lisbon',
      country: 'Portugal',
      partner_user_id: null,
    });
    await confirmedBooking('bk1');

    expect(
      await call('assignVenue', { bookingId: 'bk1', venueId: 'v1' }, adminToken()),
    ).toMatchObject({ status: 200, result: { ok: true } });
    expect((await stack.db.collection(COLLECTIONS.bookings).doc('bk1').get()).data()).toMatchObject(
      {
        venue_id: 'v1',
        venue_name: 'Café Sol',
        venue_city: 'Lisbon',
        // Street and postcode, as the console's venue form keeps them (the city apart).
        venue_address: 'Rua do Sol 5, 1200-109',
      },
    );
    const attendance = await stack.db.collection(COLLECTIONS.eventAttendances).doc('bk1').get();
    expect(attendance.get('venue_id')).toBe('v1');
    expect(attendance.get('venue_address')).toBe('Rua do Sol 5, 1200-109');
    // Seated again by the new venue's plan.
    expect(attendance.get('table_number')).toBeNull();
    // Stamped, so the venue's door finds the booking's event (bounded, newest placements first).
    expect(attendance.get('venue_assigned_at')).toBeInstanceOf(Timestamp);
    // The member is told the new place; the change is audited.
    const mails = await stack.db
      .collection(COLLECTIONS.mail)
      .where('booking_id', '==', 'bk1')
      .get();
    expect(mails.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        kind: 'booking_changed',
        note: 'Your brunch has a new place: Café Sol, Rua do Sol 5, 1200-109, Lisbon.',
      }),
    ]);
    const audit = await stack.db
      .collection(COLLECTIONS.bookings)
      .doc('bk1')
      .collection('audit')
      .get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        action: 'assign_venue',
        before: { venue_id: 'v0', venue_name: null },
        after: { venue_id: 'v1', venue_name: 'Café Sol' },
      }),
    ]);
  });

  it('refuses unknown documents and malformed input', async () => {
    await confirmedBooking('bk2');
    expect(
      await call('assignVenue', { bookingId: 'bk2', venueId: 'nope' }, adminToken()),
    ).toMatchObject({ status: 404, error: { status: 'NOT_FOUND' } });
    expect(await call('assignVenue', { bookingId: 'bk2' }, adminToken())).toMatchObject({
      status: 400,
      error: { status: 'INVALID_ARGUMENT' },
    });
    expect(
      await call('assignVenue', { bookingId: 'a/b', venueId: 'v' }, adminToken()),
    ).toMatchObject({ status: 400 });
    expect((await stack.db.collection(COLLECTIONS.bookings).doc('bk2').get()).get('venue_id')).toBe(
      'v0',
    );
  });
});

describe('roles mirror', () => {
  it('keeps custom claims in step with user_roles', async () => {
    await stack.adminAuth!.createUser({
      uid: 'rm1',
      email: 'rm1@example.com',
      password: 'secret123',
    });
    const roles = stack.db.collection(COLLECTIONS.userRoles);
    const claims = async () => (await stack.adminAuth!.getUser('rm1')).customClaims;

    await roles.doc(userRoleId('rm1', 'partner')).set({ user_id: 'rm1', role: 'partner' });
    await stack.host!.idle();
    expect(await claims()).toEqual({ role: 'partner', roles: ['partner'] });

    await roles.doc(userRoleId('rm1', 'admin')).set({ user_id: 'rm1', role: 'admin' });
    await stack.host!.idle();
    expect(await claims()).toEqual({ role: 'admin', roles: ['admin', 'partner'] });

    await roles.doc(userRoleId('rm1', 'admin')).delete();
    await roles.doc(userRoleId('rm1', 'partner')).delete();
    await stack.host!.idle();
    expect(await claims()).toEqual({ role: null, roles: [] });
  });
});
