// The local Firestore (on a data folder) and the Functions host over durable-fixture/ in one
// process, as the dev stack runs them, so a test can kill both with SIGKILL: reports the ports over
// IPC once they serve, and answers 'idle' once every trigger delivered so far has run.
import { fileURLToPath } from 'node:url';
import { startFirestore } from '../../src/firestore/index.js';
import { startFunctionsHost } from '../../src/functions-host/index.js';

const dataDir = process.env.DURABLE_DATA_DIR;
const log = process.env.FIXTURE_LOG;
if (!dataDir || !log) throw new Error('DURABLE_DATA_DIR and FIXTURE_LOG must be set');
const firestore = await startFirestore({ port: 0, dataDir });
const host = await startFunctionsHost({
  port: 0,
  project: process.env.DURABLE_PROJECT ?? 'demo-durable',
  functionsDir: fileURLToPath(new URL('./durable-fixture', import.meta.url)),
  firestore,
  durableTriggers: true,
  env: { FIXTURE_LOG: log, FIXTURE_HOLD: process.env.FIXTURE_HOLD ?? '' },
  schedules: false,
  logLevel: 'warn',
});
process.on('message', (message) => {
  if (message === 'idle') void host.idle().then(() => process.send?.('idle'));
});
process.send?.({ firestorePort: firestore.port, functionsPort: host.port });
