// Firestore timestamps from the clock the handler was given (tests pass a fixed one).

import { Timestamp } from 'firebase-admin/firestore';

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export function timestamp(date: Date): Timestamp {
  return Timestamp.fromDate(date);
}

/** A trigger event's ISO time (up to nanoseconds) in microseconds, to compare with a Timestamp. */
export function isoMicros(time: string): number {
  const fraction = (/\.(\d+)/.exec(time)?.[1] ?? '').padEnd(6, '0').slice(0, 6);
  return Math.floor(Date.parse(time) / 1000) * 1_000_000 + Number(fraction);
}

/** A stored Timestamp in microseconds; null when the value is not one. */
export function timestampMicros(value: unknown): number | null {
  if (!(value instanceof Timestamp)) return null;
  return value.seconds * 1_000_000 + Math.floor(value.nanoseconds / 1000);
}

/**
 * Whether a trigger event committed at `eventTime` is already in counts made from scratch at
 * `countedAt` (a seed or a recount): then it must add nothing.
 */
export function countedAlready(eventTime: string, countedAt: unknown): boolean {
  const counted = timestampMicros(countedAt);
  return counted !== null && isoMicros(eventTime) <= counted;
}
