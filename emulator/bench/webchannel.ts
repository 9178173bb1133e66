/**
 * WebChannel bench.
 * 1. Latency: two Chromium tabs running the real firebase web SDK; one writes a document, the
 *    other listens to it. Prints p50/p95 of write-call → snapshot-in-the-other-tab, for streaming
 *    and long-polling back channels via `localhost` (per-session back-channel hosts) and streaming
 *    via 127.0.0.1 (shared connections, back channels rotated) (target: p95 ≤ 300 ms).
 * 2. Memory: 1,000 Listen channel sessions opened with a live query and closed — half with
 *    TYPE=terminate, half abandoned (connection dropped, no goodbye) — then prints RSS and live
 *    sessions after the cycles and after the idle expiry has released the abandoned ones.
 * 3. Listen-only memory: one Listen session follows a document through 4,000 updates of 4 KB
 *    (never a forward POST, so it acknowledges only by opening back channels); prints heap and
 *    the arrays the server keeps for a resend, before and after.
 * The emulator runs in a child process (this file with --emulator), so RSS and heap are its own,
 * not the browser driver's; it reports over IPC after a forced GC.
 * Targets (exits 1 on a miss, scripts/bench-targets.mjs): p95 ≤ 300 ms in every mode; no
 * session left once expired and the heap back within 20 MB of before the cycles; a listen-only
 * session keeps ≤ 1 MB unacknowledged.
 * Run: npx tsx emulator/bench/webchannel.ts
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { liveWebChannelSessions, webChannelUnacked } from '../src/firestore/webchannel/index.js';
import { startBrowserRig } from '../test/webchannel/helpers/browser.js';
import {
  adminFirestore,
  OPEN_RULES,
  setRules,
  startFirestore,
} from '../test/webchannel/helpers/emulator.js';
import { openClient } from '../test/webchannel/helpers/page-helpers.js';
import { RawChannel } from '../test/webchannel/helpers/raw-channel-client.js';
import { checkTarget } from '../../scripts/bench-targets.mjs';

const PROJECT = 'demo-bench-webchannel';
const WRITES = Number(process.env.BENCH_WRITES ?? 200);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 1000);
const UPDATES = Number(process.env.BENCH_UPDATES ?? 4000);
const UPDATE_BYTES = 4096;
const CONCURRENCY = 10;

/** What the emulator child reports about itself. */
interface EmulatorMemory {
  rss: number;
  heapUsed: number;
  liveSessions: number;
  unacked: { arrays: number; chars: number };
}

interface Emulator {
  port: number;
  memory(): Promise<EmulatorMemory>;
  close(): Promise<void>;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const MB = 1024 * 1024;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measureLatency(firestore: Emulator): Promise<void> {
  const rig = await startBrowserRig();
  try {
    const [writer, listener] = await Promise.all([rig.newPage(), rig.newPage()]);
    const variants = [
      { host: 'localhost', longPolling: false },
      { host: 'localhost', longPolling: true },
      { host: '127.0.0.1', longPolling: false }, // no per-session host: shared connections
    ];
    for (const [i, { host, longPolling }] of variants.entries()) {
      const mode = `${longPolling ? 'long-polling' : 'streaming'} via ${host}`;
      const path = `bench/ping-${i}`;
      const options = { port: firestore.port, project: PROJECT, longPolling, host };
      await Promise.all([openClient(writer, mode, options), openClient(listener, mode, options)]);
      await listener.evaluate(([c, p]) => window.h.watch(c, window.h.fs.doc(window.h.db(c), p)), [
        mode,
        path,
      ] as const);
      for (let seq = 0; seq < WRITES; seq++) {
        await writer.evaluate(
          ([c, p, n]) =>
            window.h.fs.setDoc(window.h.fs.doc(window.h.db(c), p), { seq: n, sentAt: Date.now() }),
          [mode, path, seq] as const,
        );
        await listener.waitForFunction(
          ([c, n]) => window.h.watches.get(c)?.snapshots.some((s) => s.docs[0]?.data?.seq === n),
          [mode, seq] as const,
          { polling: 5 },
        );
      }
      const latencies = await listener.evaluate((c) => {
        const seen = new Map<number, number>();
        for (const s of window.h.watches.get(c)?.snapshots ?? []) {
          const data = s.docs[0]?.data as { seq: number; sentAt: number } | undefined;
          if (data && !seen.has(data.seq)) seen.set(data.seq, s.at - data.sentAt);
        }
        return [...seen.values()];
      }, mode);
      latencies.sort((a, b) => a - b);
      console.log(
        `webchannel latency (${mode}): n=${latencies.length} p50=${percentile(latencies, 50)} ms ` +
          `p95=${percentile(latencies, 95)} ms max=${latencies.at(-1)} ms (target p95 <= 300 ms)`,
      );
      checkTarget(`a write seen by another page, p95 (${mode})`, percentile(latencies, 95), {
        max: 300,
        unit: 'ms',
      });
      await Promise.all([
        writer.evaluate((c) => window.h.close(c), mode),
        listener.evaluate((c) => window.h.close(c), mode),
      ]);
    }
  } finally {
    await rig.close();
  }
}

/** One Listen session on a live query: open, receive the initial snapshot, then leave. */
async function cycle(origin: string, i: number): Promise<void> {
  const database = `projects/${PROJECT}/databases/(default)`;
  const channel = await RawChannel.open(origin, 'Listen', {
    database,
    headers: { Authorization: 'Bearer owner' },
    messages: [
      {
        database,
        addTarget: {
          targetId: 2,
          query: {
            parent: `${database}/documents`,
            structuredQuery: { from: [{ collectionId: 'menu' }] },
          },
        },
      },
    ],
  });
  void channel.openBackChannel('streaming');
  await channel.waitFor((received) => JSON.stringify(received).includes('"CURRENT"'));
  if (i % 2 === 0) await channel.terminate();
  else channel.dropBackChannel();
}

async function memory(firestore: Emulator, label: string): Promise<EmulatorMemory> {
  const m = await firestore.memory();
  console.log(
    `webchannel memory ${label}: rss=${mb(m.rss)} heapUsed=${mb(m.heapUsed)} liveSessions=${m.liveSessions} ` +
      `unacked=${m.unacked.arrays} arrays/${mb(m.unacked.chars)}`,
  );
  return m;
}

async function measureMemory(firestore: Emulator): Promise<void> {
  const origin = `http://127.0.0.1:${firestore.port}`;
  for (let i = 0; i < 20; i++) await cycle(origin, 0); // warm-up (JIT, buffers), all terminated
  const before = await memory(firestore, 'before cycles');
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CYCLES) await cycle(origin, next++);
    }),
  );
  console.log(
    `webchannel cycles: ${CYCLES} open/close in ${((Date.now() - started) / 1000).toFixed(1)} s (half terminated, half abandoned)`,
  );
  await memory(firestore, `after ${CYCLES} cycles`);
  const waitStart = Date.now();
  while ((await firestore.memory()).liveSessions > 0 && Date.now() - waitStart < 90_000)
    await sleep(500);
  console.log(
    `webchannel expiry: abandoned sessions released after ${((Date.now() - waitStart) / 1000).toFixed(1)} s`,
  );
  const after = await memory(firestore, 'after expiry');
  checkTarget(`sessions left once expired, after ${CYCLES} open/close`, after.liveSessions, {
    max: 0,
  });
  checkTarget(
    `heap kept after ${CYCLES} open/close, once expired`,
    (after.heapUsed - before.heapUsed) / MB,
    { max: 20, unit: 'MB' },
  );
}

/** One listen-only session on one document that receives UPDATES changes of UPDATE_BYTES each. */
async function measureListenOnly(firestore: Emulator): Promise<void> {
  const origin = `http://127.0.0.1:${firestore.port}`;
  const database = `projects/${PROJECT}/databases/(default)`;
  const path = 'bench/listen-only';
  const admin = adminFirestore(firestore.port, PROJECT);
  await admin.db.doc(path).set({ seq: -1 });
  const before = await memory(firestore, 'before listen-only updates');
  // Chromium on localhost: its own back-channel host, as the SDK in a tab gets.
  const channel = await RawChannel.open(origin, 'Listen', {
    database,
    headers: { Authorization: 'Bearer owner' },
    httpHeaders: { Host: 'localhost', 'User-Agent': 'Mozilla/5.0 Chrome/156.0.0.0' },
    messages: [
      {
        database,
        addTarget: { targetId: 2, documents: { documents: [`${database}/documents/${path}`] } },
      },
    ],
  });
  let backChannels = 0;
  let stopped = false;
  const following = (async () => {
    // Like the closure client: a back channel the server ends is replaced at once, with AID.
    while (!stopped) {
      backChannels++;
      if ((await channel.openBackChannel('streaming')) !== 200) return;
    }
  })();
  const seen = (n: number) => (received: unknown[]) =>
    received.some((r) => JSON.stringify(r).includes(`"seq":{"integerValue":"${n}"}`));
  await channel.waitFor(seen(-1));
  channel.received.length = 0;
  const text = 'x'.repeat(UPDATE_BYTES);
  const started = Date.now();
  for (let seq = 0; seq < UPDATES; seq++) {
    await admin.db.doc(path).set({ seq, text });
    // Every update reaches the listener before the next (no coalescing): all of them are sent.
    await channel.waitFor(seen(seq));
    channel.received.length = 0;
  }
  const after = await memory(
    firestore,
    `after ${UPDATES} listen-only updates of ${UPDATE_BYTES / 1024} KB`,
  );
  console.log(
    `webchannel listen-only: ${UPDATES} updates in ${((Date.now() - started) / 1000).toFixed(1)} s over ` +
      `${backChannels} back channels; heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, ` +
      `unacked ${after.unacked.arrays} arrays (${mb(after.unacked.chars)})`,
  );
  checkTarget(`kept unacknowledged by a listen-only session`, after.unacked.chars / MB, {
    max: 1,
    unit: 'MB',
  });
  stopped = true;
  await channel.terminate();
  await following;
  await admin.close();
}

/** The emulator as a child process, so its RSS is its own. */
function startEmulatorChild(): Promise<Emulator> {
  const child = fork(fileURLToPath(import.meta.url), ['--emulator'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const replies: Array<(m: EmulatorMemory) => void> = [];
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`emulator child exited with ${code}`)));
    child.on('message', (m: { port?: number } & Partial<EmulatorMemory>) => {
      if (m.port !== undefined) {
        resolve({
          port: m.port,
          memory: () =>
            new Promise((r) => {
              replies.push(r);
              child.send('memory');
            }),
          close: () =>
            new Promise((r) => {
              child.removeAllListeners('exit');
              child.once('exit', r);
              child.send('close');
            }),
        });
      } else replies.shift()?.(m as EmulatorMemory);
    });
  });
}

async function emulatorChild(): Promise<void> {
  const firestore = await startFirestore({ port: 0 });
  process.on('message', (m: string) => {
    if (m === 'close') {
      void firestore.close().then(() => process.exit(0));
      return;
    }
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send!({
      rss,
      heapUsed,
      liveSessions: liveWebChannelSessions(),
      unacked: webChannelUnacked(),
    } satisfies EmulatorMemory);
  });
  process.send!({ port: firestore.port });
}

if (process.argv.includes('--emulator')) {
  await emulatorChild();
} else {
  const firestore = await startEmulatorChild();
  try {
    await setRules(firestore.port, PROJECT, OPEN_RULES);
    if (!process.env.BENCH_SKIP_LATENCY) await measureLatency(firestore);
    await measureListenOnly(firestore);
    await measureMemory(firestore);
  } finally {
    await firestore.close();
  }
}
