// Link previews and findability (issue 40 items 2 and 3), over plain HTTP as a link unfurler or a
// crawler reads them (no JavaScript): /event/{id} and /story/{id} answer their first request with
// their own title, image, date and schema.org JSON-LD (firebase.json rewrites them to the
// sharePage function; the local web server follows the same rewrites); sitemap.xml lists published
// events and stories only; robots.txt points at it; the landing has its canonical URL. Then the
// same page in Chromium: the app takes over and the CSP reports nothing (the fixtures fail the test
// on any violation). Every document here is made by the test.
import { COLLECTIONS, LOCAL_PROJECT_COOKIE } from '@brunchers/model';
import { eventStartIso } from '@brunchers/model/page-meta';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, createStory, dateInDays, uniqueToken } from '../../fixtures/admin';
import { APP_URL, PROJECT_ID } from '../../fixtures/stack';

/** A plain request, as an unfurler makes it, to this worker's project (the cookie the pages get). */
async function get(path: string) {
  const response = await fetch(`${APP_URL}${path}`, {
    headers: { accept: 'text/html', cookie: `${LOCAL_PROJECT_COOKIE}=${PROJECT_ID}` },
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1]! : null;
}

/** Every JSON-LD block of the page, parsed: invalid JSON fails the test here. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test('an event page answers with its own tags and schema.org Event, a draft tells nothing', async ({
  page,
}) => {
  const token = uniqueToken();
  const { id, event } = await createEvent({
    title: `Preview Brunch ${token}`,
    title_pt: `Brunch de Antevisão ${token}`,
    event_date: dateInDays(20),
    event_time: '10:30',
    location_name: 'Casa Azul Garden',
    address: 'Rua de São Bento 210',
    city: 'Lisbon',
    price: 25,
    spots_total: 12,
    spots_left: 4,
    image_url: '/images/events/garden.svg',
  });
  const draft = await createEvent({ title: `Secret Draft ${token}`, status: 'draft' });

  const answer = await get(`/event/${id}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/html');
  // Cached at the CDN a few minutes, never in the browser; under the app's CSP like every page.
  expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
  expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
  // Issue 37: a preview speaks Portuguese, the city's language, unless the link asks for English.
  const html = answer.body;
  expect(html).toContain(`<title>${event.title_pt} · Brunchers</title>`);
  expect(html).toContain('<html lang="pt-PT"');
  expect(meta(html, 'og:locale')).toBe('pt_PT');
  expect(meta(html, 'og:locale:alternate')).toBe('en_GB');
  const url = meta(html, 'og:url');
  expect(url).toMatch(new RegExp(`^https?://[^/]+/event/${id}$`));
  expect(html).toContain(`<link rel="canonical" href="${url}" />`);
  expect(meta(html, 'og:title')).toBe(`${event.title_pt} · Brunchers`);
  expect(meta(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/images\/events\/garden\.svg$/);
  expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  const startDate = eventStartIso(event);
  expect(meta(html, 'event:start_time')).toBe(startDate);
  expect(meta(html, 'og:description')).toContain('às 10:30');
  expect(meta(html, 'og:description')).toContain('Casa Azul Garden');
  const english = (await get(`/event/${id}?lang=en`)).body;
  expect(english).toContain('<html lang="en"');
  expect(meta(english, 'og:locale')).toBe('en_GB');
  expect(meta(english, 'og:locale:alternate')).toBe('pt_PT');
  expect(meta(english, 'og:title')).toBe(`${event.title} · Brunchers`);
  expect(meta(english, 'og:description')).toContain('at 10:30');

  const [ld, ...more] = jsonLd(html);
  expect(more).toEqual([]);
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title_pt,
    startDate,
    location: {
      '@type': 'Place',
      name: 'Casa Azul Garden',
      address: { '@type': 'PostalAddress', streetAddress: 'Rua de São Bento 210' },
    },
    offers: {
      '@type': 'Offer',
      price: '25.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
    organizer: { '@type': 'Organization', name: 'Brunchers' },
  });
  expect(startDate).toMatch(/^\d{4}-\d{2}-\d{2}T10:30:00\+0[01]:00$/);

  // A draft: the app's own tags, not indexed, not a word of it.
  const hidden = await get(`/event/${draft.id}`);
  expect(hidden.status).toBe(200);
  expect(hidden.body).not.toContain(draft.event.title);
  expect(meta(hidden.body, 'robots')).toBe('noindex');
  expect(jsonLd(hidden.body)).toEqual([]);

  // In the browser the app takes over as today, and the CSP refuses nothing on the page.
  // A shared ?lang=en link opens the page in English.
  await page.goto(`/event/${id}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a story page answers with its own tags and schema.org Article', async ({ page }) => {
  const title = `Why we share tables ${uniqueToken()}`;
  const id = await createStory({
    title,
    subtitle: 'Strangers, coffee and the best eggs in town',
    author: 'Marta Preview',
    publish_date: dateInDays(-2),
    main_image: '/images/seed/stories/story-01.svg',
  });
  const { status, body } = await get(`/story/${id}`);
  expect(status).toBe(200);
  expect(body).toContain(`<title>${title} · Brunchers</title>`);
  expect(meta(body, 'og:type')).toBe('article');
  expect(meta(body, 'og:image')).toMatch(
    /^https?:\/\/[^/]+\/images\/seed\/stories\/story-01\.svg$/,
  );
  expect(meta(body, 'article:published_time')).toBe(dateInDays(-2));
  expect(jsonLd(body)).toEqual([
    expect.objectContaining({
      '@type': 'Article',
      headline: title,
      author: { '@type': 'Person', name: 'Marta Preview' },
      datePublished: dateInDays(-2),
    }),
  ]);

  await page.goto(`/story/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('sitemap.xml lists published events and stories, never drafts or cancelled events; robots.txt and the landing', async () => {
  const token = uniqueToken();
  const published = await createEvent({ title: `Listed ${token}` });
  const draft = await createEvent({ title: `Draft ${token}`, status: 'draft' });
  const cancelled = await createEvent({ title: `Cancelled ${token}`, status: 'cancelled' });
  const story = await createStory({ title: `Listed story ${token}` });
  const future = await createStory({ title: `Tomorrow ${token}`, publish_date: dateInDays(3) });

  const sitemap = await get('/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers.get('content-type')).toContain('xml');
  expect(sitemap.body).toMatch(new RegExp(`<loc>https?://[^<]+/event/${published.id}</loc>`));
  expect(sitemap.body).toMatch(new RegExp(`<loc>https?://[^<]+/story/${story}</loc>`));
  expect(sitemap.body).not.toContain(draft.id);
  expect(sitemap.body).not.toContain(cancelled.id);
  expect(sitemap.body).not.toContain(future);

  // Cancelled later: gone from the sitemap on the next request (the CDN keeps it 5 minutes).
  await adminDb.collection(COLLECTIONS.events).doc(published.id).update({ status: 'cancelled' });
  expect((await get('/sitemap.xml')).body).not.toContain(published.id);

  const robots = await get('/robots.txt');
  expect(robots.status).toBe(200);
  expect(robots.body).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  expect(robots.body).toContain('Disallow: /admin');

  // The landing (index.html) has its own canonical URL; other app paths (app.html) none.
  const landing = await get('/');
  expect(landing.body).toContain('<link rel="canonical"');
  expect(meta(landing.body, 'og:locale')).toBe('pt_PT');
  expect(jsonLd(landing.body)).toEqual([expect.objectContaining({ '@type': 'Organization' })]);
  const places = await get('/places');
  expect(places.status).toBe(200);
  expect(places.body).not.toContain('<link rel="canonical"');
  expect(places.body).toContain(
    '<title data-site-title>Brunchers · Brunches para conhecer pessoas na cidade</title>',
  );
  // The public lists' previews speak English on ?lang=en, as an event's do (issue 37).
  for (const path of ['/places', '/stories']) {
    const english = await get(`${path}?lang=en`);
    expect(english.status).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(meta(english.body, 'og:locale')).toBe('en_GB');
    expect(meta(english.body, 'og:title')).toBe('Brunchers · Social brunch events in your city');
    expect(meta(english.body, 'robots')).toBeNull();
  }
});
