// What a seed writes (validated documents and Auth users) and the organiser console's aggregates
// derived from those documents, shared by the demo city (index.ts) and the scale generator
// (scale.ts): both load data while no trigger runs, so both write the aggregates the triggers
// would have kept, computed with the model's buildAdminStats / adminBookingRow.
import type { z } from 'zod';
import {
  ADMIN_OVERVIEW_DOC,
  adminBookingRow,
  adminBookingRowSchema,
  adminMatchScoreSchema,
  adminOverviewSchema,
  adminUserStatsSchema,
  attendanceId,
  buildAdminStats,
  buildMemberStats,
  buildReportVector,
  attendedMonthOf,
  memberStatsSchema,
  nestFields,
  reportMemberSchema,
  REPORT_SUMMARY_DOC,
  withAttended,
  COLLECTIONS,
  toDate,
  type BookingDoc,
  type BruncherLikeDoc,
  type EventAttendanceDoc,
  type EventDoc,
  type MatchDoc,
  type VenueDoc,
} from '@brunchers/model';

export interface SeedWrite {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role?: 'admin' | 'partner';
}

export interface SeedPlan {
  users: SeedUser[];
  writes: SeedWrite[];
}

/** The document parsed by its schema, or an error naming it. */
export function validWrite<S extends z.ZodType>(
  collection: string,
  schema: S,
  id: string,
  data: z.input<S>,
): SeedWrite {
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new Error(`Seed ${collection}/${id} is invalid: ${parsed.error.message}`);
  return { collection, id, data: parsed.data as Record<string, unknown> };
}

/**
 * admin_stats/overview, every booking's admin_booking_rows row, admin_user_stats,
 * admin_match_scores and member_stats, as the triggers would have left them after writing `raw`
 * one by one.
 * `people` names and e-mails members (the triggers read them from profiles and Auth).
 */
export function cityAggregates(
  raw: readonly SeedWrite[],
  people: ReadonlyMap<string, { displayName: string; email: string }>,
  now: Date,
): SeedWrite[] {
  const of = <T>(collection: string) =>
    raw.filter((write) => write.collection === collection) as Array<{ id: string; data: T }>;
  const bookings = of<BookingDoc>(COLLECTIONS.bookings);
  const attendances = new Map(
    of<EventAttendanceDoc>(COLLECTIONS.eventAttendances).map(({ id, data }) => [id, data]),
  );
  const events = new Map(of<EventDoc>(COLLECTIONS.events).map(({ id, data }) => [id, data]));
  const venues = new Map(of<VenueDoc>(COLLECTIONS.venues).map(({ id, data }) => [id, data]));
  const matches = of<MatchDoc>(COLLECTIONS.matches);

  const stats = buildAdminStats(
    {
      bookings: bookings.map(({ data }) => ({
        status: data.status,
        created_at: toDate(data.created_at),
      })),
      users: of(COLLECTIONS.userProfiles).length,
      checkedIn: [...attendances.values()].filter((attendance) => attendance.marked_present).length,
      likes: of<BruncherLikeDoc>(COLLECTIONS.bruncherLikes).map(({ data }) => data),
      matches: matches.map(({ id, data }) => ({
        id,
        ...data,
        created_at: toDate(data.created_at),
      })),
      labels: new Map([...people].map(([uid, person]) => [uid, person.email])),
    },
    now,
  );
  const writes = [
    validWrite(COLLECTIONS.adminStats, adminOverviewSchema, ADMIN_OVERVIEW_DOC, stats.overview),
  ];
  for (const { id, data: booking } of bookings) {
    const member = booking.user_id ? people.get(booking.user_id) : undefined;
    const venue = booking.venue_id ? venues.get(booking.venue_id) : undefined;
    writes.push(
      validWrite(
        COLLECTIONS.adminBookingRows,
        adminBookingRowSchema,
        id,
        adminBookingRow(booking, {
          member: member ? { name: member.displayName, email: member.email } : null,
          eventDate: events.get(booking.event_id)?.event_date ?? null,
          venue: venue ? { name: venue.name, city: venue.city } : null,
          checkedIn: attendances.get(attendanceId(id))?.marked_present === true,
          createdAt: booking.created_at,
        }),
      ),
    );
  }
  for (const { id, doc } of stats.users)
    writes.push(validWrite(COLLECTIONS.adminUserStats, adminUserStatsSchema, id, doc));
  for (const { id, doc } of stats.scores)
    writes.push(validWrite(COLLECTIONS.adminMatchScores, adminMatchScoreSchema, id, doc));
  // Each member's own counters (member_stats), as the memberStats triggers would keep them.
  const members = buildMemberStats({
    bookings,
    attendances: [...attendances.values()],
    matches: matches.map(({ data }) => data),
    events,
  });
  for (const [uid, doc] of members)
    writes.push(validWrite(COLLECTIONS.memberStats, memberStatsSchema, uid, doc));
  writes.push(...reportAggregates(bookings, attendances, events, now));
  return writes;
}

/**
 * The reports' aggregates (issue 39 item 5) as their triggers would have left them: the sum of
 * every booking's, attendance's and member's contribution (the model's, as `rebuild-reports`
 * computes it), each member's attended brunches, and the events' facts.
 */
function reportAggregates(
  bookings: readonly { id: string; data: BookingDoc }[],
  attendances: ReadonlyMap<string, EventAttendanceDoc>,
  events: ReadonlyMap<string, EventDoc>,
  now: Date,
): SeedWrite[] {
  const members = new Map<string, Record<string, string>>();
  for (const [id, attendance] of attendances) {
    const month = attendedMonthOf(attendance);
    if (attendance.user_id && month)
      members.set(
        attendance.user_id,
        withAttended(members.get(attendance.user_id) ?? {}, id, month),
      );
  }
  const vector = buildReportVector([
    ...bookings.map(({ data }) => ({ source: 'booking' as const, doc: data })),
    ...[...attendances.values()].map((doc) => ({ source: 'attendance' as const, doc })),
    ...[...members.values()].map((attended) => ({ source: 'member' as const, doc: { attended } })),
  ]);
  const docs = new Map<string, Record<string, unknown>>();
  // Always a summary: its counted_at tells the triggers what the seed holds already.
  docs.set(`${COLLECTIONS.reportSummary}/${REPORT_SUMMARY_DOC}`, {
    members_attended: 0,
    members_repeat: 0,
    memberships_active: 0,
  });
  for (const [path, fields] of Object.entries(vector))
    docs.set(path, { ...(docs.get(path) ?? {}), ...nestFields(fields) });
  for (const [id, event] of events) {
    const path = `${COLLECTIONS.reportEvents}/${id}`;
    docs.set(path, {
      ...(docs.get(path) ?? {}),
      event_title: event.title,
      event_date: event.event_date,
      spots_total: event.spots_total,
    });
  }
  const writes: SeedWrite[] = [...docs].map(([path, data]) => {
    const [collection, id] = path.split('/') as [string, string];
    return { collection, id, data };
  });
  for (const [uid, attended] of members)
    writes.push(
      validWrite(COLLECTIONS.reportMembers, reportMemberSchema, uid, { attended, updated_at: now }),
    );
  return writes;
}
