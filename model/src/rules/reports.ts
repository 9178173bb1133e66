// The console's reports (issue 39 item 5), kept by increments like the overview (ADR 0012). Every
// source document (a booking with its ledger, an attendance, a membership, a member's attended
// brunches) contributes a sparse vector of figures to a few aggregate documents; a trigger adds
// contribution(after) − contribution(before) once per event, so the aggregates always equal the
// sum of every document's contribution, which is also how the backfill rebuilds them. Periods are
// Europe/Lisbon calendar months and ISO weeks.

import { EVENT_TIME_ZONE, COLLECTIONS } from '../constants';
import type { LedgerEntry } from '../schemas/bookings';
import type {
  ReportCohortDoc,
  ReportEventDoc,
  ReportPeriodDoc,
  ReportPeriodKind,
  ReportSummaryDoc,
} from '../schemas/reports';
import { ledgerOf, type LedgerSource } from './ledger';
import { isActiveMembership } from './waitlist';

/** The one document of report_summary. */
export const REPORT_SUMMARY_DOC = 'current';
/** Periods the page shows (months or weeks, the current one last). */
export const REPORT_PERIODS_SHOWN = 12;
/** Events the page shows (the latest by date). */
export const REPORT_EVENTS_SHOWN = 20;
/** Cohorts the grid shows (months of first brunch, the current one last). */
export const REPORT_COHORTS_SHOWN = 12;
/** How long a report_applied marker is kept (past Eventarc's 24 h redelivery). */
export const REPORT_APPLIED_TTL_MS = 7 * 24 * 60 * 60_000;
/** Subscription statuses that mean a membership ended (never-paid ones never started). */
export const ENDED_MEMBERSHIP_STATUSES = ['canceled', 'unpaid'] as const;

// --- Periods (Lisbon) ---

// Made on first use: the model is in every page's first download, and an Intl formatter costs
// milliseconds of setup on a phone.
let lisbonParts: Intl.DateTimeFormat | null = null;

/** The Lisbon calendar day of a moment, 'YYYY-MM-DD'. */
export function lisbonDay(moment: Date): string {
  lisbonParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: EVENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(lisbonParts.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 'YYYY-MM' of a moment in Lisbon. */
export function reportMonthKey(moment: Date): string {
  return lisbonDay(moment).slice(0, 7);
}

/** ISO 8601 week of a calendar day 'YYYY-MM-DD': 'YYYY-Www' (the week's Thursday's year). */
export function isoWeekOfDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const ordinal = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000);
  const week = Math.floor(ordinal / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** 'YYYY-Www' of a moment in Lisbon. */
export function reportWeekKey(moment: Date): string {
  return isoWeekOfDay(lisbonDay(moment));
}

/** report_periods' document id of a period. */
export function reportPeriodId(kind: ReportPeriodKind, key: string): string {
  return `${kind}_${key}`;
}

/** The `count` periods up to the one containing `now`, oldest first. */
export function recentPeriods(kind: ReportPeriodKind, now: Date, count: number): string[] {
  const keys: string[] = [];
  if (kind === 'month') {
    const [year, month] = reportMonthKey(now).split('-').map(Number) as [number, number];
    for (let back = count - 1; back >= 0; back -= 1) {
      const at = new Date(Date.UTC(year, month - 1 - back, 1));
      keys.push(at.toISOString().slice(0, 7));
    }
  } else {
    const today = new Date(`${lisbonDay(now)}T12:00:00Z`);
    for (let back = count - 1; back >= 0; back -= 1)
      keys.push(
        isoWeekOfDay(new Date(today.getTime() - back * 7 * 86_400_000).toISOString().slice(0, 10)),
      );
  }
  return keys;
}

/** The month `offset` months after 'YYYY-MM'. */
export function addMonths(month: string, offset: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + offset, 1)).toISOString().slice(0, 7);
}

// --- Contributions ---

/** Aggregate document ('collection/id') → field (dots: nested) → amount. */
export type ReportVector = Record<string, Record<string, number>>;

export type ReportSource = 'booking' | 'attendance' | 'membership' | 'member';

type Doc = Record<string, unknown> | undefined | null;

function instant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate(): Date }).toDate();
  return null;
}

function add(vector: ReportVector, doc: string, field: string, amount: number) {
  if (amount === 0) return;
  const fields = (vector[doc] ??= {});
  fields[field] = (fields[field] ?? 0) + amount;
}

const periodDoc = (kind: ReportPeriodKind, key: string) =>
  `${COLLECTIONS.reportPeriods}/${reportPeriodId(kind, key)}`;
const eventDoc = (eventId: string) => `${COLLECTIONS.reportEvents}/${eventId}`;
const SUMMARY = `${COLLECTIONS.reportSummary}/${REPORT_SUMMARY_DOC}`;

/** A booking's money (its ledger, by entry time and by event) and its confirmed seats. */
export function bookingReportVector(booking: Doc): ReportVector {
  const vector: ReportVector = {};
  if (!booking) return vector;
  const eventId =
    typeof booking.event_id === 'string' && booking.event_id ? booking.event_id : null;
  let entries: LedgerEntry[] = [];
  try {
    entries = ledgerOf(booking as unknown as LedgerSource);
  } catch {
    entries = [];
  }
  for (const entry of entries) {
    const at = instant(entry.at);
    const field = entry.kind === 'charge' ? 'gross_cents' : 'refund_cents';
    const amount = Number.isInteger(entry.amount_cents) ? entry.amount_cents : 0;
    if (at) {
      add(vector, periodDoc('month', reportMonthKey(at)), field, amount);
      add(vector, periodDoc('week', reportWeekKey(at)), field, amount);
    }
    if (eventId) add(vector, eventDoc(eventId), field, amount);
  }
  if (eventId && booking.status === 'confirmed') {
    add(vector, eventDoc(eventId), 'bookings_confirmed', 1);
    const seats = typeof booking.guest_count === 'number' ? booking.guest_count : 0;
    add(vector, eventDoc(eventId), 'seats_confirmed', seats);
  }
  return vector;
}

/** A checked-in attendance counts once for its event. */
export function attendanceReportVector(attendance: Doc): ReportVector {
  const vector: ReportVector = {};
  const eventId = attendance?.event_id;
  if (attendance?.marked_present === true && typeof eventId === 'string' && eventId)
    add(vector, eventDoc(eventId), 'bookings_checked_in', 1);
  return vector;
}

/** The month a membership ended in: its paid period's end (else its last update). */
function membershipEndMonth(membership: Record<string, unknown>): string | null {
  const at = instant(membership.current_period_end) ?? instant(membership.updated_at);
  return at ? reportMonthKey(at) : null;
}

/** An active membership counts now; an ended one counts as churn in the month it ended. */
export function membershipReportVector(membership: Doc): ReportVector {
  const vector: ReportVector = {};
  if (!membership) return vector;
  if (isActiveMembership(membership)) add(vector, SUMMARY, 'memberships_active', 1);
  else if ((ENDED_MEMBERSHIP_STATUSES as readonly unknown[]).includes(membership.status)) {
    const month = membershipEndMonth(membership);
    if (month) add(vector, periodDoc('month', month), 'memberships_ended', 1);
  }
  return vector;
}

/** The months (sorted) a report_members document says the member came in. */
export function attendedMonths(member: Doc): string[] {
  const attended = (member?.attended ?? {}) as Record<string, unknown>;
  return [
    ...new Set(Object.values(attended).filter((m): m is string => typeof m === 'string')),
  ].sort();
}

/** A member in their cohort (month of first brunch), active in each month they came, and repeat. */
export function memberReportVector(member: Doc): ReportVector {
  const vector: ReportVector = {};
  const months = attendedMonths(member);
  const first = months[0];
  if (!first) return vector;
  const cohort = `${COLLECTIONS.reportCohorts}/${first}`;
  add(vector, cohort, 'members', 1);
  for (const month of months) add(vector, cohort, `active.${month}`, 1);
  add(vector, SUMMARY, 'members_attended', 1);
  const brunches = Object.keys((member?.attended ?? {}) as object).length;
  if (brunches >= 2) add(vector, SUMMARY, 'members_repeat', 1);
  return vector;
}

const VECTOR_OF: Record<ReportSource, (doc: Doc) => ReportVector> = {
  booking: bookingReportVector,
  attendance: attendanceReportVector,
  membership: membershipReportVector,
  member: memberReportVector,
};

export function reportVector(source: ReportSource, doc: Doc): ReportVector {
  return VECTOR_OF[source](doc);
}

/** `target` += sign × `vector` (zeros dropped). */
export function addReportVector(
  target: ReportVector,
  vector: ReportVector,
  sign = 1,
): ReportVector {
  for (const [doc, fields] of Object.entries(vector))
    for (const [field, amount] of Object.entries(fields)) {
      add(target, doc, field, sign * amount);
      if (target[doc]?.[field] === 0) delete target[doc][field];
      if (target[doc] && Object.keys(target[doc]).length === 0) delete target[doc];
    }
  return target;
}

/** What one change of a source document moves: contribution(after) − contribution(before). */
export function reportDelta(source: ReportSource, before: Doc, after: Doc): ReportVector {
  const delta = addReportVector({}, reportVector(source, after));
  return addReportVector(delta, reportVector(source, before), -1);
}

export function isEmptyReportVector(vector: ReportVector): boolean {
  return Object.keys(vector).length === 0;
}

/** The aggregates from scratch: the sum of every document's contribution (the backfill). */
export function buildReportVector(
  documents: Iterable<{ source: ReportSource; doc: Doc }>,
): ReportVector {
  const total: ReportVector = {};
  for (const { source, doc } of documents) addReportVector(total, reportVector(source, doc));
  return total;
}

/** Dotted fields ('active.2026-11') as nested objects, for a merge write. */
export function nestFields<T>(fields: Record<string, T>): Record<string, T | Record<string, T>> {
  const out: Record<string, T | Record<string, T>> = {};
  for (const [field, value] of Object.entries(fields)) {
    const dot = field.indexOf('.');
    if (dot < 0) out[field] = value;
    else {
      const [head, tail] = [field.slice(0, dot), field.slice(dot + 1)];
      const inner = (out[head] ??= {}) as Record<string, T>;
      inner[tail] = value;
    }
  }
  return out;
}

// --- Members' attended brunches (report_members) ---

/** The month a checked-in attendance counts in (its check-in's, Lisbon); null when not checked in. */
export function attendedMonthOf(attendance: Doc): string | null {
  if (attendance?.marked_present !== true) return null;
  const at = instant(attendance.marked_present_at) ?? instant(attendance.created_at);
  return at ? reportMonthKey(at) : null;
}

/** The member's attended map with this booking's entry set (a month) or removed (null). */
export function withAttended(
  attended: Readonly<Record<string, string>>,
  bookingId: string,
  month: string | null,
): Record<string, string> {
  const next = { ...attended };
  if (month) next[bookingId] = month;
  else delete next[bookingId];
  return next;
}

// --- Rates, from the aggregates ---

/** Percent (0–100, one decimal) of part in whole; null when whole is 0. */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export function netCents(period: Pick<ReportPeriodDoc, 'gross_cents' | 'refund_cents'>): number {
  return period.gross_cents - period.refund_cents;
}

/** Seats sold of the seats the event has. */
export function sellThrough(event: Pick<ReportEventDoc, 'seats_confirmed' | 'spots_total'>) {
  return percent(event.seats_confirmed, event.spots_total);
}

/**
 * Confirmed bookings whose party never checked in, for an event that has taken place (before
 * `today`, 'YYYY-MM-DD' Lisbon); null before the day is over or without confirmed bookings.
 */
export function noShowRate(
  event: Pick<ReportEventDoc, 'bookings_confirmed' | 'bookings_checked_in' | 'event_date'>,
  today: string,
): number | null {
  if (!event.event_date || event.event_date >= today) return null;
  const missing = Math.max(0, event.bookings_confirmed - event.bookings_checked_in);
  return percent(missing, event.bookings_confirmed);
}

/** Members who came to two brunches or more, of those who came to one. */
export function repeatRate(summary: Pick<ReportSummaryDoc, 'members_attended' | 'members_repeat'>) {
  return percent(summary.members_repeat, summary.members_attended);
}

/**
 * The retention grid: for each cohort, the share of its members who came back in each month
 * after their first (offset 0 is the first month: 100 %), up to `now`'s month.
 */
export function retentionRows(
  cohorts: readonly (ReportCohortDoc & { id: string })[],
  currentMonth: string,
  offsets: number,
): { cohort: string; members: number; retention: (number | null)[] }[] {
  return cohorts
    .filter((cohort) => cohort.members > 0)
    .map((cohort) => ({
      cohort: cohort.id,
      members: cohort.members,
      retention: Array.from({ length: offsets }, (_, offset) => {
        const month = addMonths(cohort.id, offset);
        if (month > currentMonth) return null;
        return percent(cohort.active[month] ?? 0, cohort.members) ?? 0;
      }),
    }));
}

/**
 * Membership churn per month: memberships that ended that month, of those alive at some point in
 * it as the aggregates know them (active now, or ended that month or later). Members who joined
 * during the month are in the base.
 */
export function churnRows(
  months: readonly { month: string; memberships_ended: number }[],
  activeNow: number,
): { month: string; ended: number; base: number; churn: number | null }[] {
  let endedSince = 0;
  const rows = [...months]
    .sort((a, b) => b.month.localeCompare(a.month))
    .map(({ month, memberships_ended }) => {
      endedSince += memberships_ended;
      const base = activeNow + endedSince;
      return { month, ended: memberships_ended, base, churn: percent(memberships_ended, base) };
    });
  return rows.reverse();
}
