/** 'YYYY-MM-DD' for today + days (UTC), so seeded events stay upcoming whenever the seed runs. */
export function daysFromToday(days: number, today = new Date()): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days),
  );
  return date.toISOString().slice(0, 10);
}

/** A Date `days` before now, for created_at / publish dates in the past. */
export function daysAgo(days: number, now = new Date()): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
