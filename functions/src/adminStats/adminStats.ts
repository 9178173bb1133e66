import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { adminAuth, db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import {
  handleAttendanceWritten,
  handleBookingWritten,
  handleLikeWritten,
  handleMatchWritten,
  handleProfileWritten,
  type StatsDeps,
} from './adminStats.handler.js';

const deps = (): StatsDeps => ({ db: db(), auth: adminAuth(), clock: systemClock });

/** The trigger event's id (the overview's dedupe key) and commit time. */
const statsEvent = (event: { id: string; time: string }) => ({ id: event.id, time: event.time });

/** The console's aggregates; each event's delta is added once, so retries are harmless. */
export const statsOnBookingWritten = onDocumentWritten(
  { document: `${COLLECTIONS.bookings}/{bookingId}`, retry: true },
  (event) =>
    handleBookingWritten(
      deps(),
      statsEvent(event),
      event.params.bookingId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const statsOnProfileWritten = onDocumentWritten(
  { document: `${COLLECTIONS.userProfiles}/{uid}`, retry: true },
  (event) =>
    handleProfileWritten(
      deps(),
      statsEvent(event),
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const statsOnAttendanceWritten = onDocumentWritten(
  { document: `${COLLECTIONS.eventAttendances}/{bookingId}`, retry: true },
  (event) =>
    handleAttendanceWritten(
      deps(),
      statsEvent(event),
      event.params.bookingId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const statsOnLikeWritten = onDocumentWritten(
  { document: `${COLLECTIONS.bruncherLikes}/{likeId}`, retry: true },
  (event) =>
    handleLikeWritten(
      deps(),
      statsEvent(event),
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const statsOnMatchWritten = onDocumentWritten(
  { document: `${COLLECTIONS.matches}/{matchId}`, retry: true },
  (event) =>
    handleMatchWritten(
      deps(),
      statsEvent(event),
      event.data?.after.id ?? event.data?.before.id ?? '',
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);
