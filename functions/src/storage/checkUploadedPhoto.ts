import { getStorage } from 'firebase-admin/storage';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { adminApp } from '../lib/admin.js';
import { handleUploadedPhoto } from './checkUploadedPhoto.handler.js';

/** Storage finalize (production; the local Storage emulator serves a mismatch as a download). */
export const checkUploadedPhoto = onObjectFinalized((event) =>
  handleUploadedPhoto(getStorage(adminApp()).bucket(event.data.bucket), event.data).then(
    () => undefined,
  ),
);
