// User photos are raster images only (issue 18: an SVG "photo" ran script on the storage origin).
// A type is trusted only when the declared content type is a raster type AND the file's first
// bytes are that format's signature, so a renamed SVG or HTML file is not served as an image.

import { EVENT_COVER_MAX_BYTES, EVENT_COVERS_FOLDER } from '../constants';
import { EVENT_COVER_NOT_IMAGE, EVENT_COVER_TOO_LARGE } from '../messages';

export const RASTER_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
export type RasterImageType = (typeof RASTER_IMAGE_TYPES)[number];

/** Bytes needed to recognise every raster type (AVIF's ftyp box brand ends at byte 12). */
export const IMAGE_SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  bytes.length >= from + text.length &&
  [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/** The raster type the bytes start with (file signatures), or null for anything else. */
export function sniffRasterType(bytes: Uint8Array): RasterImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n'))
    return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 4, 'ftypavif') || ascii(bytes, 4, 'ftypavis')) return 'image/avif';
  return null;
}

/** The declared type without parameters, lower-cased ('image/PNG; x=y' → 'image/png'). */
export function baseContentType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether a file may be shown inline as an image: declared raster type, and bytes to match. */
export function isTrustedRasterImage(
  contentType: string | null | undefined,
  bytes: Uint8Array,
): boolean {
  const declared = baseContentType(contentType);
  return (
    (RASTER_IMAGE_TYPES as readonly string[]).includes(declared) &&
    sniffRasterType(bytes) === declared
  );
}

/**
 * The organiser's cover image check (also in storage.rules): a raster image type under
 * EVENT_COVER_MAX_BYTES. Returns the error text, or null when fine.
 */
export function validateEventCover(file: { type: string; size: number }): string | null {
  if (!(RASTER_IMAGE_TYPES as readonly string[]).includes(baseContentType(file.type)))
    return EVENT_COVER_NOT_IMAGE;
  if (file.size >= EVENT_COVER_MAX_BYTES) return EVENT_COVER_TOO_LARGE;
  return null;
}

/** Storage object path of a cover: event-covers/{timestamp}-{random}.{ext}. */
export function eventCoverPath(timestampMs: number, random: string, fileName: string): string {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'jpg';
  return `${EVENT_COVERS_FOLDER}/${timestampMs}-${random}.${extension}`;
}
