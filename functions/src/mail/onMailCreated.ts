import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { MAIL_TOKEN_SECRET, SMTP_URL, TICKET_SECRET } from '../lib/config.js';
import { deliverMail } from './deliverMail.handler.js';
import { liveMailDeps } from './transport.js';

/**
 * First attempt at every outbox mail. Not retried by the platform: a failure is recorded on the
 * document and retried with backoff by retryMail.
 */
export const onMailCreated = onDocumentCreated(
  {
    document: `${COLLECTIONS.mail}/{mailId}`,
    secrets: [SMTP_URL, MAIL_TOKEN_SECRET, TICKET_SECRET],
  },
  async (event) => {
    await deliverMail(liveMailDeps(), event.params.mailId, 'created');
  },
);
