// When an onSchedule function runs next, and the timer that runs it. Supports the two forms our
// functions and most apps use: App Engine's "every N minutes|hours" and five-field unix cron
// (minute hour day-of-month month day-of-week, as Cloud Scheduler takes it), read by cron-parser.
// The run times are ours: cron fields are matched on the wall clock of the function's `timeZone`
// (IANA name, through Intl; UTC when it has none) the way Cloud Scheduler does across
// daylight-saving changes (a skipped time does not run, a repeated one runs twice), which
// cron-parser's own iterator does not.
import { CronExpressionParser } from 'cron-parser';

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
  // cron-parser also reads a seconds field; Cloud Scheduler's unix-cron has five.
  if (text.trim().split(/\s+/).length !== 5)
    throw new ScheduleError(`Unsupported schedule "${text}"`);
  let fields;
  try {
    ({ fields } = CronExpressionParser.parse(text.trim(), { strict: false }));
  } catch (error) {
    throw new ScheduleError(`Invalid schedule "${text}": ${(error as Error).message}`);
  }
  const numbers = (values: readonly (number | string)[]): Set<number> => {
    // `L` and `#` (last day, nth weekday) are Quartz extensions unix-cron does not have.
    if (values.some((value) => typeof value !== 'number'))
      throw new ScheduleError(`Unsupported schedule "${text}"`);
    return new Set(values as number[]);
  };
  const weekdays = numbers(fields.dayOfWeek.values);
  if (weekdays.has(7)) weekdays.add(0); // 7 is Sunday too
  return {
    kind: 'cron',
    fields: {
      minute: numbers(fields.minute.values),
      hour: numbers(fields.hour.values),
      dayOfMonth: numbers(fields.dayOfMonth.values),
      month: numbers(fields.month.values),
      dayOfWeek: weekdays,
      dayOfMonthAny: fields.dayOfMonth.isWildcard,
      dayOfWeekAny: fields.dayOfWeek.isWildcard,
    },
  };
}

const MINUTE_MS = 60_000;
/** Zone offsets change only on quarter hours of UTC (every offset and transition time is one). */
const OFFSET_BLOCK_MS = 15 * MINUTE_MS;

/**
 * The first run strictly after `after`. Intervals count from `after`, as Cloud Scheduler's do from
 * deployment. Cron fields are matched against the wall clock of `timeZone` minute by minute: a time
 * that a daylight-saving jump skips does not run that day, one it repeats runs twice.
 */
export function nextRun(schedule: Schedule, after: Date, timeZone: string | null = null): Date {
  if (schedule.kind === 'interval') return new Date(after.getTime() + schedule.ms);
  const offsetAt = timeZone ? zoneOffsets(timeZone) : () => 0;
  let time = Math.floor(after.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  // A year bounds the search (every valid cron matches within it, e.g. Feb 29 excepted).
  const end = time + 366 * 24 * 60 * MINUTE_MS;
  while (time < end) {
    const offset = offsetAt(time);
    const wall = new Date(time + offset); // the wall-clock time, read with the UTC getters
    if (!hourMatches(schedule.fields, wall)) {
      // Nothing in this wall-clock hour matches: go to its end, unless the offset changes before.
      const hourEnd = time + (60 - wall.getUTCMinutes()) * MINUTE_MS;
      time = offsetAt(hourEnd) === offset ? hourEnd : time + MINUTE_MS;
      continue;
    }
    if (schedule.fields.minute.has(wall.getUTCMinutes())) return new Date(time);
    time += MINUTE_MS;
  }
  throw new ScheduleError('Schedule never fires within a year');
}

/** `time → offset of timeZone's wall clock from UTC (ms)`, one Intl lookup per quarter hour. */
function zoneOffsets(timeZone: string): (time: number) => number {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    throw new ScheduleError(`Unknown time zone "${timeZone}"`);
  }
  const offsets = new Map<number, number>();
  return (time) => {
    const start = Math.floor(time / OFFSET_BLOCK_MS) * OFFSET_BLOCK_MS;
    let offset = offsets.get(start);
    if (offset === undefined) {
      const part: Record<string, number> = {};
      for (const { type, value } of format.formatToParts(new Date(start)))
        part[type] = Number(value);
      offset =
        Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) -
        start;
      offsets.set(start, offset);
    }
    return offset;
  };
}

/** Longest delay setTimeout accepts; a longer one fires after 1 ms instead (TimeoutOverflowWarning). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `run` at every run time of `schedule` until the returned function is called. A run more
 * than MAX_TIMER_MS away is reached through a chain of shorter timers, and `run` is only called
 * once the clock has reached its time. Runs missed while the process was suspended are not caught
 * up (as Cloud Scheduler does not): the next one is the first still ahead. Throws ScheduleError
 * at once for an unknown time zone or a schedule that never fires.
 */
export function startScheduleTimer(
  schedule: Schedule,
  timeZone: string | null,
  run: () => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const waitFor = (at: number): void => {
    if (stopped) return;
    const wait = at - Date.now();
    if (wait > 0) {
      timer = setTimeout(() => waitFor(at), Math.min(wait, MAX_TIMER_MS));
      return;
    }
    run();
    let next = nextRun(schedule, new Date(at), timeZone).getTime();
    if (next <= Date.now()) next = nextRun(schedule, new Date(), timeZone).getTime();
    waitFor(next);
  };
  waitFor(nextRun(schedule, new Date(), timeZone).getTime());
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Month, day and hour fields (everything but the minute). */
function hourMatches(f: CronFields, date: Date): boolean {
  if (!f.hour.has(date.getUTCHours())) return false;
  if (!f.month.has(date.getUTCMonth() + 1)) return false;
  const dom = f.dayOfMonth.has(date.getUTCDate());
  const dow = f.dayOfWeek.has(date.getUTCDay());
  // Cron rule: when both day fields are restricted, either may match.
  if (!f.dayOfMonthAny && !f.dayOfWeekAny) return dom || dow;
  return dom && dow;
}
