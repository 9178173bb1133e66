// Bundles src/index.ts into lib/index.js for Cloud Functions and the local Functions host.
// `node build.mjs --watch` keeps rebuilding on changes (npm run dev).
// Workspace packages (@brunchers/model) are inlined; everything in this package's `dependencies`
// stays external and is installed by Cloud Build from package.json at deploy (ADR 0002).
import { build, context } from 'esbuild';
import { readFileSync } from 'node:fs';

const here = new URL('.', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

const options = {
  entryPoints: [new URL('src/index.ts', here).pathname],
  outfile: new URL('lib/index.js', here).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  // `npm run dev`: rebuild on every source change; the Functions host reloads the new bundle.
  const ctx = await context({ ...options, logLevel: 'info' });
  await ctx.watch();
} else {
  await build(options);
}
