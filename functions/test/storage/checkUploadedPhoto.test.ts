// checkUploadedPhoto against the local Storage emulator through firebase-admin (issue 18 item 6):
// storage.rules see only the declared type, so script bytes declared image/png are deleted here.

import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type StorageServer } from '@brunchers/emulator';
import { isTrustedRasterImage } from '@brunchers/model';
import { handleUploadedPhoto } from '../../src/storage/checkUploadedPhoto.handler.js';

const BUCKET = 'demo-brunchers.appspot.com';
let server: StorageServer;
let app: App;

beforeAll(async () => {
  server = await startStorage({ port: 0, servesInline: isTrustedRasterImage });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
  app = initializeApp({ projectId: 'demo-brunchers', storageBucket: BUCKET }, 'photo-check');
});
afterAll(async () => {
  await deleteApp(app);
  await server.close();
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function landed(name: string, data: Buffer, contentType: string) {
  const bucket = getStorage(app).bucket();
  await bucket.file(name).save(data, { contentType, resumable: false });
  const deleted = await handleUploadedPhoto(bucket, { name, contentType });
  const [exists] = await bucket.file(name).exists();
  return { deleted, exists };
}

describe('checkUploadedPhoto', () => {
  it('keeps a photo whose bytes are the declared raster type', async () => {
    expect(await landed('user-photos/alice/ok.png', PNG, 'image/png')).toEqual({
      deleted: false,
      exists: true,
    });
  });

  it('deletes script declared as a PNG, an SVG, and a PNG declared as JPEG', async () => {
    expect(await landed('user-photos/alice/fake.png', SVG, 'image/png')).toEqual({
      deleted: true,
      exists: false,
    });
    expect(await landed('user-photos/alice/x.svg', SVG, 'image/svg+xml')).toMatchObject({
      exists: false,
    });
    expect(await landed('user-photos/alice/odd.jpg', PNG, 'image/jpeg')).toMatchObject({
      exists: false,
    });
  });

  it('leaves files outside user-photos alone', async () => {
    expect(await landed('imports/notes.svg', SVG, 'image/svg+xml')).toEqual({
      deleted: false,
      exists: true,
    });
  });
});
