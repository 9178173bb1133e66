import { db } from '../lib/admin.js';
import { handleClaimGuestBooking } from './claimGuestBooking.handler.js';
import { onCallable } from '../lib/onCallable.js';

/** Callable for a guest who just created an account: their paid booking becomes theirs. */
export const claimGuestBooking = onCallable('claimGuestBooking', {}, (request) =>
  handleClaimGuestBooking(request, { db: db() }),
);
