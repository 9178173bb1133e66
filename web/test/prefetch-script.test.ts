// The script route-preloads.ts inlines into index.html, run as the browser runs it: for the page the
// URL names, preload links for its files and the REST GET of its document.
import { createHash } from 'node:crypto';
import { INLINE_SCRIPT_HASHES } from '@brunchers/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  inlinePrefetchScript,
  PREFETCH_DATA_ID,
  prefetchData,
  type PrefetchRoutes,
} from '../build/route-preloads';

const ROUTES: PrefetchRoutes = [
  ['^\\/$', ['/assets/landing.js', '/images/hero.svg'], null, null],
  ['^\\/event\\/([^/]+)\\/?$', ['/assets/event.js', '/assets/shared.js'], 'events/$1', 'image_url'],
  ['^\\/places\\/?$', ['/assets/places.js'], ['brunch_spots', 'name', 'ASCENDING'], 'logo_image'],
];
const API: [string, string] = ['https://firestore.test/v1/documents', '?key=k'];

/** Runs the inline script exactly as built, on a page at `path`. */
function run(path: string, routes: PrefetchRoutes, api: [string, string] | null): void {
  window.history.replaceState(null, '', path);
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = PREFETCH_DATA_ID;
  data.textContent = prefetchData(routes, api);
  document.body.append(data);
  // Indirect eval: the script's free names (location, document, window, fetch) are the page's.
  (0, eval)(inlinePrefetchScript());
  data.remove();
}

function links(): { rel: string; href: string; as: string; crossOrigin: string | null }[] {
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href') ?? '',
    as: (link as HTMLLinkElement & { as?: string }).as ?? '',
    crossOrigin: link.getAttribute('crossorigin'),
  }));
}

function answer(status: number, body: unknown = null): Response {
  return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
}

afterEach(() => {
  document.head.innerHTML = '';
  delete window.__brunchersPrefetch;
});

describe('index.html prefetch script', () => {
  it("preloads the event page's chunks and GETs its document, then preloads the cover", async () => {
    const document_ = { fields: { image_url: { stringValue: '/covers/sunday.jpg' } } };
    const fetch = vi.fn(async () => answer(200, document_));
    vi.stubGlobal('fetch', fetch);

    run('/event/sunday%20brunch', ROUTES, API);

    expect(links()).toEqual([
      { rel: 'modulepreload', href: '/assets/event.js', as: '', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/shared.js', as: '', crossOrigin: '' },
    ]);
    expect(fetch).toHaveBeenCalledWith(
      'https://firestore.test/v1/documents/events/sunday%20brunch?key=k',
    );
    const entry = window.__brunchersPrefetch!['events/sunday brunch']!;
    await expect(entry.p).resolves.toEqual(document_);
    expect(entry.d).toEqual(document_);
    expect(links().at(-1)).toEqual({
      rel: 'preload',
      href: '/covers/sunday.jpg',
      as: 'image',
      crossOrigin: null,
    });
  });

  it('records a missing document as null, and a failed GET as a rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404)),
    );
    run('/event/gone', ROUTES, API);
    const missing = window.__brunchersPrefetch!['events/gone']!;
    await expect(missing.p).resolves.toBeNull();
    expect(missing.d).toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(503)),
    );
    run('/event/busy', ROUTES, API);
    const failed = window.__brunchersPrefetch!['events/busy']!;
    await expect(failed.p).rejects.toThrow('HTTP 503');
    expect(failed.ok).toBeUndefined();
  });

  it("runs a list's query by POST and preloads its first document's image", async () => {
    const rows = [
      {
        document: {
          name: 'projects/p/databases/(default)/documents/brunch_spots/a',
          fields: { logo_image: { stringValue: '/images/alfama.jpg' } },
        },
      },
      { document: { name: 'projects/p/databases/(default)/documents/brunch_spots/b', fields: {} } },
    ];
    const fetch = vi.fn(async () => answer(200, rows));
    vi.stubGlobal('fetch', fetch);

    run('/places', ROUTES, API);

    expect(fetch).toHaveBeenCalledWith('https://firestore.test/v1/documents:runQuery?key=k', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'brunch_spots' }],
          orderBy: [{ field: { fieldPath: 'name' }, direction: 'ASCENDING' }],
        },
      }),
    });
    const entry = window.__brunchersPrefetch!['brunch_spots|name|ASCENDING']!;
    await expect(entry.p).resolves.toEqual(rows);
    expect(links().at(-1)).toEqual({
      rel: 'preload',
      href: '/images/alfama.jpg',
      as: 'image',
      crossOrigin: null,
    });
  });

  it('records a failed list query as a rejection, and an empty one without an image', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404)),
    );
    run('/places', ROUTES, API);
    await expect(window.__brunchersPrefetch!['brunch_spots|name|ASCENDING']!.p).rejects.toThrow(
      'HTTP 404',
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, [{ readTime: '2026-11-28T00:00:00Z' }])),
    );
    run('/places', ROUTES, API);
    await window.__brunchersPrefetch!['brunch_spots|name|ASCENDING']!.p;
    expect(links().filter((link) => link.rel === 'preload')).toEqual([]);
  });

  it('preloads images as images and fetches nothing for a page without a document', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    run('/', ROUTES, API);
    expect(links().map(({ rel, as }) => `${rel}:${as}`)).toEqual([
      'modulepreload:',
      'preload:image',
    ]);
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__brunchersPrefetch).toBeUndefined();
  });

  it('does nothing on other paths, and no GET without a project or for a malformed id', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    run('/profile', ROUTES, API);
    expect(links()).toEqual([]);

    run('/event/abc', ROUTES, null);
    run('/event/%E0%A4%A', ROUTES, API);
    expect(links()).toHaveLength(4); // the chunks still preload
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the data block closed whatever a route holds, and the script the same in every build', () => {
    const data = prefetchData([['</script><script>alert(1)//', [], null, null]], API);
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual([[['</script><script>alert(1)//', [], null, null]], API]);
    expect(inlinePrefetchScript()).not.toContain('/assets/');
    // The Content-Security-Policy allows the script by this hash (model/src/hosting.ts).
    const hash = createHash('sha256').update(inlinePrefetchScript()).digest('base64');
    expect(INLINE_SCRIPT_HASHES).toContain(`'sha256-${hash}'`);
  });
});
