import express, { type Request, type Response, type Router } from 'express';
import { MultipartError, parseMultipartFormData, parseMultipartRelated } from './multipart.js';
import {
  parseIncomingMetadata,
  toGcsJson,
  type IncomingMetadata,
  type StoredObject,
} from './metadata.js';
import { checkPostPolicy } from './post-policy.js';
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
      // The JSON API leaves out empty lists (the client reads a missing `prefixes` as none).
      res.json({
        kind: 'storage#objects',
        ...(result.nextPageToken && { nextPageToken: result.nextPageToken }),
        ...(result.prefixes.length > 0 && { prefixes: result.prefixes }),
        ...(result.items.length > 0 && {
          items: result.items.map((o) => toGcsJson(o, originOf(req))),
        }),
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
      const body = await readJson(req);
      const patch = parseIncomingMetadata(body);
      const { bucket, object: name } = req.params as { bucket: string; object: string };
      let updated = service.updateMetadata(bucket, name, patch, ADMIN);
      // makePrivate(): predefinedAcl=private|projectPrivate (or an explicit acl list) withdraws allUsers.
      const publicRead = publicReadOf(req.query.predefinedAcl, body);
      if (publicRead !== undefined) updated = service.setPublicRead(bucket, name, publicRead);
      res.json(toGcsJson(updated, originOf(req)));
    }),
  );

  router.delete(
    objectPaths,
    handle((req, res) => {
      service.deleteObject(req.params.bucket!, req.params.object!, ADMIN);
      res.status(204).end();
    }),
  );

  // Object ACLs: only allUsers:READER has an effect here (the path-style public URL serves the
  // object); other grants are answered as Cloud Storage does, and kept nowhere.
  const aclPaths = ['/b/:bucket/o/:object/acl', '/storage/v1/b/:bucket/o/:object/acl'];
  router.post(
    aclPaths,
    handle(async (req, res) => {
      const body = (await readJson(req)) as Record<string, unknown>;
      const { bucket, object: name } = req.params as { bucket: string; object: string };
      const entity = typeof body.entity === 'string' ? body.entity : '';
      const role = typeof body.role === 'string' ? body.role : '';
      if (!entity || !['READER', 'OWNER'].includes(role))
        return sendGcsError(res, 400, 'Invalid argument.', 'invalid');
      const object =
        entity === 'allUsers'
          ? service.setPublicRead(bucket, name, true)
          : service.getObject(bucket, name, ADMIN);
      res.json(objectAccessControl(req, object, entity, role));
    }),
  );
  router.get(
    aclPaths.map((p) => `${p}/:entity`),
    handle((req, res) => {
      const object = service.getObject(req.params.bucket!, req.params.object!, ADMIN);
      if (req.params.entity !== 'allUsers' || !object.publicRead)
        return sendGcsError(res, 404, 'Not Found', 'notFound');
      res.json(objectAccessControl(req, object, 'allUsers', 'READER'));
    }),
  );
  router.delete(
    aclPaths.map((p) => `${p}/:entity`),
    handle((req, res) => {
      const { bucket, object: name } = req.params as { bucket: string; object: string };
      if (req.params.entity === 'allUsers') service.setPublicRead(bucket, name, false);
      else service.getObject(bucket, name, ADMIN);
      res.status(204).end();
    }),
  );

  // objects.copy and objects.rewrite (File#copy / File#move): done in one call, never a rewriteToken.
  router.post(
    [
      '/b/:bucket/o/:object/:method(rewriteTo|copyTo)/b/:destBucket/o/:destObject',
      '/storage/v1/b/:bucket/o/:object/:method(rewriteTo|copyTo)/b/:destBucket/o/:destObject',
    ],
    handle(async (req, res) => {
      const body = await readJson(req);
      if (req.query.rewriteToken !== undefined)
        return sendGcsError(res, 400, 'Invalid rewrite token.', 'invalid');
      const params = req.params as Record<string, string>;
      const source = { bucket: params.bucket!, name: params.object! };
      const destination = { bucket: params.destBucket!, name: params.destObject! };
      if (!preconditionsHold(req, service.peek(destination.bucket, destination.name)))
        return sendGcsError(res, 412, 'Precondition Failed', 'conditionNotMet');
      let copied = service.copyObject(source, destination, copyMetadata(body));
      const publicRead = publicReadOf(req.query.destinationPredefinedAcl, undefined);
      if (publicRead) copied = service.setPublicRead(destination.bucket, destination.name, true);
      const resource = toGcsJson(copied, originOf(req));
      if (req.params.method === 'copyTo') return res.json(resource);
      res.json({
        kind: 'storage#rewriteResponse',
        totalBytesRewritten: String(copied.size),
        objectSize: String(copied.size),
        done: true,
        resource,
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
          publicRead: publicReadOf(req.query.predefinedAcl, undefined) === true,
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
        const headerType = req.header('x-upload-content-type');
        if (!metadata.contentType) metadata.contentType = headerType ?? parsed.dataContentType;
        if (!preconditionsHold(req, service.peek(bucket, name)))
          return sendGcsError(res, 412, 'Precondition Failed', 'conditionNotMet');
        const object = service.writeObject(bucket, name, parsed.data, metadata, ADMIN, {
          addDownloadToken: false,
        });
        return saved(req, res, withUploadAcl(req, service, object));
      }
      const name = objectName(req.query.name, undefined);
      if (!name) return sendGcsError(res, 400, 'Missing object name.', 'required');
      const contentType = req.header('content-type');
      const data = await readBody(req);
      if (!preconditionsHold(req, service.peek(bucket, name)))
        return sendGcsError(res, 412, 'Precondition Failed', 'conditionNotMet');
      const object = service.writeObject(
        bucket,
        name,
        data,
        contentType ? { contentType } : {},
        ADMIN,
        { addDownloadToken: false },
      );
      return saved(req, res, withUploadAcl(req, service, object));
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

  // Path-style public URL (https://storage.googleapis.com/<bucket>/<object>, File#publicUrl()):
  // the bytes of an object allUsers may read; anything else is AccessDenied to an anonymous reader.
  router.get(
    '/:bucket/*',
    handle((req, res, next) => {
      const bucket = req.params.bucket!;
      if (RESERVED_FIRST_SEGMENTS.has(bucket)) return next();
      const name = (req.params as Record<string, string>)[0]!;
      const object = service.getPublicObject(bucket, name);
      if (!object)
        return sendXmlError(
          res,
          403,
          'AccessDenied',
          `Anonymous caller does not have storage.objects.get access to the Google Cloud Storage object.`,
        );
      sendMedia(req, res, object, service.bytes(object), servesInline);
    }),
  );

  // HTML form uploads with a signed POST policy (Bucket#generateSignedPostPolicyV4 / V2).
  router.post(
    '/:bucket',
    handle(async (req, res, next) => {
      const bucket = req.params.bucket!;
      if (RESERVED_FIRST_SEGMENTS.has(bucket)) return next();
      const form = parseMultipartFormData(req.header('content-type') ?? '', await readBody(req));
      const outcome = checkPostPolicy(bucket, form);
      if (!outcome.ok) return sendXmlError(res, outcome.status, outcome.code, outcome.message);
      const object = service.writeObject(
        bucket,
        outcome.key,
        outcome.file.data,
        outcome.metadata,
        ADMIN,
        {
          addDownloadToken: false,
        },
      );
      if (outcome.publicRead) service.setPublicRead(bucket, object.name, true);
      res.setHeader('ETag', `"${Buffer.from(object.md5Hash, 'base64').toString('hex')}"`);
      res.setHeader('Location', `${originOf(req)}/${bucket}/${encodeURIComponent(object.name)}`);
      res.status(outcome.successStatus).end();
    }),
  );

  router.use(gcsErrorHandler);
  return router;
}

/** First path segments that belong to the APIs, never a bucket of the path-style URLs. */
const RESERVED_FIRST_SEGMENTS = new Set(['b', 'storage', 'download', 'upload', 'internal', 'v0']);

function objectAccessControl(
  req: Request,
  object: StoredObject,
  entity: string,
  role: string,
): Record<string, unknown> {
  return {
    kind: 'storage#objectAccessControl',
    id: `${object.bucket}/${object.name}/${object.generation}/${entity}`,
    selfLink: `${originOf(req)}/storage/v1/b/${object.bucket}/o/${encodeURIComponent(object.name)}/acl/${entity}`,
    bucket: object.bucket,
    object: object.name,
    generation: object.generation,
    entity,
    role,
    etag: object.etag,
  };
}

/** predefinedAcl (or an explicit `acl` list) as "may allUsers read": undefined when the request says nothing. */
function publicReadOf(predefinedAcl: unknown, body: unknown): boolean | undefined {
  if (typeof predefinedAcl === 'string') return predefinedAcl === 'publicRead';
  const acl = (body as { acl?: unknown } | undefined)?.acl;
  if (!Array.isArray(acl)) return undefined;
  return acl.some(
    (entry) =>
      (entry as { entity?: unknown }).entity === 'allUsers' &&
      (entry as { role?: unknown }).role === 'READER',
  );
}

function withUploadAcl(req: Request, service: StorageService, object: StoredObject): StoredObject {
  return publicReadOf(req.query.predefinedAcl, undefined)
    ? service.setPublicRead(object.bucket, object.name, true)
    : object;
}

/**
 * The destination's metadata from a copy/rewrite body: the fields it names replace the source's,
 * its `metadata` replaces the custom metadata (download tokens included); null values are kept as "".
 */
function copyMetadata(body: unknown): IncomingMetadata | undefined {
  const incoming = parseIncomingMetadata(body);
  if (incoming.metadata) {
    incoming.metadata = Object.fromEntries(
      Object.entries(incoming.metadata).map(([key, value]) => [key, value ?? '']),
    );
  }
  return Object.keys(incoming).length > 0 ? incoming : undefined;
}

/** ifGenerationMatch / ifMetagenerationMatch (0: the object must not exist), as the JSON API checks them. */
function preconditionsHold(req: Request, current: StoredObject | undefined): boolean {
  const generation = req.query.ifGenerationMatch;
  if (typeof generation === 'string') {
    if (generation === '0' ? current !== undefined : current?.generation !== generation)
      return false;
  }
  const metageneration = req.query.ifMetagenerationMatch;
  if (typeof metageneration === 'string' && String(current?.metageneration) !== metageneration)
    return false;
  return true;
}

function sendXmlError(res: Response, status: number, code: string, message: string): void {
  res
    .status(status)
    .type('application/xml; charset=UTF-8')
    .send(
      `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`,
    );
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function finish(session: ResumableUpload, service: StorageService, uploads: UploadSessions) {
  const data = uploads.finish(session);
  const object = service.writeObject(
    session.bucket,
    session.name,
    data,
    session.metadata as IncomingMetadata,
    ADMIN,
    { addDownloadToken: false },
  );
  return session.publicRead ? service.setPublicRead(object.bucket, object.name, true) : object;
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
