import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { MAIL_TOKEN_SECRET } from '../lib/config.js';
import { toHttpsError } from '../lib/errors.js';
import { systemClock } from '../lib/time.js';
import { handleUnsubscribe } from './unsubscribe.handler.js';

/** Anyone with a signed link: turns reminders off for the member or guest it names. */
export const unsubscribe = onCall({ secrets: [MAIL_TOKEN_SECRET] }, (request) =>
  handleUnsubscribe(request, {
    db: db(),
    tokenSecret: MAIL_TOKEN_SECRET.value(),
    clock: systemClock,
  }).catch((error: unknown) => {
    throw toHttpsError(error, 'unsubscribe');
  }),
);
