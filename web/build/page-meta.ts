// Build plugin (issue 40 item 2): the landing answers its first request with its own tags, and
// every other path gets the app shell. After the build, dist/index.html (served at `/`) carries
// the landing's title, description, canonical URL, Open Graph / Twitter tags and JSON-LD, and
// dist/app.html (firebase.json rewrites every other path to it) the site's tags without a
// canonical URL. /event/{id} and /story/{id} get theirs from the sharePage function, which fills
// app.html's same block (model/src/page-meta.ts). No JavaScript changes: only the HTML.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// By path: Vite loads its config's own files through its bundler, a package's TypeScript not.
import {
  APP_SHELL_FILE,
  injectPageMeta,
  landingPageMeta,
  shellPageMeta,
} from '../../model/src/page-meta.ts';

/**
 * The site's public origin for absolute URLs: VITE_SITE_URL (.env.production) or APP_URL (the
 * functions' parameter) at build time; without either (a local build), URLs stay site-relative.
 */
export function siteOrigin(env: Record<string, string | undefined>): string {
  return (env.VITE_SITE_URL ?? process.env.APP_URL ?? '').replace(/\/$/, '');
}

export function pageMeta(): Plugin {
  let origin = '';
  return {
    name: 'brunchers:page-meta',
    apply: 'build',
    configResolved(config) {
      origin = siteOrigin(config.env);
    },
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const built = readFileSync(join(dir, 'index.html'), 'utf8');
      writeFileSync(join(dir, APP_SHELL_FILE), injectPageMeta(built, shellPageMeta(origin)));
      writeFileSync(join(dir, 'index.html'), injectPageMeta(built, landingPageMeta(origin)));
    },
  };
}
