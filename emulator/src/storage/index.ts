import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FirestoreEngine } from '../firestore/engine.js';
import { documentName } from '../firestore/paths.js';
import { rv, type DocumentLookup } from '../rules/index.js';
import { firebaseApi, firebaseErrorHandler } from './firebase-api.js';
import { gcsApi } from './gcs-api.js';
import { handle, readJson } from './http.js';
import { StorageRules, type BucketRules } from './rules.js';
import { StorageService } from './service.js';
import { ObjectStore } from './store.js';
import { UploadSessions } from './uploads.js';

export interface StorageServerOptions {
  port: number;
  host?: string;
  /** Persist objects under this directory; omit for in-memory. */
  dataDir?: string;
  /**
   * storage.rules source for every bucket, or each bucket its own (firebase.json storage deploy
   * targets, see storageRulesTargets); without it every client request is denied until setRules /
   * PUT /internal/setRules.
   */
  rules?: string | readonly BucketRules[];
  /**
   * Whether an object may be shown inline (else it is served as a download), from its declared
   * type and first bytes: a local policy, e.g. raster images only, so an SVG or HTML "photo"
   * cannot run script on this origin. Default: every object as declared, like Cloud Storage.
   */
  servesInline?: (contentType: string, head: Buffer) => boolean;
}

export interface StorageServer {
  port: number;
  url: string;
  /**
   * Replaces the rules of every bucket, or with `bucket` that bucket's own (then buckets without
   * their own rules have none); throws RulesSyntaxError (and keeps the old rules) if the source
   * does not parse.
   */
  setRules(source: string, bucket?: string): void;
  /** Deletes every object. */
  clear(): void;
  /**
   * Lets storage.rules read Firestore documents (firestore.get/exists, as production's rules do):
   * those of the project a default bucket is named after (projectOfBucket), else of `project`.
   */
  linkFirestore(firestore: FirestoreEngine, project: string): void;
  close(): Promise<void>;
}

const EXPOSED_HEADERS = [
  'content-type',
  'content-range',
  'x-firebase-storage-version',
  'x-goog-upload-url',
  'x-goog-upload-status',
  'x-goog-upload-size-received',
  'x-goog-upload-chunk-granularity',
  'x-goog-upload-control-url',
  'x-guploader-uploadid',
  'x-goog-hash',
  'x-goog-generation',
  'x-goog-metageneration',
  'etag',
  'location',
  'range',
].join(', ');

/** The Storage stand-in: Firebase Storage API (/v0) for client SDKs, the JSON API for firebase-admin. */
export async function startStorage(options: StorageServerOptions): Promise<StorageServer> {
  const rules = new StorageRules();
  if (typeof options.rules === 'string') rules.load(options.rules);
  else if (options.rules) rules.loadPerBucket(options.rules);
  const service = new StorageService(new ObjectStore(options.dataDir), rules);
  const uploads = new UploadSessions();

  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    // Browsers upload from the web app's origin; the web SDK reads the X-Goog-Upload-* response headers.
    const origin = req.header('origin');
    res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
    if (origin) res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.header('access-control-request-headers') ?? '*',
      );
      if (req.header('access-control-request-private-network'))
        res.setHeader('Access-Control-Allow-Private-Network', 'true');
      res.setHeader('Access-Control-Max-Age', '3600');
      return res.status(204).end();
    }
    next();
  });

  // Control endpoints, as Google's emulator (rules-unit-testing calls setRules and reset).
  app.put(
    '/internal/setRules',
    handle(async (req, res) => {
      const body = (await readJson(req)) as { rules?: { files?: unknown } };
      const parsed = rulesFilesOf(body.rules?.files);
      if (typeof parsed === 'string') return res.status(400).json({ message: parsed });
      try {
        if (parsed.length === 1 && parsed[0]!.resource === undefined)
          rules.load(parsed[0]!.content);
        else rules.loadPerBucket(parsed.map((f) => ({ bucket: f.resource!, source: f.content })));
      } catch (error) {
        // Google's emulator's message; the parse error itself goes in `details` (it logs it).
        return res.status(400).json({
          message: 'There was an error updating rules, see logs for more details',
          details: error instanceof Error ? error.message : String(error),
        });
      }
      res.json({ message: 'Rules updated successfully' });
    }),
  );
  app.post('/internal/reset', (_req, res) => {
    service.clear();
    uploads.clear();
    res.status(200).end();
  });
  app.delete('/internal/objects', (_req, res) => {
    service.clear();
    res.status(200).end();
  });

  app.use('/v0', firebaseApi(service, uploads, options.servesInline));
  app.use('/', gcsApi(service, uploads, options.servesInline));
  app.use((req, res) =>
    res
      .status(501)
      .json({ error: { code: 501, message: `Not implemented: ${req.method} ${req.path}` } }),
  );
  app.use(firebaseErrorHandler);

  const server = createServer(app);
  await listen(server, options.port, options.host ?? '127.0.0.1');
  const port = (server.address() as AddressInfo).port;
  const host = options.host ?? '127.0.0.1';
  return {
    port,
    url: `http://${host}:${port}`,
    setRules: (source, bucket) =>
      bucket === undefined ? rules.load(source) : rules.loadForBucket(bucket, source),
    clear: () => service.clear(),
    linkFirestore: (firestore, project) =>
      rules.linkFirestore((bucket) =>
        firestoreLookup(firestore, projectOfBucket(bucket) ?? project),
      ),
    close: () => closeServer(server),
  };
}

/**
 * The files of a PUT /internal/setRules body, as Google's emulator reads them: one file for every
 * bucket, or several each naming its bucket in `resource`; a string is the 400 message.
 */
function rulesFilesOf(
  files: unknown,
): string | Array<{ name: string; content: string; resource?: string }> {
  if (!Array.isArray(files) || files.length === 0)
    return "Request body must include 'rules.files' array";
  const valid = (f: unknown): f is { name: string; content: string; resource?: unknown } =>
    !!f &&
    typeof (f as { name?: unknown }).name === 'string' &&
    typeof (f as { content?: unknown }).content === 'string';
  if (files.length === 1) {
    const [file] = files as unknown[];
    if (!valid(file)) return "Each member of 'rules.files' array must contain 'name' and 'content'";
    return [
      {
        name: file.name,
        content: file.content,
        ...(typeof file.resource === 'string' && { resource: file.resource }),
      },
    ];
  }
  const result: Array<{ name: string; content: string; resource: string }> = [];
  for (const file of files as unknown[]) {
    if (!valid(file) || typeof file.resource !== 'string' || !file.resource)
      return "Each member of 'rules.files' array must contain 'name', 'content', and 'resource'";
    result.push({ name: file.name, content: file.content, resource: file.resource });
  }
  return result;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** firestore.get/exists paths (/databases/(default)/documents/...) read from the engine's store. */
/**
 * The project a default bucket belongs to (`<project>.appspot.com`, `<project>.firebasestorage.app`):
 * production's cross-service rules read that project's Firestore. Null for other bucket names.
 */
export function projectOfBucket(bucket: string): string | null {
  return /^(.+)\.(?:appspot\.com|firebasestorage\.app)$/.exec(bucket)?.[1] ?? null;
}

function firestoreLookup(firestore: FirestoreEngine, project: string): DocumentLookup {
  return {
    get: (path) => {
      const match = /^\/?databases\/([^/]+)\/documents\/(.+)$/.exec(path);
      if (!match) return null;
      const db = { project, database: match[1]! };
      const doc = firestore.store(db).get(match[2]!);
      return doc ? rv.firestoreResource(documentName(db, match[2]!), doc.fields) : null;
    },
  };
}
