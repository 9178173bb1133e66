// Dietary and access needs (issue 39 item 7). The member who booked states how many of their
// party have each need, with explicit consent (saveBookingNeeds); clearing them deletes the
// document. The prep sheets (prep_sheets/{eventId}_{venueId}) are rebuilt by the server from the
// needs of the parties that hold seats (an attendance exists) and their tables: counts only, so
// the venue's partner reads them and never the needs, the bookings or who stated what.

import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  NEEDS_CONSENT_VERSION,
  NEEDS_TEXTS,
  aggregatePrepSheets,
  bookingNeedsSchema,
  needsFitParty,
  prepSheetId,
  saveBookingNeedsInputSchema,
  type BookingNeedsDoc,
  type PartyNeeds,
  type PrepSheetDoc,
  type SaveBookingNeedsOutput,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';

/** Needs may be stated while the seats are held or booked. */
const OPEN_STATUSES = ['pending', 'confirmed'];

export async function handleSaveBookingNeeds(
  request: CallRequest,
  deps: { db: Firestore; clock: Clock },
): Promise<SaveBookingNeedsOutput> {
  const { db } = deps;
  const auth = requireSignedIn(request);
  const input = parseInput(saveBookingNeedsInputSchema, request.data);
  const kinds = Object.keys(input.needs).length;
  if (kinds > 0 && !input.consent) fail('failed-precondition', NEEDS_TEXTS.consentRequired);
  const booking = await db.collection(COLLECTIONS.bookings).doc(input.bookingId).get();
  // Someone else's booking reads as no booking at all.
  if (!booking.exists || booking.get('user_id') !== auth.uid)
    fail('not-found', 'Booking not found');
  if (!OPEN_STATUSES.includes(String(booking.get('status'))))
    fail('failed-precondition', 'This booking no longer holds seats.');
  if (!needsFitParty(input.needs, Number(booking.get('guest_count'))))
    fail('invalid-argument', 'More needs than people in the party.');
  const ref = db.collection(COLLECTIONS.bookingNeeds).doc(input.bookingId);
  if (kinds === 0) {
    await ref.delete();
    logs.bookingNeedsSaved(input.bookingId, 0);
    return { saved: false };
  }
  const now = timestamp(deps.clock());
  const doc: BookingNeedsDoc = {
    booking_id: input.bookingId,
    event_id: String(booking.get('event_id')),
    user_id: auth.uid,
    needs: input.needs,
    consent_version: NEEDS_CONSENT_VERSION,
    consented_at: now,
    updated_at: now,
  };
  await ref.set(doc);
  logs.bookingNeedsSaved(input.bookingId, kinds);
  return { saved: true };
}

/**
 * Rebuilds an event's prep sheets in one transaction: the needs of the parties holding seats,
 * counted per venue and table; sheets of venues no longer concerned are deleted.
 */
export async function rebuildPrepSheets(
  deps: { db: Firestore; clock: Clock },
  eventId: string,
): Promise<number> {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const needs = await tx.get(
      db.collection(COLLECTIONS.bookingNeeds).where('event_id', '==', eventId),
    );
    const existing = await tx.get(
      db.collection(COLLECTIONS.prepSheets).where('event_id', '==', eventId),
    );
    const event = await tx.get(db.collection(COLLECTIONS.events).doc(eventId));
    const attendances =
      needs.size > 0
        ? await tx.getAll(
            ...needs.docs.map((doc) => db.collection(COLLECTIONS.eventAttendances).doc(doc.id)),
          )
        : [];
    const eventVenue = (event.get('venue_id') as string | null | undefined) ?? null;
    const parties: PartyNeeds[] = [];
    needs.docs.forEach((doc, i) => {
      const attendance = attendances[i];
      const parsed = bookingNeedsSchema.safeParse(doc.data());
      if (!attendance?.exists || !parsed.success) return;
      parties.push({
        venue_id: (attendance.get('venue_id') as string | null | undefined) ?? eventVenue,
        table_number: (attendance.get('table_number') as number | null | undefined) ?? null,
        needs: parsed.data.needs,
      });
    });
    const sheets = aggregatePrepSheets(parties);
    const now = timestamp(deps.clock());
    const kept = new Set<string>();
    for (const [venueId, sheet] of sheets) {
      const id = prepSheetId(eventId, venueId);
      kept.add(id);
      const doc: PrepSheetDoc = {
        event_id: eventId,
        venue_id: venueId,
        event_date: String(event.get('event_date') ?? ''),
        tables: sheet.tables,
        totals: sheet.totals,
        updated_at: now,
      };
      tx.set(db.collection(COLLECTIONS.prepSheets).doc(id), doc);
    }
    for (const doc of existing.docs) if (!kept.has(doc.id)) tx.delete(doc.ref);
    logs.prepSheetsRebuilt(eventId, sheets.size, parties.length);
    return sheets.size;
  });
}

/** An attendance changed: rebuild when seats, table or venue changed for a party with needs. */
export async function handleAttendanceForPrepSheet(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  bookingId: string,
  deps: { db: Firestore; clock: Clock },
): Promise<void> {
  const same =
    before &&
    after &&
    before.table_number === after.table_number &&
    before.venue_id === after.venue_id;
  if (same) return;
  const eventId = String((after ?? before)?.event_id ?? '');
  if (!eventId) return;
  const needs = await deps.db.collection(COLLECTIONS.bookingNeeds).doc(bookingId).get();
  if (!needs.exists) return;
  await rebuildPrepSheets(deps, eventId);
}
