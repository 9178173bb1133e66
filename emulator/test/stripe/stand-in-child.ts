// Runs the stand-in in its own process, so a test can kill it with SIGKILL: reports its port over
// IPC once it serves.
import { startStripe } from '../../src/stripe/index.js';

const dataDir = process.env.STRIPE_DATA_DIR;
if (!dataDir) throw new Error('STRIPE_DATA_DIR must be set');
const server = await startStripe({
  port: 0,
  dataDir,
  webhookSecret: 'whsec_test_standin_secret',
  webhookUrl: process.env.STRIPE_WEBHOOK_URL,
  // A failed delivery is retried long after the test: what is pending stays pending.
  webhookRetry: { initialDelayMs: 600_000, maxAttempts: 3 },
  log: () => {},
});
process.send?.({ port: server.port });
