import { onRequest } from 'firebase-functions/v2/https';
import { APP_SHELL_FILE } from '@brunchers/model/page-meta';
import { db } from '../lib/admin.js';
import { APP_URL } from '../lib/config.js';
import { logs } from '../lib/logs.js';
import { systemClock } from '../lib/time.js';
import { cachedShell, handleSharePage } from './sharePage.handler.js';

let shell: (() => Promise<string>) | null = null;

/**
 * Link previews and search engines (Hosting rewrites /event/*, /story/*, /sitemap.xml and
 * /robots.txt here): the app shell with the page's own tags, cached at the CDN.
 */
export const sharePage = onRequest(async (req, res) => {
  const origin = APP_URL.value().replace(/\/$/, '');
  shell ??= cachedShell(`${origin}${APP_SHELL_FILE}`);
  try {
    const answer = await handleSharePage(
      { method: req.method, path: req.path, lang: req.query.lang },
      { db: db(), origin, shell, clock: systemClock },
    );
    res.status(answer.status).set(answer.headers).send(answer.body);
  } catch (error) {
    logs.sharePageFailed(req.path, error);
    // Never cached: the next request tries again.
    res.status(503).set('cache-control', 'no-store').send('Please try again in a moment.');
  }
});
