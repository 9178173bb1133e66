import { defineConfig } from 'vitest/config';

// Each area keeps its tests under test/<area>/. Servers in tests listen on ephemeral ports so files run in parallel.
export default defineConfig({
  test: {
    // No retries: a flake is a bug to find (npm run flake-hunt), not to hide.
    retry: 0,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    // vitest's default is one worker per core but one: a single worker on CI's 2 cores, so the
    // other nine files waited behind stack.test.ts (a minute of starting and stopping stacks,
    // mostly waiting on its children). One per core: they run beside it.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
