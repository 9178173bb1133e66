// Bench: privileged document reads the console's triggers make per operation (a check-in, a
// booking, a table plan's 10 attendance writes) in a city 1× and 100× the demo's bookings (200 and
// 20,000, each with its attendance), on the local Firestore. Target (issue 41): the same at both
// sizes, and a check-in ≤ CHECK_IN_MAX reads. Exits 1 on a miss.
// Run: npm run bench:stats -w functions [-- scale]   (the big city's scale, default 100)

import { loadavg } from 'node:os';
import { startStack } from '../test/support/stack.js';
import { measureOperations, writeCity, type OperationReads } from '../test/support/stats-city.js';

const SCALE = Number(process.argv[2] ?? 100);
/** The booking's row, the overview and the event's marker (counted locally only when found). */
const CHECK_IN_MAX = Number(process.env.CHECK_IN_MAX ?? 3);

const stack = await startStack({ auth: true });
const figures = new Map<number, OperationReads>();
try {
  for (const scale of [1, SCALE]) {
    await stack.clearFirestore();
    await writeCity(stack.db, scale);
    figures.set(scale, await measureOperations(stack.db, stack.adminAuth!, stack.firestore.port));
  }
} finally {
  await stack.close();
}

const small = figures.get(1)!;
const big = figures.get(SCALE)!;
console.log(
  `\nPrivileged reads per operation of the console's triggers (load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')})`,
);
console.log(`  operation      1×    ${SCALE}×   target`);
const misses: string[] = [];
for (const key of ['checkIn', 'booking', 'tablePlan'] as const) {
  const target = key === 'checkIn' ? `= 1×, ≤ ${CHECK_IN_MAX}` : '= 1×';
  const met = big[key] === small[key] && (key !== 'checkIn' || big[key] <= CHECK_IN_MAX);
  if (!met) misses.push(key);
  console.log(
    `  ${key.padEnd(12)} ${String(small[key]).padStart(4)} ${String(big[key]).padStart(6)}   ${target}  ${met ? 'met' : 'MISSED'}`,
  );
}
if (misses.length > 0) {
  console.log(`Missed: ${misses.join(', ')}`);
  process.exit(1);
}
console.log('All targets met.');
