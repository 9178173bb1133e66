import express, { type Request, type Response, type Router } from 'express';
import { MultipartError, parseMultipartRelated } from './multipart.js';
import {
  parseIncomingMetadata,
  toFirebaseJson,
  withoutDownloadToken,
  withNewDownloadToken,
  type IncomingMetadata,
} from './metadata.js';
import {
  BodyTooLargeError,
  handle,
  originOf,
  readBody,
  readJson,
  sendError,
  sendMedia,
  type InlinePolicy,
} from './http.js';
import {
  ObjectNotFoundError,
  StorageDeniedError,
  type Access,
  type StorageService,
} from './service.js';
import type { ResumableUpload, UploadSessions } from './uploads.js';

const PERMISSION_WORD = {
  get: 'READ',
  list: 'LIST',
  create: 'WRITE',
  update: 'WRITE',
  delete: 'DELETE',
} as const;

/**
 * The Firebase Storage API under /v0, as firebase/storage (web SDK v12) calls it: uploads (multipart and the
 * X-Goog-Upload resumable protocol), metadata, media with download tokens, PATCH, DELETE and list.
 */
export function firebaseApi(
  service: StorageService,
  uploads: UploadSessions,
  servesInline?: InlinePolicy,
): Router {
  const router = express.Router();
  const client = (req: Request, downloadToken?: string): Access => ({
    kind: 'client',
    authorization: req.header('authorization'),
    ...(downloadToken !== undefined && { downloadToken }),
  });

  router.get(
    '/b/:bucket/o',
    handle((req, res) => {
      const prefix = stringParam(req.query.prefix) ?? '';
      if (prefix && !prefix.endsWith('/'))
        return sendError(
          res,
          400,
          'The prefix parameter is required to be empty or ends with a single / character.',
        );
      const maxResults = Number(stringParam(req.query.maxResults) ?? '') || undefined;
      const pageToken = stringParam(req.query.pageToken);
      const result = service.list(
        req.params.bucket!,
        {
          prefix,
          delimiter: stringParam(req.query.delimiter) ?? '',
          ...(pageToken && { pageToken }),
          ...(maxResults && { maxResults }),
        },
        client(req),
      );
      // Firebase's folder semantics: a name ending in "/" (a folder placeholder) or holding "//"
      // is not a file, and a prefix with an empty segment is not a folder; both lists stay present.
      res.json({
        prefixes: result.prefixes.filter((p) => isFolderPath(p.replace(/\/$/, ''))),
        items: result.items
          .filter((o) => isFolderPath(o.name))
          .map((o) => ({ name: o.name, bucket: o.bucket })),
        ...(result.nextPageToken && { nextPageToken: result.nextPageToken }),
      });
    }),
  );

  router.get(
    '/b/:bucket/o/:object',
    handle((req, res) => {
      const object = service.getObjectWithToken(
        req.params.bucket!,
        req.params.object!,
        client(req, stringParam(req.query.token)),
      );
      if (req.query.alt === 'media')
        return sendMedia(req, res, object, service.bytes(object), servesInline);
      res.json(toFirebaseJson(object));
    }),
  );

  const updateMetadata = async (req: Request, res: Response) => {
    const patch = parseIncomingMetadata(await readJson(req));
    res.json(
      toFirebaseJson(
        service.updateMetadata(req.params.bucket!, req.params.object!, patch, client(req)),
      ),
    );
  };
  router.patch('/b/:bucket/o/:object', handle(updateMetadata));

  const post = async (req: Request, res: Response) => {
    if (req.method === 'PUT' && req.header('x-http-method-override')?.toLowerCase() === 'patch')
      return updateMetadata(req, res);
    if (req.query.create_token !== undefined || req.query.delete_token !== undefined)
      return changeToken(req, res);
    return upload(req, res);
  };
  router.post('/b/:bucket/o/:object?', handle(post));
  router.put('/b/:bucket/o/:object?', handle(post));

  router.delete(
    '/b/:bucket/o/:object',
    handle((req, res) => {
      service.deleteObject(req.params.bucket!, req.params.object!, client(req));
      res.status(204).end();
    }),
  );

  router.get('/', (_req, res) => res.json({ emulator: 'storage' }));

  // Download tokens are managed by admins (console / Bearer owner).
  const changeToken = (req: Request, res: Response) => {
    const create = req.query.create_token;
    const remove = stringParam(req.query.delete_token);
    if (create !== undefined ? create !== 'true' : !remove)
      return sendError(
        res,
        400,
        'Invalid request: create_token=true or a delete_token is required.',
      );
    const access = client(req);
    const object = service.getObject(req.params.bucket!, req.params.object ?? '', {
      kind: 'admin',
    });
    if (access.kind === 'client' && !/^Bearer\s+owner$/i.test(access.authorization ?? ''))
      return sendError(res, 403, 'Missing admin credentials.');
    const updated = remove ? withoutDownloadToken(object, remove) : withNewDownloadToken(object);
    service.replaceMetadata(updated);
    res.json(toFirebaseJson(updated));
  };

  const upload = async (req: Request, res: Response) => {
    const bucket = req.params.bucket!;
    const name = req.params.object ?? stringParam(req.query.name);
    const protocol = req.header('x-goog-upload-protocol');
    const command = req.header('x-goog-upload-command');
    if (protocol === 'resumable' || command) return resumable(req, res, bucket, name, command);
    if (!name) return sendError(res, 400, 'Missing object name.');
    if (protocol === 'multipart') {
      const parsed = parseMultipartRelated(req.header('content-type') ?? '', await readBody(req));
      const metadata = parseIncomingMetadata(parsed.metadata);
      if (!metadata.contentType && parsed.dataContentType)
        metadata.contentType = parsed.dataContentType;
      return finishUpload(res, bucket, name, parsed.data, metadata, client(req));
    }
    const contentType = req.header('content-type');
    return finishUpload(
      res,
      bucket,
      name,
      await readBody(req),
      contentType ? { contentType } : {},
      client(req),
    );
  };

  const finishUpload = (
    res: Response,
    bucket: string,
    name: string,
    data: Buffer,
    metadata: IncomingMetadata,
    access: Access,
  ) => {
    // Uploads through the Firebase API are shown inline unless they say otherwise.
    const object = service.writeObject(
      bucket,
      name,
      data,
      { ...metadata, contentDisposition: metadata.contentDisposition ?? 'inline' },
      access,
      { addDownloadToken: true },
    );
    res.json(toFirebaseJson(object));
  };

  const resumable = async (
    req: Request,
    res: Response,
    bucket: string,
    name: string | undefined,
    command: string | undefined,
  ) => {
    if (!command) return sendError(res, 400, 'Missing X-Goog-Upload-Command.');
    if (command === 'start') {
      if (!name) return sendError(res, 400, 'Missing object name.');
      const metadata = parseIncomingMetadata(await readJson(req));
      const headerType = req.header('x-goog-upload-header-content-type');
      if (!metadata.contentType && headerType) metadata.contentType = headerType;
      const declared = Number(req.header('x-goog-upload-header-content-length'));
      const session = uploads.start({
        bucket,
        name,
        metadata,
        expectedSize: Number.isFinite(declared) ? declared : undefined,
        authorization: req.header('authorization'),
      });
      const url = new URL(`${originOf(req)}/v0/b/${encodeURIComponent(bucket)}/o`);
      url.searchParams.set('name', name);
      url.searchParams.set('upload_id', session.id);
      url.searchParams.set('upload_protocol', 'resumable');
      res.setHeader('X-Goog-Upload-Status', 'active');
      res.setHeader('X-Goog-Upload-URL', url.toString());
      res.setHeader('X-Goog-Upload-Chunk-Granularity', String(256 * 1024));
      res.setHeader('X-GUploader-UploadID', session.id);
      return res.status(200).end();
    }
    const session = uploads.get(stringParam(req.query.upload_id) ?? '');
    if (!session) return sendError(res, 404, 'Upload session not found.');
    if (command === 'query') {
      res.setHeader('X-Goog-Upload-Status', session.status);
      res.setHeader('X-Goog-Upload-Size-Received', String(session.received));
      return res.status(200).end();
    }
    if (command === 'cancel') {
      if (session.status === 'final') return sendError(res, 400, 'Upload already finalized.');
      session.status = 'cancelled';
      return res.status(200).end();
    }
    const commands = command.split(',').map((c) => c.trim());
    if (session.status === 'final') {
      res.setHeader('X-Goog-Upload-Status', 'final');
      return res.status(session.finalStatus ?? 200).end();
    }
    if (session.status !== 'active') return sendError(res, 400, 'Upload is not active.');
    if (commands.includes('upload')) {
      const offset = Number(req.header('x-goog-upload-offset') ?? session.received);
      const chunk = await readBody(req);
      if (offset !== session.received)
        return sendError(
          res,
          400,
          `Upload offset ${offset} does not match ${session.received} bytes received.`,
        );
      uploads.append(session, chunk);
    }
    if (!commands.includes('finalize')) {
      res.setHeader('X-Goog-Upload-Status', 'active');
      return res.status(200).end();
    }
    return finalize(req, res, session);
  };

  const finalize = (req: Request, res: Response, session: ResumableUpload) => {
    const data = uploads.finish(session);
    res.setHeader('X-Goog-Upload-Status', 'final');
    try {
      finishUpload(res, session.bucket, session.name, data, session.metadata, {
        kind: 'client',
        authorization: session.authorization ?? req.header('authorization'),
      });
      session.finalStatus = 200;
    } catch (error) {
      session.finalStatus = error instanceof StorageDeniedError ? 403 : 500;
      throw error;
    }
  };

  router.use(firebaseErrorHandler);
  return router;
}

/** Maps failures to the statuses the web SDK turns into storage/unauthorized, storage/object-not-found, ... */
export function firebaseErrorHandler(
  error: unknown,
  _req: Request,
  res: Response,
  _next: (e?: unknown) => void,
): void {
  if (error instanceof StorageDeniedError)
    return sendError(
      res,
      403,
      `Permission denied. No ${PERMISSION_WORD[error.method]} permission. ${error.message}`,
    );
  if (error instanceof ObjectNotFoundError) return sendError(res, 404, error.message);
  if (error instanceof MultipartError) return sendError(res, 400, error.message);
  if (error instanceof SyntaxError)
    return sendError(res, 400, `Invalid JSON body: ${error.message}`);
  if (error instanceof BodyTooLargeError) return sendError(res, 413, error.message);
  console.error('[storage] request failed:', error);
  sendError(res, 500, error instanceof Error ? error.message : String(error));
}

/** A path the Firebase API shows: no leading "/" counted, no empty segment ("a//b", "a/"). */
function isFolderPath(path: string): boolean {
  const trimmed = path.startsWith('/') ? path.slice(1) : path;
  return trimmed !== '' && trimmed.split('/').every((segment) => segment !== '');
}

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
