import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { toHttpsError } from '../lib/errors.js';
import { systemClock } from '../lib/time.js';
import { handleNotifyEventChange } from './notifyEventChange.handler.js';

/** Admins (later the organiser console): mails an event's booked members about a change. */
export const notifyEventChange = onCall((request) =>
  handleNotifyEventChange(request, { db: db(), clock: systemClock }).catch((error: unknown) => {
    throw toHttpsError(error, 'notifyEventChange');
  }),
);
