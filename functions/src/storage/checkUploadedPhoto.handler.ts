// A gallery photo whose bytes are not the raster type it declared is deleted as soon as it lands.
// storage.rules admit raster content types only, but rules cannot read bytes: an SVG or HTML file
// uploaded as image/png would otherwise stay at its download URL (issue 18).

import { IMAGE_SNIFF_BYTES, USER_PHOTOS_FOLDER, isTrustedRasterImage } from '@brunchers/model';
import type { getStorage } from 'firebase-admin/storage';
import { logs } from '../lib/logs.js';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface UploadedObject {
  name: string;
  contentType?: string;
}

/** Returns whether the object was deleted. Objects outside user-photos/ are left alone. */
export async function handleUploadedPhoto(
  bucket: Bucket,
  object: UploadedObject,
): Promise<boolean> {
  if (!object.name.startsWith(`${USER_PHOTOS_FOLDER}/`)) return false;
  const file = bucket.file(object.name);
  const [head] = await file.download({ start: 0, end: IMAGE_SNIFF_BYTES - 1 });
  if (isTrustedRasterImage(object.contentType, head)) return false;
  await file.delete({ ignoreNotFound: true });
  logs.photoRejected(object.name, object.contentType ?? null);
  return true;
}
