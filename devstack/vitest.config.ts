import { defineConfig } from 'vitest/config';

// Each area keeps its tests under test/<area>/. Servers in tests listen on ephemeral ports so files run in parallel.
export default defineConfig({
  test: {
    // No retries: a flake is a bug to find (npm run flake-hunt), not to hide.
    retry: 0,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
