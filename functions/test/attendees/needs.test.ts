// Issue 39 item 7: a member states their party's dietary and access needs with consent; the
// server counts them per venue and table into prep sheets (no names), following the party's
// seats (confirmed, cancelled, moved to another table).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, prepSheetId, prepSheetLine, type PrepSheetDoc } from '@brunchers/model';
import {
  handleAttendanceForPrepSheet,
  handleSaveBookingNeeds,
  rebuildPrepSheets,
} from '../../src/attendees/needs.handler.js';
import type { CallRequest } from '../../src/lib/caller.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.clearFirestore();
  await seedEvent(stack.db, 'garden', { venue_id: 'venue-1' });
  await booking('b1', 'ana', 2, 'confirmed');
  await booking('b2', 'ben', 1, 'confirmed');
  await booking('b3', 'cat', 1, 'cancelled');
});

const deps = () => ({ db: stack.db, clock: () => new Date() });
const as = (uid: string, data: unknown): CallRequest => ({ data, auth: member(uid) });

async function booking(id: string, uid: string, guests: number, status: string) {
  await stack.db.collection(COLLECTIONS.bookings).doc(id).set({
    event_id: 'garden',
    user_id: uid,
    guest_count: guests,
    status,
  });
}
async function attendance(id: string, table: number | null, venue: string | null = 'venue-1') {
  await stack.db
    .collection(COLLECTIONS.eventAttendances)
    .doc(id)
    .set({
      event_id: 'garden',
      booking_id: id,
      venue_id: venue,
      attendee_name: `Name of ${id}`,
      table_number: table,
    });
}
async function sheet(venue = 'venue-1'): Promise<PrepSheetDoc | undefined> {
  const snap = await stack.db
    .collection(COLLECTIONS.prepSheets)
    .doc(prepSheetId('garden', venue))
    .get();
  return snap.data() as PrepSheetDoc | undefined;
}

describe('saveBookingNeeds', () => {
  it('stores the counts with the consent, only for the booking’s member, within the party', async () => {
    expect(
      await handleSaveBookingNeeds(
        as('ana', { bookingId: 'b1', needs: { vegan: 1, nut_allergy: 1 }, consent: true }),
        deps(),
      ),
    ).toEqual({ saved: true });
    const stored = (await stack.db.collection(COLLECTIONS.bookingNeeds).doc('b1').get()).data()!;
    expect(stored).toMatchObject({
      booking_id: 'b1',
      event_id: 'garden',
      user_id: 'ana',
      needs: { vegan: 1, nut_allergy: 1 },
      consent_version: expect.any(String),
    });

    const refused = [
      [as('ana', { bookingId: 'b1', needs: { vegan: 1 }, consent: false }), 'failed-precondition'],
      [as('ben', { bookingId: 'b1', needs: { vegan: 1 }, consent: true }), 'not-found'],
      [as('ana', { bookingId: 'b1', needs: { vegan: 3 }, consent: true }), 'invalid-argument'],
      [as('ana', { bookingId: 'b1', needs: { other: 1 }, consent: true }), 'invalid-argument'],
      [as('cat', { bookingId: 'b3', needs: { vegan: 1 }, consent: true }), 'failed-precondition'],
      [{ data: { bookingId: 'b1', needs: {}, consent: true } }, 'unauthenticated'],
    ] as const;
    for (const [request, code] of refused)
      expect((await httpsErrorOf(handleSaveBookingNeeds(request, deps()))).code).toBe(code);

    // Clearing the needs deletes them (no consent needed to take data back).
    expect(
      await handleSaveBookingNeeds(
        as('ana', { bookingId: 'b1', needs: {}, consent: false }),
        deps(),
      ),
    ).toEqual({ saved: false });
    expect((await stack.db.collection(COLLECTIONS.bookingNeeds).doc('b1').get()).exists).toBe(
      false,
    );
  });
});

describe('prep sheets', () => {
  it('count the needs of parties holding seats per table, never naming anyone, and follow moves', async () => {
    await handleSaveBookingNeeds(
      as('ana', { bookingId: 'b1', needs: { vegan: 1, step_free_seat: 1 }, consent: true }),
      deps(),
    );
    await handleSaveBookingNeeds(
      as('ben', { bookingId: 'b2', needs: { nut_allergy: 1 }, consent: true }),
      deps(),
    );
    // Not confirmed yet (no attendance): nothing to prepare.
    await rebuildPrepSheets(deps(), 'garden');
    expect(await sheet()).toBeUndefined();

    await attendance('b1', 3);
    await attendance('b2', 3);
    await handleAttendanceForPrepSheet(undefined, { event_id: 'garden' }, 'b1', deps());
    const first = (await sheet())!;
    expect(first.tables.map(prepSheetLine)).toEqual([
      'Table 3: 1 vegan, 1 nut allergy, 1 step-free seat',
    ]);
    expect(first).toMatchObject({ event_id: 'garden', venue_id: 'venue-1' });
    expect(JSON.stringify(first)).not.toMatch(/ana|ben|Name of|b1|b2/);

    // Ben moves to table 5, then cancels (the attendance goes).
    await attendance('b2', 5);
    await handleAttendanceForPrepSheet(
      { event_id: 'garden', table_number: 3, venue_id: 'venue-1' },
      { event_id: 'garden', table_number: 5, venue_id: 'venue-1' },
      'b2',
      deps(),
    );
    expect((await sheet())!.tables.map(prepSheetLine)).toEqual([
      'Table 3: 1 vegan, 1 step-free seat',
      'Table 5: 1 nut allergy',
    ]);
    await stack.db.collection(COLLECTIONS.eventAttendances).doc('b2').delete();
    await handleAttendanceForPrepSheet({ event_id: 'garden' }, undefined, 'b2', deps());
    expect((await sheet())!.totals).toEqual({ vegan: 1, step_free_seat: 1 });

    // Ana's party is placed at another venue: the first venue's sheet goes, the other's comes.
    await attendance('b1', 1, 'venue-2');
    await rebuildPrepSheets(deps(), 'garden');
    expect(await sheet()).toBeUndefined();
    expect((await sheet('venue-2'))!.tables.map(prepSheetLine)).toEqual([
      'Table 1: 1 vegan, 1 step-free seat',
    ]);
  });
});
