// The waitlist's callables (issue 21). Freed seats are offered from the release path itself
// (checkout/seatHold.ts → offers.ts), and lapsed offers end with the releaseExpiredHolds sweep.
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { ENFORCE_APP_CHECK, STRIPE_SECRET_KEY } from '../lib/config.js';
import { toHttpsError } from '../lib/errors.js';
import { systemClock } from '../lib/time.js';
import { liveCheckoutDeps } from '../checkout/liveDeps.js';
import { handleAddEventSeats } from './addEventSeats.handler.js';
import { handleCheckoutOffer } from './checkoutOffer.handler.js';
import { handleJoinWaitlist } from './joinWaitlist.handler.js';
import { handleLeaveWaitlist } from './leaveWaitlist.handler.js';

const waitlistDeps = () => ({ db: db(), clock: systemClock });

/** Members and guests queue for a sold-out event (App Check like createCheckout: guests may call). */
export const joinWaitlist = onCall({ enforceAppCheck: ENFORCE_APP_CHECK }, (request) =>
  handleJoinWaitlist(request, waitlistDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'joinWaitlist');
  }),
);

/** A member leaves the queue while waiting. */
export const leaveWaitlist = onCall((request) =>
  handleLeaveWaitlist(request, waitlistDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'leaveWaitlist');
  }),
);

/** The Checkout session for the seats a waitlist offer holds. */
export const checkoutOffer = onCall({ secrets: [STRIPE_SECRET_KEY] }, (request) =>
  handleCheckoutOffer(request, liveCheckoutDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'checkoutOffer');
  }),
);

/** Admins add seats to an event; the waitlist is offered them first. */
export const addEventSeats = onCall((request) =>
  handleAddEventSeats(request, waitlistDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'addEventSeats');
  }),
);
