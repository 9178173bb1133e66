// Runs before each test file (setupFiles). The files of a worker share one process and its module
// cache (isolate: false in vitest.config.ts), so what a file changes in the process is put back,
// or checked to be gone, when it ends: no file sees another's emulator ports, spies or apps.
import { getApps } from 'firebase-admin/app';
import { getApps as getWebApps } from 'firebase/app';
import { afterAll, vi } from 'vitest';

// The stack points the admin SDK at its own servers through the environment (stack.ts).
const env = { ...process.env };

afterAll(() => {
  vi.restoreAllMocks();
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  // An app left behind still talks to this file's (closed) servers; lib/admin.ts would take it.
  const left = [...getApps(), ...getWebApps()].map((app) => app.name);
  if (left.length > 0) throw new Error(`Firebase apps left open: ${left.join(', ')}`);
});
