// Building blocks shared by the document and callable schemas.

import { z } from 'zod';
import { DATE_PATTERN, type TimestampLike } from '../dates';
import { PHOTO_URL_PATTERN } from '../rules/photo-url';

export { DATE_PATTERN, toDate, type TimestampLike } from '../dates';

export const timestampLikeSchema = z.custom<TimestampLike>(
  (value) =>
    value instanceof Date ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { toDate?: unknown }).toDate === 'function'),
  { message: 'Expected a timestamp' },
);

export const TEXT_MAX = 500;
export const LONG_TEXT_MAX = 2000;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const URL_MAX = 2048;
export const ID_MAX = 128;

/** 'HH:MM' 24-hour time. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The spec's simple e-mail pattern: {something}@{something}.{something}, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const dateStringSchema = z.string().regex(DATE_PATTERN, 'Expected a date as YYYY-MM-DD');
export const timeStringSchema = z.string().regex(TIME_PATTERN, 'Expected a time as HH:MM');

/** A Firestore document id: non-empty, no slash, not '.' or '..', bounded. */
export const docIdSchema = z
  .string()
  .min(1)
  .max(ID_MAX)
  .regex(/^(?!\.\.?$)[^/]+$/, 'Invalid document id');

export const EMAIL_INVALID = 'Please enter a valid email address.';

export const emailSchema = z.string().trim().max(EMAIL_MAX).regex(EMAIL_PATTERN, EMAIL_INVALID);

/** True when the text matches the spec's simple e-mail pattern. */
export function isValidEmail(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text.trim());
}

export const nameSchema = z.string().trim().min(1).max(NAME_MAX);
export const urlSchema = z.string().max(URL_MAX);
/**
 * A member's photo: a file of the project's Storage in a member's folder, or a bundled image
 * (rules/photo-url.ts). firestore.rules' generated ownPhotoUrl narrows it to the writer's own folder.
 */
export const photoUrlSchema = z
  .string()
  .max(URL_MAX)
  .regex(PHOTO_URL_PATTERN, "A photo must be an image uploaded to the member's Brunchers gallery.");
export const nonNegativeInt = z.number().int().nonnegative();
