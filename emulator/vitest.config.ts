import { defineConfig } from 'vitest/config';

// Each area keeps its tests under test/<area>/. Servers in tests listen on ephemeral ports so files run in parallel.
export default defineConfig({
  test: {
    // No retries: a flake is a bug to find (npm run flake-hunt), not to hide.
    retry: 0,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    // vitest's default is one worker per core but one: a single worker on CI's 2 cores, which left
    // a core idle while files waited on the hosts, browsers and children they start. One per core:
    // those children take CPU of their own (3 workers timed out a kill -9 test at load 30).
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
