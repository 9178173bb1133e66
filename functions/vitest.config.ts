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
    // Function logs are structured JSON on stdout; show them only for failing tests.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
