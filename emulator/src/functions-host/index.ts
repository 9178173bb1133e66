// The Functions host: runs the built functions package like Google's Functions emulator does —
// https and callable functions at /{project}/{region}/{name}, Firestore triggers from every commit
// of the local Firestore, onSchedule functions on their schedule and on demand.
// Layout: this process owns the public port, the trigger queue and the timers; the functions run in
// worker children (worker.ts; one by default, see `workers`) that reload() replaces. Each client
// connection is handed to a worker, which serves its requests itself. See README.md.

import { readFileSync, watch } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APP_CHECK_KEY_ENV, appCheckKeyPem } from './app-check.js';
import { buildWorkerEnv } from './env.js';
import {
  deliveriesForCommit,
  type CommitEvent,
  type FirestoreFunction,
} from './firestore-events.js';
import { parseLogLevel, type LogLevel } from './log-level.js';
import { OrderedQueue } from './ordered-queue.js';
import {
  WORKER_EVENT_PATH,
  WORKER_SCHEDULE_PATH,
  YIELDED_HEADER,
  parseTriggerYieldMs,
  type DiscoveredFunction,
} from './protocol.js';
import { parseSchedule, startScheduleTimer } from './schedule.js';
import { WorkerPool } from './worker-pool.js';
import { answerUnavailable, startWorker, type WorkerOutput } from './worker-process.js';

export type { DiscoveredFunction } from './protocol.js';
export type { CommitEvent } from './firestore-events.js';

/** A trigger event on its way to a function (what the outbox persists). */
interface PendingTrigger {
  fn: string;
  documentName: string;
  event: Record<string, unknown>;
}

/** The structural twin of the local Firestore's CommitOutbox (firestore/outbox.ts). */
export interface TriggerOutbox {
  subscribe(
    topic: string,
    consumer: {
      produce(commit: CommitEvent): Array<{ id: string; body: unknown }>;
      deliver(message: { id: string; topic: string; body: unknown }): void;
    },
  ): () => void;
  ack(id: string): void;
}
export type { WorkerOutput } from './worker-process.js';

/** The part of the local Firestore server the host needs (structural, so either side can evolve). */
export interface CommitSource {
  port: number;
  engine: {
    onCommit(listener: (event: CommitEvent) => void): () => void;
    /**
     * The engine's transactional outbox (firestore/outbox.ts): trigger events persisted with the
     * commit that caused them and redelivered until acknowledged. Without it, events are held in
     * memory only.
     */
    outbox?: TriggerOutbox;
  };
}

export interface FunctionsHostOptions {
  port: number;
  host?: string;
  project: string;
  /** Built functions package: a package.json whose `main` (default lib/index.js) is the entry. */
  functionsDir: string;
  /** Local Firestore: its commits become triggers and FIRESTORE_EMULATOR_HOST points at it. */
  firestore?: CommitSource;
  /**
   * Deliver Firestore triggers through the engine's outbox: persisted with their commit, at least
   * once across a crash (README, Delivery guarantee). Default true; false holds them in memory
   * (lost on a crash).
   */
  durableTriggers?: boolean;
  /** Extra environment for the functions (wins over everything else), e.g. STRIPE_API_PORT. */
  env?: Record<string, string>;
  /** Run onSchedule functions on their schedule (default true); runSchedule works either way. */
  schedules?: boolean;
  /** Reload when the build's entry file changes (`npm run dev`); failed builds keep the old one. */
  watch?: boolean;
  /**
   * Worker processes running the build side by side, like instances of a deployed function
   * (default: FUNCTIONS_HOST_WORKERS from the environment, else 1; `'auto'` = min(2, CPUs)).
   * Requests, trigger events and schedule runs go to the least busy one.
   */
  workers?: number | 'auto';
  /**
   * Console output of the functions below this level is dropped (default: FUNCTIONS_HOST_LOG_LEVEL
   * from the environment, else `debug`, i.e. everything, as Google's emulator prints it).
   */
  logLevel?: LogLevel;
  /**
   * How long a trigger event waits at most (held in the host, then in the worker) for the client requests its worker is answering
   * (default: FUNCTIONS_HOST_TRIGGER_YIELD_MS from the environment, else 1000; 0 = no wait). On
   * Google's platform triggers run on other instances; here they take the worker's quiet moments.
   */
  triggerYieldMs?: number;
  /**
   * Where the functions' console output goes, line by line (default: this process's stdout and
   * stderr). Test suites hand it to their own console so the runner shows it with the test that
   * was running, e.g. only for failing tests.
   */
  output?: WorkerOutput;
  /**
   * Where the key that signs the host's App Check tokens is kept (PEM), so tokens a browser holds
   * stay valid across restarts; made there on first start. Without it, a new key per start.
   */
  appCheckKeyFile?: string;
}

export interface FunctionsHost {
  port: number;
  url: string;
  /** What the loaded build exports. */
  functions(): DiscoveredFunction[];
  /** How many worker processes serve the build. */
  workers: number;
  /** Re-imports the build in fresh workers; the old ones finish their requests first. */
  reload(): Promise<void>;
  /** Runs an onSchedule function now; rejects when it fails. */
  runSchedule(name: string): Promise<void>;
  /** Resolves when every trigger delivered so far has run (tests use it to wait for side effects). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export async function startFunctionsHost(opts: FunctionsHostOptions): Promise<FunctionsHost> {
  const functionsDir = path.resolve(opts.functionsDir);
  const env = buildWorkerEnv({
    project: opts.project,
    functionsDir,
    firestoreHost: opts.firestore ? `127.0.0.1:${opts.firestore.port}` : undefined,
    overrides: {
      ...opts.env,
      [APP_CHECK_KEY_ENV]: appCheckKeyPem(opts.appCheckKeyFile),
      ...(opts.logLevel ? { FUNCTIONS_HOST_LOG_LEVEL: opts.logLevel } : {}),
      ...(opts.triggerYieldMs !== undefined
        ? { FUNCTIONS_HOST_TRIGGER_YIELD_MS: String(opts.triggerYieldMs) }
        : {}),
    },
  });
  // Checked here so a typo fails the start with a clear message rather than every worker.
  parseLogLevel(env.FUNCTIONS_HOST_LOG_LEVEL);
  const size = workerCount(opts.workers);
  const queue = new OrderedQueue();
  /** Stops the timer of each scheduled function. */
  const timers = new Map<string, () => void>();
  let closed = false;

  // A crashed worker is replaced on first use; its replacement may have loaded a newer build.
  const pool = await WorkerPool.start(
    size,
    () => startWorker(env, functionsDir, opts.output),
    () => armSchedules(),
  );

  const yieldMs = parseTriggerYieldMs(env.FUNCTIONS_HOST_TRIGGER_YIELD_MS);

  /**
   * Sends a trigger event or schedule run to the least busy worker. An event is first held here
   * while that worker answers client requests (at most the yield), so that a burst of calls is
   * not slowed by reading and parsing events that would wait in the worker anyway.
   */
  async function postToWorker(
    route: string,
    body: unknown,
    yieldToClients = false,
  ): Promise<{ status: number; text: string }> {
    const lease = await pool.acquire();
    try {
      const yielded = yieldToClients ? await lease.worker.quiet(yieldMs) : 0;
      const response = await fetch(`http://127.0.0.1:${lease.worker.port}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [YIELDED_HEADER]: String(yielded) },
        body: JSON.stringify(body ?? {}),
      });
      return { status: response.status, text: await response.text() };
    } finally {
      lease.release();
    }
  }

  async function runSchedule(name: string): Promise<void> {
    const fn = pool.functions().find((candidate) => candidate.name === name);
    if (!fn || fn.kind !== 'schedule') throw new Error(`No scheduled function named ${name}`);
    const { status } = await postToWorker(`${WORKER_SCHEDULE_PATH}${name}`, {});
    if (status >= 300) throw new Error(`Scheduled function ${name} failed (HTTP ${status})`);
  }

  function armSchedules(): void {
    for (const stop of timers.values()) stop();
    timers.clear();
    if (opts.schedules === false || closed) return;
    for (const fn of pool.functions()) {
      if (fn.kind !== 'schedule') continue;
      try {
        const stop = startScheduleTimer(parseSchedule(fn.schedule), fn.timeZone, () => {
          runSchedule(fn.name).catch((error: unknown) =>
            console.warn(`[functions] ${(error as Error).message}`),
          );
        });
        timers.set(fn.name, stop);
      } catch (error) {
        console.warn(
          `[functions] ${fn.name}: ${(error as Error).message}; run it with POST /_host/schedules/${fn.name}:run`,
        );
      }
    }
  }

  function triggersFor(commit: CommitEvent): PendingTrigger[] {
    if (closed || commit.project !== opts.project) return [];
    const triggers = pool
      .functions()
      .filter((fn): fn is FirestoreFunction => fn.kind === 'firestore');
    return deliveriesForCommit(commit, triggers).map(({ fn, documentName, event }) => ({
      fn: fn.name,
      documentName,
      event,
    }));
  }

  /** Queues one event for its function; `done` runs once it ran or was given up. */
  function deliver({ fn: name, documentName, event }: PendingTrigger, done: () => void): void {
    const fn = pool.functions().find((candidate) => candidate.name === name);
    if (!fn || fn.kind !== 'firestore') {
      // Pending from before a restart, for a function the build no longer has.
      console.warn(`[functions] dropped an event for ${name}: no such Firestore function now`);
      return done();
    }
    queue.push({
      key: `${fn.name}|${documentName}`,
      retry: fn.retry,
      run: async () => {
        const { status, text } = await postToWorker(`${WORKER_EVENT_PATH}${fn.name}`, event, true);
        if (status >= 300) throw new Error(`HTTP ${status} ${text}`);
        done();
      },
      onFailure: (error, attempts) => {
        console.warn(
          `[functions] ${fn.name} failed for ${String(event.document)} after ${attempts} attempt(s): ${(error as Error).message}`,
        );
        // Given up, as Eventarc gives up: not redelivered after a restart either. A host that is
        // closing gives nothing up: the event stays pending for the next start.
        if (!closed) done();
      },
    });
  }

  const outbox = opts.durableTriggers !== false ? opts.firestore?.engine.outbox : undefined;
  const unsubscribe = outbox
    ? outbox.subscribe(`functions/${opts.project}`, {
        produce: (commit) =>
          triggersFor(commit).map((trigger) => ({ id: String(trigger.event.id), body: trigger })),
        deliver: (message) => deliver(message.body as PendingTrigger, () => outbox.ack(message.id)),
      })
    : opts.firestore?.engine.onCommit((commit) => {
        for (const trigger of triggersFor(commit)) deliver(trigger, () => undefined);
      });

  // Each connection goes, unread, to the worker with the fewest open connections and requests in
  // flight (an L4 hand-off, like cluster's): the worker parses and answers every request on it, so
  // this process, which also runs Firestore, spends nothing per request. Requests on one kept-alive
  // connection therefore stay with one worker. A connection comes back unread when its worker
  // lets it go (a reload: between requests) or died before taking it; it then goes to another
  // worker, so no request is dropped by a reload.
  function dispatch(socket: net.Socket): void {
    if (closed) return void socket.destroy();
    pool.acquire().then(
      (lease) => {
        if (socket.destroyed) return lease.release();
        lease.worker.adopt(socket, (outcome) => {
          lease.release();
          if (outcome === 'returned') dispatch(socket);
        });
      },
      (error: unknown) =>
        answerUnavailable(socket, `Functions unavailable: ${(error as Error).message}`),
    );
  }
  const server = net.createServer({ pauseOnConnect: true }, (socket) => {
    // A client that goes away while a worker is starting: nothing to hand over.
    socket.on('error', () => socket.destroy());
    dispatch(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  armSchedules();

  async function reload(): Promise<void> {
    if (closed) throw new Error('The Functions host is closed');
    await pool.reload(() => armSchedules());
  }
  const watcher = opts.watch ? watchBuild(functionsDir, reload) : null;

  return {
    port,
    url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
    functions: () => pool.functions(),
    workers: pool.size,
    reload,
    runSchedule,
    idle: () => queue.idle(),
    async close() {
      closed = true;
      watcher?.close();
      unsubscribe?.();
      queue.close();
      for (const stop of timers.values()) stop();
      timers.clear();
      // Stop accepting; the workers close the connections they hold as they stop (the server's
      // close waits for those: Node counts a handed-over socket until its worker closed it).
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.close();
      await stopped;
    },
  };
}

/** The `workers` option, else FUNCTIONS_HOST_WORKERS, else 1; 'auto' is one per CPU, at most two. */
export function workerCount(
  option: number | 'auto' | undefined,
  environment = process.env.FUNCTIONS_HOST_WORKERS,
): number {
  const value = option ?? (environment?.trim() || undefined);
  if (value === undefined) return 1;
  if (value === 'auto') return Math.max(1, Math.min(2, os.availableParallelism()));
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(
      `Functions host workers must be a whole number from 1 to 64 or 'auto', got ${JSON.stringify(value)}`,
    );
  }
  return count;
}

/** Calls `reload` (serialised, debounced) whenever the build's entry file is rewritten. */
function watchBuild(functionsDir: string, reload: () => Promise<void>): { close(): void } {
  const manifest = JSON.parse(readFileSync(path.join(functionsDir, 'package.json'), 'utf8')) as {
    main?: string;
  };
  const entry = path.resolve(functionsDir, manifest.main ?? 'lib/index.js');
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  // Watch the folder: bundlers replace the file, which ends a watch on the file itself.
  const watcher = watch(path.dirname(entry), (_event, file) => {
    if (file !== path.basename(entry)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(() =>
        reload().then(
          () => console.log('[functions] reloaded the functions build'),
          (error: unknown) =>
            console.warn(`[functions] kept the previous build: ${(error as Error).message}`),
        ),
      );
    }, 200);
  });
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
