/**
 * WebChannel bench.
 * 1. Latency: two Chromium tabs running the real firebase web SDK; one writes a document, the
 *    other listens to it. Prints p50/p95 of write-call → snapshot-in-the-other-tab, for streaming
 *    and long-polling back channels via `localhost` (per-session back-channel hosts) and streaming
 *    via 127.0.0.1 (shared connections, back channels rotated) (target: p95 ≤ 300 ms).
 * 2. Memory: 1,000 Listen channel sessions opened with a live query and closed — half with
 *    TYPE=terminate, half abandoned (connection dropped, no goodbye) — then prints RSS and live
 *    sessions after the cycles and after the idle expiry has released the abandoned ones.
 * Run: npx tsx emulator/bench/webchannel.ts   (NODE_OPTIONS=--expose-gc for steadier RSS figures)
 */
import { liveWebChannelSessions } from '../src/firestore/webchannel/index.js';
import { startBrowserRig } from '../test/webchannel/helpers/browser.js';
import {
  OPEN_RULES,
  setRules,
  startFirestore,
  type FirestoreServer,
} from '../test/webchannel/helpers/emulator.js';
import { openClient } from '../test/webchannel/helpers/page-helpers.js';
import { RawChannel } from '../test/webchannel/helpers/raw-channel-client.js';

const PROJECT = 'demo-bench-webchannel';
const WRITES = Number(process.env.BENCH_WRITES ?? 200);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 1000);
const CONCURRENCY = 10;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measureLatency(firestore: FirestoreServer): Promise<void> {
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

function memory(label: string): void {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  console.log(
    `webchannel memory ${label}: rss=${mb(rss)} heapUsed=${mb(heapUsed)} liveSessions=${liveWebChannelSessions()}`,
  );
}

async function measureMemory(firestore: FirestoreServer): Promise<void> {
  const origin = `http://127.0.0.1:${firestore.port}`;
  for (let i = 0; i < 20; i++) await cycle(origin, 0); // warm-up (JIT, buffers), all terminated
  memory('before cycles');
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
  memory(`after ${CYCLES} cycles`);
  const waitStart = Date.now();
  while (liveWebChannelSessions() > 0 && Date.now() - waitStart < 90_000) await sleep(500);
  console.log(
    `webchannel expiry: abandoned sessions released after ${((Date.now() - waitStart) / 1000).toFixed(1)} s`,
  );
  memory('after expiry');
}

const firestore = await startFirestore({ port: 0 });
try {
  await setRules(firestore.port, PROJECT, OPEN_RULES);
  await measureLatency(firestore);
  await measureMemory(firestore);
} finally {
  await firestore.close();
}
