// The console's aggregates through the Functions host: bookings, check-ins, likes and matches
// keep admin_stats/overview, admin_user_stats and admin_match_scores right, retries included.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_OVERVIEW_DOC,
  attendanceForBooking,
  attendanceId,
  COLLECTIONS,
  bruncherLikeId,
  matchId,
  newPublicProfile,
  userRoleId,
  weekKey,
  type BookingDoc,
} from '@brunchers/model';
import { callCallable, eventDoc, unsignedIdToken } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ host: true, auth: true });
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const overview = async () =>
  (await stack.db.collection(COLLECTIONS.adminStats).doc(ADMIN_OVERVIEW_DOC).get()).data();
const like = (liker: string, liked: string, isLike = true) =>
  stack.db
    .collection(COLLECTIONS.bruncherLikes)
    .doc(bruncherLikeId(liker, liked))
    .set({ liker_id: liker, liked_id: liked, is_like: isLike, created_at: new Date() });

describe('admin stats triggers', () => {
  it('count bookings, confirmed ones and bookings per week as they change', async () => {
    const bookings = stack.db.collection(COLLECTIONS.bookings);
    const thisWeek = new Date();
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    await Promise.all([
      bookings.doc('b1').set({ status: 'pending', created_at: thisWeek }),
      bookings.doc('b2').set({ status: 'confirmed', created_at: thisWeek }),
      bookings.doc('b3').set({ status: 'confirmed', created_at: lastWeek }),
    ]);
    await stack.host!.idle();
    expect(await overview()).toMatchObject({
      bookings_total: 3,
      bookings_confirmed: 2,
      bookings_by_week: { [weekKey(thisWeek)]: 2, [weekKey(lastWeek)]: 1 },
    });

    await bookings.doc('b1').update({ status: 'confirmed' });
    await bookings.doc('b3').delete();
    await stack.host!.idle();
    expect(await overview()).toMatchObject({
      bookings_total: 2,
      bookings_confirmed: 2,
      bookings_by_week: { [weekKey(thisWeek)]: 2, [weekKey(lastWeek)]: 0 },
    });
  });

  it('leave the figures alone when a write changes nothing they count (a checkout recording its session)', async () => {
    const booking = stack.db.collection(COLLECTIONS.bookings).doc('b1');
    const row = stack.db.collection(COLLECTIONS.adminBookingRows).doc('b1');
    const overviewDoc = stack.db.collection(COLLECTIONS.adminStats).doc(ADMIN_OVERVIEW_DOC);
    const written = async () => [
      (await row.get()).updateTime?.toMillis(),
      (await overviewDoc.get()).updateTime?.toMillis(),
    ];
    await booking.set({
      status: 'pending',
      event_id: 'e1',
      event_title: 'Sunday',
      venue_id: null,
      guest_count: 2,
      total_amount_cents: 5000,
      user_id: null,
      guest_name: 'Gil',
      guest_email: 'gil@example.com',
      created_at: new Date(),
    });
    await stack.host!.idle();
    const first = await written();
    expect(first.every((time) => typeof time === 'number')).toBe(true);

    await booking.update({ checkout_session_id: 'cs_1', hold_expires_at: new Date() });
    await stack.host!.idle();
    expect(await written()).toEqual(first);

    await booking.update({ status: 'confirmed' });
    await stack.host!.idle();
    const [rowTime, overviewTime] = await written();
    expect(rowTime).toBeGreaterThan(first[0]!);
    expect(overviewTime).toBeGreaterThan(first[1]!);
    expect(await overview()).toMatchObject({ bookings_confirmed: 1 });
  });

  it('count member profiles when one is created or deleted', async () => {
    const profiles = stack.db.collection(COLLECTIONS.userProfiles);
    await Promise.all(['p1', 'p2', 'p3'].map((uid) => profiles.doc(uid).set({ user_id: uid })));
    await stack.host!.idle();
    expect(await overview()).toMatchObject({ users_total: 3 });
    await profiles.doc('p2').delete();
    await stack.host!.idle();
    expect((await overview())?.users_total).toBe(2);
  });

  it('count check-ins', async () => {
    const attendances = stack.db.collection(COLLECTIONS.eventAttendances);
    await attendances.doc('a1').set({ marked_present: true });
    await attendances.doc('a2').set({ marked_present: false });
    await stack.host!.idle();
    expect(await overview()).toMatchObject({ checked_in: 1 });
    await attendances.doc('a2').update({ marked_present: true });
    await attendances.doc('a1').update({ marked_present: false });
    await stack.host!.idle();
    expect((await overview())?.checked_in).toBe(1);
    await attendances.doc('a1').update({ marked_present: true });
    await stack.host!.idle();
    expect((await overview())?.checked_in).toBe(2);
  });

  it('keep likes, matches, User Activity and Best Matches scores as members like', async () => {
    await stack.adminAuth!.createUser({ uid: 'ana', email: 'ana@example.com' });
    await like('ana', 'ben');
    await like('ana', 'cy');
    await like('cy', 'ben', false);
    await like('ben', 'ana');
    await stack.host!.idle();

    const id = matchId('ana', 'ben');
    expect(await overview()).toMatchObject({ likes_total: 3, matches_total: 1 });
    const users = await stack.db.collection(COLLECTIONS.adminUserStats).orderBy('user_id').get();
    expect(
      users.docs.map((row) => {
        const { updated_at, ...rest } = row.data();
        expect(updated_at).toBeTruthy();
        return rest;
      }),
    ).toEqual([
      { user_id: 'ana', label: 'ana@example.com', likes_given: 2, matches: 1 },
      { user_id: 'ben', label: 'ben', likes_given: 1, matches: 1 },
      { user_id: 'cy', label: 'cy', likes_given: 0, matches: 0 },
    ]);
    const score = async () =>
      (await stack.db.collection(COLLECTIONS.adminMatchScores).doc(id).get()).data();
    expect(await score()).toMatchObject({
      user1_id: 'ana',
      user2_id: 'ben',
      user1_label: 'ana@example.com',
      likes1: 2,
      likes2: 1,
      score: 15,
    });

    // ben likes two more members: the pair's score follows (avg (2 + 3) × 10 = 25).
    await like('ben', 'cy');
    await like('ben', 'dee');
    await stack.host!.idle();
    expect(await score()).toMatchObject({ likes1: 2, likes2: 3, score: 25 });
    expect(await overview()).toMatchObject({ likes_total: 5 });

    // The match is removed (a member deleted): its row and the counts go with it.
    await stack.db.collection(COLLECTIONS.matches).doc(id).delete();
    await stack.host!.idle();
    expect(await score()).toBeUndefined();
    expect(await overview()).toMatchObject({ matches_total: 0 });
    expect(
      (await stack.db.collection(COLLECTIONS.adminUserStats).doc('ana').get()).get('matches'),
    ).toBe(0);
  });

  it("do not write a deleted account's User Activity row back as its likes and matches go", async () => {
    await like('gone', 'ben');
    await like('ben', 'gone');
    await like('gone', 'cy');
    await like('ben', 'cy');
    await stack.host!.idle();
    const row = () => stack.db.collection(COLLECTIONS.adminUserStats).doc('gone').get();
    expect((await row()).get('likes_given')).toBe(2);
    // deleteAccount deletes them (and the row) one by one; each deletion's trigger runs after.
    await Promise.all([
      stack.db.collection(COLLECTIONS.adminUserStats).doc('gone').delete(),
      stack.db.collection(COLLECTIONS.bruncherLikes).doc('gone_ben').delete(),
      stack.db.collection(COLLECTIONS.bruncherLikes).doc('ben_gone').delete(),
      stack.db.collection(COLLECTIONS.bruncherLikes).doc('gone_cy').delete(),
      stack.db.collection(COLLECTIONS.matches).doc(matchId('ben', 'gone')).delete(),
    ]);
    await stack.host!.idle();
    expect((await row()).exists).toBe(false);
    // ben still likes cy: his row stays.
    expect((await stack.db.collection(COLLECTIONS.adminUserStats).doc('ben').get()).exists).toBe(
      true,
    );
  });

  it("keep each booking's searchable row: who, the event date, venue, status and check-in", async () => {
    await stack.adminAuth!.createUser({ uid: 'mo', email: 'Mo@Example.com' });
    await stack.db
      .collection(COLLECTIONS.userProfiles)
      .doc('mo')
      .set({ ...newPublicProfile('mo'), display_name: 'Mo Reis' });
    await stack.db
      .collection(COLLECTIONS.events)
      .doc('e1')
      .set(eventDoc({ event_date: '2030-02-03' }));
    await stack.db
      .collection(COLLECTIONS.venues)
      .doc('v1')
      .set({ name: 'Café Sol', city: 'Porto', country: 'Portugal', partner_user_id: null });
    const base = {
      event_id: 'e1',
      event_title: 'Sunday Brunch',
      venue_id: null,
      status: 'pending',
      guest_count: 2,
      total_amount_cents: 7000,
      booking_date: new Date(),
      created_at: new Date(),
    };
    const bookings = stack.db.collection(COLLECTIONS.bookings);
    await bookings.doc('bm').set({ ...base, user_id: 'mo', guest_name: null, guest_email: null });
    await bookings
      .doc('bg')
      .set({ ...base, user_id: null, guest_name: 'Gil Guest', guest_email: 'gil@x.io' });
    await stack.host!.idle();
    const rows = stack.db.collection(COLLECTIONS.adminBookingRows);
    expect((await rows.doc('bm').get()).data()).toMatchObject({
      name: 'Mo Reis',
      email: 'mo@example.com',
      event_date: '2030-02-03',
      is_guest: false,
      checked_in: false,
      venue_id: null,
    });
    const found = await rows.where('search', 'array-contains', 'gil').get();
    expect(found.docs.map((row) => row.id)).toEqual(['bg']);
    expect(
      (await rows.where('search', 'array-contains', 'reis').get()).docs.map((r) => r.id),
    ).toEqual(['bm']);

    await bookings.doc('bm').update({ status: 'confirmed', venue_id: 'v1' });
    const confirmed = (await bookings.doc('bm').get()).data() as BookingDoc;
    await stack.db
      .collection(COLLECTIONS.eventAttendances)
      .doc(attendanceId('bm'))
      .set({
        ...attendanceForBooking('bm', confirmed, 'Mo Reis', new Date()),
        marked_present: true,
      });
    await stack.host!.idle();
    expect((await rows.doc('bm').get()).data()).toMatchObject({
      status: 'confirmed',
      venue_name: 'Café Sol',
      venue_city: 'Porto',
      checked_in: true,
    });
    await bookings.doc('bg').delete();
    await stack.host!.idle();
    expect((await rows.doc('bg').get()).exists).toBe(false);
  });

  it('repair: recountAdminStats (admins) counts every figure from scratch and later changes add to it', async () => {
    const bookings = stack.db.collection(COLLECTIONS.bookings);
    const thisWeek = new Date();
    await Promise.all([
      bookings.doc('r1').set({ status: 'confirmed', created_at: thisWeek }),
      bookings.doc('r2').set({ status: 'pending', created_at: thisWeek }),
      stack.db.collection(COLLECTIONS.eventAttendances).doc('r1').set({ marked_present: true }),
    ]);
    await stack.host!.idle();
    // A figure gone wrong (a city loaded without triggers, a bug): a week no booking is in.
    await stack.db
      .collection(COLLECTIONS.adminStats)
      .doc(ADMIN_OVERVIEW_DOC)
      .set({ bookings_total: 40, checked_in: 7, bookings_by_week: { '2020-01-06': 3 } });
    await stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId('boss', 'admin'))
      .set({ user_id: 'boss', role: 'admin' });
    const answer = await callCallable(
      stack.functionUrl('recountAdminStats'),
      null,
      unsignedIdToken('boss'),
    );
    expect(answer.status).toBe(200);
    const repaired = {
      users_total: 0,
      bookings_total: 2,
      bookings_confirmed: 1,
      checked_in: 1,
      likes_total: 0,
      matches_total: 0,
      bookings_by_week: { [weekKey(thisWeek)]: 2 },
    };
    expect(answer.result).toEqual(repaired);
    await stack.host!.idle();
    expect(await overview()).toMatchObject(repaired);
    expect((await overview())?.bookings_by_week).toEqual(repaired.bookings_by_week);

    await bookings.doc('r3').set({ status: 'confirmed', created_at: thisWeek });
    await stack.host!.idle();
    expect(await overview()).toMatchObject({ bookings_total: 3, bookings_confirmed: 2 });
  });
});
