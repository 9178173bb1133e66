// Bench: 200 concurrent createCheckout calls (over HTTP, through the Functions host, as browsers
// make them) for a 20-seat event. Prints holds granted (must be 20), oversold (must be 0) and
// latency percentiles. Run: npx tsx functions/bench/checkout.ts [calls] [seats]

import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { COLLECTIONS } from '@brunchers/model';
import { startStack } from '../test/support/stack.js';
import { callCallable, seedEvent, unsignedIdToken } from '../test/support/fixtures.js';

const CALLS = Number(process.argv[2] ?? 200);
const SEATS = Number(process.argv[3] ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

// The host runs the bundle: build it from the current sources first.
execFileSync(process.execPath, [fileURLToPath(new URL('../build.mjs', import.meta.url))], { stdio: 'inherit' });
const stack = await startStack({ host: true });
try {
  await seedEvent(stack.db, 'bench-event', { spots_total: SEATS, spots_left: SEATS, price: 20 });
  // One warm-up call on another event so module loading is not measured.
  await seedEvent(stack.db, 'warm-up', { spots_left: 5 });
  await callCallable(stack.functionUrl('createCheckout'), { eventId: 'warm-up', guestCount: 1 }, unsignedIdToken('warm'));

  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: CALLS }, async (_, i) => {
      const t0 = performance.now();
      const answer = await callCallable(stack.functionUrl('createCheckout'), { eventId: 'bench-event', guestCount: 1 }, unsignedIdToken(`bench-${i}`));
      return { ms: performance.now() - t0, status: answer.status, error: answer.error?.status };
    }),
  );
  const wall = performance.now() - started;

  const granted = results.filter((r) => r.status === 200).length;
  const refusals = new Map<string, number>();
  for (const r of results) if (r.status !== 200) refusals.set(r.error ?? String(r.status), (refusals.get(r.error ?? String(r.status)) ?? 0) + 1);
  const event = await stack.db.collection(COLLECTIONS.events).doc('bench-event').get();
  const pending = await stack.db.collection(COLLECTIONS.bookings).where('event_id', '==', 'bench-event').where('status', '==', 'pending').count().get();
  const seatsHeld = SEATS - (event.get('spots_left') as number);
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);

  console.log(`createCheckout bench: ${CALLS} concurrent calls, ${SEATS}-seat event`);
  console.log(`  holds granted:   ${granted} (expected ${Math.min(CALLS, SEATS)})`);
  console.log(`  oversold:        ${Math.max(0, granted - SEATS)} (bookings pending: ${pending.data().count}, seats held: ${seatsHeld})`);
  console.log(`  refused:         ${[...refusals].map(([code, n]) => `${code} ×${n}`).join(', ') || 'none'}`);
  console.log(`  latency p50:     ${percentile(latencies, 50).toFixed(0)} ms`);
  console.log(`  latency p95:     ${percentile(latencies, 95).toFixed(0)} ms`);
  console.log(`  latency max:     ${latencies.at(-1)?.toFixed(0)} ms; wall ${wall.toFixed(0)} ms`);
  if (granted !== Math.min(CALLS, SEATS) || seatsHeld !== granted || pending.data().count !== granted) process.exitCode = 1;
} finally {
  await stack.close();
}
