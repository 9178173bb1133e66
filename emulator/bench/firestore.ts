/**
 * Firestore bench: start time of a bundled emulator process, its idle RSS, 10k batched writes
 * with and without a collection listener attached (7 runs each way after a warm-up of both, medians;
 * CPU from the threads' schedstat), and the cost of a commit to a 50k-document
 * collection watched by a limit(10) listener. Run: npx tsx emulator/bench/firestore.ts
 * (`--limit-only` runs just the last part). Targets: start <= 200 ms, idle RSS <= 60 MiB,
 * listener ratio <= 1.5 (wall and CPU), a commit outside a limit listener's window <= 1.5 × the
 * CPU of an unwatched one; exits 1 when one is missed (scripts/bench-targets.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import * as grpc from '@grpc/grpc-js';
import { decodeToJson, encodeFromJson } from '../src/firestore/codec.js';
import { checkTarget } from '../../scripts/bench-targets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const emulatorDir = path.resolve(here, '..');
// Inside node_modules so the bundle resolves its external packages and git ignores it.
const outDir = path.join(emulatorDir, 'node_modules', '.cache', 'brunchers-bench');
const entry = path.join(outDir, 'firestore-main.mjs');
const PROJECT = 'demo-bench';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const ROOT = `${DATABASE}/documents`;
const WRITES = 10_000;
const BATCH = 500;
/** Runs of the 10k writes each way, alternated; the figures are their medians. */
const WRITE_RUNS = 7;

async function build(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  await esbuild.build({
    entryPoints: [path.join(emulatorDir, 'src/firestore/main.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function tryConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Bare `node` listening on a port: the floor for the start time on this machine right now. */
const BASELINE_ARGS = (port: number) => [
  '-e',
  `require('node:net').createServer().listen(${port}, '127.0.0.1')`,
];

async function startEmulator(
  args: (port: number) => string[] = (port) => [entry, '--port', String(port)],
): Promise<{ child: ChildProcess; port: number; startMs: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, args(port), { stdio: 'ignore' });
  while (!(await tryConnect(port))) {
    if (child.exitCode !== null) throw new Error(`emulator exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 2));
  }
  return { child, port, startMs: performance.now() - t0 };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
  return kb / 1024;
}

/**
 * CPU time the emulator process has used, in ms: robust when other work shares the cores. The
 * sum of its threads' run time in nanoseconds (schedstat); /proc/<pid>/stat counts 10 ms ticks,
 * too coarse for a run of ~100 ms. Falls back to the ticks where schedstat is missing.
 */
function cpuMs(pid: number): number {
  try {
    let ns = 0;
    for (const tid of fs.readdirSync(`/proc/${pid}/task`))
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    if (Number.isFinite(ns) && ns > 0) return ns / 1e6;
  } catch {
    // a thread ended while read, or no schedstat: the ticks below
  }
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ (100)
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function unary(
  client: grpc.Client,
  method: string,
  reqType: string,
  resType: string,
  req: object,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    client.makeUnaryRequest(
      `/google.firestore.v1.Firestore/${method}`,
      (b: Buffer) => b,
      (b: Buffer) => b,
      Buffer.from(encodeFromJson(reqType, req)),
      (err, res) => (err ? reject(err) : resolve(decodeToJson(resType, res!))),
    );
  });
}

/** 10k writes in batches of 500 over gRPC, optionally waiting for a listener to see the last one. */
async function writeRun(
  port: number,
  pid: number,
  run: number,
  withListener: boolean,
): Promise<{ wall: number; cpu: number }> {
  const client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  const collection = `bench${run}`;
  let listen: grpc.ClientDuplexStream<Buffer, Buffer> | null = null;
  let lastSeen: Promise<void> = Promise.resolve();
  if (withListener) {
    listen = client.makeBidiStreamRequest(
      '/google.firestore.v1.Firestore/Listen',
      (b: Buffer) => b,
      (b: Buffer) => b,
    );
    const lastName = `${ROOT}/${collection}/d${WRITES - 1}`;
    let current!: () => void;
    let isCurrentYet = false;
    const isCurrent = new Promise<void>((r) => (current = r));
    // The listener stays cheap (no full decode) so the figure measures the emulator, not this client.
    const lastNameBytes = Buffer.from(lastName);
    lastSeen = new Promise<void>((resolve) => {
      listen!.on('data', (buf: Buffer) => {
        if (buf.includes(lastNameBytes)) resolve();
        else if (!isCurrentYet) {
          const msg = decodeToJson('ListenResponse', buf) as {
            targetChange?: { targetChangeType?: string };
          };
          if (msg.targetChange?.targetChangeType === 'CURRENT') {
            isCurrentYet = true;
            current();
          }
        }
      });
    });
    listen.on('error', () => undefined);
    listen.write(
      Buffer.from(
        encodeFromJson('ListenRequest', {
          database: DATABASE,
          addTarget: {
            targetId: 1,
            query: { parent: ROOT, structuredQuery: { from: [{ collectionId: collection }] } },
          },
        }),
      ),
    );
    await isCurrent;
  }
  const t0 = performance.now();
  const cpu0 = cpuMs(pid);
  for (let b = 0; b < WRITES / BATCH; b++) {
    const writes = Array.from({ length: BATCH }, (_, i) => {
      const n = b * BATCH + i;
      return {
        update: {
          name: `${ROOT}/${collection}/d${n}`,
          fields: {
            n: { integerValue: String(n) },
            label: { stringValue: `item ${n}` },
            flag: { booleanValue: n % 2 === 0 },
          },
        },
      };
    });
    await unary(client, 'Commit', 'CommitRequest', 'CommitResponse', {
      database: DATABASE,
      writes,
    });
  }
  await lastSeen;
  const wall = performance.now() - t0;
  const cpu = cpuMs(pid) - cpu0;
  listen?.end();
  listen?.cancel();
  client.close();
  return { wall, cpu };
}

const LARGE_COLLECTION = 50_000;
const LIMIT_COMMITS = 300;

/**
 * Single-document commits to a 50k-document collection that a limit(10) listener watches, none of
 * them touching its window: per-commit emulator CPU and wall time, with and without the listener.
 */
async function limitListenerRun(
  port: number,
  pid: number,
): Promise<{ withCpu: number; withoutCpu: number; withWall: number; withoutWall: number }> {
  const client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  const collection = 'large';
  for (let b = 0; b < LARGE_COLLECTION / BATCH; b++) {
    const writes = Array.from({ length: BATCH }, (_, i) => {
      const n = b * BATCH + i;
      return {
        update: {
          name: `${ROOT}/${collection}/d${n}`,
          fields: { n: { integerValue: String(n) }, label: { stringValue: `item ${n}` } },
        },
      };
    });
    await unary(client, 'Commit', 'CommitRequest', 'CommitResponse', {
      database: DATABASE,
      writes,
    });
  }
  const commits = async (): Promise<{ cpu: number; wall: number }> => {
    const t0 = performance.now();
    const cpu0 = cpuMs(pid);
    for (let i = 0; i < LIMIT_COMMITS; i++) {
      const n = LARGE_COLLECTION - 1 - i; // far outside the window (ordered by n, first 10)
      const writes = [
        {
          update: {
            name: `${ROOT}/${collection}/d${n}`,
            fields: { n: { integerValue: String(n) }, label: { stringValue: `edited ${i}` } },
          },
        },
      ];
      await unary(client, 'Commit', 'CommitRequest', 'CommitResponse', {
        database: DATABASE,
        writes,
      });
    }
    return {
      cpu: (cpuMs(pid) - cpu0) / LIMIT_COMMITS,
      wall: (performance.now() - t0) / LIMIT_COMMITS,
    };
  };
  const without = await commits();
  const listen = client.makeBidiStreamRequest(
    '/google.firestore.v1.Firestore/Listen',
    (b: Buffer) => b,
    (b: Buffer) => b,
  );
  const current = new Promise<void>((resolve) => {
    listen.on('data', (buf: Buffer) => {
      const msg = decodeToJson('ListenResponse', buf) as {
        targetChange?: { targetChangeType?: string };
      };
      if (msg.targetChange?.targetChangeType === 'CURRENT') resolve();
    });
  });
  listen.on('error', () => undefined);
  const structuredQuery = {
    from: [{ collectionId: collection }],
    orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }],
    limit: 10,
  };
  listen.write(
    Buffer.from(
      encodeFromJson('ListenRequest', {
        database: DATABASE,
        addTarget: { targetId: 1, query: { parent: ROOT, structuredQuery } },
      }),
    ),
  );
  await current;
  const withListener = await commits();
  listen.end();
  listen.cancel();
  client.close();
  return {
    withCpu: withListener.cpu,
    withoutCpu: without.cpu,
    withWall: withListener.wall,
    withoutWall: without.wall,
  };
}

function printLimitRun(r: Awaited<ReturnType<typeof limitListenerRun>>): void {
  console.log(
    `  commit to a ${LARGE_COLLECTION / 1000}k-document collection outside a limit(10) listener's window: ` +
      `${r.withCpu.toFixed(2)} ms emulator CPU (${r.withWall.toFixed(2)} ms wall) per commit; ` +
      `without the listener ${r.withoutCpu.toFixed(2)} ms (${r.withoutWall.toFixed(2)} ms); mean of ${LIMIT_COMMITS}`,
  );
  checkTarget(
    'commit outside a limit(10) listener, CPU × an unwatched one',
    r.withCpu / r.withoutCpu,
    { max: 1.5 },
  );
}

async function main(): Promise<void> {
  await build();
  if (process.argv.includes('--limit-only')) {
    const { child, port } = await startEmulator();
    const run = await limitListenerRun(port, child.pid!);
    await stop(child);
    console.log('Firestore emulator bench (limit listener only)');
    printLimitRun(run);
    return;
  }
  const starts: number[] = [];
  const baselines: number[] = [];
  for (let i = 0; i < 5; i++) {
    const emulator = await startEmulator();
    starts.push(emulator.startMs);
    await stop(emulator.child);
    const bare = await startEmulator(BASELINE_ARGS);
    baselines.push(bare.startMs);
    await stop(bare.child);
  }
  const { child, port } = await startEmulator();
  await new Promise((r) => setTimeout(r, 1000));
  const idleRss = rssMiB(child.pid!);

  // Warm-up of both paths: the listener's code is compiled by then, as the commit path's is.
  await writeRun(port, child.pid!, 0, false);
  await writeRun(port, child.pid!, 1, true);
  const without: Array<{ wall: number; cpu: number }> = [];
  const withListener: Array<{ wall: number; cpu: number }> = [];
  for (let run = 1; run <= WRITE_RUNS; run++) {
    without.push(await writeRun(port, child.pid!, run * 2, false));
    withListener.push(await writeRun(port, child.pid!, run * 2 + 1, true));
  }
  const rssAfter = rssMiB(child.pid!);
  await stop(child);
  // Its own emulator, as with --limit-only: the 160k documents of the write runs would add their
  // garbage collections to one side or the other of a figure of ~0.5 ms per commit.
  const limitEmulator = await startEmulator();
  const limitRun = await limitListenerRun(limitEmulator.port, limitEmulator.child.pid!);
  await stop(limitEmulator.child);

  const plain = median(without.map((r) => r.wall));
  const listened = median(withListener.map((r) => r.wall));
  const plainCpu = median(without.map((r) => r.cpu));
  const listenedCpu = median(withListener.map((r) => r.cpu));
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log('Firestore emulator bench');
  console.log(
    `  start to accepting connections: ${median(starts).toFixed(0)} ms (median of 5; target <= 200 ms)`,
  );
  console.log(
    `    bare node listening on a port, same conditions: ${median(baselines).toFixed(0)} ms`,
  );
  console.log(
    `  idle RSS:                       ${idleRss.toFixed(1)} MiB (target <= 60 MiB); after the write runs ${rssAfter.toFixed(1)} MiB`,
  );
  console.log(
    `  10k writes (batches of ${BATCH}), no listener:   ${plain.toFixed(0)} ms (medians of ${WRITE_RUNS} runs each way, after a warm-up of each)`,
  );
  console.log(
    `  10k writes with a collection listener: ${listened.toFixed(0)} ms (until the listener saw the last write)`,
  );
  console.log(`  ratio: ${(listened / plain).toFixed(2)} wall-clock (target <= 1.5)`);
  console.log(
    `  emulator CPU time: ${plainCpu.toFixed(1)} ms without, ${listenedCpu.toFixed(1)} ms with the listener, ratio ${(listenedCpu / plainCpu).toFixed(2)}`,
  );
  printLimitRun(limitRun);
  console.log(
    `  (machine load average while measuring: ${load}; wall-clock figures inflate under load)`,
  );
  checkTarget('start to accepting connections (median of 5)', median(starts), {
    max: 200,
    unit: 'ms',
  });
  checkTarget('idle RSS', idleRss, { max: 60, unit: 'MiB' });
  checkTarget('10k writes with a listener, wall × without', listened / plain, { max: 1.5 });
  checkTarget('10k writes with a listener, CPU × without', listenedCpu / plainCpu, { max: 1.5 });
}

await main();
