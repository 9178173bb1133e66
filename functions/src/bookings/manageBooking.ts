// The organiser's actions on one booking (issue 33), admin only: each handler checks the
// caller's role document first (requireAdmin).
import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { db } from '../lib/admin.js';
import { onCallable } from '../lib/onCallable.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import {
  handleAddWalkIn,
  handleManageBooking,
  type ManageBookingDeps,
} from './manageBooking.handler.js';

const liveDeps = (): ManageBookingDeps => ({
  db: db(),
  stripe: stripeClient(),
  clock: systemClock,
});

/** Cancel and refund, refund, change the party, move, comp seats, resend the ticket. */
export const manageBooking = onCallable(
  'manageBooking',
  { secrets: [STRIPE_SECRET_KEY] },
  (request) => handleManageBooking(request, liveDeps()),
);
/** A walk-in or comp booking: confirmed, nothing charged. */
export const addWalkIn = onCallable('addWalkIn', { secrets: [STRIPE_SECRET_KEY] }, (request) =>
  handleAddWalkIn(request, liveDeps()),
);
