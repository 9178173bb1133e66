import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { APP_URL, MAIL_TOKEN_SECRET } from '../lib/config.js';
import { logs } from '../lib/logs.js';
import { systemClock } from '../lib/time.js';
import { handleOneClickUnsubscribe } from './unsubscribe.handler.js';

/** Mail clients' one-click unsubscribe (RFC 8058): Hosting rewrites /mail/unsubscribe here. */
export const unsubscribeOneClick = onRequest({ secrets: [MAIL_TOKEN_SECRET] }, async (req, res) => {
  try {
    const token = typeof req.query.token === 'string' ? req.query.token : null;
    const body =
      typeof req.body === 'string'
        ? req.body
        : req.body && typeof req.body === 'object'
          ? new URLSearchParams(req.body as Record<string, string>).toString()
          : '';
    const answer = await handleOneClickUnsubscribe(
      { method: req.method, token, body },
      {
        db: db(),
        tokenSecret: MAIL_TOKEN_SECRET.value(),
        clock: systemClock,
        appUrl: APP_URL.value().replace(/\/$/, ''),
      },
    );
    res.status(answer.status).set(answer.headers).send(answer.body);
  } catch (error) {
    logs.unexpected('unsubscribeOneClick', error);
    res.status(503).set('cache-control', 'no-store').send('Please try again in a moment.');
  }
});
