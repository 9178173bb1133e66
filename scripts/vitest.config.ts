import { defineConfig } from 'vitest/config';

// Tests of the repo's own scripts (npm test's browser check, the suite's no-retry rule).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    // No retries: a flake is a bug to find (npm run flake-hunt), not to hide.
    retry: 0,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
