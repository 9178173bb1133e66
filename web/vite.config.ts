import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const unbundledSdks = fileURLToPath(
  new URL('./src/lib/unbundled-firebase-sdks.ts', import.meta.url),
);
const re2jsStub = fileURLToPath(new URL('./src/lib/re2js-stub.ts', import.meta.url));
const require = createRequire(import.meta.url);
const reactRouterBuild = (file: string) =>
  join(dirname(require.resolve('react-router/package.json')), 'dist/production', file);

/** Google's Firestore emulator port (lib/firebase.ts connects the SDK to the same one). */
const FIRESTORE_EMULATOR_PORT = 8080;

/**
 * What a first visit of a page needs beyond the entry chunk: the lazy route modules the router
 * will load for it (their chunks and everything those import statically), its LCP image and, for
 * a page that shows one Firestore document, that document ('$1' = the path's first group).
 */
const ROUTE_PRELOADS: { path: RegExp; modules: string[]; images?: string[]; document?: string }[] =
  [
    {
      path: /^\/$/,
      modules: ['src/features/landing/landing-page.tsx'],
      images: ['/images/hero.svg'],
    },
    {
      path: /^\/event\/([^/]+)\/?$/,
      modules: ['src/features/events/event-detail-page.tsx'],
      document: 'events/$1',
    },
  ];

/**
 * Runs in index.html while it is parsed, for the page the URL names: modulepreloads the route's
 * chunks, preloads its images, and GETs its document from Firestore's REST API into
 * window.__brunchersPrefetch (read by lib/prefetched-doc.ts), preloading the document's image_url.
 * `api` is [documents URL, query string], or null when the build has no Firebase project.
 */
const PREFETCH_SCRIPT = `(function (path, routes, api) {
  function preload(href, image) {
    var link = document.createElement('link');
    if (image) { link.rel = 'preload'; link.as = 'image'; link.fetchPriority = 'high'; }
    else { link.rel = 'modulepreload'; link.crossOrigin = ''; }
    link.href = href;
    document.head.appendChild(link);
  }
  for (var i = 0; i < routes.length; i++) {
    var match = new RegExp(routes[i][0]).exec(path);
    if (!match) continue;
    routes[i][1].forEach(function (href) { preload(href, !/\\.js$/.test(href)); });
    var doc = routes[i][2];
    if (!doc || !api || !window.fetch) return;
    try { doc = doc.replace('$1', decodeURIComponent(match[1])); } catch (e) { return; }
    var entry = {};
    (window.__brunchersPrefetch = {})[doc] = entry;
    entry.p = fetch(api[0] + '/' + doc.split('/').map(encodeURIComponent).join('/') + api[1])
      .then(function (response) {
        if (response.status === 404) return null;
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (answer) {
        entry.d = answer;
        entry.ok = 1;
        var image = answer && answer.fields && answer.fields.image_url;
        if (image && image.stringValue) preload(image.stringValue, true);
        return answer;
      });
    entry.p.catch(function () {});
    return;
  }
})`;

/**
 * Lazy routes load their code only once the entry chunk has run and the router has matched the
 * URL, and a page's Firestore data only once its code has run: round trips one after the other
 * before the page can paint. This plugin adds an inline script to index.html (PREFETCH_SCRIPT)
 * that, for the pages in ROUTE_PRELOADS, starts all of those while the HTML is still being parsed.
 * Other paths load nothing extra. Build only: the dev server compiles modules on demand.
 */
function routePreloads(): Plugin {
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
        const table = ROUTE_PRELOADS.map(({ path, modules, images = [], document = null }) => {
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
          return [path.source, [...files, ...images], document];
        });
        const children = `${PREFETCH_SCRIPT}(location.pathname, ${JSON.stringify(table)}, ${JSON.stringify(api)});`;
        return [{ tag: 'script', children, injectTo: 'head' }];
      },
    },
  };
}

/** The entry's stylesheet (styles.css, named after index.html's entry chunk). */
const ENTRY_CSS = /^assets\/index-[\w-]+\.css$/;

/**
 * Puts the app's stylesheet (one Tailwind file, ~9 KB gzip) into index.html instead of linking it:
 * the first paint no longer waits for a second request. Lazy chunks bring no CSS of their own.
 * A stylesheet with relative url()s stays linked (they would resolve against the page's URL).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'brunchers:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (!ENTRY_CSS.test(fileName) || asset?.type !== 'asset') return link;
            const css = String(asset.source);
            if (/url\(\s*['"]?(?!data:|https?:|\/)/.test(css) || css.includes('</')) return link;
            // The link stays, disabled: never loaded, it tells Vite's preload helper the stylesheet
            // is on the page, so a lazy import does not add a second copy and wait for it.
            return `<style>${css}</style>\n    ${link.replace(/\s*\/?>$/, ' disabled>')}`;
          },
        );
      },
    },
  };
}

// `vite build --mode emulators` (what `npm start` runs) reads .env.emulators; a deploy build reads
// .env.production. Both only provide VITE_FIREBASE_* and, locally, VITE_EMULATOR_HOST.
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), routePreloads(), inlineEntryCss()],
  resolve: {
    alias: [
      // React Router's package exports only its development build (dev warnings on); builds take
      // the production one, as its own Vite plugin does in framework mode.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
      // reactfire imports these two SDKs for hooks we never call (see unbundled-firebase-sdks.ts).
      { find: /^firebase\/database$/, replacement: unbundledSdks },
      { find: /^firebase\/remote-config$/, replacement: unbundledSdks },
      // Only Firestore Pipelines use it (see re2js-stub.ts).
      { find: /^re2js$/, replacement: re2jsStub },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // The bundle-size bench reads the manifest to map routes to their chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        // React's own modules (react, react/jsx-runtime) in one chunk: split by who imports them,
        // they became two requests, one of a few hundred bytes, in every page's first download.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/ }],
        },
      },
      // The model's modules only declare schemas, constants and functions, and building a zod
      // schema has no side effect: a page that uses one text from the model must not carry every
      // schema (and zod) along.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]model[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
}));
