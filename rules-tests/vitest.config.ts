import { defineConfig } from 'vitest/config';

/** The SDK warns of every write the rules refuse; those refusals are what the tests assert. */
const isExpectedDenial = (log: string) =>
  log.includes('@firebase/firestore') && log.includes('PERMISSION_DENIED');

export default defineConfig({
  test: {
    // No retries: a flake is a bug to find (npm run flake-hunt), not to hide.
    retry: 0,
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // vitest's default is one worker per core but one: a single worker on CI's 2 cores. A file's
    // Firestore and Storage run in its own process and keep a core busy: one worker per core.
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    onConsoleLog: (log) => (isExpectedDenial(log) ? false : undefined),
  },
});
