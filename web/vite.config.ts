import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { inlineEntryCss } from './build/inline-entry-css.ts';
import { pageMeta } from './build/page-meta.ts';
import { routePreloads } from './build/route-preloads.ts';
import { splitTextModules } from './build/split-text-modules.ts';
import { leanPreloadLists } from './build/lean-preload-lists.ts';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';
import { parseWebEnv } from './src/lib/web-env.ts';

const unbundledSdks = fileURLToPath(
  new URL('./src/lib/firebase/unbundled-sdks.ts', import.meta.url),
);
const re2jsStub = fileURLToPath(new URL('./src/lib/firebase/re2js-stub.ts', import.meta.url));
const require = createRequire(import.meta.url);
const reactRouterBuild = (file: string) =>
  join(dirname(require.resolve('react-router/package.json')), 'dist/production', file);

// `vite build --mode emulators` (what `npm start` runs) reads .env.emulators; a deploy build reads
// .env.production. Both only provide VITE_FIREBASE_* and, locally, VITE_EMULATOR_HOST.
const preloadLists = leanPreloadLists();

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    routePreloads(),
    inlineEntryCss(),
    pageMeta(),
    zodWithoutJsonSchema(),
    splitTextModules(),
    preloadLists.plugin,
    // reactfire imports firebase/storage and firebase/functions for hooks we do not use: from
    // reactfire only, they resolve to the stand-in, so Storage's SDK loads with the first upload
    // (src/lib/firebase/storage.ts) and Functions' with the first call (src/lib/callables.ts), not
    // with every screen. Our own imports get the real SDKs.
    {
      name: 'brunchers:reactfire-without-storage-and-functions',
      enforce: 'pre',
      resolveId: (source, importer) =>
        (source === 'firebase/storage' || source === 'firebase/functions') &&
        importer &&
        /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)
          ? unbundledSdks
          : null,
    },
    // A build without its environment fails here, naming the variable (src/lib/web-env.ts).
    {
      name: 'brunchers:check-env',
      apply: 'build',
      configResolved: (config) => void parseWebEnv(config.env),
    },
  ],
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
      // reactfire imports these two SDKs for hooks we never call (see src/lib/firebase/unbundled-sdks.ts).
      { find: /^firebase\/database$/, replacement: unbundledSdks },
      { find: /^firebase\/remote-config$/, replacement: unbundledSdks },
      // Only Firestore Pipelines use it (see src/lib/firebase/re2js-stub.ts).
      { find: /^re2js$/, replacement: re2jsStub },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    // The bundle-size bench reads the manifest to map routes to their chunks.
    manifest: true,
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
    rolldownOptions: {
      output: {
        // React's own modules (react, react/jsx-runtime) in one chunk: split by who imports them,
        // they became two requests, one of a few hundred bytes, in every page's first download.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/ },
            // What every page needs to read its texts in a language (lib/i18n.ts): one request,
            // not four chunks of a few hundred bytes each (chrome's texts split by
            // build/split-text-modules.ts included).
            {
              name: 'i18n',
              test: /([\\/]model[\\/]src[\\/](i18n[\\/](locales|message)|messages[\\/]chrome)|[\\/]web[\\/]src[\\/]lib[\\/]i18n)\.ts(\?text=\w+)?$/,
            },
          ],
        },
      },
      // Each imported constant (the model's English texts above all) is copied where it is used:
      // a page that shows one text of an area no longer downloads the area's every text.
      optimization: { inlineConst: true },
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
