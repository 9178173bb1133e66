// The outbox sweep: every mail still open (pending the trigger missed, retrying, or sending with a
// lease run out) whose next_attempt_at has passed gets its next attempt.

import { COLLECTIONS, MAIL_OPEN_STATUSES } from '@brunchers/model';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import { deliverMail, type DeliveryOutcome } from './deliverMail.handler.js';
import type { MailDeps } from './deps.js';

const BATCH = 100;

export async function handleRetryMail(deps: MailDeps): Promise<Record<DeliveryOutcome, number>> {
  const due = await deps.db
    .collection(COLLECTIONS.mail)
    .where('status', 'in', [...MAIL_OPEN_STATUSES])
    .where('next_attempt_at', '<=', timestamp(deps.clock()))
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .get();
  const outcomes: Record<DeliveryOutcome, number> = {
    sent: 0,
    retrying: 0,
    failed: 0,
    skipped: 0,
    'not-due': 0,
  };
  for (const mail of due.docs) {
    try {
      outcomes[await deliverMail(deps, mail.id, 'due')]++;
    } catch (error) {
      // One mail that cannot even be claimed must not hold up the others; the next run retries.
      logs.unexpected(`retryMail ${mail.id}`, error);
    }
  }
  logs.mailSweep(due.size, outcomes);
  return outcomes;
}
