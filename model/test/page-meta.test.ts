// Link previews and findability (issue 40 items 2 and 3): the head built from an event or story.
import { describe, expect, it } from 'vitest';
import type { BrunchStoryDoc, EventDoc } from '../src/index';
import {
  eventJsonLd,
  eventListed,
  eventPageMeta,
  eventStartIso,
  hiddenPageMeta,
  injectPageMeta,
  landingPageMeta,
  PAGE_META_END,
  previewLocale,
  PAGE_META_START,
  renderPageMeta,
  robotsTxt,
  shellPageMeta,
  sitemapXml,
  storyListed,
  storyPageMeta,
} from '../src/page-meta';

const ORIGIN = 'https://brunchers.example';

const event: EventDoc = {
  title: 'Garden Brunch </script><script>alert(1)</script>',
  description: 'A slow morning with pastries.\n\nMeet new people at shared tables.',
  style: 'Garden',
  event_date: '2026-07-04',
  event_time: '11:00',
  location_name: 'Casa Azul',
  address: 'Rua de São Bento 210',
  city: 'Lisbon',
  country: 'Portugal',
  spots_total: 12,
  spots_left: 3,
  price: 25,
  price_cents: 2500,
  image_url: '/images/events/garden.svg',
  host_name: 'Helena',
  host_avatar: null,
  host_rating: null,
  venue_id: null,
  status: 'published',
};

const story: BrunchStoryDoc = {
  title: 'Why we share tables',
  subtitle: 'Strangers, coffee, and the best eggs in town',
  description: null,
  author: 'Marta',
  publish_date: '2026-03-01',
  created_at: new Date('2026-03-01T10:00:00Z'),
  read_time: '4 min',
  category: 'Community',
  main_image: 'https://firebasestorage.googleapis.com/v0/b/x/o/story.jpg',
  content: '<p>Hello</p>',
  tags: ['community', 'lisbon'],
} as BrunchStoryDoc;

/** The JSON-LD blocks of a rendered head, parsed (fails the test when one is not valid JSON). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1]! : null;
}

describe('eventStartIso (Europe/Lisbon with its offset that day)', () => {
  it('is +01:00 in summer and +00:00 in winter', () => {
    expect(eventStartIso({ event_date: '2026-07-04', event_time: '11:00' })).toBe(
      '2026-07-04T11:00:00+01:00',
    );
    expect(eventStartIso({ event_date: '2026-12-05', event_time: '10:30' })).toBe(
      '2026-12-05T10:30:00+00:00',
    );
  });
});

describe('eventJsonLd: the schema.org Event fields Google requires and recommends', () => {
  it('has name, startDate, location with an address, offers and organizer', () => {
    const ld = eventJsonLd(event, 'e1', ORIGIN);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      startDate: '2026-07-04T11:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Casa Azul',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Rua de São Bento 210',
          addressLocality: 'Lisbon',
          addressCountry: 'Portugal',
        },
      },
      image: [`${ORIGIN}/images/events/garden.svg`],
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/event/e1`,
        price: '25.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      organizer: { '@type': 'Organization', name: 'Brunchers', url: `${ORIGIN}/` },
    });
    // The end follows the start (2 hours later, same offset).
    expect(ld.endDate).toMatch(/^2026-07-04T\d{2}:\d{2}:00\+01:00$/);
    expect(String(ld.endDate) > String(ld.startDate)).toBe(true);
  });

  it('says sold out and cancelled as schema.org does', () => {
    expect(eventJsonLd({ ...event, spots_left: 0 }, 'e1', ORIGIN).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
    const cancelled = eventJsonLd({ ...event, status: 'cancelled' }, 'e1', ORIGIN);
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(cancelled.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });
});

describe('renderPageMeta for an event', () => {
  const html = renderPageMeta(eventPageMeta(event, 'e1', ORIGIN, 'en'));

  it('has its title, description, canonical URL and Open Graph / Twitter tags', () => {
    expect(html).toContain('<title>Garden Brunch &lt;/script&gt;');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/event/e1" />`);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/event/e1`);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/images/events/garden.svg`);
    expect(metaContent(html, 'twitter:image')).toBe(`${ORIGIN}/images/events/garden.svg`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // Date and place, in the description and as labelled pairs.
    expect(metaContent(html, 'og:description')).toContain('Sat, Jul 4, 2026 at 11:00');
    expect(metaContent(html, 'og:description')).toContain(
      'Casa Azul, Rua de São Bento 210, Lisbon',
    );
    expect(metaContent(html, 'event:start_time')).toBe('2026-07-04T11:00:00+01:00');
    expect(metaContent(html, 'twitter:data1')).toBe('Sat, Jul 4, 2026 at 11:00');
  });

  it('writes JSON-LD no document text can break out of', () => {
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(html)).toEqual([eventJsonLd(event, 'e1', ORIGIN, 'en')]);
  });
});

// Issue 37: previews speak Portuguese, the city's language, unless the link asks for English.
describe('the language of a preview', () => {
  const bilingual = { ...event, title: 'Garden Brunch', title_pt: 'Brunch no Jardim' };

  it('is Portuguese by default, with English as the alternate', () => {
    const html = renderPageMeta(eventPageMeta(bilingual, 'e1', ORIGIN));
    expect(metaContent(html, 'og:locale')).toBe('pt_PT');
    expect(metaContent(html, 'og:locale:alternate')).toBe('en_GB');
    expect(metaContent(html, 'og:title')).toBe('Brunch no Jardim · Brunchers');
    expect(metaContent(html, 'twitter:label1')).toBe('Quando');
    expect(metaContent(html, 'twitter:data1')).toBe('sáb., 4 de jul. de 2026 às 11:00');
    const cancelled = eventPageMeta({ ...bilingual, status: 'cancelled' }, 'e1', ORIGIN);
    expect(cancelled.title).toBe('Cancelado: Brunch no Jardim · Brunchers');
    const landing = renderPageMeta(landingPageMeta(ORIGIN));
    expect(metaContent(landing, 'og:locale')).toBe('pt_PT');
    expect(metaContent(landing, 'og:description')).toContain('brunches e eventos de bem-estar');
  });

  it('is English for ?lang=en, in the spec’s words', () => {
    const locale = previewLocale('en');
    expect(locale).toBe('en');
    const html = renderPageMeta(eventPageMeta(bilingual, 'e1', ORIGIN, locale));
    expect(metaContent(html, 'og:locale')).toBe('en_GB');
    expect(metaContent(html, 'og:locale:alternate')).toBe('pt_PT');
    expect(metaContent(html, 'og:title')).toBe('Garden Brunch · Brunchers');
    expect(metaContent(html, 'twitter:label1')).toBe('When');
    expect(eventPageMeta({ ...bilingual, status: 'cancelled' }, 'e1', ORIGIN, 'en').title).toBe(
      'Cancelled: Garden Brunch · Brunchers',
    );
    expect(landingPageMeta(ORIGIN, 'en').description).toBe(
      'Brunchers: curated brunch and wellness events where you meet like-minded people in your city.',
    );
    expect(previewLocale(undefined)).toBe('pt-PT');
    expect(previewLocale('xx')).toBe('pt-PT');
  });
});

describe('a story', () => {
  it('is an Article with headline, author, date and image', () => {
    const html = renderPageMeta(storyPageMeta(story, 's1', ORIGIN));
    expect(jsonLdOf(html)).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Why we share tables',
        author: { '@type': 'Person', name: 'Marta' },
        datePublished: '2026-03-01',
        image: [story.main_image],
        mainEntityOfPage: `${ORIGIN}/story/s1`,
      }),
    ]);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:title')).toBe('Why we share tables · Brunchers');
    expect(metaContent(html, 'article:published_time')).toBe('2026-03-01');
  });
});

describe('the landing, the app shell and hidden pages', () => {
  it('gives the landing its canonical URL; the shell (any path) none; a draft is not indexed', () => {
    expect(renderPageMeta(landingPageMeta(ORIGIN))).toContain(
      `<link rel="canonical" href="${ORIGIN}/" />`,
    );
    expect(renderPageMeta(shellPageMeta(ORIGIN))).not.toContain('canonical');
    const hidden = renderPageMeta(hiddenPageMeta(ORIGIN));
    expect(metaContent(hidden, 'robots')).toBe('noindex');
    expect(jsonLdOf(hidden)).toEqual([]);
  });

  it('replaces only the page-meta block of a page', () => {
    const page = `<html><head><meta charset="UTF-8" />${PAGE_META_START}<title>Old</title>${PAGE_META_END}<script src="/a.js"></script></head></html>`;
    const out = injectPageMeta(page, storyPageMeta(story, 's1', ORIGIN));
    expect(out).not.toContain('<title>Old</title>');
    expect(out).toContain('<title>Why we share tables · Brunchers</title>');
    expect(out).toContain('<meta charset="UTF-8" />');
    expect(out).toContain('<script src="/a.js"></script>');
    expect(() => injectPageMeta('<html></html>', landingPageMeta(ORIGIN))).toThrow();
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists published events only, and stories already out', () => {
    expect(eventListed({ status: 'published' })).toBe(true);
    expect(eventListed({ status: 'draft' })).toBe(false);
    expect(eventListed({ status: 'cancelled' })).toBe(false);
    expect(storyListed({ publish_date: '2026-03-01' }, '2026-03-01')).toBe(true);
    expect(storyListed({ publish_date: '2026-03-02' }, '2026-03-01')).toBe(false);
    const xml = sitemapXml(ORIGIN, [{ path: '/event/a&b', lastmod: '2026-03-01' }]);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/event/a&amp;b</loc><lastmod>2026-03-01</lastmod></url>`,
    );
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('points crawlers at the sitemap and away from the members’ areas', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });
});
