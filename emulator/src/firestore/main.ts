/**
 * CLI: node main.js [--port 8080] [--host 127.0.0.1] [--data-dir DIR] [--import DIR] [--export-on-exit DIR] [--rules FILE --project ID] [--indexes firestore.indexes.json]
 * Prints "firestore ready on host:port" once it accepts connections.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startFirestore } from './index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string' },
    import: { type: 'string' },
    'export-on-exit': { type: 'string' },
    rules: { type: 'string' },
    project: { type: 'string' },
    indexes: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port ${values.port}`);
  process.exit(2);
}

const server = await startFirestore({
  port,
  host: values.host,
  dataDir: values['data-dir'],
  importDir: values.import,
  exportOnExit: values['export-on-exit'],
  indexes: values.indexes,
});
if (values.rules) {
  if (!values.project) {
    console.error('--rules needs --project');
    process.exit(2);
  }
  server.engine.setRules(values.project, fs.readFileSync(values.rules, 'utf8'));
}
console.log(`firestore ready on ${values.host}:${server.port}`);

let closing = false;
const shutdown = (): void => {
  if (closing) return;
  closing = true;
  server.close().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
