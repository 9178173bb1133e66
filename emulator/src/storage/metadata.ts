import { randomUUID } from 'node:crypto';
import { crc32cBase64, etagFor, md5Base64 } from './checksums.js';

/** One stored object's metadata, as persisted next to its bytes. */
export interface StoredObject {
  bucket: string;
  name: string;
  generation: string;
  metageneration: number;
  size: number;
  contentType: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  timeCreated: string;
  updated: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
  customMetadata: Record<string, string>;
  downloadTokens: string[];
  /** allUsers may read it (makePublic, predefinedAcl=publicRead): served at the path-style public URL. */
  publicRead?: boolean;
}

/** Writable metadata as clients send it (uploads, PATCH); null clears a field or a custom key. */
export interface IncomingMetadata {
  contentType?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  metadata?: Record<string, unknown> | null;
}

const TOKENS_KEY = 'firebaseStorageDownloadTokens';
const SETTABLE_FIELDS = [
  'contentType',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'cacheControl',
] as const;

/** Picks the known writable fields out of an untrusted JSON body. */
export function parseIncomingMetadata(body: unknown): IncomingMetadata {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const source = body as Record<string, unknown>;
  const result: IncomingMetadata = {};
  for (const field of SETTABLE_FIELDS) {
    const value = source[field];
    if (value === null || typeof value === 'string') result[field] = value;
  }
  const custom = source.metadata;
  if (custom === null) result.metadata = null;
  else if (custom && typeof custom === 'object' && !Array.isArray(custom))
    result.metadata = custom as Record<string, unknown>;
  return result;
}

export function createStoredObject(
  bucket: string,
  name: string,
  bytes: Uint8Array,
  incoming: IncomingMetadata,
  now = new Date(),
): StoredObject {
  const generation = `${now.getTime()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const base: StoredObject = {
    bucket,
    name,
    generation,
    // applyMetadata counts this first write: a new generation starts at metageneration 1.
    metageneration: 0,
    size: bytes.byteLength,
    contentType: 'application/octet-stream',
    md5Hash: md5Base64(bytes),
    crc32c: crc32cBase64(bytes),
    etag: '',
    timeCreated: now.toISOString(),
    updated: now.toISOString(),
    customMetadata: {},
    downloadTokens: [],
  };
  return applyMetadata(base, incoming, now);
}

/** Returns a copy with the patch applied, metageneration bumped and tokens pulled out of custom metadata. */
export function applyMetadata(
  object: StoredObject,
  patch: IncomingMetadata,
  now = new Date(),
): StoredObject {
  const next: StoredObject = {
    ...object,
    customMetadata: { ...object.customMetadata },
    downloadTokens: [...object.downloadTokens],
  };
  for (const field of SETTABLE_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (value === null) {
      if (field === 'contentType') next.contentType = 'application/octet-stream';
      else delete next[field];
    } else next[field] = value;
  }
  if (patch.metadata === null) next.customMetadata = {};
  else if (patch.metadata) {
    for (const [key, value] of Object.entries(patch.metadata)) {
      if (value === null) delete next.customMetadata[key];
      else next.customMetadata[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  const tokens = next.customMetadata[TOKENS_KEY];
  if (tokens !== undefined) {
    delete next.customMetadata[TOKENS_KEY];
    next.downloadTokens = [
      ...new Set([...next.downloadTokens, ...tokens.split(',').filter(Boolean)]),
    ];
  }
  next.metageneration = object.metageneration + 1;
  next.updated = now.toISOString();
  next.etag = etagFor(next.generation, next.metageneration);
  return next;
}

export function withNewDownloadToken(object: StoredObject): StoredObject {
  return applyMetadata(object, { metadata: { [TOKENS_KEY]: randomUUID() } });
}

/** Incoming metadata that also carries a fresh download token (a Firebase API upload without one). */
export function withDownloadTokenRequested(incoming: IncomingMetadata): IncomingMetadata {
  const custom = incoming.metadata ?? {};
  if (typeof custom[TOKENS_KEY] === 'string' && custom[TOKENS_KEY]) return incoming;
  return { ...incoming, metadata: { ...custom, [TOKENS_KEY]: randomUUID() } };
}

export function withoutDownloadToken(object: StoredObject, token: string): StoredObject {
  const remaining = object.downloadTokens.filter((t) => t !== token);
  const next = applyMetadata({ ...object, downloadTokens: remaining }, {});
  return next.downloadTokens.length > 0 ? next : withNewDownloadToken(next);
}

/** The shape the Firebase Storage API (/v0) returns and the web SDK parses. */
export function toFirebaseJson(object: StoredObject): Record<string, unknown> {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated,
    updated: object.updated,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    downloadTokens: object.downloadTokens.join(','),
    contentEncoding: object.contentEncoding ?? 'identity',
    ...(object.contentDisposition !== undefined && {
      contentDisposition: object.contentDisposition,
    }),
    ...(object.contentLanguage !== undefined && { contentLanguage: object.contentLanguage }),
    ...(object.cacheControl !== undefined && { cacheControl: object.cacheControl }),
    ...(Object.keys(object.customMetadata).length > 0 && { metadata: object.customMetadata }),
  };
}

/** The shape the Cloud Storage JSON API returns (what @google-cloud/storage inside firebase-admin reads). */
export function toGcsJson(object: StoredObject, baseUrl: string): Record<string, unknown> {
  const encoded = encodeURIComponent(object.name);
  const metadata: Record<string, string> = { ...object.customMetadata };
  if (object.downloadTokens.length > 0) metadata[TOKENS_KEY] = object.downloadTokens.join(',');
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${baseUrl}/storage/v1/b/${object.bucket}/o/${encoded}`,
    mediaLink: `${baseUrl}/download/storage/v1/b/${object.bucket}/o/${encoded}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: object.etag,
    timeCreated: object.timeCreated,
    updated: object.updated,
    timeStorageClassUpdated: object.timeCreated,
    ...(object.contentDisposition !== undefined && {
      contentDisposition: object.contentDisposition,
    }),
    ...(object.contentEncoding !== undefined && { contentEncoding: object.contentEncoding }),
    ...(object.contentLanguage !== undefined && { contentLanguage: object.contentLanguage }),
    ...(object.cacheControl !== undefined && { cacheControl: object.cacheControl }),
    ...(Object.keys(metadata).length > 0 && { metadata }),
  };
}
