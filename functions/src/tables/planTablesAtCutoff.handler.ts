// The cut-off: every event starting within TABLE_PLAN_CUTOFF_HOURS that has no plan yet gets one
// (an organiser's earlier plan is kept; bookings after it are seated by the re-plan trigger).
// On an attendance created, deleted or resized (a booking confirmed, cancelled, reduced), a
// planned event is re-planned: everyone else keeps their table.

import {
  COLLECTIONS,
  eventFieldsSchema,
  eventStatusOf,
  tablePlanDue,
  toDateString,
} from '@brunchers/model';
import { eventStartsAt } from '@brunchers/model/calendar';
import { logs } from '../lib/logs.js';
import type { TablesDeps } from './deps.js';
import { planEvent, replanEvent } from './tablePlan.js';

const eventTimeSchema = eventFieldsSchema.pick({ event_date: true, event_time: true });

export async function handlePlanTablesAtCutoff(deps: TablesDeps): Promise<string[]> {
  const { db } = deps;
  const now = deps.clock();
  const events = await db
    .collection(COLLECTIONS.events)
    .where('event_date', '>=', toDateString(now))
    .where('event_date', '<=', toDateString(new Date(now.getTime() + 2 * 86_400_000)))
    .get();
  const planned: string[] = [];
  for (const event of events.docs) {
    // Drafts have no bookings and a cancelled event seats nobody: only published events.
    if (eventStatusOf(event.data()) !== 'published') continue;
    const times = eventTimeSchema.safeParse(event.data());
    if (!times.success || !tablePlanDue(eventStartsAt(times.data), now)) continue;
    const existing = await db.collection(COLLECTIONS.tablePlans).doc(event.id).get();
    if (existing.exists) continue;
    try {
      if (await planEvent(db, event.id, 'cutoff', now)) planned.push(event.id);
    } catch (error) {
      logs.unexpected(`planTablesAtCutoff ${event.id}`, error);
    }
  }
  return planned;
}

interface AttendanceChange {
  event_id?: unknown;
  guest_count?: unknown;
}

/** Re-plans when a party appeared, left or changed size; its own table_number writes are not. */
export async function handleAttendanceChanged(
  before: AttendanceChange | undefined,
  after: AttendanceChange | undefined,
  deps: TablesDeps,
): Promise<boolean> {
  const eventId = (after ?? before)?.event_id;
  if (typeof eventId !== 'string') return false;
  if (before && after && before.guest_count === after.guest_count) return false;
  return (await replanEvent(deps.db, eventId, deps.clock())) !== null;
}
