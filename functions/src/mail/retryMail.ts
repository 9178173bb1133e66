import { onSchedule } from 'firebase-functions/v2/scheduler';
import { MAIL_TOKEN_SECRET, SMTP_URL, TICKET_SECRET } from '../lib/config.js';
import { handleRetryMail } from './retryMail.handler.js';
import { liveMailDeps } from './transport.js';

/** Next attempts for mails that failed (backoff), or whose trigger never ran. */
export const retryMail = onSchedule(
  { schedule: 'every 1 minutes', secrets: [SMTP_URL, MAIL_TOKEN_SECRET, TICKET_SECRET] },
  async () => {
    await handleRetryMail(liveMailDeps());
  },
);
