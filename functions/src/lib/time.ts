// Firestore timestamps from the clock the handler was given (tests pass a fixed one).

import { Timestamp } from 'firebase-admin/firestore';

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export function timestamp(date: Date): Timestamp {
  return Timestamp.fromDate(date);
}
