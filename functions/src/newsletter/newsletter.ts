import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { MAIL_TOKEN_SECRET } from '../lib/config.js';
import { onCallable } from '../lib/onCallable.js';
import { systemClock } from '../lib/time.js';
import { handleConfirmNewsletter, handleNewsletterSignup } from './newsletter.handler.js';

/** A pending newsletter sign-up gets its one confirmation mail (double opt-in). */
export const onNewsletterSignup = onDocumentCreated(
  `${COLLECTIONS.newsletterSignups}/{signupId}`,
  async (event) => {
    if (event.data) await handleNewsletterSignup({ db: db(), clock: systemClock }, event.data);
  },
);

/** The link in the confirmation mail. */
export const confirmNewsletter = onCallable(
  'confirmNewsletter',
  { secrets: [MAIL_TOKEN_SECRET] },
  (request) =>
    handleConfirmNewsletter(request, {
      db: db(),
      clock: systemClock,
      tokenSecret: MAIL_TOKEN_SECRET.value(),
    }),
);
