import { db } from '../lib/admin.js';
import { onCallable } from '../lib/onCallable.js';
import { systemClock } from '../lib/time.js';
import { handleMessageAttendees } from './messageAttendees.handler.js';

/** Admins: a message to an event's confirmed attendees or its waitlist, through the outbox. */
export const messageAttendees = onCallable('messageAttendees', {}, (request) =>
  handleMessageAttendees(request, { db: db(), clock: systemClock }),
);
