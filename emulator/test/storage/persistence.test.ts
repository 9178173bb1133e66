import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startStorage } from '../../src/storage/index.js';

const BUCKET = 'demo-brunchers.appspot.com';
const dataDir = mkdtempSync(join(tmpdir(), 'storage-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const objectUrl = (base: string, name: string) =>
  `${base}/b/${BUCKET}/o/${encodeURIComponent(name)}`;

async function upload(base: string, name: string, body: string): Promise<void> {
  const response = await fetch(
    `${base}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(name)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    },
  );
  expect(response.status).toBe(200);
}

describe('Storage stand-in persistence and HTTP edges', () => {
  it('keeps objects and metadata across a restart on the same dataDir, and forgets deleted ones', async () => {
    const first = await startStorage({ port: 0, dataDir });
    await upload(first.url, 'notes/kept.txt', 'still here');
    await upload(first.url, 'notes/deleted.txt', 'gone soon');
    expect(
      (await fetch(objectUrl(first.url, 'notes/deleted.txt'), { method: 'DELETE' })).status,
    ).toBe(204);
    await first.close();

    const second = await startStorage({ port: 0, dataDir });
    try {
      const kept = await fetch(`${objectUrl(second.url, 'notes/kept.txt')}?alt=media`);
      expect(await kept.text()).toBe('still here');
      expect(kept.headers.get('x-goog-hash')).toMatch(/^crc32c=.+,md5=.+$/);
      expect((await fetch(objectUrl(second.url, 'notes/deleted.txt'))).status).toBe(404);
    } finally {
      await second.close();
    }
  });

  it('answers CORS preflights for browser uploads and exposes the upload headers', async () => {
    const server = await startStorage({ port: 0 });
    try {
      const preflight = await fetch(`${server.url}/v0/b/${BUCKET}/o?name=x`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,x-goog-upload-protocol',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(preflight.headers.get('access-control-allow-headers')).toBe(
        'authorization,x-goog-upload-protocol',
      );
      const start = await fetch(`${server.url}/v0/b/${BUCKET}/o?name=x`, {
        method: 'POST',
        headers: {
          origin: 'http://localhost:5173',
          'x-goog-upload-protocol': 'resumable',
          'x-goog-upload-command': 'start',
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(start.headers.get('access-control-expose-headers')).toContain('x-goog-upload-url');
      expect(start.headers.get('x-goog-upload-url')).toContain('upload_id=');
    } finally {
      await server.close();
    }
  });

  it('rejects malformed requests with a clear error and keeps serving', async () => {
    const server = await startStorage({ port: 0 });
    try {
      const badMultipart = await fetch(`${server.url}/v0/b/${BUCKET}/o?name=x`, {
        method: 'POST',
        headers: {
          'x-goog-upload-protocol': 'multipart',
          'content-type': 'multipart/related; boundary=zz',
        },
        body: 'not multipart at all',
      });
      expect(badMultipart.status).toBe(400);
      expect(((await badMultipart.json()) as { error: { message: string } }).error.message).toMatch(
        /parts/,
      );
      const badJson = await fetch(`${server.url}/internal/setRules`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{oops',
      });
      expect(badJson.status).toBe(400);
      const unknownUpload = await fetch(`${server.url}/v0/b/${BUCKET}/o?name=x&upload_id=nope`, {
        method: 'POST',
        headers: { 'x-goog-upload-command': 'query' },
      });
      expect(unknownUpload.status).toBe(404);
      expect((await fetch(`${server.url}/v0/`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
