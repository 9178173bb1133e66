#!/usr/bin/env node
// Gzip size of the JavaScript each route makes the browser load, from a production build (vite
// build into a temp folder) and its manifest. The routes come from the router itself (issue 41:
// a hand-kept list left out the shells): src/app/router.tsx is loaded through Vite's SSR loader
// and walked; each route's lazy modules from the root down (layouts such as firebase-layout and
// the member shell, then the page) are read from the `import()` each `lazy` makes. A route's cost
// = the entry chunk + those lazy chunks + everything they import statically. /places, /stories
// and /story/:id are measured twice: for a guest (public chrome) and for a member, whose browser
// also loads open-to-guests-shell (OpenToGuestsLayout's React.lazy, the one conditional load
// outside the route table). Chunks a page loads later by itself (dynamic imports, e.g. the
// landing page's live events grid) are listed as "deferred". Targets: landing ≤ 150 KB, every
// route ≤ 300 KB (gzip); BUNDLE_LANDING_TARGET_KB / BUNDLE_ROUTE_TARGET_KB lower them (to show the
// bench fails). Prints every figure and exits 1 when a route misses its target. BUNDLE_DETAIL=<route>
// lists that route's files by size.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, createServer } from 'vite';

const webRoot = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'brunchers-bundle-'));
const LANDING_TARGET_KB = Number(process.env.BUNDLE_LANDING_TARGET_KB ?? 150);
const ROUTE_TARGET_KB = Number(process.env.BUNDLE_ROUTE_TARGET_KB ?? 300);
/** What OpenToGuestsLayout loads for a signed-in browser (see the header). */
const OPEN_TO_GUESTS_SHELL = 'src/app/open-to-guests-shell.tsx';

/** The module a route's `lazy` imports, as Vite's SSR transform names it ('/src/...'). */
function lazyModule(route) {
  if (!route.lazy) return null;
  const found = /__vite_ssr_dynamic_import__\(\s*["']\/?([^"']+)["']/.exec(String(route.lazy));
  if (!found)
    throw new Error(`Cannot tell what this route's lazy() imports: ${String(route.lazy)}`);
  return found[1];
}

/** Every page of the router: its path, who it is measured for and its lazy modules, root first. */
async function routeTable() {
  const server = await createServer({
    root: webRoot,
    logLevel: 'error',
    mode: 'emulators',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false },
  });
  try {
    const { routes } = await server.ssrLoadModule('/src/app/router.tsx');
    const pages = [];
    const walk = (nodes, parentPath, chain, openToGuests) => {
      for (const node of nodes) {
        const own = lazyModule(node);
        const modules = own ? [...chain, own] : chain;
        const path = node.path ?? parentPath;
        const guestsToo = openToGuests || node.Component?.name === 'OpenToGuestsLayout';
        if (node.children) walk(node.children, path, modules, guestsToo);
        else if (path) {
          const member = modules.includes('src/app/member-shell/member-shell.tsx');
          if (guestsToo) {
            pages.push({ route: path, who: 'guest', modules });
            pages.push({ route: path, who: 'member', modules: [OPEN_TO_GUESTS_SHELL, ...modules] });
          } else pages.push({ route: path, who: member ? 'member' : 'guest', modules });
        }
      }
    };
    walk(routes, '/', [], false);
    return pages;
  } finally {
    await server.close();
  }
}

try {
  await build({
    root: webRoot,
    logLevel: 'warn',
    // A production build (minified, NODE_ENV=production) with the local stack's settings: a
    // deploy's own settings come from web/.env.production, which a checkout does not hold.
    mode: 'emulators',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  // After the build: a dev server sets NODE_ENV=development, which would build React's dev code.
  const ROUTES = await routeTable();
  const gzipKb = new Map();
  const sizeOf = (file) => {
    if (!gzipKb.has(file))
      gzipKb.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024);
    return gzipKb.get(file);
  };
  /** Files of a manifest key and its static imports (transitively). */
  const closure = (keys, files = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      if (files.has(chunk.file)) continue;
      files.add(chunk.file);
      closure(chunk.imports ?? [], files);
    }
    return files;
  };
  const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  /** Manifest keys of the given modules and their static imports (transitively). */
  const keyClosure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      keyClosure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entryKeys = keyClosure([entry]);

  // Files: what a page fetches before it runs; each is a round trip in Lighthouse's simulation.
  console.log('route                        who     initial gzip  files   deferred gzip   target');
  let worst = 0;
  const missed = [];
  for (const { route, who, modules } of ROUTES) {
    const initial = closure([entry, ...modules]);
    // What the route's own modules (not the entry's) import dynamically, e.g. the SDKs.
    const dynamic = [...keyClosure(modules)]
      .filter((key) => !entryKeys.has(key))
      .flatMap((key) => manifest[key].dynamicImports ?? []);
    const deferred = new Set([...closure(dynamic)].filter((file) => !initial.has(file)));
    const kb = total(initial);
    const target = route === '/' ? LANDING_TARGET_KB : ROUTE_TARGET_KB;
    worst = Math.max(worst, kb);
    if (kb > target) missed.push(`${route} (${who}) ${kb.toFixed(1)} KB > ${target} KB`);
    if (process.env.BUNDLE_DETAIL === route)
      for (const file of [...initial].sort((a, b) => sizeOf(b) - sizeOf(a)))
        console.log(`    ${sizeOf(file).toFixed(1).padStart(6)} KB  ${file}`);
    console.log(
      `${route.padEnd(28)} ${who.padEnd(6)} ${kb.toFixed(1).padStart(8)} KB ${String(initial.size).padStart(6)} ${(deferred.size ? `${total(deferred).toFixed(1)} KB` : '-').padStart(14)}   ≤ ${target} KB ${kb <= target ? 'ok' : 'OVER'}`,
    );
  }
  const allJs = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
  console.log(
    `largest route: ${worst.toFixed(1)} KB; all JS: ${total(new Set(allJs)).toFixed(1)} KB gzip in ${new Set(allJs).size} chunks`,
  );
  if (missed.length > 0) {
    console.log(`MISSED: ${missed.join(', ')}`);
    process.exitCode = 1;
  } else console.log('every route within its target');
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
