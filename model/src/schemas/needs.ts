// Dietary and access needs (issue 39 item 7). Health-related, so special-category data:
// - booking_needs/{bookingId}: how many of the party have each need, given with explicit consent
//   at booking (saveBookingNeeds); the owner reads it; nobody else does, admins included.
// - member_needs/{uid}: the member's own defaults that prefill the booking dialog (owner only).
// - prep_sheets/{eventId}_{venueId}: the server's anonymous counts per table for the venue's
//   kitchen; the venue's partner and admins read it. Never names, never free text.
// A fixed list, no free text: a typed note can name or describe someone, and a kitchen plans
// from categories. See docs/decisions/0014-attendee-messages-and-needs.md.

import { z } from 'zod';
import { MAX_GUESTS_PER_BOOKING } from '../constants';
import { docIdSchema, ID_MAX, timestampLikeSchema } from './common';

/** The needs a party can state, in the order a prep sheet lists them (food first, then access). */
export const DIETARY_NEEDS = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'lactose_free',
  'nut_allergy',
  'shellfish_allergy',
  'egg_allergy',
  'halal',
  'kosher',
  'step_free_seat',
  'quiet_seat',
] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];

/** How a need reads on a prep sheet and in the dialog ("1 vegan", "2 nut allergy"). */
export const DIETARY_NEED_LABELS: Record<DietaryNeed, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  gluten_free: 'gluten-free',
  lactose_free: 'lactose-free',
  nut_allergy: 'nut allergy',
  shellfish_allergy: 'shellfish allergy',
  egg_allergy: 'egg allergy',
  halal: 'halal',
  kosher: 'kosher',
  step_free_seat: 'step-free seat',
  quiet_seat: 'quiet seat (hearing)',
};

/** The version of the consent text the member ticked (NEEDS_CONSENT_TEXT). */
export const NEEDS_CONSENT_VERSION = '2026-11';

/** How many of a party have each need (needs nobody has are left out). */
export const needCountsSchema = z.partialRecord(
  z.enum(DIETARY_NEEDS),
  z.number().int().min(1).max(MAX_GUESTS_PER_BOOKING),
);
export type NeedCounts = z.infer<typeof needCountsSchema>;

export const bookingNeedsSchema = z.object({
  booking_id: z.string().min(1).max(ID_MAX),
  event_id: z.string().min(1).max(ID_MAX),
  user_id: z.string().min(1).max(ID_MAX),
  needs: needCountsSchema,
  consent_version: z.string().max(20),
  consented_at: timestampLikeSchema,
  updated_at: timestampLikeSchema,
});
export type BookingNeedsDoc = z.infer<typeof bookingNeedsSchema>;

/** The member's defaults: which needs they have themselves (owner-written, with consent). */
export const memberNeedsSchema = z.object({
  needs: z.array(z.enum(DIETARY_NEEDS)).max(DIETARY_NEEDS.length),
  consent_version: z.literal(NEEDS_CONSENT_VERSION),
  consented_at: timestampLikeSchema,
});
export type MemberNeedsDoc = z.infer<typeof memberNeedsSchema>;
export const MEMBER_NEEDS_CLIENT_FIELDS = ['needs', 'consent_version', 'consented_at'] as const;

export const prepSheetTableSchema = z.object({
  /** The table in the plan; null: the party is not seated yet. */
  table_number: z.number().int().min(1).nullable(),
  counts: needCountsSchema,
});
export type PrepSheetTable = z.infer<typeof prepSheetTableSchema>;

export const prepSheetSchema = z.object({
  event_id: z.string().min(1).max(ID_MAX),
  /** The venue whose kitchen it is for (its partner reads it); null: the event has none yet. */
  venue_id: z.string().min(1).max(ID_MAX).nullable(),
  event_date: z.string().max(10),
  tables: z.array(prepSheetTableSchema),
  totals: needCountsSchema,
  updated_at: timestampLikeSchema,
});
export type PrepSheetDoc = z.infer<typeof prepSheetSchema>;

/** prep_sheets/{eventId}_{venueId}: one per venue an event's parties are at. */
export function prepSheetId(eventId: string, venueId: string | null): string {
  return `${eventId}_${venueId ?? 'no-venue'}`;
}

// --- saveBookingNeeds (the member who booked): state or clear the party's needs ---
export const saveBookingNeedsInputSchema = z.strictObject({
  bookingId: docIdSchema,
  needs: needCountsSchema,
  /** Ticked by the member; needs are never stored without it (clearing needs none). */
  consent: z.boolean(),
});
export type SaveBookingNeedsInput = z.infer<typeof saveBookingNeedsInputSchema>;
export interface SaveBookingNeedsOutput {
  saved: boolean;
}

/** One party's needs as the aggregator sees it: where it sits, what it needs. */
export interface PartyNeeds {
  venue_id: string | null;
  table_number: number | null;
  needs: NeedCounts;
}

function addCounts(into: NeedCounts, from: NeedCounts): void {
  for (const need of DIETARY_NEEDS) {
    const n = from[need] ?? 0;
    if (n > 0) into[need] = (into[need] ?? 0) + n;
  }
}

/**
 * The prep sheets of one event: per venue, per table (seated tables in order, the unseated last),
 * the counts of each need, and the venue's totals. Only counts come out: no booking, no name.
 */
export function aggregatePrepSheets(
  parties: readonly PartyNeeds[],
): Map<string | null, { tables: PrepSheetTable[]; totals: NeedCounts }> {
  const byVenue = new Map<string | null, Map<number | null, NeedCounts>>();
  for (const party of parties) {
    if (!DIETARY_NEEDS.some((need) => (party.needs[need] ?? 0) > 0)) continue;
    const tables = byVenue.get(party.venue_id) ?? new Map<number | null, NeedCounts>();
    byVenue.set(party.venue_id, tables);
    const counts = tables.get(party.table_number) ?? {};
    tables.set(party.table_number, counts);
    addCounts(counts, party.needs);
  }
  const sheets = new Map<string | null, { tables: PrepSheetTable[]; totals: NeedCounts }>();
  for (const [venue, tables] of byVenue) {
    const rows = [...tables.entries()]
      .sort(([a], [b]) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER))
      .map(([table_number, counts]) => ({ table_number, counts }));
    const totals: NeedCounts = {};
    for (const row of rows) addCounts(totals, row.counts);
    sheets.set(venue, { tables: rows, totals });
  }
  return sheets;
}

/** "1 vegan, 2 nut allergy, 1 step-free seat" in the list's order; '' when none. */
export function needCountsText(counts: NeedCounts): string {
  return DIETARY_NEEDS.filter((need) => (counts[need] ?? 0) > 0)
    .map((need) => `${counts[need]} ${DIETARY_NEED_LABELS[need]}`)
    .join(', ');
}

/** A prep sheet's line: "Table 3: 1 vegan, 1 nut allergy, 1 step-free seat". */
export function prepSheetLine(table: PrepSheetTable): string {
  const where = table.table_number === null ? 'Not seated yet' : `Table ${table.table_number}`;
  return `${where}: ${needCountsText(table.counts)}`;
}

/** Whether counts fit a party of `partySize` (nobody has a need more often than the party has people). */
export function needsFitParty(counts: NeedCounts, partySize: number): boolean {
  return DIETARY_NEEDS.every((need) => (counts[need] ?? 0) <= partySize);
}

/** A member's defaults as a party of one's counts (the dialog's prefill). */
export function countsFromDefaults(needs: readonly DietaryNeed[]): NeedCounts {
  const counts: NeedCounts = {};
  for (const need of needs) counts[need] = 1;
  return counts;
}
