import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import { handleSendReminders } from './sendReminders.handler.js';

/** Enqueues the 24-hour reminders (each booking once; the outbox sends them). */
export const sendReminders = onSchedule({ schedule: 'every 15 minutes' }, async () => {
  await handleSendReminders({ db: db(), clock: systemClock });
});
