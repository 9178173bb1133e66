import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import {
  handleAttendanceStats,
  handleBookingStats,
  handleEventMoved,
  handleMatchStats,
  type MemberStatsDeps,
} from './memberStats.handler.js';

const deps = (): MemberStatsDeps => ({ db: db(), clock: systemClock });

/** A member's own counters (member_stats/{uid}); each delta is added once, so retries are harmless. */
export const memberStatsOnAttendanceWritten = onDocumentWritten(
  { document: `${COLLECTIONS.eventAttendances}/{bookingId}`, retry: true },
  (event) =>
    handleAttendanceStats(
      deps(),
      { id: event.id, time: event.time },
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const memberStatsOnMatchWritten = onDocumentWritten(
  { document: `${COLLECTIONS.matches}/{matchId}`, retry: true },
  (event) =>
    handleMatchStats(
      deps(),
      { id: event.id, time: event.time },
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

/** A booking's entry is set or deleted from the booking as it is now: a retry writes the same. */
export const memberStatsOnBookingWritten = onDocumentWritten(
  { document: `${COLLECTIONS.bookings}/{bookingId}`, retry: true },
  (event) =>
    handleBookingStats(
      deps(),
      event.params.bookingId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

/** An event moved: its confirmed bookings' starts (Upcoming) move with it. */
export const memberStatsOnEventWritten = onDocumentWritten(
  { document: `${COLLECTIONS.events}/{eventId}`, retry: true },
  (event) =>
    handleEventMoved(
      deps(),
      event.params.eventId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);
