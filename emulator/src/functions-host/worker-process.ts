// Starts and stops one worker child (see README.md for why functions run in a child process).

import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DiscoveredFunction, HostMessage, WorkerMessage } from './protocol.js';

const READY_TIMEOUT_MS = 60_000;
const SHUTDOWN_GRACE_MS = 5_000;

export interface RunningWorker {
  port: number;
  functions: DiscoveredFunction[];
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  alive(): boolean;
  /**
   * Hands a client's connection to the worker, which serves it from then on; `onClosed` runs once
   * when it has closed there (or could not be handed over, or the worker died).
   */
  adopt(socket: Socket, onClosed: () => void): void;
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

export function startWorker(env: Record<string, string>, cwd: string): Promise<RunningWorker> {
  const { file, execArgv } = workerEntry();
  const child: ChildProcess = fork(file, [], {
    cwd,
    env,
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /** Connections handed over and not yet reported closed, by id. */
  const adopted = new Map<number, () => void>();
  let nextConnectionId = 0;
  const closedConnection = (id: number) => {
    const onClosed = adopted.get(id);
    adopted.delete(id);
    onClosed?.();
  };
  child.on('message', (message: WorkerMessage) => {
    if (message.type === 'connection-closed') closedConnection(message.id);
  });
  // A dead worker's connections died with it.
  void exited.then(() => {
    for (const id of [...adopted.keys()]) closedConnection(id);
  });

  function adopt(socket: Socket, onClosed: () => void): void {
    const id = ++nextConnectionId;
    adopted.set(id, onClosed);
    const failed = () => {
      socket.destroy();
      closedConnection(id);
    };
    if (!child.connected) return failed();
    // The socket goes to the worker; this process's copy is closed once it has been sent.
    child.send({ type: 'connection', id } satisfies HostMessage, socket, (error) => {
      if (error) failed();
    });
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
        alive: () => child.exitCode === null && child.signalCode === null,
        adopt,
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
