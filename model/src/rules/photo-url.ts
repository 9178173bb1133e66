// Member photos (user_profiles.photo_url, user_photos.photo_url) are files of this project's Storage
// in the owner's folder, addressed by their download URL, or, for the demo seed and imports, one of
// the app's own bundled images. Anything else (a tracking pixel on another host, another member's
// file, another project's bucket) is refused: by the security rules for members' writes
// (firestore.rules' generated ownPhotoUrl, built from storagePhotoUrlPattern below), by the import's
// schema, and in the browser by the Content-Security-Policy's img-src (model/src/hosting.ts).

import { USER_PHOTOS_FOLDER } from '../constants';
import { EMULATOR_PORTS, PRODUCTION_ORIGINS } from '../hosting';

/**
 * Origins of Storage download URLs: Google's, and the local stack's (the web app's emulator host,
 * localhost, and its loopback twin). A local URL saved in production loads nothing: production's
 * CSP allows only Google's Storage, and the browser's own machine is no tracker.
 */
export const STORAGE_DOWNLOAD_ORIGINS = [
  ...PRODUCTION_ORIGINS.storage,
  `http://localhost:${EMULATOR_PORTS.storage}`,
  `http://127.0.0.1:${EMULATOR_PORTS.storage}`,
] as const;

/**
 * Literal text (an origin, a project id, a uid) as an RE2 pattern without backslashes (rules'
 * strings keep them as written): `.` as `[.]`; other pattern syntax is refused.
 */
export function literalPattern(text: string): string {
  if (/[*+?^${}()|[\]\\]/.test(text)) throw new Error(`Not a plain name: ${text}`);
  return text.replaceAll('.', '[.]');
}

/**
 * The whole-string pattern (RE2 and JavaScript alike) of a download URL of a file in `owner`'s photo
 * folder in `project`'s default bucket ({project}.appspot.com or {project}.firebasestorage.app).
 * `project` and `owner` are patterns: literalPattern(id) for one, a class for any, or (in the
 * rules generator) placeholders it replaces with rules expressions.
 */
export function storagePhotoUrlPattern(project: string, owner: string): string {
  const origin = `(${STORAGE_DOWNLOAD_ORIGINS.map(literalPattern).join('|')})`;
  const bucket = `(${project}[.]appspot[.]com|${project}[.]firebasestorage[.]app)`;
  return `${origin}/v0/b/${bucket}/o/${USER_PHOTOS_FOLDER}%2F${owner}%2F[^/?#%&]+[?]alt=media&token=[-0-9a-f]+`;
}

/** A Firebase project id (6-30 of a-z, 0-9, -) and a uid (no slash, no URL syntax). */
const ANY_PROJECT = '[a-z0-9-]+';
const ANY_OWNER = '[^/?#%&]+';

/** The app's bundled images (web/public/images), which the seed and imports may name. */
export const BUNDLED_IMAGE_PATTERN = '/images/[A-Za-z0-9/._-]+([?][A-Za-z0-9=&._-]*)?';

/** Any member's Storage photo of any project, or a bundled image: what a stored photo_url may be. */
export const PHOTO_URL_PATTERN = new RegExp(
  `^(${storagePhotoUrlPattern(ANY_PROJECT, ANY_OWNER)}|${BUNDLED_IMAGE_PATTERN})$`,
);

/** True when `url` is a download URL of a file in `owner`'s photo folder of `project`'s Storage. */
export function isOwnStoragePhotoUrl(url: string, project: string, owner: string): boolean {
  return new RegExp(
    `^${storagePhotoUrlPattern(literalPattern(project), literalPattern(owner))}$`,
  ).test(url);
}
