// The local stack for benchmarks that need it (web/bench/lighthouse.mjs, e2e/bench/firestore-reads.ts):
// a stack that already answers on the default ports is reused (and left running); otherwise
// `scripts/start.mjs --data-dir <tmp>` starts one (it builds what is out of date and seeds the demo
// city) and `stop()` ends it and deletes its data. The ports are fixed: on a shared machine run the
// bench in its own network namespace (unshare -n, see web/README.md). With `prepare`, the bench needs
// data of its own (e2e/bench/firestore-reads.ts --scale N): a running stack is refused (its city is
// unknown) and prepare(dataDir) fills the fresh folder before the stack starts on it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
export const STACK = {
  appUrl: `http://${HOST}:5173`,
  firestore: `http://${HOST}:8080`,
  auth: `http://${HOST}:9099`,
  functions: `http://${HOST}:5001`,
  projectId: 'demo-brunchers',
};
const START_TIMEOUT_MS = 300_000;
/** The stack counts as settled once its processes use less than this share of one core... */
const SETTLED_CPU_SHARE = 0.1;
/** ...over a window this long; and a bench waits at most SETTLE_TIMEOUT_MS for it. */
const SETTLE_WINDOW_MS = 2_000;
const SETTLE_TIMEOUT_MS = 180_000;
const CLOCK_TICKS_PER_S = 100; // Linux's USER_HZ, what /proc/<pid>/stat counts CPU time in

/** CPU seconds used so far by the processes of process group `pgid` (Linux /proc). */
function groupCpuSeconds(pgid) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid pgrp … utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we read.
    }
  }
  return ticks / CLOCK_TICKS_PER_S;
}

/**
 * Waits until the stack started as process group `pgid` is quiet. A fresh stack's seed leaves
 * its triggers to run after "ready" (delivered from the durable outbox): measured then, the first
 * pages would share the two cores with that backlog, which production runs on other instances.
 */
async function settled(pgid, log) {
  const began = Date.now();
  let before = groupCpuSeconds(pgid);
  for (;;) {
    await new Promise((done) => setTimeout(done, SETTLE_WINDOW_MS));
    const now = groupCpuSeconds(pgid);
    const share = (now - before) / (SETTLE_WINDOW_MS / 1000);
    before = now;
    // A negative share: a process ended and took its time with it; look again.
    if (share >= 0 && share < SETTLED_CPU_SHARE) {
      log(`The stack settled after ${((Date.now() - began) / 1000).toFixed(1)} s.`);
      return;
    }
    if (Date.now() - began > SETTLE_TIMEOUT_MS) {
      log(`The stack still uses ${Math.round(share * 100)} % of a core; measuring anyway.`);
      return;
    }
  }
}

async function responds(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function stackIsUp() {
  const checks = [STACK.appUrl, `${STACK.firestore}/`, `${STACK.auth}/`, `${STACK.functions}/`];
  return (await Promise.all(checks.map(responds))).every(Boolean);
}

/**
 * @param {{ log?: (line: string) => void, prepare?: (dataDir: string) => Promise<void> }} [options]
 * @returns {Promise<{ reused: boolean, stop: () => Promise<void> }>}
 */
export async function ensureStack({ log = console.log, prepare } = {}) {
  if (await stackIsUp()) {
    if (prepare)
      throw new Error(
        'A stack already answers on the default ports, with a city of unknown size: run this bench in a network namespace of its own (unshare -n).',
      );
    log('Using the local stack already running on the default ports.');
    return { reused: true, stop: async () => {} };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'brunchers-bench-'));
  if (prepare) {
    try {
      await prepare(dataDir);
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  log(`Starting the local stack (data in ${dataDir})...`);
  let output = '';
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs'), '--data-dir', dataDir], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
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
  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    while (!(/local stack ready/.test(output) && (await stackIsUp()))) {
      if (child.exitCode !== null)
        throw new Error(`scripts/start.mjs exited with ${child.exitCode}:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(
          `The stack did not come up within ${START_TIMEOUT_MS / 1000} s:\n${output}`,
        );
      await new Promise((done) => setTimeout(done, 500));
    }
    if (child.pid) await settled(child.pid, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { reused: false, stop };
}
