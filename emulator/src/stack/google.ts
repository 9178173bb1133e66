// `npm start -- --google-emulators`: Google's emulators (Java 21+ for Firestore and Storage) through
// firebase-tools, configured by firebase.json, with our Stripe stand-in and web server beside them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isDatabaseEmpty, seedDemoData } from '../seed/index.js';
import { startStripe } from '../stripe/index.js';
import {
  DEFAULT_PORTS,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  STACK_PROJECT_ID,
  STACK_REGION,
} from './config.js';
import type { RunningStack, StackOptions } from './index.js';
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
  const java = javaMajorVersion();
  if (java === null || java < 21) {
    throw new Error(
      `--google-emulators needs Java 21 or later (found ${java ?? 'no Java'}); without it, run npm start for the Java-free stack.`,
    );
  }
  const host = '127.0.0.1';
  const exportDir = join(options.dataDir, 'google-emulators');
  mkdirSync(options.dataDir, { recursive: true });
  const web = await startWebServer({
    port: options.ports?.web ?? DEFAULT_PORTS.web,
    host,
    distDir: options.webDist ?? join(options.root, 'web/dist'),
  });
  const stripe = await startStripe({
    port: options.ports?.stripe ?? DEFAULT_PORTS.stripe,
    host,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    webhookUrl: `http://${host}:${DEFAULT_PORTS.functions}/${STACK_PROJECT_ID}/${STACK_REGION}/stripeWebhook`,
    dataDir: join(options.dataDir, 'stripe'),
  });
  const firebase = spawnFirebaseEmulators(options.root, exportDir, {
    // Functions read params and secrets from the environment in Google's emulator too.
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_HOST: host,
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
    APP_URL: web.url,
  });
  const close = async () => {
    await stopChild(firebase); // --export-on-exit writes the data during a SIGINT shutdown
    await stripe.close();
    await web.close();
  };
  try {
    const firestoreHost = `${host}:${DEFAULT_PORTS.firestore}`;
    const authHost = `${host}:${DEFAULT_PORTS.auth}`;
    await waitForHttp(
      [
        `http://${firestoreHost}/`,
        `http://${authHost}/`,
        `http://${host}:${DEFAULT_PORTS.storage}/`,
      ],
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
        functions: `http://${host}:${DEFAULT_PORTS.functions}`,
        storage: `http://${host}:${DEFAULT_PORTS.storage}`,
        stripe: stripe.url,
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

function spawnFirebaseEmulators(
  root: string,
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
