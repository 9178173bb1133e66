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
 * How a stored object may be shown: as declared, unless it asks to be a download or the
 * `servesInline` policy refuses it (then it is a download too).
 */
export function dispositionOf(
  object: StoredObject,
  data: Buffer,
  servesInline: InlinePolicy = () => true,
): string {
  if (object.contentDisposition?.toLowerCase().startsWith('attachment')) return 'attachment';
  return servesInline(object.contentType, data.subarray(0, HEAD_BYTES))
    ? (object.contentDisposition ?? 'inline')
    : 'attachment';
}

/** Object bytes with the headers both SDKs read (x-goog-hash for checksum validation), honouring Range. */
export function sendMedia(
  req: Request,
  res: Response,
  object: StoredObject,
  data: Buffer,
  servesInline?: InlinePolicy,
): void {
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', object.contentType);
  // Browsers must not guess a type (an image/png that is really HTML stays a PNG, or nothing).
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Disposition',
    `${dispositionOf(object, data, servesInline)}; filename*=utf-8''${encodeURIComponent(object.name.split('/').pop() ?? '')}`,
  );
  if (object.contentEncoding && object.contentEncoding !== 'identity')
    res.setHeader('Content-Encoding', object.contentEncoding);
  if (object.cacheControl) res.setHeader('Cache-Control', object.cacheControl);
  res.setHeader('ETag', object.etag);
  res.setHeader('x-goog-generation', object.generation);
  res.setHeader('x-goog-metageneration', String(object.metageneration));
  res.setHeader('x-goog-storage-class', 'STANDARD');
  res.setHeader('x-goog-hash', `crc32c=${object.crc32c},md5=${object.md5Hash}`);
  const ranges = req.range(data.byteLength, { combine: true });
  if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length > 0) {
    const { start, end } = ranges[0]!;
    res.setHeader('Content-Range', `bytes ${start}-${end}/${data.byteLength}`);
    res.status(206).end(data.subarray(start, end + 1));
    return;
  }
  res.status(200).end(data);
}

/** Express 4 does not catch rejected promises: route every handler's failure to the error middleware. */
export function handle(
  fn: (req: Request, res: Response) => unknown,
): (req: Request, res: Response, next: (error?: unknown) => void) => void {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next);
  };
}
