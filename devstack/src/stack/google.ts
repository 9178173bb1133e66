// `npm start -- --google-emulators`: Google's emulators (Java 21+ for Firestore and Storage) through
// firebase-tools, configured by firebase.json, with our Stripe stand-in and web server beside them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { isDatabaseEmpty, seedDemoData } from '../seed/index.js';
import { startMailInbox, startStripe } from '@brunchers/emulator';
import {
  DEFAULT_PORTS,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  localFunctionsEnv,
  STACK_PROJECT_ID,
  STACK_REGION,
  type StackPorts,
} from './config.js';
import type { RunningStack, StackOptions } from './index.js';
import { localHostingHeaderRules, readHostingRewrites } from './hosting-headers.js';
import { startWebServer } from './web.js';

const READY_TIMEOUT_MS = 180_000;

/** Major version of `java`, or null when Java is not installed. */
export function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

export async function startGoogleStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Each test project needs a Functions host of its own, which only our stack starts.
  if (options.testProjects?.length)
    throw new Error('--test-projects runs on our stack only, not with --google-emulators.');
  const java = javaMajorVersion();
  if (java === null || java < 21) {
    throw new Error(
      `--google-emulators needs Java 21 or later (found ${java ?? 'no Java'}); without it, run npm start for the Java-free stack.`,
    );
  }
  const host = '127.0.0.1';
  const exportDir = join(options.dataDir, 'google-emulators');
  mkdirSync(options.dataDir, { recursive: true });
  const ports = await concretePorts({ ...DEFAULT_PORTS, ...options.ports });
  // firebase-tools reads its ports from firebase.json only: hand it a copy with ours.
  const configFile = join(options.dataDir, 'google-emulators.firebase.json');
  const baseConfig = JSON.parse(
    readFileSync(join(options.root, 'firebase.json'), 'utf8'),
  ) as FirebaseJson;
  writeFileSync(
    configFile,
    JSON.stringify(
      googleEmulatorsConfig(baseConfig, options.root, dirname(configFile), ports, host),
      null,
      2,
    ),
  );
  const web = await startWebServer({
    port: ports.web,
    host,
    distDir: options.webDist ?? join(options.root, 'web/dist'),
    headerRules: localHostingHeaderRules(options.root),
    rewrites: readHostingRewrites(options.root),
    // Google's Functions emulator, on the same URL shape.
    functionsUrl: () => `http://${host}:${ports.functions}/${STACK_PROJECT_ID}`,
  });
  const stripe = await startStripe({
    port: ports.stripe,
    host,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    webhookUrl: stripeWebhookUrl(host, ports.functions),
    dataDir: join(options.dataDir, 'stripe'),
  });
  const inbox = await startMailInbox({
    smtpPort: ports.smtp,
    webPort: ports.mail,
    host,
    dataDir: join(options.dataDir, 'mail'),
  });
  const firebase = spawnFirebaseEmulators(options.root, configFile, exportDir, {
    ...localFunctionsEnv({
      host,
      stripePort: stripe.port,
      appUrl: web.url,
      smtpUrl: inbox.smtpUrl,
    }),
    // Google's Functions emulator issues no App Check tokens (ours does: stack/index.ts), so the
    // app's local provider gets none here; enforcement is only possible on our stack.
    ENFORCE_APP_CHECK: 'false',
  });
  const close = async () => {
    await stopChild(firebase); // --export-on-exit writes the data during a SIGINT shutdown
    await inbox.close();
    await stripe.close();
    await web.close();
  };
  try {
    const firestoreHost = `${host}:${ports.firestore}`;
    const authHost = `${host}:${ports.auth}`;
    await waitForHttp(
      [`http://${firestoreHost}/`, `http://${authHost}/`, `http://${host}:${ports.storage}/`],
      firebase,
    );
    let seeded: RunningStack['seeded'] = 'skipped';
    if (options.seed ?? true) {
      const target = { projectId: STACK_PROJECT_ID, firestoreHost, authHost };
      seeded = (await isDatabaseEmpty(target))
        ? (await seedDemoData(target), 'seeded')
        : 'kept-existing-data';
    }
    log("Google's emulators are running (firebase-tools output above).");
    return {
      urls: {
        app: web.url,
        firestore: `http://${firestoreHost}`,
        auth: `http://${authHost}`,
        functions: `http://${host}:${ports.functions}`,
        storage: `http://${host}:${ports.storage}`,
        stripe: stripe.url,
        mail: inbox.url,
      },
      timings: {},
      seeded,
      functionsHost: null,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Where the Stripe stand-in sends webhooks: the stripeWebhook function on the Functions port in use. */
export function stripeWebhookUrl(host: string, functionsPort: number): string {
  return `http://${host}:${functionsPort}/${STACK_PROJECT_ID}/${STACK_REGION}/stripeWebhook`;
}

type FirebaseJson = Record<string, unknown> & {
  functions?: Array<Record<string, unknown>> | Record<string, unknown>;
  firestore?: Record<string, unknown>;
  storage?: Record<string, unknown>;
  emulators?: Record<string, unknown>;
};

/**
 * firebase.json for a config file in `configDir` (firebase-tools resolves paths from the config's
 * folder): the repository's, with its paths made relative to that folder and the emulator ports set.
 */
export function googleEmulatorsConfig(
  config: FirebaseJson,
  root: string,
  configDir: string,
  ports: Pick<StackPorts, 'auth' | 'firestore' | 'functions' | 'storage'>,
  host: string,
): FirebaseJson {
  const rebase = (path: unknown) =>
    typeof path === 'string' && !isAbsolute(path)
      ? relative(configDir, join(root, path)) || '.'
      : path;
  const rebaseKeys = (section: Record<string, unknown> | undefined, keys: string[]) =>
    section &&
    Object.fromEntries(
      Object.entries(section).map(([k, v]) => [k, keys.includes(k) ? rebase(v) : v]),
    );
  const functions = Array.isArray(config.functions)
    ? config.functions.map((f) => rebaseKeys(f, ['source'])!)
    : rebaseKeys(config.functions, ['source']);
  const emulators = { ...config.emulators };
  for (const name of ['auth', 'firestore', 'functions', 'storage'] as const)
    emulators[name] = { ...(emulators[name] as object | undefined), host, port: ports[name] };
  return {
    ...config,
    ...(functions && { functions }),
    ...(config.firestore && { firestore: rebaseKeys(config.firestore, ['rules', 'indexes']) }),
    ...(config.storage && { storage: rebaseKeys(config.storage, ['rules']) }),
    emulators,
  };
}

/** `--port-x=0` means any free port; firebase-tools needs a number, so pick one now. */
async function concretePorts(ports: StackPorts): Promise<StackPorts> {
  const result = { ...ports };
  for (const name of Object.keys(result) as Array<keyof StackPorts>)
    if (result[name] === 0) result[name] = await freePort();
  return result;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function spawnFirebaseEmulators(
  root: string,
  configFile: string,
  exportDir: string,
  env: Record<string, string>,
): ChildProcess {
  const cli = join(
    createRequire(import.meta.url).resolve('firebase-tools/package.json'),
    '../lib/bin/firebase.js',
  );
  const args = [
    'emulators:start',
    '--only',
    'auth,firestore,storage,functions',
    '--project',
    STACK_PROJECT_ID,
    '--config',
    configFile,
    '--export-on-exit',
    exportDir,
  ];
  if (existsSync(exportDir)) args.push('--import', exportDir);
  return spawn(process.execPath, [cli, ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // CI skips the message-of-the-day fetch, NO_UPDATE_NOTIFIER the update check: both are network waits.
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', ...env },
  });
}

async function waitForHttp(urls: string[], child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (const url of urls) {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(
          `firebase-tools exited (code ${child.exitCode}) before the emulators were ready`,
        );
      if (Date.now() > deadline)
        throw new Error(
          `Google's emulators were not ready within ${READY_TIMEOUT_MS / 1000} s (${url})`,
        );
      const ok = await fetch(url).then(
        () => true,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}
