// member_stats/{uid} (issue 41 item 1) through the Functions host: check-ins, matches and bookings
// keep the member's counters (the exported triggers, wired to the handlers).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, matchId, memberStatsSchema } from '@brunchers/model';
import { eventDoc } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ host: true, auth: true });
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const stats = async (uid: string) => {
  const snap = await stack.db.collection(COLLECTIONS.memberStats).doc(uid).get();
  return snap.exists ? memberStatsSchema.parse(snap.data()) : null;
};

describe('member stats triggers', () => {
  it('count brunches attended and places from check-ins, for members only', async () => {
    const attendances = stack.db.collection(COLLECTIONS.eventAttendances);
    const base = { marked_present: false, event_id: 'e1', booking_id: 'x' };
    await Promise.all([
      attendances.doc('a1').set({ ...base, user_id: 'm1', venue_id: 'v1' }),
      attendances.doc('a2').set({ ...base, user_id: 'm1', venue_id: 'v1' }),
      attendances.doc('a3').set({ ...base, user_id: 'm1', venue_id: 'v2' }),
      attendances.doc('a4').set({ ...base, user_id: null, venue_id: 'v1' }),
    ]);
    await stack.host!.idle();
    expect(await stats('m1')).toBeNull();

    for (const id of ['a1', 'a2', 'a3', 'a4'])
      await attendances.doc(id).update({ marked_present: true });
    await stack.host!.idle();
    expect(await stats('m1')).toMatchObject({ events_attended: 3, venues: { v1: 2, v2: 1 } });

    await attendances.doc('a3').update({ marked_present: false });
    await stack.host!.idle();
    expect(await stats('m1')).toMatchObject({ events_attended: 2, venues: { v1: 2, v2: 0 } });
  });

  it('count matches for both members, and take a deleted one back', async () => {
    const matches = stack.db.collection(COLLECTIONS.matches);
    await matches
      .doc(matchId('a', 'b'))
      .set({ user1_id: 'a', user2_id: 'b', created_at: new Date() });
    await matches
      .doc(matchId('a', 'c'))
      .set({ user1_id: 'a', user2_id: 'c', created_at: new Date() });
    await stack.host!.idle();
    expect((await stats('a'))?.matches).toBe(2);
    expect((await stats('b'))?.matches).toBe(1);
    await matches.doc(matchId('a', 'c')).delete();
    await stack.host!.idle();
    expect((await stats('a'))?.matches).toBe(1);
    expect((await stats('c'))?.matches).toBe(0);
  });

  it("keep each booking of the member with its event's start while confirmed", async () => {
    const event = eventDoc({ event_date: '2030-05-04', event_time: '11:30' });
    await stack.db.collection(COLLECTIONS.events).doc('e1').set(event);
    const booking = stack.db.collection(COLLECTIONS.bookings).doc('b1');
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
    await booking.set({ ...fields, status: 'pending' });
    await stack.host!.idle();
    expect((await stats('m1'))?.bookings ?? {}).toEqual({});

    await booking.update({ status: 'confirmed' });
    await stack.host!.idle();
    expect(await stats('m1')).toMatchObject({
      upcoming: { b1: '2030-05-04T11:30' },
      bookings: { b1: 'confirmed' },
    });

    await booking.update({ status: 'cancelled', cancelled_at: new Date() });
    await stack.host!.idle();
    const cancelled = await stats('m1');
    expect(cancelled?.upcoming).toEqual({});
    expect(cancelled?.bookings).toEqual({ b1: 'other' });

    // Anonymised (account deletion): the booking leaves the member's document.
    await booking.update({ user_id: null });
    await stack.host!.idle();
    expect((await stats('m1'))?.bookings).toEqual({});
  });
});
