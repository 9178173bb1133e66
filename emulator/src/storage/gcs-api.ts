import express, { type Request, type Response, type Router } from 'express';
import { MultipartError, parseMultipartRelated } from './multipart.js';
import { parseIncomingMetadata, toGcsJson, type IncomingMetadata } from './metadata.js';
import {
  BodyTooLargeError,
  handle,
  originOf,
  readBody,
  readJson,
  sendMedia,
  type InlinePolicy,
} from './http.js';
import { ObjectNotFoundError, type Access, type StorageService } from './service.js';
import type { ResumableUpload, UploadSessions } from './uploads.js';

const ADMIN: Access = { kind: 'admin' };

/**
 * The Cloud Storage JSON API subset @google-cloud/storage (firebase-admin's bucket()) uses against an emulator:
 * STORAGE_EMULATOR_HOST makes it call `/b/...` for metadata and `/upload/storage/v1/b/...` for uploads.
 * Admin access: Security Rules do not apply, as with the real service account.
 */
export function gcsApi(
  service: StorageService,
  uploads: UploadSessions,
  servesInline?: InlinePolicy,
): Router {
  const router = express.Router();
  const objectPaths = [
    '/b/:bucket/o/:object',
    '/storage/v1/b/:bucket/o/:object',
    '/download/storage/v1/b/:bucket/o/:object',
  ];
  const listPaths = ['/b/:bucket/o', '/storage/v1/b/:bucket/o'];
  const bucketPaths = ['/b/:bucket', '/storage/v1/b/:bucket'];

  router.get(bucketPaths, (req, res) => {
    res.json({
      kind: 'storage#bucket',
      id: req.params.bucket,
      name: req.params.bucket,
      location: 'US',
      storageClass: 'STANDARD',
      projectNumber: '000000000000',
    });
  });

  router.get(
    listPaths,
    handle((req, res) => {
      const maxResults = Number(req.query.maxResults) || undefined;
      const pageToken = typeof req.query.pageToken === 'string' ? req.query.pageToken : undefined;
      const result = service.list(
        req.params.bucket!,
        {
          prefix: String(req.query.prefix ?? ''),
          delimiter: String(req.query.delimiter ?? ''),
          ...(pageToken && { pageToken }),
          ...(maxResults && { maxResults }),
        },
        ADMIN,
      );
      res.json({
        kind: 'storage#objects',
        items: result.items.map((o) => toGcsJson(o, originOf(req))),
        prefixes: result.prefixes,
        ...(result.nextPageToken && { nextPageToken: result.nextPageToken }),
      });
    }),
  );

  router.get(
    objectPaths,
    handle((req, res) => {
      const object = service.getObject(req.params.bucket!, req.params.object!, ADMIN);
      if (req.query.alt === 'media' || req.path.startsWith('/download/'))
        return sendMedia(req, res, object, service.bytes(object), servesInline);
      res.json(toGcsJson(object, originOf(req)));
    }),
  );

  router.patch(
    objectPaths,
    handle(async (req, res) => {
      const patch = parseIncomingMetadata(await readJson(req));
      res.json(
        toGcsJson(
          service.updateMetadata(req.params.bucket!, req.params.object!, patch, ADMIN),
          originOf(req),
        ),
      );
    }),
  );

  router.delete(
    objectPaths,
    handle((req, res) => {
      service.deleteObject(req.params.bucket!, req.params.object!, ADMIN);
      res.status(204).end();
    }),
  );

  // makePublic() and friends: ACLs have no meaning locally; acknowledge them.
  router.post(
    ['/b/:bucket/o/:object/acl', '/storage/v1/b/:bucket/o/:object/acl'],
    handle(async (req, res) => {
      const object = service.getObject(req.params.bucket!, req.params.object!, ADMIN);
      const body = (await readJson(req)) as Record<string, unknown>;
      res.json({
        kind: 'storage#objectAccessControl',
        bucket: object.bucket,
        object: object.name,
        entity: body.entity,
        role: body.role,
      });
    }),
  );

  router.post(
    '/upload/storage/v1/b/:bucket/o',
    handle(async (req, res) => {
      const bucket = req.params.bucket!;
      const uploadType = String(
        req.query.uploadType ?? req.header('x-goog-upload-protocol') ?? 'media',
      );
      if (uploadType === 'resumable') {
        const metadata = (await readJson(req)) as Record<string, unknown>;
        const name = objectName(req.query.name, metadata.name);
        if (!name) return sendGcsError(res, 400, 'Missing object name.', 'required');
        const incoming = parseIncomingMetadata(metadata);
        const headerType = req.header('x-upload-content-type');
        if (!incoming.contentType && headerType) incoming.contentType = headerType;
        const declared = Number(req.header('x-upload-content-length'));
        const session = uploads.start({
          bucket,
          name,
          metadata: incoming,
          expectedSize: Number.isFinite(declared) ? declared : undefined,
          authorization: undefined,
        });
        const url = new URL(`${originOf(req)}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`);
        url.searchParams.set('name', name);
        url.searchParams.set('uploadType', 'resumable');
        url.searchParams.set('upload_id', session.id);
        return res.setHeader('Location', url.toString()).status(200).end();
      }
      if (uploadType === 'multipart') {
        const parsed = parseMultipartRelated(req.header('content-type') ?? '', await readBody(req));
        const raw = (parsed.metadata ?? {}) as Record<string, unknown>;
        const name = objectName(req.query.name, raw.name);
        if (!name) return sendGcsError(res, 400, 'Missing object name.', 'required');
        const metadata = parseIncomingMetadata(raw);
        if (!metadata.contentType && parsed.dataContentType)
          metadata.contentType = parsed.dataContentType;
        return saved(
          req,
          res,
          service.writeObject(bucket, name, parsed.data, metadata, ADMIN, {
            addDownloadToken: false,
          }),
        );
      }
      const name = objectName(req.query.name, undefined);
      if (!name) return sendGcsError(res, 400, 'Missing object name.', 'required');
      const contentType = req.header('content-type');
      return saved(
        req,
        res,
        service.writeObject(
          bucket,
          name,
          await readBody(req),
          contentType ? { contentType } : {},
          ADMIN,
          { addDownloadToken: false },
        ),
      );
    }),
  );

  // Resumable data: one PUT with everything, or chunks answered by 308 + Range until the last one.
  router.put(
    '/upload/storage/v1/b/:bucket/o',
    handle(async (req, res) => {
      const session = uploads.get(String(req.query.upload_id ?? ''));
      if (!session) return sendGcsError(res, 404, 'Upload session not found.', 'notFound');
      const chunk = await readBody(req);
      if (session.status === 'final')
        return sendGcsError(res, 400, 'Upload already finalized.', 'invalid');
      const range = parseContentRange(req.header('content-range'));
      if (chunk.byteLength > 0) {
        const start = range?.start ?? session.received;
        if (start > session.received)
          return sendGcsError(
            res,
            400,
            `Chunk starts at ${start} but ${session.received} bytes were received.`,
            'invalid',
          );
        uploads.append(session, chunk.subarray(session.received - start));
      }
      const total = range?.total ?? (range ? undefined : session.received);
      const complete =
        total !== undefined
          ? session.received >= total
          : range?.start !== undefined && range.end === undefined;
      if (!complete) {
        if (session.received > 0) res.setHeader('Range', `bytes=0-${session.received - 1}`);
        return res.status(308).end();
      }
      return saved(req, res, finish(session, service, uploads));
    }),
  );

  router.use(gcsErrorHandler);
  return router;
}

function finish(session: ResumableUpload, service: StorageService, uploads: UploadSessions) {
  const data = uploads.finish(session);
  return service.writeObject(
    session.bucket,
    session.name,
    data,
    session.metadata as IncomingMetadata,
    ADMIN,
    { addDownloadToken: false },
  );
}

function saved(req: Request, res: Response, object: Parameters<typeof toGcsJson>[0]): void {
  res.json(toGcsJson(object, originOf(req)));
}

/** `bytes 0-99/200`, `bytes 100-*\/200` (single request), `bytes *\/200` or `bytes *\/*` (status query). */
function parseContentRange(
  header: string | undefined,
): { start?: number; end?: number; total?: number } | undefined {
  const match = header ? /^bytes (?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/i.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, start, end, total] = match;
  return {
    ...(start !== undefined && { start: Number(start) }),
    ...(end !== undefined && end !== '*' && { end: Number(end) }),
    ...(total !== undefined && total !== '*' && { total: Number(total) }),
  };
}

function objectName(fromQuery: unknown, fromBody: unknown): string | undefined {
  const name =
    typeof fromQuery === 'string' && fromQuery
      ? fromQuery
      : typeof fromBody === 'string'
        ? fromBody
        : undefined;
  return name?.replace(/^\//, '') || undefined;
}

function sendGcsError(res: Response, code: number, message: string, reason: string): void {
  res
    .status(code)
    .json({ error: { code, message, errors: [{ message, domain: 'global', reason }] } });
}

function gcsErrorHandler(
  error: unknown,
  _req: Request,
  res: Response,
  _next: (e?: unknown) => void,
): void {
  if (error instanceof ObjectNotFoundError)
    return sendGcsError(res, 404, error.message, 'notFound');
  if (error instanceof MultipartError || error instanceof SyntaxError)
    return sendGcsError(res, 400, error.message, 'invalid');
  if (error instanceof BodyTooLargeError)
    return sendGcsError(res, 413, error.message, 'uploadTooLarge');
  console.error('[storage] request failed:', error);
  sendGcsError(res, 500, error instanceof Error ? error.message : String(error), 'backendError');
}
