// member_stats/{uid} (issue 41 item 1) on the local Firestore, the handlers driven with each
// write's before/after as the triggers are: check-ins, matches and bookings keep the member's
// counters, and an event delivered again is counted once. (memberStats.host.test.ts: the same
// through the Functions host.)

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendanceMemberDeltas, COLLECTIONS, matchId, memberStatsSchema } from '@brunchers/model';
import { FieldValue } from 'firebase-admin/firestore';
import {
  applyMemberDeltas,
  handleAttendanceStats,
  handleBookingStats,
  handleEventMoved,
  handleMatchStats,
} from '../../src/memberStats/memberStats.handler.js';
import { recountMember } from '../../src/memberStats/recountMemberStats.handler.js';
import { eventDoc } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ auth: true });
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const stats = async (uid: string) => {
  const snap = await stack.db.collection(COLLECTIONS.memberStats).doc(uid).get();
  return snap.exists ? memberStatsSchema.parse(snap.data()) : null;
};

const deps = () => ({ db: stack.db, clock: () => new Date() });

/** Writes a document (null: deletes it) and runs its trigger's handler, as Eventarc would. */
async function write(
  collection: string,
  id: string,
  change: Record<string, unknown> | null,
  merge = false,
) {
  const ref = stack.db.collection(collection).doc(id);
  const before = (await ref.get()).data();
  if (change === null) await ref.delete();
  else await ref.set(change, { merge });
  const after = (await ref.get()).data();
  const event = { id: randomUUID(), time: new Date().toISOString() };
  if (collection === COLLECTIONS.eventAttendances)
    await handleAttendanceStats(deps(), event, before, after);
  else if (collection === COLLECTIONS.matches) await handleMatchStats(deps(), event, before, after);
  else await handleBookingStats(deps(), id, before, after);
}

describe('member stats handlers', () => {
  it('count brunches attended and places from check-ins, for members only', async () => {
    const A = COLLECTIONS.eventAttendances;
    const base = { marked_present: false, event_id: 'e1', booking_id: 'x' };
    await write(A, 'a1', { ...base, user_id: 'm1', venue_id: 'v1' });
    await write(A, 'a2', { ...base, user_id: 'm1', venue_id: 'v1' });
    await write(A, 'a3', { ...base, user_id: 'm1', venue_id: 'v2' });
    await write(A, 'a4', { ...base, user_id: null, venue_id: 'v1' });
    expect(await stats('m1')).toBeNull();

    for (const id of ['a1', 'a2', 'a3', 'a4']) await write(A, id, { marked_present: true }, true);
    expect(await stats('m1')).toMatchObject({ events_attended: 3, venues: { v1: 2, v2: 1 } });

    await write(A, 'a3', { marked_present: false }, true);
    expect(await stats('m1')).toMatchObject({ events_attended: 2, venues: { v1: 2, v2: 0 } });
  });

  it('count matches for both members, and take a deleted one back', async () => {
    const M = COLLECTIONS.matches;
    await write(M, matchId('a', 'b'), { user1_id: 'a', user2_id: 'b', created_at: new Date() });
    await write(M, matchId('a', 'c'), { user1_id: 'a', user2_id: 'c', created_at: new Date() });
    expect((await stats('a'))?.matches).toBe(2);
    expect((await stats('b'))?.matches).toBe(1);
    await write(M, matchId('a', 'c'), null);
    expect((await stats('a'))?.matches).toBe(1);
    expect((await stats('c'))?.matches).toBe(0);
  });

  it("keep each booking of the member with its event's start while confirmed", async () => {
    const event = eventDoc({ event_date: '2030-05-04', event_time: '11:30' });
    await stack.db.collection(COLLECTIONS.events).doc('e1').set(event);
    const B = COLLECTIONS.bookings;
    const fields = {
      event_id: 'e1',
      event_title: event.title,
      venue_id: null,
      guest_count: 2,
      total_amount_cents: 5000,
      user_id: 'm1',
      guest_name: null,
      guest_email: null,
      created_at: new Date(),
    };
    await write(B, 'b1', { ...fields, status: 'pending' });
    expect((await stats('m1'))?.bookings ?? {}).toEqual({});

    await write(B, 'b1', { status: 'confirmed' }, true);
    expect(await stats('m1')).toMatchObject({
      upcoming: { b1: '2030-05-04T11:30' },
      bookings: { b1: 'confirmed' },
    });

    await write(B, 'b1', { status: 'cancelled', cancelled_at: new Date() }, true);
    const cancelled = await stats('m1');
    expect(cancelled?.upcoming).toEqual({});
    expect(cancelled?.bookings).toEqual({ b1: 'other' });

    // The event moves: the start moves with it (confirmed bookings only).
    await write(B, 'b1', { status: 'confirmed', cancelled_at: null }, true);
    const moved = { ...event, event_time: '12:00' };
    await stack.db.collection(COLLECTIONS.events).doc('e1').set(moved);
    await handleEventMoved(deps(), 'e1', event, moved);
    expect((await stats('m1'))?.upcoming).toEqual({ b1: '2030-05-04T12:00' });

    // Anonymised (account deletion): the booking leaves the member's document.
    await write(B, 'b1', { user_id: null }, true);
    expect((await stats('m1'))?.bookings).toEqual({});
    expect((await stats('m1'))?.upcoming).toEqual({});
  });
});

describe('the backfill (recountMemberStats)', () => {
  it('counts from scratch what the triggers kept', async () => {
    const event = eventDoc({ event_date: '2030-05-04', event_time: '11:30' });
    await stack.db.collection(COLLECTIONS.events).doc('e1').set(event);
    await write(COLLECTIONS.bookings, 'b1', {
      event_id: 'e1',
      event_title: event.title,
      venue_id: 'v1',
      guest_count: 2,
      total_amount_cents: 5000,
      user_id: 'm1',
      guest_name: null,
      guest_email: null,
      status: 'confirmed',
      created_at: new Date(),
    });
    await write(COLLECTIONS.eventAttendances, 'a1', {
      user_id: 'm1',
      venue_id: 'v1',
      marked_present: true,
    });
    await write(COLLECTIONS.matches, matchId('m1', 'z'), { user1_id: 'm1', user2_id: 'z' });
    const kept = await stats('m1');
    await stack.db.collection(COLLECTIONS.memberStats).doc('m1').delete();
    await recountMember(deps(), 'm1');
    const counted = await stats('m1');
    const figures = (doc: typeof kept) => ({
      events_attended: doc?.events_attended,
      venues: doc?.venues,
      matches: doc?.matches,
      upcoming: doc?.upcoming,
      bookings: doc?.bookings,
    });
    expect(figures(counted)).toEqual(figures(kept));
    expect(figures(counted)).toEqual({
      events_attended: 1,
      venues: { v1: 1 },
      matches: 1,
      upcoming: { b1: '2030-05-04T11:30' },
      bookings: { b1: 'confirmed' },
    });
  });
});

describe('a delta delivered again', () => {
  const checkIn = attendanceMemberDeltas(
    { user_id: 'm1', venue_id: 'v1', marked_present: false },
    { user_id: 'm1', venue_id: 'v1', marked_present: true },
  );

  it('is counted once, however many times and however concurrently it comes', async () => {
    const event = { id: 'evt-1', time: new Date().toISOString() };
    await Promise.all([1, 2, 3].map(() => applyMemberDeltas(deps(), event, checkIn)));
    await applyMemberDeltas(deps(), event, checkIn);
    expect(await stats('m1')).toMatchObject({ events_attended: 1, venues: { v1: 1 } });
    const marker = await stack.db.collection(COLLECTIONS.memberStatsApplied).doc('evt-1').get();
    expect(marker.exists).toBe(true);
    await applyMemberDeltas(deps(), { id: 'evt-2', time: new Date().toISOString() }, checkIn);
    expect((await stats('m1'))?.events_attended).toBe(2);
  });

  it('adds nothing to counts made from scratch after it (the seed)', async () => {
    const time = new Date().toISOString();
    await stack.db
      .collection(COLLECTIONS.memberStats)
      .doc('m1')
      .set({ events_attended: 5, counted_at: FieldValue.serverTimestamp() });
    await applyMemberDeltas(deps(), { id: 'evt-old', time }, checkIn);
    expect((await stats('m1'))?.events_attended).toBe(5);
  });

  it('gives no document back to a member whose document is gone', async () => {
    const undo = attendanceMemberDeltas(
      { user_id: 'gone', venue_id: 'v1', marked_present: true },
      { user_id: null, venue_id: 'v1', marked_present: true },
    );
    await applyMemberDeltas(deps(), { id: 'evt-3', time: new Date().toISOString() }, undo);
    expect(await stats('gone')).toBeNull();
  });
});
