import { onSchedule } from 'firebase-functions/v2/scheduler';
import { UNREAD_DIGEST_SCHEDULE } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import { handleSendUnreadDigests } from './unreadDigest.handler.js';

/** Enqueues the e-mail digests of unread messages (the outbox sends them). */
export const sendUnreadDigests = onSchedule({ schedule: UNREAD_DIGEST_SCHEDULE }, async () => {
  await handleSendUnreadDigests({ db: db(), clock: systemClock });
});
