import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // No retries: a flake is a bug to find (npm run flake-hunt), not to hide.
    retry: 0,
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
});
