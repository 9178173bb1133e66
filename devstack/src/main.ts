// `npm start` / `npm run dev` entry (scripts/start.mjs builds, then runs this): starts the local stack on
// Google's default ports, seeds an empty database, prints where everything is, stops cleanly on Ctrl-C.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { e2eProjectId, MAX_E2E_PROJECTS } from '@brunchers/model';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.js';
import { DEFAULT_PORTS, repoRoot, type StackPorts } from './stack/config.js';
import { startGoogleStack } from './stack/google.js';
import { startStack, type RunningStack } from './stack/index.js';

export interface MainOptions {
  argv?: string[];
  /** Process start, for the "ready in" figure (start.mjs passes its own start time). */
  startedAt?: number;
}

const USAGE = `Usage: npm start [-- options]   (npm run dev adds --dev)
  --dev              Vite dev server, rules reload and functions rebuild on change
  --data-dir <dir>   where data persists (default .data/ at the repository root)
  --web-dist <dir>   serve this built web app instead of web/dist
  --no-seed          do not seed demo data into an empty database
  --test-projects <n>  also serve n unseeded projects demo-e2e-0..n-1 (one per browser-test worker)
  --no-index-enforcement  serve queries that firestore.indexes.json lacks an index for (as
                     Google's emulator does); by default they fail as in production
  --google-emulators Google's emulators via firebase-tools (Java 21+) instead of ours
  --port-<service>=<n>  override a port: firestore, auth, functions, storage, stripe, web, smtp, mail`;

export async function main({
  argv = process.argv.slice(2),
  startedAt = Date.now(),
}: MainOptions = {}): Promise<RunningStack> {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      dev: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'web-dist': { type: 'string' },
      'no-seed': { type: 'boolean', default: false },
      'test-projects': { type: 'string' },
      'no-index-enforcement': { type: 'boolean', default: false },
      'google-emulators': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      ...Object.fromEntries(
        Object.keys(DEFAULT_PORTS).map((name) => [`port-${name}`, { type: 'string' as const }]),
      ),
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  // google-auth-library (inside firebase-admin, here and in the functions worker) otherwise probes the
  // GCE metadata server over the network before its first call: seconds of delay, and no use locally.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const root = repoRoot();
  const ports: Partial<StackPorts> = {};
  for (const name of Object.keys(DEFAULT_PORTS) as Array<keyof StackPorts>) {
    const raw = (values as Record<string, unknown>)[`port-${name}`];
    if (typeof raw !== 'string') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`--port-${name} must be a port number, got "${raw}"`);
    ports[name] = port;
  }
  const dataDir = typeof values['data-dir'] === 'string' ? values['data-dir'] : join(root, '.data');

  const testProjectCount = Number(values['test-projects'] ?? 0);
  if (
    !Number.isInteger(testProjectCount) ||
    testProjectCount < 0 ||
    testProjectCount > MAX_E2E_PROJECTS
  )
    throw new Error(
      `--test-projects must be 0 to ${MAX_E2E_PROJECTS}, got "${values['test-projects']}"`,
    );
  const webDist = typeof values['web-dist'] === 'string' ? resolve(values['web-dist']) : undefined;
  const stackOptions = {
    root,
    dataDir,
    ports,
    dev: values.dev === true,
    seed: values['no-seed'] !== true,
    enforceIndexes: values['no-index-enforcement'] !== true,
    testProjects: Array.from({ length: testProjectCount }, (_, index) => e2eProjectId(index)),
    ...(webDist && { webDist }),
  };
  const starting =
    values['google-emulators'] === true ? startGoogleStack(stackOptions) : startStack(stackOptions);
  // Handlers go in before the stack starts: Ctrl-C during start-up still stops what has started.
  stopOnSignals(starting);
  const stack = await starting;
  printReady(stack, dataDir, Date.now() - startedAt);
  return stack;
}

function printReady(stack: RunningStack, dataDir: string, elapsedMs: number): void {
  const { urls } = stack;
  const rows: Array<[string, string]> = [
    ['Firestore', urls.firestore],
    ['Auth', urls.auth],
    ['Functions', urls.functions ?? 'off (functions/lib not built)'],
    ['Storage', urls.storage],
    ['Stripe stand-in', urls.stripe],
    [
      'Mail inbox',
      `${urls.mail}  (MailDev: every mail the functions send; REST API ${urls.mail}/api/email)`,
    ],
  ];
  const lines = [
    '',
    `Brunchers local stack ready in ${(elapsedMs / 1000).toFixed(1)} s`,
    ...(Object.keys(stack.timings).length > 0
      ? [
          `  (started after: ${Object.entries(stack.timings)
            .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
            .join(', ')})`,
        ]
      : []),
    '',
    `  App              ${urls.app}`,
    ...rows.map(([name, url]) => `  ${name.padEnd(16)} ${url}`),
    `  Data             ${dataDir}${stack.seeded === 'seeded' ? ' (demo data seeded)' : stack.seeded === 'kept-existing-data' ? ' (existing data kept)' : ''}`,
    '',
    `  Demo accounts (password for all: ${DEMO_PASSWORD})`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)} ${a.email}`),
    '    members  <first>.<last>@example.com (20 seeded members)',
    '',
    '  Grant a role on this stack (npm run admin, as on a real project):',
    `    FIRESTORE_EMULATOR_HOST=${hostOf(urls.firestore)} FIREBASE_AUTH_EMULATOR_HOST=${hostOf(urls.auth)} npm run admin -- grant <email>`,
    '',
    '  Ctrl-C stops everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

/** host:port of a URL, as the *_EMULATOR_HOST variables take it. */
const hostOf = (url: string) => new URL(url).host;

function stopOnSignals(starting: Promise<RunningStack>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log('Forced exit.');
      process.exit(130);
    }
    stopping = true;
    console.log(`\n${signal}: stopping the local stack...`);
    starting
      .then((stack) => stack.close())
      .then(
        () => {
          console.log('Stopped.');
          process.exit(0);
        },
        (error: unknown) => {
          // A failed start has already closed what it started.
          console.error(
            `Stopped after an error: ${error instanceof Error ? error.message : String(error)}`,
          );
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => stop(signal));
}

// Run directly (tsx devstack/src/main.ts, node devstack/dist/main.js); scripts/start.mjs imports main() instead.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(
      `Could not start the local stack: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}
