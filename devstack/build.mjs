// Bundles the local stack for `npm start`: devstack/dist/main.js (the stack, with the emulator) and
// dist/worker.js (the Functions host's worker child, which the host looks for next to its bundle).
// Our own TypeScript and the workspaces (@brunchers/emulator, @brunchers/model) are bundled; npm
// packages stay external and load from node_modules, so the bundle is small and builds in well
// under a second. A package a workspace has its own version of (the emulator's @grpc/grpc-js is
// newer than the one firebase-admin hoists to the root) is imported by a path relative to the
// bundle, so the bundle loads the version that workspace declared, as it would unbundled.
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');
const rootModules = join(here, '..', 'node_modules') + sep;
const resolving = Symbol('resolving');

const keepPackagesExternal = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@brunchers/')) return undefined; // workspace TypeScript: bundle it
      if (args.pluginData === resolving) return undefined; // esbuild's own lookup, below
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: resolving,
      });
      const own =
        found.path &&
        !found.path.startsWith(rootModules) &&
        found.path.includes(`${sep}node_modules${sep}`);
      if (!own) return { path: args.path, external: true };
      return { path: `./${relative(outdir, found.path).split(sep).join('/')}`, external: true };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: { main: 'src/main.ts', worker: '@brunchers/emulator/functions-host/worker' },
  absWorkingDir: here,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepPackagesExternal],
  logLevel: 'warning',
});
if (!process.argv.includes('--quiet'))
  console.log(`devstack bundle built in ${Date.now() - started} ms`);
