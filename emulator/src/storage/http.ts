import { gunzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { StoredObject } from './metadata.js';

export const MAX_BODY_BYTES = 130 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: Request, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > limit) throw new BodyTooLargeError(`Request body larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; an empty body is `{}`. Throws SyntaxError on bad JSON. */
export async function readJson(req: Request): Promise<unknown> {
  const text = (await readBody(req)).toString('utf8').trim();
  return text ? (JSON.parse(text) as unknown) : {};
}

export function sendError(res: Response, code: number, message: string): void {
  res.status(code).json({ error: { code, message } });
}

/** The URL origin clients used to reach us, for upload session URLs and links. */
export function originOf(req: Request): string {
  return `${req.protocol}://${req.headers.host ?? 'localhost'}`;
}

/** Bytes of an object's start handed to StorageServerOptions.servesInline (enough to sniff a type). */
const HEAD_BYTES = 64;

/** Decides which objects are shown inline (StorageServerOptions.servesInline). */
export type InlinePolicy = (contentType: string, head: Buffer) => boolean;

/**
 * The Content-Disposition type an object is served with: as declared, `attachment` when nobody
 * declared one (as the download endpoints answer), and `attachment` too when the `servesInline`
 * policy refuses to show it inline.
 */
export function dispositionOf(
  object: StoredObject,
  data: Buffer,
  servesInline: InlinePolicy = () => true,
): string {
  const declared = object.contentDisposition;
  if (!declared || declared.toLowerCase().startsWith('attachment')) return declared || 'attachment';
  return servesInline(object.contentType, data.subarray(0, HEAD_BYTES)) ? declared : 'attachment';
}

/** The object's base name as the download endpoints put it in `filename*=` (RFC 5987 characters). */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value)
    .replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%(7C|60|5E)/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Object bytes with the headers both SDKs read (x-goog-hash for checksum validation), honouring
 * Range. A gzip-encoded object is transcoded (sent decompressed, without Content-Encoding, Range
 * ignored) to a client that did not accept gzip, as Cloud Storage does.
 */
export function sendMedia(
  req: Request,
  res: Response,
  object: StoredObject,
  stored: Buffer,
  servesInline?: InlinePolicy,
): void {
  const transcode =
    object.contentEncoding?.toLowerCase() === 'gzip' && !acceptsGzip(req.header('accept-encoding'));
  const data = transcode ? gunzipSync(stored) : stored;
  res.setHeader('Accept-Ranges', transcode ? 'none' : 'bytes');
  res.setHeader('Content-Type', object.contentType);
  // Browsers must not guess a type (an image/png that is really HTML stays a PNG, or nothing).
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const disposition = dispositionOf(object, data, servesInline);
  res.setHeader(
    'Content-Disposition',
    /filename/i.test(disposition)
      ? disposition
      : `${disposition}; filename*=${encodeRfc5987(object.name.split('/').pop() ?? '')}`,
  );
  if (!transcode && object.contentEncoding && object.contentEncoding !== 'identity')
    res.setHeader('Content-Encoding', object.contentEncoding);
  if (object.contentLanguage) res.setHeader('Content-Language', object.contentLanguage);
  if (object.cacheControl) res.setHeader('Cache-Control', object.cacheControl);
  res.setHeader('ETag', object.etag);
  res.setHeader('x-goog-generation', object.generation);
  res.setHeader('x-goog-metageneration', String(object.metageneration));
  res.setHeader('x-goog-storage-class', 'STANDARD');
  res.setHeader('x-goog-stored-content-encoding', object.contentEncoding ?? 'identity');
  res.setHeader('x-goog-stored-content-length', String(stored.byteLength));
  res.setHeader('x-goog-hash', `crc32c=${object.crc32c},md5=${object.md5Hash}`);
  if (transcode) {
    // Chunked, no Content-Length: the length of the decompressed bytes is not the stored size.
    res.status(200);
    res.write(data);
    res.end();
    return;
  }
  const ranges = req.range(data.byteLength, { combine: true });
  if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length > 0) {
    const { start, end } = ranges[0]!;
    res.setHeader('Content-Range', `bytes ${start}-${end}/${data.byteLength}`);
    res.status(206).end(data.subarray(start, end + 1));
    return;
  }
  res.status(200).end(data);
}

/** Whether Accept-Encoding admits gzip (`gzip`, `x-gzip`, `*`, not with q=0). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** Express 4 does not catch rejected promises: route every handler's failure to the error middleware. */
export function handle(
  fn: (req: Request, res: Response, next: (error?: unknown) => void) => unknown,
): (req: Request, res: Response, next: (error?: unknown) => void) => void {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res, next))
      .catch(next);
  };
}
