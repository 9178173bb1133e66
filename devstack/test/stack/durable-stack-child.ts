// The dev stack as `npm start` configures it (startStack), without the demo seed, on ephemeral
// ports and STACK_DATA_DIR, in a process of its own so a test can kill it (and its Functions
// worker) with SIGKILL. Reports its URLs over IPC once ready. STACK_DURABLE_TRIGGERS=0 starts it
// with triggers held in memory, to see the test fail without the outbox.
import { fileURLToPath } from 'node:url';
import { startStack } from '../../src/stack/index.js';

const dataDir = process.env.STACK_DATA_DIR;
if (!dataDir) throw new Error('STACK_DATA_DIR must be set');
const ports = ['firestore', 'auth', 'functions', 'storage', 'stripe', 'web', 'smtp', 'mail'];
const stack = await startStack({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  dataDir,
  ports: Object.fromEntries(ports.map((name) => [name, 0])),
  webDist: process.env.STACK_WEB_DIST,
  seed: false,
  ...(process.env.STACK_DURABLE_TRIGGERS === '0' ? { durableTriggers: false } : {}),
  log: () => undefined,
});
process.send?.(stack.urls);
