import { randomUUID } from 'node:crypto';
import type { IncomingMetadata } from './metadata.js';

/** A resumable upload in progress (web SDK X-Goog-Upload protocol, or the JSON API's uploadType=resumable). */
export interface ResumableUpload {
  id: string;
  bucket: string;
  name: string;
  metadata: IncomingMetadata;
  /** Declared total size, when the client announced it. */
  expectedSize: number | undefined;
  authorization: string | undefined;
  /** predefinedAcl=publicRead at the start (JSON API): the finished object is public. */
  publicRead?: boolean;
  chunks: Buffer[];
  received: number;
  status: 'active' | 'final' | 'cancelled';
  /** Status code of the finalising response, replayed when a client finalises twice. */
  finalStatus?: number;
  lastTouched: number;
}

const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export class UploadSessions {
  private readonly uploads = new Map<string, ResumableUpload>();

  start(
    init: Pick<
      ResumableUpload,
      'bucket' | 'name' | 'metadata' | 'expectedSize' | 'authorization' | 'publicRead'
    >,
  ): ResumableUpload {
    this.dropAbandoned();
    const upload: ResumableUpload = {
      ...init,
      id: randomUUID(),
      chunks: [],
      received: 0,
      status: 'active',
      lastTouched: Date.now(),
    };
    this.uploads.set(upload.id, upload);
    return upload;
  }

  get(id: string): ResumableUpload | undefined {
    const upload = this.uploads.get(id);
    if (upload) upload.lastTouched = Date.now();
    return upload;
  }

  append(upload: ResumableUpload, chunk: Buffer): void {
    upload.chunks.push(chunk);
    upload.received += chunk.byteLength;
  }

  /** Bytes of a finished upload; the session stays (briefly) so a repeated finalize gets the same answer. */
  finish(upload: ResumableUpload): Buffer {
    upload.status = 'final';
    const data = Buffer.concat(upload.chunks);
    upload.chunks = [];
    return data;
  }

  clear(): void {
    this.uploads.clear();
  }

  private dropAbandoned(): void {
    const cutoff = Date.now() - ABANDONED_AFTER_MS;
    for (const [id, upload] of this.uploads)
      if (upload.lastTouched < cutoff) this.uploads.delete(id);
  }
}
