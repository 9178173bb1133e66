// Date building blocks without zod: format.ts (which every screen's texts reach through
// messages.ts) imports these, so the web app's first download does not carry the schema library.
// schemas/common.ts re-exports them next to the schemas built on them.

/**
 * A Firestore Timestamp seen structurally (model imports no Firebase): anything with toDate(),
 * or a plain Date (what writers pass in before the SDK converts it).
 */
export type TimestampLike = Date | { toDate(): Date };

/** Converts a TimestampLike into a Date. */
export function toDate(value: TimestampLike): Date {
  return value instanceof Date ? value : value.toDate();
}

/** 'YYYY-MM-DD' calendar date (compares correctly as a string). */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
