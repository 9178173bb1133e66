// Profile page helpers: avatar initials, photo upload checks, password checks.

import { PASSWORD_MIN_LENGTH, PHOTO_MAX_BYTES, USER_PHOTOS_FOLDER } from '../constants';
import {
  PASSWORDS_DONT_MATCH,
  PASSWORD_TOO_SHORT,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_LARGE,
  type ToastText,
} from '../messages';
import { baseContentType, RASTER_IMAGE_TYPES } from './images';

/** First two letters of the e-mail, upper-case; 'U' without an e-mail. */
/**
 * Whether an account is brand new: Firebase Auth's first sign-in is its creation (the same
 * instant, give or take the request), so it has not been signed into since.
 */
export function isFirstSession(metadata: {
  creationTime?: string | undefined;
  lastSignInTime?: string | undefined;
}): boolean {
  if (!metadata.creationTime || !metadata.lastSignInTime) return false;
  return Math.abs(Date.parse(metadata.lastSignInTime) - Date.parse(metadata.creationTime)) < 60_000;
}

export function avatarInitials(email: string | null | undefined): string {
  const initials = (email ?? '').trim().slice(0, 2).toUpperCase();
  return initials === '' ? 'U' : initials;
}

/**
 * The upload check: a raster image type (no SVG: it can carry script), under 5 MB. Returns
 * the error text, or null when fine. The bytes are checked too before uploading (sniffRasterType).
 */
export function validatePhotoFile(file: { type: string; size: number }): string | null {
  if (!(RASTER_IMAGE_TYPES as readonly string[]).includes(baseContentType(file.type)))
    return PHOTO_NOT_IMAGE;
  if (file.size >= PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/** Storage object path of an uploaded photo: user-photos/{uid}/{timestamp}.{ext}. */
export function photoStoragePath(uid: string, timestampMs: number, fileName: string): string {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'jpg';
  return `${USER_PHOTOS_FOLDER}/${uid}/${timestampMs}.${extension}`;
}

/** The reset-password form check: the two must match, then be long enough. */
export function validateNewPassword(password: string, confirmation: string): ToastText | null {
  if (password !== confirmation) return PASSWORDS_DONT_MATCH;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
