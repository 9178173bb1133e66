#!/usr/bin/env node
// Gzip size of the JavaScript each route needs, from a production build (vite build into a temp
// folder). A route's cost = the entry chunk + its lazy route module(s) + everything they import
// statically. Chunks a page loads later by itself (dynamic imports, e.g. the landing page's live
// events grid, the event page's Firebase SDKs) are listed as "deferred". Targets: landing ≤ 150 KB,
// no route > 300 KB (gzip). Prints figures and exits non-zero when a route misses its target.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'brunchers-bundle-'));
const LANDING_TARGET_KB = 150;
const ROUTE_TARGET_KB = 300;

// Pages below the Firebase layout also need its chunk (reactfire providers and the SDKs). The
// event page is not below it: it paints first and loads the SDKs itself (listed as deferred);
// nor are places and stories for a guest (a member's browser loads the layout for the shell).
const ROUTES = [
  { route: '/', modules: ['src/features/landing/landing-page.tsx'] },
  { route: '/event/:id', modules: ['src/features/events/event-detail-page.tsx'] },
  { route: '/login', modules: ['src/app/firebase-layout.tsx', 'src/features/auth/login-page.tsx'] },
  {
    route: '/signup',
    modules: ['src/app/firebase-layout.tsx', 'src/features/auth/signup-page.tsx'],
  },
  {
    route: '/reset-password',
    modules: ['src/app/firebase-layout.tsx', 'src/features/auth/reset-password-page.tsx'],
  },
  {
    route: '/booking-success',
    modules: ['src/app/firebase-layout.tsx', 'src/features/booking/booking-success-page.tsx'],
  },
  { route: '/places', modules: ['src/features/places/places-page.tsx'] },
  { route: '/stories', modules: ['src/features/stories/stories-page.tsx'] },
  { route: '/story/:id', modules: ['src/features/stories/story-page.tsx'] },
  { route: '404', modules: ['src/features/not-found/not-found-page.tsx'] },
];

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
  console.log('route               initial gzip  files   deferred gzip   target');
  let worst = 0;
  const missed = [];
  for (const { route, modules } of ROUTES) {
    const initial = closure([entry, ...modules]);
    // What the route's own modules (not the entry's) import dynamically, e.g. the SDKs.
    const dynamic = [...keyClosure(modules)]
      .filter((key) => !entryKeys.has(key))
      .flatMap((key) => manifest[key].dynamicImports ?? []);
    const deferred = new Set([...closure(dynamic)].filter((file) => !initial.has(file)));
    const kb = total(initial);
    const target = route === '/' ? LANDING_TARGET_KB : ROUTE_TARGET_KB;
    worst = Math.max(worst, kb);
    if (kb > target) missed.push(`${route} ${kb.toFixed(1)} KB > ${target} KB`);
    console.log(
      `${route.padEnd(18)} ${kb.toFixed(1).padStart(8)} KB ${String(initial.size).padStart(6)} ${(deferred.size ? `${total(deferred).toFixed(1)} KB` : '-').padStart(14)}   ≤ ${target} KB ${kb <= target ? 'ok' : 'OVER'}`,
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
