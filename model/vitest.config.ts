import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // No retries: a flake is a bug to find (npm run flake-hunt), not to hide.
    retry: 0,
    // A safety net against a hang, not a latency expectation: compiling every catalogue takes ~4 s
    // idle and longer on a loaded 2-core machine, past vitest's 5 s default.
    testTimeout: 30_000,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Pure functions and shapes, no spies, no environment: the files share a worker's module cache
    // (zod, the catalogues) instead of loading it again per file, which was most of the layer's time.
    isolate: false,
  },
});
