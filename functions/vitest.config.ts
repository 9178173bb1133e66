import { defineConfig } from 'vitest/config';

// Handler tests call the handlers directly; integration tests go through the Functions host, which
// loads the bundle: globalSetup builds it once per run. Servers listen on ephemeral ports.
export default defineConfig({
  test: {
    // No retries: a flake is a bug to find (npm run flake-hunt), not to hide.
    retry: 0,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/buildOnce.ts'],
    pool: 'forks',
    // vitest's default is one worker per core but one: a single worker on CI's 2 cores, which left
    // a core idle while a file waited on its Functions host (another process). 3 on 2 cores.
    maxWorkers: '150%',
    // Function logs are structured JSON on stdout; show them only for failing tests.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
