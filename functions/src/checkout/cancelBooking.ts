import { db } from '../lib/admin.js';
import { MAIL_TOKEN_SECRET, STRIPE_SECRET_KEY } from '../lib/config.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import { handleCancelBooking } from './cancelBooking.handler.js';
import { onCallable } from '../lib/onCallable.js';

/** A member (own booking) or a guest (signed mail link) cancels a confirmed booking, or part of it. */
export const cancelBooking = onCallable(
  'cancelBooking',
  { secrets: [STRIPE_SECRET_KEY, MAIL_TOKEN_SECRET] },
  (request) =>
    handleCancelBooking(request, {
      db: db(),
      stripe: stripeClient(),
      clock: systemClock,
      tokenSecret: MAIL_TOKEN_SECRET.value(),
    }),
);
