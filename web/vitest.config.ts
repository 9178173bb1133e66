import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // No retries: a flake is a bug to find (npm run flake-hunt), not to hide.
    retry: 0,
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // Wall-clock guard only (the timing tests run on fake timers): jsdom renders of Headless UI
    // dialogs took longer than vitest's 5 s default on a 2-core machine shared with an e2e run.
    testTimeout: 30_000,
  },
});
