// An event moved to another venue (updateEvent) takes its bookings and their attendances along,
// so the new venue's partner checks them in; a re-run changes nothing.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, attendanceForBooking, pendingBooking, userRoleId } from '@brunchers/model';
import { moveEventBookings } from '../../src/organiser/events/followEventVenue.handler.js';
import { handleUpdateEvent } from '../../src/organiser/events/updateEvent.handler.js';
import { planEvent, readPlan } from '../../src/tables/tablePlan.js';
import { startStack, type Stack } from '../support/stack.js';
import { eventDoc, member } from '../support/fixtures.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const EVENT_ID = 'moving-brunch';
const bookings = () => stack.db.collection(COLLECTIONS.bookings);
const attendances = () => stack.db.collection(COLLECTIONS.eventAttendances);

async function seedBooking(id: string, status: 'confirmed' | 'pending') {
  const event = eventDoc({ venue_id: 'garden' });
  const now = new Date();
  const booking = {
    ...pendingBooking({ eventId: EVENT_ID, event, guestCount: 1, userId: id, now }),
    status,
    venue_id: 'garden',
    venue_name: 'Garden Terrace',
    venue_city: 'Lisbon',
  };
  await bookings().doc(id).set(booking);
  if (status === 'confirmed')
    await attendances()
      .doc(id)
      .set(attendanceForBooking(id, booking, `${id} Silva`, now));
}

beforeEach(async () => {
  await stack.clearFirestore();
  const venue = (name: string, city: string, table_sizes: number[]) => ({
    name,
    city,
    country: 'Portugal',
    partner_user_id: null,
    table_sizes,
  });
  await Promise.all([
    stack.db
      .collection(COLLECTIONS.events)
      .doc(EVENT_ID)
      .set(eventDoc({ venue_id: 'garden' })),
    stack.db
      .collection(COLLECTIONS.venues)
      .doc('garden')
      .set(venue('Garden Terrace', 'Lisbon', [4, 4])),
    stack.db
      .collection(COLLECTIONS.venues)
      .doc('dock')
      .set(venue('Dock House', 'Porto', [10])),
    stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId('boss', 'admin'))
      .set({ user_id: 'boss', role: 'admin' }),
  ]);
  await Promise.all([seedBooking('bk-ana', 'confirmed'), seedBooking('bk-ben', 'pending')]);
});

describe('an event moved to another venue', () => {
  it('moves its bookings and their attendances to the new venue, and creates no attendance', async () => {
    await handleUpdateEvent(
      { auth: member('boss'), data: { eventId: EVENT_ID, changes: { venue_id: 'dock' } } },
      { db: stack.db, stripe: stack.stripe, clock: () => new Date() },
    );
    const ana = (await bookings().doc('bk-ana').get()).data()!;
    expect([ana.venue_name, ana.venue_city]).toEqual(['Dock House', 'Porto']);
    expect((await attendances().doc('bk-ana').get()).get('venue_id')).toBe('dock');
    expect((await bookings().doc('bk-ben').get()).get('venue_id')).toBe('dock');
    expect((await attendances().doc('bk-ben').get()).exists).toBe(false);
  });

  it('plans its tables again for the new venue’s tables, once; an event without a plan gets none', async () => {
    const move = (venueId: string) =>
      handleUpdateEvent(
        { auth: member('boss'), data: { eventId: EVENT_ID, changes: { venue_id: venueId } } },
        { db: stack.db, stripe: stack.stripe, clock: () => new Date() },
      );
    await planEvent(stack.db, EVENT_ID, 'cutoff', new Date());
    const atGarden = (await readPlan(stack.db, EVENT_ID))!.plan;
    expect(atGarden.venue_id).toBe('garden');
    expect(atGarden.tables.every((table) => table.seats === 4)).toBe(true);

    await move('dock');
    const atDock = (await readPlan(stack.db, EVENT_ID))!;
    expect(atDock.plan).toMatchObject({ venue_id: 'dock', source: 'admin', unseated: [] });
    expect(atDock.plan.tables.map((table) => table.seats)).toEqual([10]);
    expect(atDock.plan.tables[0]!.parties.map((party) => party.booking_id)).toEqual(['bk-ana']);
    // The organiser's retry of the same move keeps that plan.
    await move('dock');
    expect((await readPlan(stack.db, EVENT_ID))!.updateTime.isEqual(atDock.updateTime)).toBe(true);

    await stack.db.collection(COLLECTIONS.tablePlans).doc(EVENT_ID).delete();
    await move('garden');
    expect(await readPlan(stack.db, EVENT_ID)).toBeNull();
  });

  it('moves nothing when the venue is the bookings’ own, or when run again', async () => {
    expect(await moveEventBookings(stack.db, EVENT_ID, 'garden')).toBe(0);
    expect(await moveEventBookings(stack.db, EVENT_ID, 'dock')).toBe(2);
    // A second run (the organiser's retry) finds everything moved already.
    expect(await moveEventBookings(stack.db, EVENT_ID, 'dock')).toBe(0);
  });
});
