// Bundles the local stack for `npm start`: devstack/dist/main.js (the stack, with the emulator) and
// dist/worker.js (the Functions host's worker child, which the host looks for next to its bundle).
// Our own TypeScript and the workspaces (@brunchers/emulator, @brunchers/model) are bundled; npm
// packages stay external and load from node_modules, so the bundle is small and builds in well
// under a second.
import { build } from 'esbuild';

const keepPackagesExternal = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@brunchers/')) return undefined; // workspace TypeScript: bundle it
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: { main: 'src/main.ts', worker: '@brunchers/emulator/functions-host/worker' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
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
