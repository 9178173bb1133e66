// Starts the local stack once for the whole run with the entry `npm start` uses
// (scripts/start.mjs), on the default ports and with a throwaway data folder, with a project per
// worker (--test-projects), and stops it after.
// E2E_REUSE_STACK=1 uses a stack that is already running instead (handy while developing).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { APP_URL, FIRESTORE_HOST, FUNCTIONS_URL, AUTH_HOST, MAIL_URL } from './fixtures/stack';

const ROOT = resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 240_000;
const READY_LINE = /local stack ready/;

async function responds(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Every service the public pages use answers HTTP. */
async function stackIsUp(): Promise<boolean> {
  const checks = [
    APP_URL,
    `http://${FIRESTORE_HOST}/`,
    `http://${AUTH_HOST}/`,
    `${FUNCTIONS_URL}/`,
    `${MAIL_URL}/api/email`,
  ];
  return (await Promise.all(checks.map(responds))).every(Boolean);
}

/** Waits for the stack's "ready" line (printed once every service listens and the seed is in). */
async function waitForStack(child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    if (READY_LINE.test(output()) && (await stackIsUp())) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The stack did not come up within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Chromium reports navigator.onLine = false when the machine has no interface but loopback (a bare
 * `unshare -n` namespace), and Firebase Auth then gives up on a request after 5 s instead of 30 s:
 * on a loaded machine a sign-in fails with "Network error". Say so before it looks like a flake.
 */
function warnIfBrowserOffline(): void {
  const online = Object.values(networkInterfaces())
    .flat()
    .some((address) => address && !address.internal);
  if (online) return;
  console.warn(
    'e2e: no network interface but loopback, so Chromium reports offline and Firebase Auth times ' +
      'out after 5 s. In a namespace, add one first: ip link add brunchers0 type veth peer name ' +
      'brunchers1 && ip addr add 10.203.0.1/24 dev brunchers0 && ip link set brunchers0 up && ' +
      'ip link set brunchers1 up',
  );
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  warnIfBrowserOffline();
  if (process.env.E2E_REUSE_STACK === '1') {
    if (!(await stackIsUp()))
      throw new Error('E2E_REUSE_STACK=1 but no stack answers on the default ports.');
    return async () => {};
  }
  if (await stackIsUp()) {
    throw new Error(
      'Something already listens on the stack ports: stop it, or set E2E_REUSE_STACK=1 to use it.',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'brunchers-e2e-'));
  let log = '';
  // A project per worker (fixtures/stack.ts), each unseeded; no spec uses the default project, so
  // it is not seeded either.
  const args = ['--data-dir', dataDir, '--no-seed', '--test-projects', String(config.workers)];
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs'), ...args], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGINT');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForStack(child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
