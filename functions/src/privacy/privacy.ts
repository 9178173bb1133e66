// The member's own data (issue 36 items 5 and 6): delete the account, download a copy. Both
// enforce App Check like the other callables a browser makes on its own behalf.
import { getStorage } from 'firebase-admin/storage';
import { adminApp, adminAuth, db } from '../lib/admin.js';
import { ENFORCE_APP_CHECK, STRIPE_SECRET_KEY } from '../lib/config.js';
import { onCallable } from '../lib/onCallable.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import { handleDeleteAccount } from './deleteAccount.handler.js';
import { handleExportMyData } from './exportMyData.handler.js';

const bucket = () => getStorage(adminApp()).bucket();

/** The signed-in member deletes their account (recent sign-in and the typed confirmation). */
export const deleteAccount = onCallable(
  'deleteAccount',
  { secrets: [STRIPE_SECRET_KEY], enforceAppCheck: ENFORCE_APP_CHECK, timeoutSeconds: 300 },
  (request) =>
    handleDeleteAccount(request, {
      db: db(),
      auth: adminAuth(),
      bucket: bucket(),
      stripe: stripeClient(),
      clock: systemClock,
    }),
);

/** The signed-in member's data as JSON. */
export const exportMyData = onCallable(
  'exportMyData',
  { enforceAppCheck: ENFORCE_APP_CHECK },
  (request) =>
    handleExportMyData(request, {
      db: db(),
      auth: adminAuth(),
      bucket: bucket(),
      clock: systemClock,
    }),
);
