// Seeds a city N times the demo city (src/seed/scale.ts) into a stack data folder, through
// firebase-admin, for the scale benchmark (e2e/bench/firestore-reads.ts --scale N):
//
//   npx tsx devstack/bench/scale-city.ts --scale 100 --data-dir /tmp/city
//   node scripts/start.mjs --data-dir /tmp/city      (then serves that city: "existing data kept")
//
// Only Firestore and Auth run while it writes (on ephemeral ports, no network namespace needed),
// never the Functions host. Deliberately: with the host up, each of the ~250,000 documents at 100×
// would fire its triggers (the console's aggregates recount their collection with count() on every
// booking, like, match and check-in; every like runs the matches trigger), O(n²) work that would
// not finish and would only rebuild the aggregates the plan already carries: the plan writes the
// raw documents and the aggregates consistent with them, computed by the same model functions the
// triggers use (buildAdminStats, adminBookingRow, via cityAggregates). An empty folder gets the
// demo city first (what `npm start` would seed); otherwise the folder is assumed to hold the demo
// city of today and the scale city is added on top of it.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startAuth, startFirestore } from '@brunchers/emulator';
import { buildSeedPlan, isDatabaseEmpty, seedDemoData } from '../src/seed/index.js';
import { buildScalePlan } from '../src/seed/scale.js';
import { STACK_PROJECT_ID } from '../src/stack/config.js';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '100' }, 'data-dir': { type: 'string' } },
});
const scale = Number(values.scale);
if (!values['data-dir'] || !Number.isInteger(scale) || scale < 1) {
  console.error('Usage: npx tsx devstack/bench/scale-city.ts --scale <N ≥ 1> --data-dir <folder>');
  process.exit(2);
}
const dataDir = resolve(values['data-dir']);
process.env.METADATA_SERVER_DETECTION ??= 'none';

const began = Date.now();
const seconds = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;
const folder = (name: string) => {
  const dir = join(dataDir, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};
const firestore = await startFirestore({ port: 0, dataDir: folder('firestore') });
const auth = await startAuth({ port: 0, projectId: STACK_PROJECT_ID, dataDir: folder('auth') });
try {
  const target = {
    projectId: STACK_PROJECT_ID,
    firestoreHost: `127.0.0.1:${firestore.port}`,
    authHost: `127.0.0.1:${new URL(auth.url).port}`,
  };
  const now = new Date();
  const demo = buildSeedPlan(now);
  if (await isDatabaseEmpty(target)) {
    const seeded = await seedDemoData(target, demo);
    console.log(
      `Demo city: ${seeded.documents} documents, ${seeded.users} accounts (${seconds()})`,
    );
  }
  const plan = buildScalePlan(scale, demo, now);
  const counts = new Map<string, number>();
  for (const write of plan.writes)
    counts.set(write.collection, (counts.get(write.collection) ?? 0) + 1);
  console.log(
    `Scale ${scale}× plan (${seconds()}): ${[...counts].map(([name, n]) => `${name} ${n}`).join(', ')}`,
  );
  const written = await seedDemoData(target, plan, { batchSize: 500, importAccounts: true });
  console.log(
    `Scale ${scale}× city written: ${written.documents} documents, ${written.users} accounts (${seconds()})`,
  );
} finally {
  await auth.close();
  await firestore.close(); // writes the snapshot the stack loads
}
