import { db } from '../lib/admin.js';
import { MAIL_TOKEN_SECRET } from '../lib/config.js';
import { systemClock } from '../lib/time.js';
import { handleUnsubscribe } from './unsubscribe.handler.js';
import { onCallable } from '../lib/onCallable.js';

/** Anyone with a signed link: turns reminders off for the member or guest it names. */
export const unsubscribe = onCallable('unsubscribe', { secrets: [MAIL_TOKEN_SECRET] }, (request) =>
  handleUnsubscribe(request, {
    db: db(),
    tokenSecret: MAIL_TOKEN_SECRET.value(),
    clock: systemClock,
  }),
);
