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

/** The console's aggregates; every handler recounts, so retries are harmless. */
export const statsOnBookingWritten = onDocumentWritten(
  { document: `${COLLECTIONS.bookings}/{bookingId}`, retry: true },
  (event) =>
    handleBookingWritten(
      deps(),
      event.params.bookingId,
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);

export const statsOnProfileWritten = onDocumentWritten(
  { document: `${COLLECTIONS.userProfiles}/{uid}`, retry: true },
  (event) => handleProfileWritten(deps(), event.data?.before.data(), event.data?.after.data()),
);

export const statsOnAttendanceWritten = onDocumentWritten(
  { document: `${COLLECTIONS.eventAttendances}/{bookingId}`, retry: true },
  (event) => handleAttendanceWritten(deps(), event.params.bookingId, event.data?.after.data()),
);

export const statsOnLikeWritten = onDocumentWritten(
  { document: `${COLLECTIONS.bruncherLikes}/{likeId}`, retry: true },
  (event) => handleLikeWritten(deps(), event.data?.before.data(), event.data?.after.data()),
);

export const statsOnMatchWritten = onDocumentWritten(
  { document: `${COLLECTIONS.matches}/{matchId}`, retry: true },
  (event) =>
    handleMatchWritten(
      deps(),
      event.data?.after.id ?? event.data?.before.id ?? '',
      event.data?.before.data(),
      event.data?.after.data(),
    ),
);
