// When an onSchedule function runs next. Supports the two forms our functions and most apps use:
// App Engine's "every N minutes|hours" and five-field cron (minute hour day-of-month month
// day-of-week) with `*`, numbers, ranges, lists and `/step`. Cron is evaluated in UTC.

export class ScheduleError extends Error {}

export type Schedule = { kind: 'interval'; ms: number } | { kind: 'cron'; fields: CronFields };

interface CronFields {
  minute: Set<number>;
  hour: Set<number>;
  dayOfMonth: Set<number>;
  month: Set<number>;
  dayOfWeek: Set<number>;
  dayOfMonthAny: boolean;
  dayOfWeekAny: boolean;
}

const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000 };

export function parseSchedule(text: string): Schedule {
  const every = /^every\s+(?:(\d+)\s+)?(minute|hour)s?$/i.exec(text.trim());
  if (every) {
    const count = every[1] === undefined ? 1 : Number(every[1]);
    if (count < 1) throw new ScheduleError(`Invalid schedule "${text}"`);
    return { kind: 'interval', ms: count * UNIT_MS[every[2]!.toLowerCase()]! };
  }
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 5) throw new ScheduleError(`Unsupported schedule "${text}"`);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = parts as [string, string, string, string, string];
  const weekdays = parseField(dayOfWeek, 0, 7, text);
  if (weekdays.has(7)) weekdays.add(0); // 7 is Sunday too
  return {
    kind: 'cron',
    fields: {
      minute: parseField(minute, 0, 59, text),
      hour: parseField(hour, 0, 23, text),
      dayOfMonth: parseField(dayOfMonth, 1, 31, text),
      month: parseField(month, 1, 12, text),
      dayOfWeek: weekdays,
      dayOfMonthAny: dayOfMonth === '*',
      dayOfWeekAny: dayOfWeek === '*',
    },
  };
}

function parseField(field: string, min: number, max: number, source: string): Set<number> {
  const values = new Set<number>();
  for (const item of field.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
    if (!match) throw new ScheduleError(`Unsupported schedule "${source}"`);
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1) throw new ScheduleError(`Out of range in schedule "${source}"`);
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** The first run strictly after `after`. Intervals count from `after`, as Cloud Scheduler's do from deployment. */
export function nextRun(schedule: Schedule, after: Date): Date {
  if (schedule.kind === 'interval') return new Date(after.getTime() + schedule.ms);
  const candidate = new Date(after.getTime());
  candidate.setUTCSeconds(0, 0);
  candidate.setUTCMinutes(candidate.getUTCMinutes() + 1);
  // A year of minutes bounds the search (every valid cron matches within it, e.g. Feb 29 excepted).
  for (let i = 0; i < 366 * 24 * 60; i++) {
    if (matches(schedule.fields, candidate)) return candidate;
    candidate.setUTCMinutes(candidate.getUTCMinutes() + 1);
  }
  throw new ScheduleError('Schedule never fires within a year');
}

function matches(f: CronFields, date: Date): boolean {
  if (!f.minute.has(date.getUTCMinutes()) || !f.hour.has(date.getUTCHours())) return false;
  if (!f.month.has(date.getUTCMonth() + 1)) return false;
  const dom = f.dayOfMonth.has(date.getUTCDate());
  const dow = f.dayOfWeek.has(date.getUTCDay());
  // Cron rule: when both day fields are restricted, either may match.
  if (!f.dayOfMonthAny && !f.dayOfWeekAny) return dom || dow;
  return dom && dow;
}
