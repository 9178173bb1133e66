import { NANOS_PER_SECOND } from './values.js';

const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;

/** Floor division so that instants before 1970 split into (seconds, non-negative nanos). */
export function splitNanos(nanos: bigint): { seconds: bigint; nanos: bigint } {
  let seconds = nanos / NANOS_PER_SECOND;
  if (nanos < 0n && seconds * NANOS_PER_SECOND !== nanos) seconds -= 1n;
  return { seconds, nanos: nanos - seconds * NANOS_PER_SECOND };
}

export function utcDate(nanos: bigint): Date {
  return new Date(Number(splitNanos(nanos).seconds) * 1000);
}

/** Midnight UTC of the day containing the instant. */
export function startOfDay(nanos: bigint): bigint {
  let days = nanos / NANOS_PER_DAY;
  if (nanos < 0n && days * NANOS_PER_DAY !== nanos) days -= 1n;
  return days * NANOS_PER_DAY;
}

export function dayOfYear(d: Date): number {
  return Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

/** ISO day of week: Monday = 1 … Sunday = 7. */
export function isoDayOfWeek(d: Date): number {
  return ((d.getUTCDay() + 6) % 7) + 1;
}

export const DURATION_UNITS: Record<string, bigint> = {
  w: 7n * NANOS_PER_DAY,
  d: NANOS_PER_DAY,
  h: 3600n * NANOS_PER_SECOND,
  m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND,
  ms: 1_000_000n,
  ns: 1n,
};

/** Earth mean radius in metres, for LatLng.distance. */
const EARTH_RADIUS = 6_371_008.8;

export function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}
