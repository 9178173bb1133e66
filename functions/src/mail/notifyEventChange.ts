import { db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import { handleNotifyEventChange } from './notifyEventChange.handler.js';
import { onCallable } from '../lib/onCallable.js';

/** Admins (later the organiser console): mails an event's booked members about a change. */
export const notifyEventChange = onCallable('notifyEventChange', {}, (request) =>
  handleNotifyEventChange(request, { db: db(), clock: systemClock }),
);
