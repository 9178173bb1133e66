// Link previews and findability (issue 40 items 2 and 3): the <head> a page answers its first
// request with — title, description, canonical URL, Open Graph and Twitter card tags, schema.org
// JSON-LD — built from an event or story document, plus sitemap.xml and robots.txt. Pure: the
// sharePage function (functions/src/share/) injects it into the built app shell, the web build
// writes the landing's into index.html (web/build/page-meta.ts), and unit tests read it directly.
// Not exported from the model's index: no page's JavaScript carries it (docs/decisions/0010).

import { CURRENCY, EVENT_TIME_ZONE } from './constants';
import { eventEndsAt, eventStartsAt } from './calendar';
import { formatEventDate, formatEventTime, formatStoryDate } from './format';
import { eventPath } from './app-paths';
import { SITE_TITLE } from './messages/common';
import type { EventDoc } from './schemas/events';
import type { BrunchStoryDoc } from './schemas/content';
import { contentText } from './i18n/content-text';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, localeOfTag, type Locale } from './i18n/locales';
import type { Translate } from './i18n/message';
import { createTranslator } from './i18n/translator';
import { LINK_PREVIEW_TEXTS, previewWhen } from './messages/link-previews';
import commonPt from './i18n/compiled/pt-PT/common.json' with { type: 'json' };
import previewsPt from './i18n/compiled/pt-PT/link-previews.json' with { type: 'json' };

/**
 * Previews speak the page's language (issue 37): Portuguese, the city's, unless the link asks
 * for another (`?lang=en`, as the app itself reads it). Content shows its own language's text,
 * else the other one's.
 */
const translators: Record<Locale, Translate> = {
  'pt-PT': createTranslator('pt-PT', [commonPt, previewsPt]).t,
  en: createTranslator('en').t,
};

/** Open Graph's name of each language (og:locale, og:locale:alternate). */
export const OG_LOCALE: Record<Locale, string> = { 'pt-PT': 'pt_PT', en: 'en_GB' };

/** A link's `lang` query value as one of ours ('en', 'pt', 'pt-PT'…), else the city's language. */
export function previewLocale(lang: unknown): Locale {
  return (typeof lang === 'string' && localeOfTag(lang)) || DEFAULT_LOCALE;
}

export const SITE_NAME = 'Brunchers';
export { SITE_TITLE };
export const SITE_DESCRIPTION = LINK_PREVIEW_TEXTS.siteDescription;
/** The picture a shared link shows when its page has none (a file of web/public). */
export const SITE_IMAGE_PATH = '/images/logo.svg';

/** The block of index.html (and app.html) this module's head replaces. */
export const PAGE_META_START = '<!-- page-meta -->';
export const PAGE_META_END = '<!-- /page-meta -->';

/**
 * How long the CDN keeps a rendered preview page, sitemap and robots.txt: 5 minutes at the edge
 * (a deploy clears it), never in the browser (max-age=0), so an edited event shows within minutes
 * and a new build's hashed assets are always the ones named.
 */
export const PAGE_META_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/**
 * The public lists whose preview speaks the link's language (`?lang=en`): the app shell's tags,
 * written by sharePage per request. The landing (`/`) is a static file Hosting serves before any
 * rewrite, so its tags stay the build's (docs/decisions/0010).
 */
export const PAGE_META_LIST_PATHS = ['/places', '/stories'] as const;

/** The paths the sharePage function answers (firebase.json rewrites, before the SPA's `**`). */
export const PAGE_META_REWRITE_SOURCES = [
  '/event/*',
  '/story/*',
  ...PAGE_META_LIST_PATHS,
  '/sitemap.xml',
  '/robots.txt',
] as const;
/** The https function behind them. */
export const PAGE_META_FUNCTION = 'sharePage';
/** The app shell every other path is rewritten to (index.html is the landing's own page). */
export const APP_SHELL_FILE = '/app.html';

export function storyPath(storyId: string): string {
  return `/story/${encodeURIComponent(storyId)}`;
}

export interface PageMeta {
  /** The language the tags speak (og:locale; the others are og:locale:alternate). */
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of this page; null for the app shell (any path: no canonical). */
  url: string | null;
  image: string;
  imageAlt: string;
  ogType: 'website' | 'article';
  /** Extra <meta> pairs (og:/article:/event: properties and twitter:label/data). */
  extra: { property?: string; name?: string; content: string }[];
  /** schema.org JSON-LD, or null. */
  jsonLd: Record<string, unknown> | null;
  /** The site's own title (landing, app shell): the app retitles it in the reader's language. */
  siteTitle?: boolean;
  /** Set for pages that must not be indexed (a draft or missing event: nothing is told). */
  noindex?: boolean;
}

/** `path` on `origin` ("https://brunchers.app"), or an absolute URL as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A summary of at most `max` characters, on a word boundary, from text or HTML. */
export function summary(text: string, max = 200): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** "+01:00": how far Lisbon's wall clock is ahead of UTC at the event's start. */
function lisbonOffset(event: Pick<EventDoc, 'event_date' | 'event_time'>, at: Date): string {
  const [year, month, day] = event.event_date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = event.event_time.split(':').map(Number) as [number, number];
  const minutes = Math.round((Date.UTC(year, month - 1, day, hour, minute) - at.getTime()) / 60000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The event's start as ISO 8601 with Lisbon's offset that day: "2026-07-04T11:00:00+01:00". */
export function eventStartIso(event: Pick<EventDoc, 'event_date' | 'event_time'>): string {
  const start = eventStartsAt(event);
  return `${event.event_date}T${formatEventTime(event.event_time)}:00${lisbonOffset(event, start)}`;
}

function eventEndIso(event: Pick<EventDoc, 'event_date' | 'event_time'>): string {
  const end = eventEndsAt(event);
  // The end's wall clock in Lisbon, with that moment's offset.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: EVENT_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(end);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const wall = {
    event_date: `${get('year')}-${get('month')}-${get('day')}`,
    event_time: `${get('hour')}:${get('minute')}`,
  };
  return `${wall.event_date}T${wall.event_time}:00${lisbonOffset(wall, end)}`;
}

/** Where the event is, one line: "Casa Azul, Rua de São Bento 210, Lisbon". */
function placeLine(event: Pick<EventDoc, 'location_name' | 'address' | 'city'>): string {
  return [event.location_name, event.address, event.city].filter(Boolean).join(', ');
}

/** schema.org Event for a public event page (Google's event results read these fields). */
export function eventJsonLd(
  event: EventDoc,
  eventId: string,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Record<string, unknown> {
  const url = absoluteUrl(origin, eventPath(eventId));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: contentText(event, 'title', locale),
    description: summary(contentText(event, 'description', locale), 500),
    inLanguage: locale,
    url,
    startDate: eventStartIso(event),
    endDate: eventEndIso(event),
    eventStatus:
      event.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location_name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.address,
        addressLocality: event.city,
        addressCountry: event.country,
      },
    },
    image: [absoluteUrl(origin, event.image_url ?? SITE_IMAGE_PATH)],
    offers: {
      '@type': 'Offer',
      url,
      price: (event.price_cents / 100).toFixed(2),
      priceCurrency: CURRENCY.toUpperCase(),
      availability:
        event.status === 'published' && event.spots_left > 0
          ? 'https://schema.org/InStock'
          : 'https://schema.org/SoldOut',
    },
    organizer: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(origin, '/') },
    ...(event.host_name ? { performer: { '@type': 'Person', name: event.host_name } } : {}),
  };
}

/** The preview of a public event (published or cancelled); drafts get `hiddenPageMeta`. */
export function eventPageMeta(
  event: EventDoc,
  eventId: string,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): PageMeta {
  const t = translators[locale];
  const texts = t(LINK_PREVIEW_TEXTS);
  const when = t(
    previewWhen,
    formatEventDate(event.event_date, locale),
    formatEventTime(event.event_time),
  );
  const where = placeLine(event);
  const cancelled = event.status === 'cancelled';
  const title = contentText(event, 'title', locale);
  const description = contentText(event, 'description', locale);
  return {
    locale,
    title: `${cancelled ? `${texts.cancelled}: ` : ''}${title} · ${SITE_NAME}`,
    description: summary(`${when} · ${where}. ${description}`, 200),
    url: absoluteUrl(origin, eventPath(eventId)),
    image: absoluteUrl(origin, event.image_url ?? SITE_IMAGE_PATH),
    imageAlt: title,
    ogType: 'website',
    extra: [
      { property: 'event:start_time', content: eventStartIso(event) },
      { property: 'event:location', content: where },
      { name: 'twitter:label1', content: texts.when },
      { name: 'twitter:data1', content: when },
      { name: 'twitter:label2', content: texts.where },
      { name: 'twitter:data2', content: where },
    ],
    jsonLd: eventJsonLd(event, eventId, origin, locale),
  };
}

/** The story's publish date, when it has one. */
function storyDate(story: Pick<BrunchStoryDoc, 'publish_date'>): string | null {
  return story.publish_date ?? null;
}

/** schema.org Article for a story page. */
export function storyJsonLd(
  story: BrunchStoryDoc,
  storyId: string,
  origin: string,
): Record<string, unknown> {
  const date = storyDate(story);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.title.slice(0, 110),
    description: summary(story.subtitle ?? story.description ?? story.content ?? '', 300),
    url: absoluteUrl(origin, storyPath(storyId)),
    mainEntityOfPage: absoluteUrl(origin, storyPath(storyId)),
    image: [absoluteUrl(origin, story.main_image ?? SITE_IMAGE_PATH)],
    author: { '@type': 'Person', name: story.author },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(origin, '/') },
    ...(date ? { datePublished: date } : {}),
    articleSection: story.category,
    ...(story.tags.length > 0 ? { keywords: story.tags.join(', ') } : {}),
  };
}

export function storyPageMeta(
  story: BrunchStoryDoc,
  storyId: string,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): PageMeta {
  const date = storyDate(story);
  const texts = translators[locale](LINK_PREVIEW_TEXTS);
  return {
    locale,
    title: `${story.title} · ${SITE_NAME}`,
    description: summary(
      story.subtitle ?? story.description ?? story.content ?? texts.siteDescription,
      200,
    ),
    url: absoluteUrl(origin, storyPath(storyId)),
    image: absoluteUrl(origin, story.main_image ?? SITE_IMAGE_PATH),
    imageAlt: story.title,
    ogType: 'article',
    extra: [
      ...(date ? [{ property: 'article:published_time', content: date }] : []),
      { property: 'article:author', content: story.author },
      { name: 'twitter:label1', content: texts.writtenBy },
      { name: 'twitter:data1', content: story.author },
      ...(date
        ? [
            { name: 'twitter:label2', content: texts.published },
            { name: 'twitter:data2', content: formatStoryDate(date, locale) },
          ]
        : []),
    ],
    jsonLd: storyJsonLd(story, storyId, origin),
  };
}

/** The landing page (index.html, written at build time). */
export function landingPageMeta(origin: string, locale: Locale = DEFAULT_LOCALE): PageMeta {
  const t = translators[locale];
  const description = t(SITE_DESCRIPTION);
  return {
    locale,
    siteTitle: true,
    title: t(SITE_TITLE),
    description,
    url: absoluteUrl(origin, '/'),
    image: absoluteUrl(origin, SITE_IMAGE_PATH),
    imageAlt: SITE_NAME,
    ogType: 'website',
    extra: [],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: absoluteUrl(origin, '/'),
      logo: absoluteUrl(origin, '/images/logo.svg'),
      description,
    },
  };
}

/** The app shell's head (app.html, every other path): the site's, with no canonical URL. */
export function shellPageMeta(origin: string, locale: Locale = DEFAULT_LOCALE): PageMeta {
  return { ...landingPageMeta(origin, locale), url: null, jsonLd: null };
}

/** An event or story nobody may see (a draft, a missing id): the site's head, not indexed. */
export function hiddenPageMeta(origin: string, locale: Locale = DEFAULT_LOCALE): PageMeta {
  return { ...shellPageMeta(origin, locale), noindex: true };
}

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a <script type="application/ld+json">: `<` written as \u003c so no text of a document
 * can close the script element (a title containing "</script>").
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags of `meta`, one per line (what goes between the page-meta markers). */
export function renderPageMeta(meta: PageMeta): string {
  const tag = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title${meta.siteTitle ? ' data-site-title' : ''}>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    ...(meta.noindex ? [tag('name', 'robots', 'noindex')] : []),
    ...(meta.url ? [`<link rel="canonical" href="${escapeHtml(meta.url)}" />`] : []),
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:type', meta.ogType),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    ...(meta.url ? [tag('property', 'og:url', meta.url)] : []),
    tag('property', 'og:image', meta.image),
    tag('property', 'og:image:alt', meta.imageAlt),
    tag('property', 'og:locale', OG_LOCALE[meta.locale]),
    ...LOCALES.filter((other) => other !== meta.locale).map((other) =>
      tag('property', 'og:locale:alternate', OG_LOCALE[other]),
    ),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', meta.image),
    ...meta.extra.map((pair) =>
      pair.property
        ? tag('property', pair.property, pair.content)
        : tag('name', pair.name ?? '', pair.content),
    ),
    ...(meta.jsonLd
      ? [`<script type="application/ld+json">${jsonLdText(meta.jsonLd)}</script>`]
      : []),
  ];
  return lines.join('\n    ');
}

/** `html` (the built index.html or app.html) with its page-meta block replaced by `meta`'s tags. */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const start = html.indexOf(PAGE_META_START);
  const end = html.indexOf(PAGE_META_END);
  if (start < 0 || end < start)
    throw new Error(`The page has no ${PAGE_META_START} … ${PAGE_META_END} block`);
  const page = `${html.slice(0, start + PAGE_META_START.length)}\n    ${renderPageMeta(meta)}\n    ${html.slice(end)}`;
  // The document's language is the tags' (the app sets it again for its reader).
  return page.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[meta.locale]}"`);
}

/** Whether an event belongs in the sitemap and search results: published only. */
export function eventListed(event: Pick<EventDoc, 'status'>): boolean {
  return event.status === 'published';
}

/** Whether a story is out: no publish date in the future (`today` as 'YYYY-MM-DD', Lisbon). */
export function storyListed(story: Pick<BrunchStoryDoc, 'publish_date'>, today: string): boolean {
  return story.publish_date === null || story.publish_date <= today;
}

export interface SitemapEntry {
  path: string;
  /** 'YYYY-MM-DD', when known. */
  lastmod?: string | null;
}

/** sitemap.xml (sitemaps.org 0.9) of `entries` on `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(absoluteUrl(origin, entry.path))}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The public pages every sitemap lists, besides events and stories. */
export const SITEMAP_STATIC_PATHS = ['/', '/places', '/stories'] as const;

/** robots.txt: everything public may be crawled, the members' and organisers' areas not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /partner',
    'Disallow: /dashboard',
    'Disallow: /profile',
    'Disallow: /discover',
    'Disallow: /self-discovery',
    'Disallow: /booking-success',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
