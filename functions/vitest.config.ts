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
    // The files of a worker share its process and module cache: firebase-admin, firebase-tools'
    // Auth emulator and the handlers load once per worker instead of once per file (import time
    // was 204 of 286 s). What a file changes in the process is undone by support/perFile.ts.
    isolate: false,
    setupFiles: ['test/support/perFile.ts'],
    // vitest's default is one worker per core but one: a single worker on CI's 2 cores, which left
    // a core idle while a file waited on its Functions host (another process). 3 on 2 cores.
    maxWorkers: '150%',
    // Function logs are structured JSON on stdout; show them only for failing tests.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
