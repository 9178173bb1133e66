// The build's route preloads: what index.html starts downloading for a first visit of a page, while
// it is still parsed (see src/lib/firebase/README.md for the whole load plan).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
// By path: Vite loads its config's own files through its bundler, a package's TypeScript not.
import { COLLECTIONS } from '../../model/src/constants.ts';
import type { OrderedList } from '../src/lib/firebase/ordered-list.ts';
import { PLACES_BY_NAME, STORIES_NEWEST_FIRST } from '../src/lib/public-lists.ts';

/** Google's Firestore emulator port (lib/firebase/firestore.ts connects the SDK to the same one). */
const FIRESTORE_EMULATOR_PORT = 8080;

/**
 * What a first visit of a page needs beyond the entry chunk: the lazy route modules the router
 * will load for it (their chunks and everything those import statically), its LCP image and its
 * Firestore data: one document ('$1' = the path's first group) or one ordered list; `imageField`
 * names the field whose image (of the document, or of the list's first one) the page shows first.
 */
const ROUTE_PRELOADS: {
  path: RegExp;
  modules: string[];
  images?: string[];
  data?: string | OrderedList;
  imageField?: string;
}[] = [
  {
    path: /^\/$/,
    modules: ['src/features/landing/landing-page.tsx'],
    images: ['/images/hero.svg'],
  },
  {
    path: /^\/event\/([^/]+)\/?$/,
    modules: ['src/features/events/event-detail-page.tsx'],
    data: `${COLLECTIONS.events}/$1`,
    imageField: 'image_url',
  },
  {
    path: /^\/places\/?$/,
    modules: ['src/features/places/places-page.tsx'],
    data: PLACES_BY_NAME,
    imageField: 'logo_image',
  },
  {
    path: /^\/stories\/?$/,
    modules: ['src/features/stories/stories-page.tsx'],
    data: STORIES_NEWEST_FIRST,
    imageField: 'main_image',
  },
  {
    path: /^\/story\/([^/]+)\/?$/,
    // The body's sanitiser is a chunk of its own (story-body.tsx), fetched beside the page's.
    modules: ['src/features/stories/story-page.tsx', 'src/features/stories/story-body.tsx'],
    data: `${COLLECTIONS.brunchStories}/$1`,
    imageField: 'main_image',
  },
];

/**
 * Lazy routes load their code only once the entry chunk has run and the router has matched the
 * URL, and a page's Firestore data only once its code has run: round trips one after the other
 * before the page can paint. This plugin adds an inline script to index.html (prefetch-script.js)
 * that, for the pages in ROUTE_PRELOADS, starts all of those while the HTML is still being parsed.
 * Other paths load nothing extra. Build only: the dev server compiles modules on demand.
 */
export function routePreloads(): Plugin {
  let base = '/';
  let api: [string, string] | null = null;
  return {
    name: 'brunchers:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      const {
        VITE_FIREBASE_PROJECT_ID: projectId,
        VITE_FIREBASE_API_KEY: apiKey,
        VITE_EMULATOR_HOST: emulator,
      } = config.env;
      if (projectId) {
        const documents = `/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
        api = emulator
          ? [`http://${emulator}:${FIRESTORE_EMULATOR_PORT}${documents}`, '']
          : [
              `https://firestore.googleapis.com${documents}`,
              apiKey ? `?key=${encodeURIComponent(apiKey)}` : '',
            ];
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (file): file is OutputChunk => file.type === 'chunk',
        );
        const staticClosure = (roots: OutputChunk[], into = new Set<string>()) => {
          for (const chunk of roots) {
            if (into.has(chunk.fileName)) continue;
            into.add(chunk.fileName);
            staticClosure(
              chunk.imports.map((name) => (bundle as OutputBundle)[name] as OutputChunk),
              into,
            );
          }
          return into;
        };
        const inEntry = staticClosure(chunks.filter((chunk) => chunk.isEntry));
        const table: PrefetchRoutes = ROUTE_PRELOADS.map(
          ({ path, modules, images = [], data, imageField = null }) => {
            const roots = modules.map((module) => {
              const chunk = chunks.find((c) =>
                c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/web/${module}`),
              );
              if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
              return chunk;
            });
            const files = [...staticClosure(roots)]
              .filter((file) => !inEntry.has(file))
              .map((file) => base + file);
            const request =
              data === undefined
                ? null
                : typeof data === 'string'
                  ? data
                  : ([data.collection, data.orderBy, data.direction] as PrefetchList);
            return [path.source, [...files, ...images], request, imageField];
          },
        );
        // The data as a JSON block (never executed), then the script, whose text never changes
        // from build to build so the Content-Security-Policy allows it by its hash (model/hosting).
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PREFETCH_DATA_ID },
            children: prefetchData(table, api),
            injectTo: 'head',
          },
          { tag: 'script', children: inlinePrefetchScript(), injectTo: 'head' },
        ];
      },
    },
  };
}

/** A list as the inline script takes it: [collection, field, direction] (see ordered-list.ts). */
export type PrefetchList = [string, string, OrderedList['direction']];

/**
 * Routes as the inline script takes them: [path regexp source, files, document pattern or list or
 * null, image field or null].
 */
export type PrefetchRoutes = [string, string[], string | PrefetchList | null, string | null][];

/** The id of the JSON block the inline script reads its routes and API from. */
export const PREFETCH_DATA_ID = 'brunchers-prefetch';

/** The JSON block's text: [routes, api], with `<` escaped so no `</script>` can end the block. */
export function prefetchData(routes: PrefetchRoutes, api: [string, string] | null): string {
  return JSON.stringify([routes, api]).replaceAll('<', '\\u003c');
}

/**
 * The inline script index.html gets: prefetch-script.js (without its comments, indentation and the
 * statement's closing semicolon) called with the page's path and the JSON block's routes and API.
 * The same text in every build: its sha256 is in the Content-Security-Policy's script-src.
 */
export function inlinePrefetchScript(): string {
  const script = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), 'prefetch-script.js'),
    'utf8',
  )
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n')
    .replace(/;$/, '');
  return `${script}.apply(null, [location.pathname].concat(JSON.parse(document.getElementById('${PREFETCH_DATA_ID}').textContent)));`;
}
