import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin.js';
import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import { handleReleaseExpiredHolds } from './releaseExpiredHolds.handler.js';

/** Sweeps seat holds whose Checkout session ended without a webhook reaching us. */
export const releaseExpiredHolds = onSchedule(
  { schedule: 'every 5 minutes', secrets: [STRIPE_SECRET_KEY] },
  async () => {
    await handleReleaseExpiredHolds({ db: db(), stripe: stripeClient(), clock: systemClock });
  },
);
