// The whole local stack in one process (plus the Functions host's worker child): Firestore, Auth,
// Storage, the Stripe stand-in, the Functions host and the web app, with data under one folder.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  AUTH_ACTION_PATH,
  EMULATOR_PORTS,
  isTrustedRasterImage,
  localFunctionsPort,
  localOrigins,
  projectOfLocalApiKey,
  returnOrigin,
} from '@brunchers/model';
import {
  listenAuth,
  startFirestore,
  startFunctionsHost,
  startMailInbox,
  startStorage,
  storageRulesFiles,
  startStripe,
  type FunctionsHost,
} from '@brunchers/emulator';
import { isDatabaseEmpty, seedDemoData } from '../seed/index.js';
import {
  DEFAULT_PORTS,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  localFunctionsEnv,
  STACK_PROJECT_ID,
  STACK_REGION,
  type StackPorts,
} from './config.js';
import { startViteDevServer, watchFunctionsSources } from './dev.js';
import { loadRulesFiles, watchRulesFiles, type RulesTarget } from './rules-files.js';
import { localHostingHeaderRules, readHostingRewrites } from './hosting-headers.js';
import { browserUrl, startWebServer } from './web.js';
import { ensureMembershipPrices } from './membership-prices.js';
import { ensureLocalWebhookEndpoint } from './stripe-webhook-endpoint.js';

export interface StackOptions {
  /** Repository root (firestore.rules, storage.rules, functions/, web/). */
  root: string;
  /** Where data survives restarts; each service gets a sub-folder. */
  dataDir: string;
  ports?: Partial<StackPorts>;
  host?: string;
  /** Vite dev server, rules reload and functions rebuild/reload on change. */
  dev?: boolean;
  /** Built web app to serve (default web/dist). */
  webDist?: string;
  /** Seed demo data when the database is empty (default true). */
  seed?: boolean;
  /** Refuse queries that firestore.indexes.json has no index for, as production does (default true). */
  enforceIndexes?: boolean;
  /**
   * Firestore trigger events persisted with the commit that caused them and delivered at least
   * once across a crash, as Eventarc delivers them (default true; false holds them in memory).
   */
  durableTriggers?: boolean;
  /**
   * Projects for the browser tests (model/local-projects.ts, demo-e2e-<n>), unseeded, beside the
   * default one: the same rules, Auth by their API key, a Functions host each (on
   * localFunctionsPort), and the web server's /__/firebase/init.json for the one a request's
   * LOCAL_PROJECT_COOKIE names.
   */
  testProjects?: readonly string[];
  log?: (line: string) => void;
}

export interface RunningStack {
  urls: {
    app: string;
    firestore: string;
    auth: string;
    functions: string | null;
    storage: string;
    stripe: string;
    /** MailDev's web inbox (REST API under /api). */
    mail: string;
  };
  /** Milliseconds each part took to start (parts start in parallel), for the ready line and the bench. */
  timings: Record<string, number>;
  /** What happened to the seed on this start. */
  seeded: 'seeded' | 'kept-existing-data' | 'skipped';
  functionsHost: FunctionsHost | null;
  close(): Promise<void>;
}

interface Closable {
  name: string;
  close(): Promise<void> | void;
}

const CLOSE_TIMEOUT_MS = 8000;

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  /** The Functions host's base URL once its port is known (the web server's function rewrites). */
  let functionsBase: string | null = null;
  const dataDir = (name: string) => {
    const dir = join(options.dataDir, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const started: Closable[] = [];
  const track = <T extends Closable>(service: T): T => {
    started.push(service);
    return service;
  };
  const timings: Record<string, number> = {};
  const began = Date.now();
  const timed = <T>(name: string, promise: Promise<T>): Promise<T> =>
    promise.then(
      (value) => {
        timings[name] = Date.now() - began;
        return value;
      },
      (error: unknown) => {
        throw startError(name, error);
      },
    );
  const close = () => closeAll([...started].reverse(), log);
  const testProjects = [...(options.testProjects ?? [])];
  /** Functions base URL (`http://host:port/{project}`) by project, once each host's port is known. */
  const functionsBases = new Map<string, string>();

  try {
    // Independent services start together; only the Functions host needs the others' addresses.
    const [firestore, auth, storage, stripe, web, inbox] = await Promise.all([
      timed(
        'firestore',
        startFirestore({
          port: ports.firestore,
          host,
          dataDir: dataDir('firestore'),
          ...(options.enforceIndexes !== false && {
            indexes: join(options.root, 'firestore.indexes.json'),
          }),
        }),
      ).then((s) => track({ name: 'firestore', ...s, close: () => s.close() })),
      listenAuth({
        port: ports.auth,
        host,
        projectId: STACK_PROJECT_ID,
        dataDir: dataDir('auth'),
        projectOfApiKey: (key) => {
          const project = projectOfLocalApiKey(key);
          return project && testProjects.includes(project) ? project : undefined;
        },
        // E-mailed links open the app's action handler, as the console's custom action URL does.
        actionUrl: `${browserUrl(host, ports.web)}${AUTH_ACTION_PATH}`,
        // On the loopback twin the reset was asked from (sessions are per origin).
        actionOrigin: returnOrigin,
      }).then(
        (s) => track({ ...s, name: 'auth' }),
        (error: unknown) => {
          throw startError('auth', error);
        },
      ),
      timed(
        'storage',
        startStorage({
          port: ports.storage,
          host,
          dataDir: dataDir('storage'),
          // Raster images by declared type and bytes inline, anything else a download (README,
          // Security: production has storage.rules and checkUploadedPhoto for this).
          servesInline: isTrustedRasterImage,
        }),
      ).then((s) => track({ ...s, name: 'storage' })),
      timed(
        'stripe',
        startStripe({
          port: ports.stripe,
          host,
          webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
          dataDir: dataDir('stripe'),
        }),
      ).then((s) => track({ ...s, name: 'stripe' })),
      timed(
        'web',
        options.dev
          ? startViteDevServer({ root: options.root, port: ports.web, host })
          : startWebServer({
              port: ports.web,
              host,
              distDir: options.webDist ?? join(options.root, 'web/dist'),
              headerRules: localHostingHeaderRules(
                options.root,
                localOrigins('localhost', EMULATOR_PORTS, testProjects.map(localFunctionsPort)),
              ),
              rewrites: readHostingRewrites(options.root),
              functionsUrl: (project) =>
                project === STACK_PROJECT_ID
                  ? functionsBase
                  : (functionsBases.get(project) ?? null),
              defaultProject: STACK_PROJECT_ID,
              testProjects,
            }),
      ).then((s) => track({ ...s, name: 'web' })),
      timed(
        'mail',
        startMailInbox({
          smtpPort: ports.smtp,
          webPort: ports.mail,
          host,
          dataDir: dataDir('mail'),
        }),
      ).then((s) => track({ ...s, name: 'mail' })),
    ]);

    const rules: RulesTarget[] = [
      {
        name: 'Firestore',
        file: join(options.root, 'firestore.rules'),
        apply: (source) => {
          for (const project of [STACK_PROJECT_ID, ...testProjects])
            firestore.engine.setRules(project, source);
        },
      },
      // firebase.json's storage: one rules file, or each deploy target's bucket its own.
      ...storageRulesFiles(
        readJsonFile(join(options.root, 'firebase.json')),
        existsSync(join(options.root, '.firebaserc'))
          ? readJsonFile(join(options.root, '.firebaserc'))
          : undefined,
        STACK_PROJECT_ID,
      ).map(({ bucket, rules: file }): RulesTarget => ({
        name: bucket ? `Storage (${bucket})` : 'Storage',
        file: join(options.root, file),
        apply: (source) => storage.setRules(source, bucket),
      })),
    ];
    // storage.rules read role documents with firestore.exists(), as in production.
    storage.linkFirestore(firestore.engine, STACK_PROJECT_ID);
    loadRulesFiles(rules);
    if (options.dev) track({ name: 'rules watcher', close: watchRulesFiles(rules, log) });

    const firestoreHost = `${host}:${firestore.port}`;
    const authHost = `${host}:${auth.port}`;
    const functionsDir = join(options.root, 'functions');
    const functionsBuilt = existsSync(join(functionsDir, 'lib/index.js'));
    if (!functionsBuilt)
      log('functions/lib is not built: the Functions host is off (npm start builds it).');

    // The Functions worker is forked synchronously here and boots on another core while this process
    // loads the Auth emulator (CPU-bound for a moment); the seed needs Auth, so it goes last.
    const membershipPrices = functionsBuilt ? await ensureMembershipPrices(stripe.url) : null;
    // The webhook endpoint, made as on a deploy (npm run stripe:webhook's code): the stand-in then
    // sends the function only the events production's endpoint gets, signed with its secret.
    const functionsPort = functionsBuilt ? await portToUse(ports.functions, host) : ports.functions;
    // The web server proxies firebase.json's function rewrites (link previews) here.
    if (functionsBuilt) functionsBase = `http://${host}:${functionsPort}/${STACK_PROJECT_ID}`;
    const webhookUrl = (project: string, port: number) =>
      `http://${host}:${port}/${project}/${STACK_REGION}/stripeWebhook`;
    const webhookUrls = [
      webhookUrl(STACK_PROJECT_ID, functionsPort),
      ...testProjects.map((project) => webhookUrl(project, localFunctionsPort(project))),
    ];
    /** The project's webhook endpoint (each its own signing secret) and its Functions host. */
    const startProjectFunctions = async (
      project: string,
      port: number,
      files: { webhookSecret: string; appCheckKey: string },
    ): Promise<FunctionsHost> => {
      const webhookSecret = await ensureLocalWebhookEndpoint(
        stripe.url,
        webhookUrl(project, port),
        join(dataDir('stripe'), files.webhookSecret),
        webhookUrls,
      );
      return startFunctionsHost({
        port,
        host,
        project,
        functionsDir,
        firestore,
        durableTriggers: options.durableTriggers ?? true,
        // Tokens a browser holds stay valid across restarts.
        appCheckKeyFile: join(dataDir('functions'), files.appCheckKey),
        env: {
          ...localFunctionsEnv({
            host,
            stripePort: stripe.port,
            appUrl: web.url,
            smtpUrl: inbox.smtpUrl,
          }),
          STRIPE_WEBHOOK_SECRET: webhookSecret,
          MEMBERSHIP_PRICE_MONTHLY: membershipPrices?.monthly ?? '',
          MEMBERSHIP_PRICE_YEARLY: membershipPrices?.yearly ?? '',
          FIREBASE_AUTH_EMULATOR_HOST: authHost,
          FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${storage.port}`,
        },
      });
    };
    const functionsStarting = functionsBuilt
      ? timed(
          'functions',
          startProjectFunctions(STACK_PROJECT_ID, functionsPort, {
            webhookSecret: 'webhook-signing-secret',
            appCheckKey: 'app-check-key.pem',
          }),
        ).then((h) => track({ ...h, name: 'functions' }))
      : Promise.resolve(null);
    // The browser tests' projects: one host each, as the functions process serves one project.
    const testFunctionsStarting = functionsBuilt
      ? timed(
          'test projects functions',
          Promise.all(
            testProjects.map((project) =>
              startProjectFunctions(project, localFunctionsPort(project), {
                webhookSecret: `webhook-signing-secret-${project}`,
                appCheckKey: `app-check-key-${project}.pem`,
              }).then((h) => {
                functionsBases.set(project, `${h.url}/${project}`);
                return track({ ...h, name: `functions (${project})` });
              }),
            ),
          ),
        )
      : Promise.resolve([]);
    const [functionsHost, , seeded] = await Promise.all([
      functionsStarting,
      testFunctionsStarting,
      timed('auth', auth.load()).then(() =>
        timed(
          'seed check',
          seedIfEmpty(
            options.seed ?? true,
            { projectId: STACK_PROJECT_ID, firestoreHost, authHost },
            () => auth.exportAccounts(),
            log,
          ),
        ),
      ),
    ]);
    if (options.dev && functionsHost)
      track({
        name: 'functions watcher',
        close: watchFunctionsSources(options.root, () => functionsHost.reload(), log),
      });

    return {
      urls: {
        app: web.url,
        firestore: `http://${firestoreHost}`,
        auth: auth.url,
        functions: functionsHost?.url ?? null,
        storage: storage.url,
        stripe: stripe.url,
        mail: inbox.url,
      },
      timings,
      seeded,
      functionsHost,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `port`, or for 0 a port free now (the webhook endpoint's URL must name it before the host listens). */
async function portToUse(port: number, host: string): Promise<number> {
  if (port !== 0) return port;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const free = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

async function seedIfEmpty(
  enabled: boolean,
  target: { projectId: string; firestoreHost: string; authHost: string },
  persistAccounts: () => Promise<void>,
  log: (line: string) => void,
): Promise<RunningStack['seeded']> {
  if (!enabled) return 'skipped';
  if (!(await isDatabaseEmpty(target))) return 'kept-existing-data';
  const summary = await seedDemoData(target);
  await persistAccounts();
  log(`Seeded the demo city: ${summary.documents} documents, ${summary.users} accounts.`);
  return 'seeded';
}

/** Names the part that failed; a busy port says which option moves it. */
function startError(part: string, error: unknown): Error {
  const { code, port } = error as NodeJS.ErrnoException & { port?: number };
  if (code === 'EADDRINUSE') {
    return new Error(
      `${part}: port ${port} is already in use (another npm start running? or move it with --port-${part}=<n>)`,
    );
  }
  return new Error(`${part}: ${error instanceof Error ? error.message : String(error)}`);
}

/** Closes every service even if some fail or hang, so ports are released and no child is left. */
async function closeAll(services: Closable[], log: (line: string) => void): Promise<void> {
  for (const service of services) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), CLOSE_TIMEOUT_MS)),
    );
    try {
      const result = await Promise.race([
        Promise.resolve(service.close()).then(() => 'closed' as const),
        timeout,
      ]);
      if (result === 'timeout')
        log(`${service.name} did not stop within ${CLOSE_TIMEOUT_MS / 1000} s`);
    } catch (error) {
      log(
        `${service.name} failed to stop: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      clearTimeout(timer);
    }
  }
}

function readJsonFile(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}
