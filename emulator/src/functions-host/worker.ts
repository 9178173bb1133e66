// The worker child: imports the built functions module, reports what it exports, and runs the
// functions: on the client connections the host hands over (the public port), and on a private
// loopback port for the host's trigger events and schedule runs. Its environment (emulator hosts,
// project, debug features, Stripe settings) was prepared by the host before the process started,
// because firebase-functions and firebase-admin read it at module load.
//
// Trigger events yield to client requests: one that arrives while a client request is being
// answered waits until none is, or FUNCTIONS_HOST_TRIGGER_YIELD_MS (default 1 s) at most, counting
// the time the host already held it back (the worker tells the host when it is busy). On
// Google's platform triggers run on other instances and never take a callable instance's CPU;
// here they share the worker (and the machine's cores), so they run in its quiet moments instead.

// First: applies FUNCTIONS_HOST_LOG_LEVEL before anything keeps references to console methods.
import './worker-console.js';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import {
  APP_CHECK_HEADER,
  APP_CHECK_KEY_ENV,
  APP_CHECK_TOKEN_PATH,
  APP_CHECK_TOKEN_TTL_SECONDS,
  AppCheckKeys,
} from './app-check.js';
import { discoverFunctions } from './discover.js';
import { applyParamDefaults, defaultParamsOnRead } from './params.js';
import {
  HOST_FUNCTIONS_PATH,
  HOST_SCHEDULE_RUN_PATH,
  WORKER_EVENT_PATH,
  WORKER_SCHEDULE_PATH,
  YIELDED_HEADER,
  parseTriggerYieldMs,
  type DiscoveredFunction,
  type HostMessage,
  type WorkerMessage,
} from './protocol.js';

type HttpHandler = (req: Request, res: Response) => unknown;
type EventHandler = (event: unknown) => unknown;

const BODY_LIMIT = '10mb';

function send(message: WorkerMessage): void {
  process.send?.(message);
}

async function loadModule(functionsDir: string): Promise<Record<string, unknown>> {
  const manifest = JSON.parse(await readFile(path.join(functionsDir, 'package.json'), 'utf8')) as {
    main?: string;
  };
  const entry = path.resolve(functionsDir, manifest.main ?? 'lib/index.js');
  return (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
}

/** Keeps the exact bytes of every body (webhook signatures are computed over them). */
function keepRawBody(req: Request, _res: Response, buffer: Buffer): void {
  (req as Request & { rawBody?: Buffer }).rawBody = buffer;
}

/** CORS for browsers calling https functions directly; callables also answer it themselves. */
function cors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.header('origin');
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    const requested = req.header('access-control-request-headers');
    if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
    res.setHeader('Access-Control-Max-Age', '3600');
    res.status(204).end();
    return;
  }
  next();
}

function buildApp(
  project: string,
  exportsByName: Record<string, unknown>,
  functions: DiscoveredFunction[],
  /** Resolves when a trigger event may run (see the file's header), given what the host waited. */
  triggerTurn: (yieldedMs: number) => Promise<void>,
  appCheck: AppCheckKeys,
) {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: BODY_LIMIT, verify: keepRawBody }));
  app.use(express.text({ limit: BODY_LIMIT, verify: keepRawBody }));
  app.use(express.urlencoded({ limit: BODY_LIMIT, extended: true, verify: keepRawBody }));
  app.use(express.raw({ limit: BODY_LIMIT, type: () => true, verify: keepRawBody }));

  // The host's own routes: the connection may have reached any worker, and each knows the build.
  app.get(HOST_FUNCTIONS_PATH, (_req, res) => {
    res.json({ functions });
  });
  app.post(HOST_SCHEDULE_RUN_PATH, (req, res, next) => {
    const name = decodeURIComponent(HOST_SCHEDULE_RUN_PATH.exec(req.path)?.[1] ?? '');
    const fn = functions.find(
      (candidate) => candidate.kind === 'schedule' && candidate.name === name,
    );
    if (!fn) {
      res.status(500).json({ error: { message: `No scheduled function named ${name}` } });
      return;
    }
    runScheduled(fn, exportsByName[fn.name] as HttpHandler, req, res, next);
  });

  // App Check (app-check.ts): tokens for the local app, and every request's token checked as
  // production checks it; one that fails is dropped, so an enforcing callable refuses the call.
  app.use(APP_CHECK_TOKEN_PATH, cors, (req, res) => {
    const appId = (req.body as { appId?: unknown } | undefined)?.appId;
    if (req.method !== 'POST' || typeof appId !== 'string' || appId === '') {
      res.status(400).json({ error: { message: 'POST a JSON body { "appId": "<app id>" }' } });
      return;
    }
    res.json({
      token: appCheck.issue(appId),
      ttlMillis: APP_CHECK_TOKEN_TTL_SECONDS * 1000,
    });
  });
  app.use((req, _res, next) => {
    const token = req.header(APP_CHECK_HEADER);
    if (token === undefined) return next();
    const verdict = appCheck.verify(token);
    if (verdict instanceof Error) {
      console.warn(`[functions host] App Check token refused (${verdict.message}): ${req.path}`);
      delete req.headers[APP_CHECK_HEADER];
    }
    next();
  });

  for (const fn of functions) {
    const handler = exportsByName[fn.name];
    if (fn.kind === 'https' || fn.kind === 'callable') {
      // Google's URL shape. Mounted with app.use, so the function sees the path after its name
      // (onRequest apps route on it), as on Cloud Functions.
      app.use(`/${project}/${fn.region}/${fn.name}`, cors, (req, res, next) => {
        Promise.resolve((handler as HttpHandler)(req, res)).catch(next);
      });
    } else if (fn.kind === 'firestore') {
      app.post(`${WORKER_EVENT_PATH}${fn.name}`, (req, res) => {
        triggerTurn(Number(req.header(YIELDED_HEADER)) || 0)
          .then(() => (handler as EventHandler)(req.body))
          .then(
            () => res.status(204).end(),
            (error: unknown) => res.status(500).json({ error: describeError(error) }),
          );
      });
    } else if (fn.kind === 'schedule') {
      app.post(`${WORKER_SCHEDULE_PATH}${fn.name}`, (req, res, next) =>
        runScheduled(fn, handler as HttpHandler, req, res, next),
      );
    }
  }

  app.use((req, res) => {
    res.status(404).json({
      error: { status: 'NOT_FOUND', message: `No function at ${req.method} ${req.originalUrl}` },
    });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (res.headersSent) return res.end();
    res.status(typeof status === 'number' && status >= 400 && status < 600 ? status : 500).json({
      error: { status: 'INTERNAL', message: describeError(error) },
    });
  });
  return app;
}

/** Runs a scheduled function as Cloud Scheduler calls it; it answers 200, or 500 when it failed. */
function runScheduled(
  fn: DiscoveredFunction,
  handler: HttpHandler,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  req.headers['x-cloudscheduler-jobname'] = `firebase-schedule-${fn.name}-${fn.region}`;
  req.headers['x-cloudscheduler-scheduletime'] = new Date().toISOString();
  Promise.resolve(handler(req, res)).catch(next);
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  const functionsDir = process.env.FUNCTIONS_HOST_SOURCE_DIR;
  const project = process.env.GCLOUD_PROJECT;
  const appCheckKey = process.env[APP_CHECK_KEY_ENV];
  if (!functionsDir || !project || !appCheckKey)
    throw new Error(
      `FUNCTIONS_HOST_SOURCE_DIR, GCLOUD_PROJECT and ${APP_CHECK_KEY_ENV} must be set`,
    );
  // The functions have no business with the host's signing key.
  delete process.env[APP_CHECK_KEY_ENV];
  // Node on Cloud Functions (and npm start's bundled worker) maps no stack traces unless asked
  // with --enable-source-maps. tsx, which runs this worker from source in tests and benches, turns
  // mapping on for every Error, and the Firestore SDK takes a stack on each call (a third of a
  // checkout burst's worker CPU went to mapping them).
  if (!`${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`.includes('source-maps'))
    process.setSourceMapsEnabled(false);
  const appCheck = new AppCheckKeys(appCheckKey, project);

  let exportsByName: Record<string, unknown>;
  try {
    defaultParamsOnRead();
    exportsByName = await loadModule(functionsDir);
    applyParamDefaults();
  } catch (error) {
    send({
      type: 'load-error',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    process.exit(1);
  }
  const functions = discoverFunctions(exportsByName);
  const yieldMs = parseTriggerYieldMs(process.env.FUNCTIONS_HOST_TRIGGER_YIELD_MS);
  const connections = new ClientConnections();
  const app = buildApp(
    project,
    exportsByName,
    functions,
    (yieldedMs) => connections.quiet(Math.max(0, yieldMs - yieldedMs)),
    appCheck,
  );
  // Two servers on the same app: `clients` serves the connections the host hands over (it never
  // listens itself), `host` the trigger events and schedule runs on a private loopback port.
  const clients = createServer(app);
  const host: Server = app.listen(0, '127.0.0.1', () => {
    const address = host.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    send({ type: 'ready', port, functions });
  });
  for (const server of [clients, host]) {
    // Clients (browsers, fetch) keep idle connections open for a while: outlast them rather than
    // close a socket a client is about to reuse (Node's default of 5 s makes that race common).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  connections.serve(clients);
  process.on('message', (message: HostMessage, handle?: unknown) => {
    if (message.type === 'connection') {
      // No socket came with it (the client left while it was sent): it is already closed.
      if (!handle) return send({ type: 'connection-closed', id: message.id });
      // Said before anything is read: until then the host may give the connection to another worker.
      send({ type: 'connection-taken', id: message.id });
      connections.adopt(handle as Socket, message.id);
    } else if (message.type === 'shutdown') {
      // Let requests in flight finish (each answer then closes its connection), give idle
      // connections back to the host, then leave.
      Promise.all([new Promise((resolve) => host.close(resolve)), connections.drain()]).then(() =>
        process.exit(0),
      );
    }
  });
}

const DRAIN_POLL_MS = 50;

/**
 * The client connections handed over by the host, with what each is doing, so that a shutdown
 * never closes a connection a request may be arriving on: an answer in progress closes its
 * connection when done (`Connection: close`), and an idle connection is given back to the host
 * (which keeps its own copy of the socket) for another worker to serve. The count of answers in
 * progress also tells trigger events when the worker is quiet (quiet()).
 */
class ClientConnections {
  private readonly open = new Map<
    Socket,
    {
      id: number;
      answering: Set<ServerResponse>;
      /** bytesRead when the last answer finished: more means a request is arriving. */
      readWhenIdle: number;
      released: boolean;
    }
  >();
  private draining = false;
  private server: Server | null = null;
  /** Client requests being answered, over all connections. */
  private answeringCount = 0;
  /** Called when answeringCount falls to 0. */
  private readonly onQuiet = new Set<() => void>();

  /** Starts tracking the requests of `server`, the server the connections are handed to. */
  serve(server: Server): void {
    this.server = server;
    // Before the app's own listener, which may answer synchronously (404, CORS preflight).
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      const socket = req.socket;
      const state = this.open.get(socket);
      if (state) {
        state.answering.add(res);
        if (this.answeringCount++ === 0) send({ type: 'busy' });
        res.once('close', () => {
          state.answering.delete(res);
          if (state.answering.size === 0) state.readWhenIdle = socket.bytesRead;
          if (--this.answeringCount === 0) {
            send({ type: 'quiet' });
            for (const wake of [...this.onQuiet]) wake();
          }
        });
      }
      // While draining, every answer closes its connection, so the client reconnects elsewhere.
      if (this.draining) res.shouldKeepAlive = false;
    });
  }

  /** Resolves once no client request is being answered, or after `maxMs` (0: at once). */
  quiet(maxMs: number): Promise<void> {
    if (this.answeringCount === 0 || maxMs === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.onQuiet.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, maxMs);
      this.onQuiet.add(wake);
    });
  }

  adopt(socket: Socket, id: number): void {
    const state = { id, answering: new Set<ServerResponse>(), readWhenIdle: 0, released: false };
    this.open.set(socket, state);
    socket.once('close', () => {
      this.open.delete(socket);
      if (!state.released) send({ type: 'connection-closed', id });
    });
    // The HTTP server reads and answers it like a connection it accepted itself.
    if (!this.server) throw new Error('ClientConnections.serve() was not called');
    this.server.emit('connection', socket);
  }

  /** Resolves once every connection has closed or gone back to the host. */
  drain(): Promise<void> {
    this.draining = true;
    // Answers already begun but not yet sent close their connection too.
    for (const state of this.open.values())
      for (const res of state.answering) if (!res.headersSent) res.shouldKeepAlive = false;
    return new Promise((resolve) => {
      const check = () => {
        for (const [socket, state] of this.open) {
          if (state.released || state.answering.size > 0) continue;
          // Stop reading, then look: nothing read since the last answer means the next request (if
          // any) is still whole in the kernel, where the host's copy of the socket will find it.
          socket.pause();
          if (socket.bytesRead !== state.readWhenIdle) {
            // A request is arriving: it is answered here, with Connection: close.
            socket.resume();
            continue;
          }
          state.released = true;
          send({ type: 'connection-released', id: state.id });
          // Closes this process's descriptor only: the host's copy keeps the connection open.
          socket.destroy();
        }
        if (this.open.size > 0) return;
        clearInterval(poll);
        resolve();
      };
      const poll = setInterval(check, DRAIN_POLL_MS);
      check();
    });
  }
}

// The host died without saying goodbye: do not linger as an orphan. Listened to before the
// functions load (seconds): a host that dies meanwhile would otherwise leave this worker serving.
process.on('disconnect', () => process.exit(0));

main().catch((error: unknown) => {
  send({ type: 'load-error', message: describeError(error) });
  process.exit(1);
});
