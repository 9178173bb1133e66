// The worker child: imports the built functions module, reports what it exports, and runs the
// functions on a private loopback port. Its environment (emulator hosts, project, debug features,
// Stripe settings) was prepared by the host before the process started, because firebase-functions
// and firebase-admin read it at module load.

// First: applies FUNCTIONS_HOST_LOG_LEVEL before anything keeps references to console methods.
import './worker-console.js';
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import { discoverFunctions } from './discover.js';
import { applyParamDefaults } from './params.js';
import {
  WORKER_EVENT_PATH,
  WORKER_SCHEDULE_PATH,
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
  const manifest = JSON.parse(await readFile(path.join(functionsDir, 'package.json'), 'utf8')) as { main?: string };
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

function buildApp(project: string, exportsByName: Record<string, unknown>, functions: DiscoveredFunction[]) {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: BODY_LIMIT, verify: keepRawBody }));
  app.use(express.text({ limit: BODY_LIMIT, verify: keepRawBody }));
  app.use(express.urlencoded({ limit: BODY_LIMIT, extended: true, verify: keepRawBody }));
  app.use(express.raw({ limit: BODY_LIMIT, type: () => true, verify: keepRawBody }));

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
        Promise.resolve()
          .then(() => (handler as EventHandler)(req.body))
          .then(
            () => res.status(204).end(),
            (error: unknown) => res.status(500).json({ error: describeError(error) }),
          );
      });
    } else if (fn.kind === 'schedule') {
      app.post(`${WORKER_SCHEDULE_PATH}${fn.name}`, (req, res, next) => {
        req.headers['x-cloudscheduler-jobname'] = `firebase-schedule-${fn.name}-${fn.region}`;
        req.headers['x-cloudscheduler-scheduletime'] = new Date().toISOString();
        Promise.resolve((handler as HttpHandler)(req, res)).catch(next);
      });
    }
  }

  app.use((req, res) => {
    res.status(404).json({ error: { status: 'NOT_FOUND', message: `No function at ${req.method} ${req.originalUrl}` } });
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

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  const functionsDir = process.env.FUNCTIONS_HOST_SOURCE_DIR;
  const project = process.env.GCLOUD_PROJECT;
  if (!functionsDir || !project) throw new Error('FUNCTIONS_HOST_SOURCE_DIR and GCLOUD_PROJECT must be set');

  let exportsByName: Record<string, unknown>;
  try {
    exportsByName = await loadModule(functionsDir);
    applyParamDefaults();
  } catch (error) {
    send({ type: 'load-error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
  const functions = discoverFunctions(exportsByName);
  const app = buildApp(project, exportsByName, functions);
  const server: Server = app.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    send({ type: 'ready', port, functions });
  });
  // Longer than the host's idle timeout toward us (see index.ts), so the host always closes first.
  server.keepAliveTimeout = 600_000;
  server.headersTimeout = 601_000;

  process.on('message', (message: HostMessage) => {
    if (message.type === 'shutdown') {
      // Let requests in flight finish, then leave.
      server.close(() => process.exit(0));
      server.closeIdleConnections();
    }
  });
  // The host died without saying goodbye: do not linger as an orphan.
  process.on('disconnect', () => process.exit(0));
}

main().catch((error: unknown) => {
  send({ type: 'load-error', message: describeError(error) });
  process.exit(1);
});
