// The console's settings (issue 39 item 3): the city's policy and the membership plans.
import { db } from '../lib/admin.js';
import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { onCallable } from '../lib/onCallable.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { handleOpenEarlyAccess } from './openEarlyAccess.handler.js';
import { handleSaveMembershipPlan } from './saveMembershipPlan.handler.js';
import { handleSavePolicySettings } from './savePolicySettings.handler.js';

/** Saves the city's refund window, checkout hold and waitlist offer time (admins). */
export const savePolicySettings = onCallable('savePolicySettings', {}, (request) =>
  handleSavePolicySettings(request, { db: db(), clock: systemClock }),
);

/** Saves a membership plan; a new price becomes a new Stripe Price (admins). */
export const saveMembershipPlan = onCallable(
  'saveMembershipPlan',
  { secrets: [STRIPE_SECRET_KEY] },
  (request) =>
    handleSaveMembershipPlan(request, { db: db(), stripe: stripeClient(), clock: systemClock }),
);

/** Events whose public-from time has passed go public (members had them first). */
export const openEarlyAccessEvents = onSchedule({ schedule: 'every 5 minutes' }, async () => {
  await handleOpenEarlyAccess({ db: db(), clock: systemClock });
});
