// Bench: 200 concurrent createCheckout calls (over HTTP, through the Functions host, as browsers
// make them) for a 20-seat event. Prints holds granted (must be 20), oversold (must be 0) and
// latency percentiles, then each target met or missed; exits 1 on a miss (scripts/bench-targets.mjs;
// BENCH_TARGET_FACTOR=0.5 halves the targets). Run: npm run bench [-- calls seats]
//
// Three bursts of the same shape, each a sell-out of its own event, on a server that is running:
//  1. "first burst" (target p95 ≤ 1 s): the server's first (module loading done, but V8 has not compiled the hot
//     paths yet, which makes it much slower), each caller on a new connection;
//  2. the measured burst (target p95 ≤ 300 ms): warm server, callers on open connections. On Google's
//     platform a function instance never sees a browser's connection: Google's front end ends it
//     and sends requests over connections it keeps open to the instance, so this is the case
//     that models production;
//  3. "on new connections" (target p95 ≤ 500 ms): warm server, every caller connects anew (locally, the Functions host
//     hands each new connection to its worker over IPC, one at a time; see its README).
// The Functions host runs FUNCTIONS_HOST_WORKERS worker processes (default here: 1, as `npm
// start`) at FUNCTIONS_HOST_LOG_LEVEL (default here: info, which drops firebase-functions' DEBUG
// line per call); the callers run in a child process (clients.ts). Override either from the
// environment. The bookings' triggers yield to the calls in the worker, as they run elsewhere on
// Google's platform (FUNCTIONS_HOST_TRIGGER_YIELD_MS=0 measures them inside the burst).

import { execFileSync, fork } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { COLLECTIONS } from '@brunchers/model';
import { startStack } from '../test/support/stack.js';
import {
  appCheckToken,
  callCallable,
  seedEvent,
  unsignedIdToken,
} from '../test/support/fixtures.js';
import type { CallResult, Wave } from './clients.js';
import { checkTarget } from '../../scripts/bench-targets.mjs';

/** Issue 41: each burst against its own target. */
const TARGETS = {
  warm: { max: 300, unit: 'ms' },
  cold: { max: 1000, unit: 'ms' },
  fresh: { max: 500, unit: 'ms' },
};
const CALLS = Number(process.argv[2] ?? 200);
const SEATS = Number(process.argv[3] ?? 20);
process.env.FUNCTIONS_HOST_WORKERS ??= '1';
process.env.FUNCTIONS_HOST_LOG_LEVEL ??= 'info';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** CPU time (ms) of a process from /proc (user + system; 10 ms ticks), 0 once it is gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU the stack spent (ms): this process (Firestore, Auth, the Stripe stand-in, the Functions
 * host) and its children but the callers' (the functions workers). Unlike latency, the CPU a call
 * costs barely moves with the machine's load.
 */
function stackCpuMs(callersPid: number | undefined): number {
  const { own, workers } = stackCpuParts(callersPid);
  return own + workers;
}

/** The stack's CPU (ms) in parts: this process's own, and its children's but the callers'. */
function stackCpuParts(callersPid: number | undefined): { own: number; workers: number } {
  const usage = process.cpuUsage();
  const own = (usage.user + usage.system) / 1000;
  let ms = 0;
  for (const task of readdirSync('/proc/self/task')) {
    let children = '';
    try {
      children = readFileSync(`/proc/self/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const pid of children.split(' ').filter(Boolean).map(Number))
      if (pid !== callersPid) ms += processCpuMs(pid);
  }
  return { own, workers: ms };
}

/** Starts the callers' process and resolves once it is ready for a wave. */
async function startClients() {
  const child = fork(fileURLToPath(new URL('./clients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench clients exited (code ${code})`)));
  });
  return {
    run: (wave: Wave) =>
      new Promise<CallResult[]>((resolve, reject) => {
        child.once('message', (answer: { results?: CallResult[]; error?: string }) =>
          answer.results ? resolve(answer.results) : reject(new Error(answer.error)),
        );
        child.send(wave);
      }),
    close: () => child.disconnect(),
    pid: child.pid,
  };
}

// The host runs the bundle: build it from the current sources first.
execFileSync(process.execPath, [fileURLToPath(new URL('../build.mjs', import.meta.url))], {
  stdio: 'inherit',
});
const stack = await startStack({ host: true });
const clients = await startClients();
try {
  await seedEvent(stack.db, 'bench-event', { spots_total: SEATS, spots_left: SEATS, price: 20 });
  await seedEvent(stack.db, 'warm-up', { spots_total: SEATS, spots_left: SEATS, price: 20 });
  await seedEvent(stack.db, 'new-connections', {
    spots_total: SEATS,
    spots_left: SEATS,
    price: 20,
  });
  // One call per worker first, so the burst below does not include loading the modules.
  await Promise.all(
    Array.from({ length: stack.host!.workers }, (_, i) =>
      callCallable(
        stack.functionUrl('createCheckout'),
        { eventId: 'warm-up', guestCount: 1 },
        unsignedIdToken(`warm-${i}`),
      ),
    ),
  );
  // createCheckout requires App Check, as the web app sends it: one token for every caller.
  const appCheck = await appCheckToken(stack.functionUrl('createCheckout'));
  const burst = async (eventId: string, caller: string, newConnections = false) => {
    const started = performance.now();
    const cpu0 = stackCpuMs(clients.pid);
    const parts0 = stackCpuParts(clients.pid);
    const callers0 = processCpuMs(clients.pid!);
    const results = await clients.run({
      url: stack.functionUrl('createCheckout'),
      appCheck,
      tokens: Array.from({ length: CALLS }, (_, i) => unsignedIdToken(`${caller}-${i}`)),
      body: JSON.stringify({ data: { eventId, guestCount: 1 } }),
      newConnections,
    });
    const wall = performance.now() - started;
    const cpuAnswered = stackCpuMs(clients.pid);
    const parts1 = stackCpuParts(clients.pid);
    const callersCpu = (processCpuMs(clients.pid!) - callers0) / CALLS;
    // Then the triggers their writes caused (they yield to calls, so most run after the burst).
    await stack.host!.idle();
    return {
      results,
      wall,
      cpuPerCall: (cpuAnswered - cpu0) / CALLS,
      // Where it went: the stack's process (Firestore, Auth, Stripe stand-in, host), the worker(s).
      split: {
        stack: (parts1.own - parts0.own) / CALLS,
        workers: (parts1.workers - parts0.workers) / CALLS,
        callers: callersCpu,
      },
      cpuWithTriggers: (stackCpuMs(clients.pid) - cpu0) / CALLS,
      latencies: results.map((r) => r.ms).sort((a, b) => a - b),
    };
  };
  // Each burst starts on a quiet server: the triggers the one before caused (every booking written
  // updates the console's figures) have run. On Google's platform they run on other instances.
  await stack.host!.idle();
  const firstLoad = load();
  const first = await burst('warm-up', 'first');

  await stack.host!.idle();
  const loadBefore = load();
  const { results, wall, latencies, cpuPerCall, cpuWithTriggers, split } = await burst(
    'bench-event',
    'bench',
  );
  await stack.host!.idle();
  const freshLoad = load();
  const fresh = await burst('new-connections', 'fresh', true);

  const granted = results.filter((r) => r.status === 200).length;
  const refusals = new Map<string, number>();
  for (const r of results)
    if (r.status !== 200)
      refusals.set(
        r.error ?? String(r.status),
        (refusals.get(r.error ?? String(r.status)) ?? 0) + 1,
      );
  const event = await stack.db.collection(COLLECTIONS.events).doc('bench-event').get();
  const held = (eventId: string) =>
    stack.db
      .collection(COLLECTIONS.bookings)
      .where('event_id', '==', eventId)
      .where('status', '==', 'pending')
      .count()
      .get();
  const pending = await held('bench-event');
  const seatsHeld = SEATS - (event.get('spots_left') as number);

  console.log(
    `createCheckout bench: ${CALLS} concurrent calls, ${SEATS}-seat event (warm server, callers on open connections; the other bursts are below)`,
  );
  console.log(
    `  setup:           ${stack.host!.workers} functions worker(s), log level ${process.env.FUNCTIONS_HOST_LOG_LEVEL}, callers in a child process`,
  );
  console.log(`  holds granted:   ${granted} (expected ${Math.min(CALLS, SEATS)})`);
  console.log(
    `  oversold:        ${Math.max(0, granted - SEATS)} (bookings pending: ${pending.data().count}, seats held: ${seatsHeld})`,
  );
  console.log(
    `  refused:         ${[...refusals].map(([code, n]) => `${code} ×${n}`).join(', ') || 'none'}`,
  );
  console.log(`  latency p50:     ${percentile(latencies, 50).toFixed(0)} ms`);
  console.log(`  latency p95:     ${percentile(latencies, 95).toFixed(0)} ms`);
  console.log(`  latency max:     ${latencies.at(-1)?.toFixed(0)} ms; wall ${wall.toFixed(0)} ms`);
  console.log(
    `  stack CPU:       ${cpuPerCall.toFixed(1)} ms per call until the last answer, ${cpuWithTriggers.toFixed(1)} with the triggers after (Firestore, Stripe stand-in, host, worker; moves little with load)`,
  );
  console.log(
    `  CPU per call:    worker(s) ${split.workers.toFixed(2)} ms, stack process ${split.stack.toFixed(2)} ms (until the last answer); callers ${split.callers.toFixed(2)} ms`,
  );
  console.log(`  load average:    ${loadBefore} before the burst (1, 5, 15 min)`);
  const firstGranted = first.results.filter((r) => r.status === 200).length;
  console.log(
    `  first burst:     p50 ${percentile(first.latencies, 50).toFixed(0)} ms, p95 ${percentile(first.latencies, 95).toFixed(0)} ms, ` +
      `wall ${first.wall.toFixed(0)} ms, ${first.cpuPerCall.toFixed(1)} ms CPU/call, ${firstGranted} granted (warm-up on another event, load ${firstLoad})`,
  );
  const freshGranted = fresh.results.filter((r) => r.status === 200).length;
  console.log(
    `  new connections: p50 ${percentile(fresh.latencies, 50).toFixed(0)} ms, p95 ${percentile(fresh.latencies, 95).toFixed(0)} ms, ` +
      `wall ${fresh.wall.toFixed(0)} ms, ${fresh.cpuPerCall.toFixed(1)} ms CPU/call, ${freshGranted} granted (warm server, every caller connects anew, load ${freshLoad})`,
  );
  // The warm-up event is sold correctly too (its seats less the one call per worker before it).
  const warmUpCalls = stack.host!.workers;
  const wrongSales = [
    firstGranted !== Math.min(CALLS, SEATS - warmUpCalls) ||
      (await held('warm-up')).data().count !== warmUpCalls + firstGranted,
    freshGranted !== Math.min(CALLS, SEATS) ||
      (await held('new-connections')).data().count !== freshGranted,
    granted !== Math.min(CALLS, SEATS) || seatsHeld !== granted || pending.data().count !== granted,
  ].filter(Boolean).length;
  console.log('');
  checkTarget('bursts that held other than exactly the seats', wrongSales, {
    max: 0,
    note: 'of 3',
  });
  checkTarget('warm p95 (open connections)', percentile(latencies, 95), TARGETS.warm);
  checkTarget('cold first burst p95', percentile(first.latencies, 95), TARGETS.cold);
  checkTarget('new connections p95', percentile(fresh.latencies, 95), TARGETS.fresh);
} finally {
  clients.close();
  await stack.close();
}
