import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { toHttpsError } from '../lib/errors.js';
import { handleClaimGuestBooking } from './claimGuestBooking.handler.js';

/** Callable for a guest who just created an account: their paid booking becomes theirs. */
export const claimGuestBooking = onCall((request) =>
  handleClaimGuestBooking(request, { db: db() }).catch((error: unknown) => {
    throw toHttpsError(error, 'claimGuestBooking');
  }),
);
