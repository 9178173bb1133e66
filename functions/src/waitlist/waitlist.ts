// The waitlist's callables (issue 21). Freed seats are offered from the release path itself
// (checkout/seatHold.ts → offers.ts), and lapsed offers end with the releaseExpiredHolds sweep.
import { db } from '../lib/admin.js';
import { ENFORCE_APP_CHECK, MAIL_TOKEN_SECRET, STRIPE_SECRET_KEY } from '../lib/config.js';
import { handleConfirmWaitlistPlace } from './confirmWaitlistPlace.handler.js';
import { systemClock } from '../lib/time.js';
import { liveCheckoutDeps } from '../checkout/liveDeps.js';
import { handleAddEventSeats } from './addEventSeats.handler.js';
import { handleCheckoutOffer } from './checkoutOffer.handler.js';
import { handleJoinWaitlist } from './joinWaitlist.handler.js';
import { handleLeaveWaitlist } from './leaveWaitlist.handler.js';
import { onCallable } from '../lib/onCallable.js';

const waitlistDeps = () => ({ db: db(), clock: systemClock });

/** Members and guests queue for a sold-out event (App Check like createCheckout: guests may call). */
export const joinWaitlist = onCallable(
  'joinWaitlist',
  { enforceAppCheck: ENFORCE_APP_CHECK },
  (request) => handleJoinWaitlist(request, waitlistDeps()),
);

/** A member leaves the queue while waiting. */
export const leaveWaitlist = onCallable('leaveWaitlist', {}, (request) =>
  handleLeaveWaitlist(request, waitlistDeps()),
);

/** The Checkout session for the seats a waitlist offer holds. */
export const checkoutOffer = onCallable(
  'checkoutOffer',
  { secrets: [STRIPE_SECRET_KEY] },
  (request) => handleCheckoutOffer(request, liveCheckoutDeps()),
);

/** Admins add seats to an event; the waitlist is offered them first. */
export const addEventSeats = onCallable('addEventSeats', {}, (request) =>
  handleAddEventSeats(request, waitlistDeps()),
);

/** A guest opens the link in their first waitlist mail: the place enters the queue. */
export const confirmWaitlistPlace = onCallable(
  'confirmWaitlistPlace',
  { secrets: [MAIL_TOKEN_SECRET] },
  (request) =>
    handleConfirmWaitlistPlace(request, {
      ...waitlistDeps(),
      tokenSecret: MAIL_TOKEN_SECRET.value(),
    }),
);
