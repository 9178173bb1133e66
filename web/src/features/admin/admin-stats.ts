// Pure helpers of the admin screen: the bookings-per-week series for the chart.

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week containing `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export interface WeekCount {
  /** Monday of the week, 'YYYY-MM-DD'. */
  week: string;
  count: number;
}

/** Bookings per week for the `weeks` weeks up to the one containing `now`, oldest first. */
export function bookingsPerWeek(dates: readonly Date[], now: Date, weeks = 8): WeekCount[] {
  const last = weekStart(now).getTime();
  const series = Array.from({ length: weeks }, (_, index) => ({
    start: last - (weeks - 1 - index) * 7 * DAY_MS,
    count: 0,
  }));
  const first = series[0]!.start;
  for (const date of dates) {
    const start = weekStart(date).getTime();
    if (start < first || start > last) continue;
    series[Math.round((start - first) / (7 * DAY_MS))]!.count += 1;
  }
  return series.map(({ start, count }) => ({
    week: new Date(start).toISOString().slice(0, 10),
    count,
  }));
}
