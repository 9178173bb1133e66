import { defineConfig } from 'vitest/config';

// Each area keeps its tests under test/<area>/. Servers in tests listen on ephemeral ports so files run in parallel.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
