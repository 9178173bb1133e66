/**
 * The HTTP/1.1 side of the port: CORS, the emulator control endpoints, the WebChannel hook and
 * the REST API (https://firestore.googleapis.com/v1/...).
 */
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authFromAuthorizationHeader } from '../shared/auth-token.js';
import type { FirestoreEngine, RequestContext } from './engine.js';
import { Code, FirestoreError, asFirestoreError, invalid } from './errors.js';
import { parseResourceName } from './paths.js';
import {
  callServerStream,
  callUnary,
  type ServerStreamMethod,
  type UnaryMethod,
} from './service.js';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

const MAX_BODY = 16 * 1024 * 1024;
const WEBCHANNEL_PREFIX = '/google.firestore.v1.Firestore/';

export function createHttpHandler(
  engine: FirestoreEngine,
  webChannel: () => Promise<RequestHandler | null>,
): RequestHandler {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith(WEBCHANNEL_PREFIX)) {
      webChannel().then(
        (handler) =>
          handler
            ? handler(req, res)
            : sendJson(
                res,
                404,
                new FirestoreError(Code.NOT_FOUND, 'WebChannel is not available.').toRestBody(),
              ),
        (e: unknown) => sendJson(res, 500, asFirestoreError(e).toRestBody()),
      );
      return;
    }
    setCorsHeaders(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '3600',
      });
      res.end();
      return;
    }
    route(engine, req, url)
      .then((body) => sendJson(res, 200, body))
      .catch((e: unknown) => {
        const err = asFirestoreError(e);
        if (err.code === Code.INTERNAL) console.error('firestore: internal error', e);
        sendJson(res, err.httpStatus, err.toRestBody());
      });
  };
}

/** A malformed escape (`%zz`) is the client's error (400), not an internal one. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalid(`Invalid percent-encoding in the request path: ${JSON.stringify(segment)}`);
  }
}

function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY)
      throw new FirestoreError(
        Code.INVALID_ARGUMENT,
        `Request payload size exceeds the limit: ${MAX_BODY} bytes.`,
      );
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  if (!isUtf8(body))
    throw invalid('Invalid JSON payload received. Invalid UTF-8 in the request body.');
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch (e) {
    throw invalid(`Invalid JSON payload received. ${(e as Error).message}`);
  }
}

async function route(engine: FirestoreEngine, req: IncomingMessage, url: URL): Promise<unknown> {
  const method = req.method ?? 'GET';
  const path = url.pathname;
  if (path === '/' && method === 'GET') return 'Ok';

  const control = /^\/emulator\/v1\/projects\/([^/:]+)(.*)$/.exec(path);
  if (control)
    return controlEndpoint(
      engine,
      method,
      decodePathSegment(control[1]!),
      decodePathSegment(control[2]!),
      req,
    );

  const rest = /^\/v1(?:beta1)?\/(.+)$/.exec(path);
  if (!rest) throw new FirestoreError(Code.NOT_FOUND, `Not found: ${method} ${path}`);
  const ctx = contextOf(req);
  const full = rest[1]!.split('/').map(decodePathSegment).join('/');
  if (!/^projects\/[^/]+\/databases\/[^/]+\/documents(?:[/:]|$)/.test(full))
    throw new FirestoreError(Code.NOT_FOUND, `Not found: ${method} ${path}`);
  const verbMatch = /^(.*):([A-Za-z]+)$/.exec(full);
  if (verbMatch) {
    if (method !== 'POST') throw new FirestoreError(Code.NOT_FOUND, `Not found: ${method} ${path}`);
    return verbCall(engine, ctx, verbMatch[1]!, verbMatch[2]!, await readJson(req));
  }
  const segments = parseResourceName(full).segments;
  const isDocument = segments.length > 0 && segments.length % 2 === 0;
  const q = url.searchParams;
  switch (method) {
    case 'GET':
      if (isDocument)
        return callUnary(engine, 'GetDocument', ctx, {
          name: full,
          ...maskParam(q, 'mask'),
          ...optional(q, 'transaction'),
          ...optional(q, 'readTime'),
        });
      return callUnary(engine, 'ListDocuments', ctx, {
        parent: full.slice(0, full.lastIndexOf('/')),
        collectionId: full.slice(full.lastIndexOf('/') + 1),
        ...maskParam(q, 'mask'),
        ...optional(q, 'pageToken'),
        ...optional(q, 'orderBy'),
        ...optional(q, 'transaction'),
        ...(q.has('pageSize') ? { pageSize: q.get('pageSize') } : {}),
        ...(q.has('showMissing') ? { showMissing: q.get('showMissing') === 'true' } : {}),
      });
    case 'POST': {
      if (isDocument || segments.length === 0)
        throw new FirestoreError(Code.NOT_FOUND, `Not found: POST ${path}`);
      return callUnary(engine, 'CreateDocument', ctx, {
        parent: full.slice(0, full.lastIndexOf('/')),
        collectionId: full.slice(full.lastIndexOf('/') + 1),
        document: await readJson(req),
        ...optional(q, 'documentId'),
        ...maskParam(q, 'mask'),
      });
    }
    case 'PATCH': {
      if (!isDocument) throw new FirestoreError(Code.NOT_FOUND, `Not found: PATCH ${path}`);
      const document = { ...((await readJson(req)) as object), name: full };
      return callUnary(engine, 'UpdateDocument', ctx, {
        document,
        ...maskParam(q, 'mask'),
        ...maskParam(q, 'updateMask'),
        ...preconditionParams(q),
      });
    }
    case 'DELETE':
      if (!isDocument) throw new FirestoreError(Code.NOT_FOUND, `Not found: DELETE ${path}`);
      return callUnary(engine, 'DeleteDocument', ctx, { name: full, ...preconditionParams(q) });
    default:
      throw new FirestoreError(Code.NOT_FOUND, `Not found: ${method} ${path}`);
  }
}

const DATABASE_VERBS: Record<string, UnaryMethod | ServerStreamMethod> = {
  commit: 'Commit',
  batchGet: 'BatchGetDocuments',
  beginTransaction: 'BeginTransaction',
  rollback: 'Rollback',
  batchWrite: 'BatchWrite',
};
const PARENT_VERBS: Record<string, UnaryMethod | ServerStreamMethod> = {
  runQuery: 'RunQuery',
  runAggregationQuery: 'RunAggregationQuery',
  listCollectionIds: 'ListCollectionIds',
  partitionQuery: 'PartitionQuery',
};

async function verbCall(
  engine: FirestoreEngine,
  ctx: RequestContext,
  target: string,
  verb: string,
  body: unknown,
): Promise<unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw invalid('Invalid JSON payload received. Expected an object.');
  let method: UnaryMethod | ServerStreamMethod;
  let request: object;
  if (DATABASE_VERBS[verb]) {
    const m = /^(projects\/[^/]+\/databases\/[^/]+)\/documents$/.exec(target);
    if (!m) throw new FirestoreError(Code.NOT_FOUND, `Not found: ${target}:${verb}`);
    method = DATABASE_VERBS[verb]!;
    request = { ...body, database: m[1] };
  } else if (PARENT_VERBS[verb]) {
    parseResourceName(target);
    method = PARENT_VERBS[verb]!;
    request = { ...body, parent: target };
  } else {
    throw new FirestoreError(Code.NOT_FOUND, `Not found: ${target}:${verb}`);
  }
  if (method === 'BatchGetDocuments' || method === 'RunQuery' || method === 'RunAggregationQuery')
    return callServerStream(engine, method, ctx, request);
  return callUnary(engine, method as UnaryMethod, ctx, request);
}

async function controlEndpoint(
  engine: FirestoreEngine,
  method: string,
  project: string,
  rest: string,
  req: IncomingMessage,
): Promise<unknown> {
  if (method === 'PUT' && rest === ':securityRules') {
    const body = (await readJson(req)) as { rules?: { files?: Array<{ content?: unknown }> } };
    const files = body?.rules?.files;
    if (!Array.isArray(files) || files.length === 0 || typeof files[0]?.content !== 'string')
      throw invalid('Expected {"rules":{"files":[{"content":"..."}]}}.');
    engine.setRules(project, files[0].content as string);
    return {};
  }
  if (rest === ':readCount' && method === 'GET') return engine.reads.get(project);
  if (rest === ':readCount' && method === 'DELETE') return engine.reads.reset(project);
  const clear = /^\/databases\/([^/]+)\/documents$/.exec(rest);
  if (method === 'DELETE' && clear) {
    engine.clear({ project, database: clear[1]! });
    return {};
  }
  throw new FirestoreError(
    Code.NOT_FOUND,
    `Not found: ${method} /emulator/v1/projects/${project}${rest}`,
  );
}

function contextOf(req: IncomingMessage): RequestContext {
  return {
    project: '',
    database: '(default)',
    auth: authFromAuthorizationHeader(req.headers.authorization),
  };
}

function optional(q: URLSearchParams, key: string): Record<string, string> {
  const v = q.get(key);
  return v === null ? {} : { [key]: v };
}

function maskParam(q: URLSearchParams, key: string): Record<string, { fieldPaths: string[] }> {
  const paths = q.getAll(`${key}.fieldPaths`);
  return paths.length || q.has(`${key}.fieldPaths`) ? { [key]: { fieldPaths: paths } } : {};
}

function preconditionParams(q: URLSearchParams): object {
  const exists = q.get('currentDocument.exists');
  const updateTime = q.get('currentDocument.updateTime');
  if (exists === null && updateTime === null) return {};
  return {
    currentDocument: {
      ...(exists !== null ? { exists: exists === 'true' } : {}),
      ...(updateTime !== null ? { updateTime } : {}),
    },
  };
}
