// sharePage (issue 40 items 2 and 3): what link previews and search engines read without running
// JavaScript. Firebase Hosting rewrites /event/{id}, /story/{id}, /places, /stories (their tags in
// the link's language, issue 37), /sitemap.xml and /robots.txt here
// (firebase.json; the local web server does the same). An event or story page is the built app
// shell (app.html, fetched from the site itself and kept a minute) with its page-meta block
// replaced by the document's title, description, canonical URL, Open Graph / Twitter tags and
// JSON-LD; the app then takes over in the browser as on any other path. Drafts and unknown ids
// get the shell's own tags and noindex: nothing of a draft is told. Cached at the CDN
// (PAGE_META_CACHE_CONTROL); docs/decisions/0010-link-previews-rendered-by-a-function.md.

import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  brunchStorySchema,
  cityDateString,
  eventFieldsSchema,
  eventPath,
  PUBLIC_EVENT_STATUSES,
  type Locale,
} from '@brunchers/model';
import {
  eventListed,
  eventPageMeta,
  hiddenPageMeta,
  injectPageMeta,
  PAGE_META_CACHE_CONTROL,
  PAGE_META_LIST_PATHS,
  previewLocale,
  robotsTxt,
  shellPageMeta,
  SITEMAP_STATIC_PATHS,
  sitemapXml,
  storyListed,
  storyPageMeta,
  storyPath,
  type PageMeta,
  type SitemapEntry,
} from '@brunchers/model/page-meta';
import type { Clock } from '../lib/time.js';

export interface SharePageDeps {
  db: Firestore;
  /** The site's public origin (APP_URL), for canonical and image URLs. */
  origin: string;
  /** The built app shell's HTML. */
  shell: () => Promise<string>;
  clock: Clock;
}

export interface SharePageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Most URLs one sitemap file may list (sitemaps.org): far above the catalogue's size. */
const SITEMAP_MAX_URLS = 50_000;

export async function handleSharePage(
  /** `lang`: the link's ?lang= (previews speak Portuguese unless it names another language). */
  request: { method: string; path: string; lang?: unknown },
  deps: SharePageDeps,
): Promise<SharePageResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return { status: 405, headers: { allow: 'GET, HEAD' }, body: '' };
  const path = request.path;
  if (path === '/robots.txt') return text('text/plain; charset=utf-8', robotsTxt(deps.origin));
  if (path === '/sitemap.xml')
    return text('application/xml; charset=utf-8', sitemapXml(deps.origin, await sitemap(deps)));
  const locale = previewLocale(request.lang);
  // The public lists: the site's own tags, in the link's language.
  if ((PAGE_META_LIST_PATHS as readonly string[]).includes(path.replace(/(.)\/$/, '$1')))
    return text(
      'text/html; charset=utf-8',
      injectPageMeta(await deps.shell(), shellPageMeta(deps.origin, locale)),
    );
  const match = /^\/(event|story)\/([^/]+)\/?$/.exec(path);
  const id = match ? safeDecode(match[2]!) : null;
  const meta = match && id ? await pageMeta(match[1] as 'event' | 'story', id, locale, deps) : null;
  const html = injectPageMeta(await deps.shell(), meta ?? hiddenPageMeta(deps.origin, locale));
  // An unknown page is still the app (it shows its own "not found"), as Hosting's SPA rewrite.
  return text('text/html; charset=utf-8', html);
}

function text(contentType: string, body: string): SharePageResponse {
  return {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': PAGE_META_CACHE_CONTROL },
    body,
  };
}

function safeDecode(segment: string): string | null {
  try {
    const id = decodeURIComponent(segment);
    // A Firestore document id: no slash, not "." or "..", at most 1,500 bytes.
    return id && !id.includes('/') && id !== '.' && id !== '..' && id.length <= 1500 ? id : null;
  } catch {
    return null;
  }
}

async function pageMeta(
  kind: 'event' | 'story',
  id: string,
  locale: Locale,
  deps: SharePageDeps,
): Promise<PageMeta | null> {
  if (kind === 'event') {
    const parsed = eventFieldsSchema.safeParse(
      (await deps.db.collection(COLLECTIONS.events).doc(id).get()).data(),
    );
    // Published and cancelled events are public (their pages say so); drafts and members-first
    // events (issue 39) are not.
    if (
      !parsed.success ||
      !(PUBLIC_EVENT_STATUSES as readonly string[]).includes(parsed.data.status)
    )
      return null;
    return eventPageMeta(parsed.data, id, deps.origin, locale);
  }
  const parsed = brunchStorySchema.safeParse(
    (await deps.db.collection(COLLECTIONS.brunchStories).doc(id).get()).data(),
  );
  if (!parsed.success || !storyListed(parsed.data, cityDateString(deps.clock()))) return null;
  return storyPageMeta(parsed.data, id, deps.origin, locale);
}

/** The landing and lists, every published event and every story already out. */
async function sitemap(deps: SharePageDeps): Promise<SitemapEntry[]> {
  const today = cityDateString(deps.clock());
  const [events, stories] = await Promise.all([
    deps.db
      .collection(COLLECTIONS.events)
      .where('status', '==', 'published')
      .select('status', 'event_date')
      .limit(SITEMAP_MAX_URLS / 2)
      .get(),
    deps.db
      .collection(COLLECTIONS.brunchStories)
      .select('publish_date')
      .limit(SITEMAP_MAX_URLS / 2)
      .get(),
  ]);
  const entries: SitemapEntry[] = SITEMAP_STATIC_PATHS.map((path) => ({ path }));
  for (const doc of events.docs) {
    if (eventListed({ status: doc.get('status') as 'published' }))
      entries.push({ path: eventPath(doc.id) });
  }
  for (const doc of stories.docs) {
    const publishDate = (doc.get('publish_date') as string | null | undefined) ?? null;
    if (storyListed({ publish_date: publishDate }, today))
      entries.push({ path: storyPath(doc.id), lastmod: publishDate });
  }
  return entries;
}

/** The app shell from the site itself, kept `ttlMs` per instance (a deploy changes it). */
export function cachedShell(
  url: string,
  ttlMs = 60_000,
  fetcher: typeof fetch = fetch,
): () => Promise<string> {
  let kept: { html: string; at: number } | null = null;
  return async () => {
    if (kept && Date.now() - kept.at < ttlMs) return kept.html;
    const response = await fetcher(url, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`The app shell answered ${response.status}`);
    kept = { html: await response.text(), at: Date.now() };
    return kept.html;
  };
}
