// Starts and stops one worker child (see README.md for why functions run in a child process).

import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { DiscoveredFunction, HostMessage, WorkerMessage } from './protocol.js';

const READY_TIMEOUT_MS = 60_000;
const SHUTDOWN_GRACE_MS = 5_000;

export type ConnectionOutcome = 'closed' | 'returned';

export interface RunningWorker {
  port: number;
  functions: DiscoveredFunction[];
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  alive(): boolean;
  /**
   * Hands a client's connection to the worker, which serves it from then on. `done` runs once:
   * `closed` when the connection is over (the worker closed it, or the worker died and the host
   * answered a 503 on it); `returned` when it comes back intact and unread (the worker let it go
   * while stopping, or died before taking it), for the caller to hand to another worker.
   */
  adopt(socket: Socket, done: (outcome: ConnectionOutcome) => void): void;
  /**
   * Resolves, with the ms waited, once the worker answers no client request (as it last said),
   * or after `maxMs` (0: at once), or when it exits.
   */
  quiet(maxMs: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The worker's entry: `worker.ts` run through tsx when the host itself runs from source (tests,
 * tsx), or `worker.js` beside the host's bundle. FUNCTIONS_HOST_WORKER overrides both.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const override = process.env.FUNCTIONS_HOST_WORKER;
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  const file = override ?? path.join(dir, here.endsWith('.ts') ? 'worker.ts' : 'worker.js');
  if (!existsSync(file)) throw new Error(`Functions host worker not found at ${file}`);
  if (!file.endsWith('.ts')) return { file, execArgv: [] };
  const tsxLoader = createRequire(import.meta.url).resolve('tsx');
  return { file, execArgv: ['--import', tsxLoader] };
}

/**
 * A worker answers many requests at once (a burst of 200 callables is 200 requests in flight),
 * which V8's default young generation (16 MB semi-spaces at most) collects often, copying every
 * request's live objects each time: a larger one (32 MB) spends ~13% less of the worker's CPU on a
 * checkout burst (functions/bench/checkout.ts). Memory grows only with the allocation rate (at
 * most ~64 MB more). A semi-space size set in NODE_OPTIONS wins.
 */
export function youngGenerationArgs(env: Record<string, string | undefined>): string[] {
  return (env.NODE_OPTIONS ?? '').includes('semi-space') ? [] : ['--max-semi-space-size=32'];
}

/** Receives the worker's console output line by line (see FunctionsHostOptions.output). */
export type WorkerOutput = (line: string, stream: 'stdout' | 'stderr') => void;

export function startWorker(
  env: Record<string, string>,
  cwd: string,
  output?: WorkerOutput,
): Promise<RunningWorker> {
  const { file, execArgv: entryArgv } = workerEntry();
  const execArgv = [...entryArgv, ...youngGenerationArgs(env)];
  const printed = output ? 'pipe' : 'inherit';
  const child: ChildProcess = fork(file, [], {
    cwd,
    env,
    execArgv,
    stdio: ['ignore', printed, printed, 'ipc'],
  });
  if (output) {
    for (const stream of ['stdout', 'stderr'] as const) {
      const source = child[stream];
      if (source) createInterface({ input: source }).on('line', (line) => output(line, stream));
    }
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /**
   * Connections handed over and not yet finished, by id. The host keeps its own copy of each
   * socket (`keepOpen`): a connection the worker lets go, or never took, goes on to another worker
   * unread, and one whose worker died gets an answer instead of silence.
   */
  const adopted = new Map<
    number,
    { socket: Socket; done: (outcome: ConnectionOutcome) => void; taken: boolean }
  >();
  let nextConnectionId = 0;
  const finish = (id: number, outcome: ConnectionOutcome) => {
    const connection = adopted.get(id);
    if (!connection) return;
    adopted.delete(id);
    if (outcome === 'closed' && !connection.socket.destroyed) connection.socket.destroy();
    connection.done(outcome);
  };
  // Whether the worker is answering client requests, and who waits for it to stop.
  let busy = false;
  const onQuiet = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...onQuiet]) wake();
  };
  child.on('message', (message: WorkerMessage) => {
    if (message.type === 'busy') busy = true;
    else if (message.type === 'quiet') {
      busy = false;
      wakeAll();
    } else if (message.type === 'connection-taken') {
      const connection = adopted.get(message.id);
      if (connection) connection.taken = true;
    } else if (message.type === 'connection-closed') finish(message.id, 'closed');
    else if (message.type === 'connection-released') finish(message.id, 'returned');
  });
  // 'close' comes once the process has exited and every IPC message it sent has been read, so
  // what is left here the worker neither closed nor gave back. A connection it never took goes to
  // another worker; one it took may have had a request in flight: that request is answered with a
  // 503 at once (before, the client waited for its own timeout).
  child.once('close', (code, signal) => {
    busy = false;
    wakeAll();
    for (const [id, connection] of [...adopted]) {
      if (!connection.taken) {
        finish(id, 'returned');
        continue;
      }
      adopted.delete(id);
      answerUnavailable(
        connection.socket,
        `The functions worker exited (${signal ?? `code ${code}`}) while this connection was open`,
      );
      connection.done('closed');
    }
  });

  function quiet(maxMs: number): Promise<number> {
    if (!busy || maxMs <= 0) return Promise.resolve(0);
    const started = performance.now();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        onQuiet.delete(wake);
        resolve(performance.now() - started);
      };
      const timer = setTimeout(wake, maxMs);
      onQuiet.add(wake);
    });
  }

  function adopt(socket: Socket, done: (outcome: ConnectionOutcome) => void): void {
    const id = ++nextConnectionId;
    adopted.set(id, { socket, done, taken: false });
    // Could not be sent (the channel broke): answered here rather than retried in a loop.
    const failed = () => {
      if (!adopted.delete(id)) return;
      answerUnavailable(socket, 'The functions worker could not take the connection');
      done('closed');
    };
    if (!child.connected) return failed();
    child.send(
      { type: 'connection', id } satisfies HostMessage,
      socket,
      { keepOpen: true },
      (error) => {
        if (error) failed();
      },
    );
  }

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('Functions worker did not become ready in time'));
    }, READY_TIMEOUT_MS);
    const fail = (message: string) => {
      clearTimeout(timer);
      reject(new Error(message));
    };
    child.once('error', (error) => fail(`Functions worker failed to start: ${error.message}`));
    child.once('exit', (code, signal) =>
      fail(`Functions worker exited before ready (code ${code}, signal ${signal})`),
    );
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'load-error') fail(`Could not load the functions: ${message.message}`);
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve({
        port: message.port,
        functions: message.functions,
        exited,
        alive: () => child.connected && child.exitCode === null && child.signalCode === null,
        adopt,
        quiet,
        stop: () => stopChild(child, exited),
      });
    });
  });
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  if (child.connected) child.send({ type: 'shutdown' } satisfies HostMessage);
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), SHUTDOWN_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * A 503 with a JSON error, written on a connection no worker can serve (none can start, or its
 * worker died), then closed. Callables read it as `unavailable`.
 */
export function answerUnavailable(socket: Socket, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ error: { status: 'UNAVAILABLE', message } });
  // Read (and drop) the request first: closing with unread bytes would reset the connection.
  socket.resume();
  socket.end(
    `HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
