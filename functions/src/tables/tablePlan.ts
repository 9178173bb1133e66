// Table plans on the server (issue 24): reads what the scoring needs, runs the model's seating and
// stores table_plans/{eventId} with each attendance's table_number. Parties are the event's
// attendances (one per confirmed booking: a cancellation deletes it, a smaller party shrinks it).
// The scoring and the algorithm live in the model (rules/table-plan.ts); this file only gathers.

import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  DEFAULT_TABLE_SIZES,
  attendanceId,
  blockedPairKeys,
  likeKey,
  memberName,
  planTables,
  recentTablematePairs,
  repairTablePlan,
  tablePlanQuality,
  type SeatingInput,
  type SeatingParty,
  type SeatingProfile,
  type TablePlanDoc,
  type TablePlanParty,
  type TablePlanResult,
  type TablePlanSource,
} from '@brunchers/model';
import { typedCollection, typedDoc } from '../lib/docs.js';
import { loadConsentedSensitiveValues } from '../profiles/sensitiveAnswers.js';
import { timestamp } from '../lib/time.js';

/** Firestore's limit for `in` and `array-contains-any` filters. */
const IN_LIMIT = 30;
/** gRPC status of a missing document. */
const NOT_FOUND = 5;

function chunks<T>(items: readonly T[], size = IN_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface PlanContext {
  eventId: string;
  eventDate: string;
  venueId: string | null;
  input: SeatingInput;
  /** Attendance details by booking id (names for the door and the admin). */
  parties: Map<string, TablePlanParty>;
}

/** Everything the seating reads for one event. Null when the event does not exist. */
export async function loadPlanContext(db: Firestore, eventId: string): Promise<PlanContext | null> {
  const event = (await typedDoc(db, 'events', eventId).get()).data();
  if (!event) return null;
  const eventDate = event.event_date;
  const venueId = event.venue_id ?? null;
  const [venue, attendances] = await Promise.all([
    venueId ? typedDoc(db, 'venues', venueId).get() : null,
    typedCollection(db, 'eventAttendances').where('event_id', '==', eventId).get(),
  ]);
  const sizes = venue?.data()?.table_sizes;
  const tableSizes = sizes && sizes.length > 0 ? sizes : [...DEFAULT_TABLE_SIZES];

  const parties = new Map<string, TablePlanParty>();
  const seating: SeatingParty[] = [];
  for (const doc of attendances.docs) {
    const attendance = doc.data();
    const party: TablePlanParty = {
      booking_id: doc.id,
      user_id: attendance.user_id,
      name: attendance.attendee_name,
      guest_count: attendance.guest_count,
    };
    parties.set(doc.id, party);
    seating.push({ booking_id: doc.id, user_id: party.user_id, size: party.guest_count });
  }
  seating.sort((a, b) => a.booking_id.localeCompare(b.booking_id));
  const memberIds = [...new Set(seating.flatMap((p) => (p.user_id ? [p.user_id] : [])))];

  const profiles = new Map<string, SeatingProfile>();
  const likes = new Map<string, boolean>();
  const pastTables: { event_date: string; member_ids: string[] }[] = [];
  // Blocks (issue 36 §4) between any two attendees: a hard constraint. Both are attendees, so
  // the blocks made by the attendees hold every such pair.
  const blocks: { blocker_id: string; blocked_id: string }[] = [];
  /** Suspended members (moderation) are seated nowhere. */
  const suspended = new Set<string>();
  await Promise.all(
    chunks(memberIds).map(async (ids) => {
      const [profileDocs, likeDocs, answerDocs, plans, sensitive, blockDocs] = await Promise.all([
        db.getAll(...ids.map((id) => typedDoc(db, 'userProfiles', id))),
        typedCollection(db, 'bruncherLikes').where('liker_id', 'in', ids).get(),
        typedCollection(db, 'userAnswers').where('user_id', 'in', ids).get(),
        typedCollection(db, 'tablePlans').where('member_ids', 'array-contains-any', ids).get(),
        // Special-category answers: only those their owner consented to (issue 36 §3).
        loadConsentedSensitiveValues(db, ids),
        typedCollection(db, 'blocks').where('blocker_id', 'in', ids).get(),
      ]);
      for (const doc of blockDocs.docs) blocks.push(doc.data());
      for (const doc of profileDocs) {
        const profile = doc.data();
        if (!profile) continue;
        if (profile.suspended === true) suspended.add(doc.id);
        // The plan names members as they are named now (issue 36), not as they were at booking.
        const name = memberName(profile);
        if (name)
          for (const party of parties.values()) if (party.user_id === doc.id) party.name = name;
        profiles.set(doc.id, {
          id: doc.id,
          weekend_vibe: profile.weekend_vibe,
          social_style: profile.social_style,
          brunch_buddy_vibe: profile.brunch_buddy_vibe,
          birth_year: profile.birth_year,
          languages: profile.languages,
          answers: {},
          sensitive: sensitive.get(doc.id) ?? {},
        });
      }
      for (const doc of likeDocs.docs) {
        const like = doc.data();
        likes.set(likeKey(like.liker_id, like.liked_id), like.is_like);
      }
      for (const doc of answerDocs.docs) {
        const answer = doc.data();
        const profile = profiles.get(answer.user_id);
        if (profile?.answers)
          (profile.answers as Record<string, string>)[answer.question_id] = answer.answer;
      }
      for (const doc of plans.docs) {
        if (doc.id === eventId) continue;
        const plan = doc.data();
        const date = plan.event_date;
        if (date >= eventDate) continue; // only brunches before this one
        for (const table of plan.tables)
          pastTables.push({
            event_date: date,
            member_ids: table.parties.flatMap((p) => (p.user_id ? [p.user_id] : [])),
          });
      }
    }),
  );
  for (const [bookingId, party] of parties)
    if (party.user_id && suspended.has(party.user_id)) parties.delete(bookingId);
  return {
    eventId,
    eventDate,
    venueId,
    parties,
    input: {
      parties: seating.filter((party) => !party.user_id || !suspended.has(party.user_id)),
      tableSizes,
      profiles,
      signals: {
        likes,
        recentTablemates: recentTablematePairs(memberIds, pastTables),
        blocked: blockedPairKeys(blocks),
      },
      year: Number(eventDate.slice(0, 4)) || new Date().getUTCFullYear(),
    },
  };
}

/** The stored plan of a seating result. */
export function planDocument(
  context: PlanContext,
  result: TablePlanResult,
  source: TablePlanSource,
  now: Date,
  plannedAt: Date = now,
): TablePlanDoc {
  const quality = tablePlanQuality(result, context.input);
  const party = (id: string) => context.parties.get(id)!;
  const tables = result.tables.map((table) => ({
    number: table.number,
    seats: table.seats,
    score: quality.tableScores.get(table.number) ?? null,
    parties: table.party_ids.map(party),
  }));
  return {
    event_id: context.eventId,
    event_date: context.eventDate,
    venue_id: context.venueId,
    tables,
    unseated: result.unseated.map(party),
    member_ids: tables.flatMap((t) => t.parties.flatMap((p) => (p.user_id ? [p.user_id] : []))),
    average_score: Math.round(quality.average * 10) / 10,
    source,
    planned_at: timestamp(plannedAt),
    updated_at: timestamp(now),
  } as TablePlanDoc;
}

/** Another writer stored the plan after it was read: the caller computes again from fresh data. */
export class PlanChanged extends Error {}

/** Runs `attempt` again (a few times) when another writer changed the plan meanwhile. */
export async function retryOnPlanChange<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof PlanChanged) || tries >= 5) throw error;
    }
  }
}

/** A stored plan with the version it was read at (its update time). */
export interface StoredPlan {
  plan: TablePlanDoc;
  updateTime: Timestamp;
}

/**
 * Stores the plan if nobody stored another since `previous` was read (else PlanChanged), then
 * each attendance's table number (only those that changed). Two re-plans racing (two
 * cancellations at once) thus never leave a plan computed from the older data. The check is on
 * the document's update time, not on the revision number: a plan deleted and planned again
 * starts its revisions anew, and must still count as changed.
 */
export async function savePlan(
  db: Firestore,
  context: PlanContext,
  plan: TablePlanDoc,
  previous: StoredPlan | null,
): Promise<void> {
  const before = new Map<string, number | null>();
  for (const table of previous?.plan.tables ?? [])
    for (const party of table.parties) before.set(party.booking_id, table.number);
  const after = new Map<string, number | null>();
  for (const table of plan.tables)
    for (const party of table.parties) after.set(party.booking_id, table.number);
  for (const party of plan.unseated) after.set(party.booking_id, null);

  const ref = db.collection(COLLECTIONS.tablePlans).doc(context.eventId);
  plan.revision = previous ? (previous.plan.revision ?? 0) + 1 : 0;
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    const unchanged = previous
      ? current.updateTime?.isEqual(previous.updateTime) === true
      : !current.exists;
    if (!unchanged) throw new PlanChanged();
    tx.set(ref, plan);
  });
  const changed = [...after].filter(
    ([bookingId, number]) => !previous || before.get(bookingId) !== number,
  );
  await Promise.all(
    changed.map(([bookingId, number]) =>
      db
        .collection(COLLECTIONS.eventAttendances)
        .doc(attendanceId(bookingId))
        .update({ table_number: number })
        // Cancelled meanwhile: its deletion triggers the next re-plan.
        .catch((error: { code?: number }) => {
          if (error.code !== NOT_FOUND) throw error;
        }),
    ),
  );
}

export async function readPlan(db: Firestore, eventId: string): Promise<StoredPlan | null> {
  const snapshot = await db.collection(COLLECTIONS.tablePlans).doc(eventId).get();
  return snapshot.exists
    ? { plan: snapshot.data() as TablePlanDoc, updateTime: snapshot.updateTime! }
    : null;
}

/** Plans the event's tables afresh. */
export function planEvent(
  db: Firestore,
  eventId: string,
  source: TablePlanSource,
  now: Date,
): Promise<TablePlanDoc | null> {
  return retryOnPlanChange(async () => {
    // The plan is read before the data it is computed from (see savePlan).
    const previous = await readPlan(db, eventId);
    const context = await loadPlanContext(db, eventId);
    if (!context) return null;
    const plan = planDocument(context, planTables(context.input), source, now);
    await savePlan(db, context, plan, previous);
    return plan;
  });
}

/**
 * After the event moved to another venue: a plan made for the old venue's tables is made afresh
 * for the new venue's (its tables differ, so nobody can keep a table number). No plan yet, or one
 * for this venue already (a retried move): nothing to do.
 */
export async function replanAtVenue(
  db: Firestore,
  eventId: string,
  venueId: string | null,
  now: Date,
): Promise<TablePlanDoc | null> {
  const previous = await readPlan(db, eventId);
  if (!previous || previous.plan.venue_id === venueId) return null;
  return planEvent(db, eventId, 'admin', now);
}

/** After a booking changed: keeps everyone's table, drops who left, seats who came (if planned). */
export function replanEvent(
  db: Firestore,
  eventId: string,
  now: Date,
): Promise<TablePlanDoc | null> {
  return retryOnPlanChange(async () => {
    const previous = await readPlan(db, eventId);
    if (!previous) return null;
    const context = await loadPlanContext(db, eventId);
    if (!context) return null;
    const result = repairTablePlan(
      previous.plan.tables.map((table) => ({
        number: table.number,
        party_ids: table.parties.map((p) => p.booking_id),
      })),
      context.input,
    );
    const plan = planDocument(context, result, 'replan', now);
    plan.planned_at = previous.plan.planned_at;
    await savePlan(db, context, plan, previous);
    return plan;
  });
}
