import { englishT, msg, type Translate } from '../i18n/message';
import { countOf } from './profile';

// --- Admin and partner ---
export const VENUE_ASSIGNED = 'Venue assigned successfully!';
export const VENUE_ASSIGN_FAILED = 'Failed to assign venue.';
export const VENUES_LOAD_FAILED = 'Failed to load venues';
export const ATTENDANCES_LOAD_FAILED = 'Failed to load attendances';
export const ATTENDEE_MARKED_PRESENT = 'Attendee marked as present!';
export const MARK_ATTENDANCE_FAILED = 'Failed to mark attendance.';
/** The partner dashboard's stat cards and tabs (the spec's /partner). */
export const PARTNER_STATS = { totalBookings: 'Total Bookings', checkedIn: 'Checked In' } as const;
export const PARTNER_TABS = {
  pending: msg('admin.PARTNER_TABS.pending', (count: number) => `Pending (${count})`),
  checkedIn: msg('admin.PARTNER_TABS.checkedIn', (count: number) => `Checked In (${count})`),
} as const;

// --- Imports and update story ---
export const IMPORT_COMPLETE_TITLE = 'Import Complete';
/** Description of the users import toast: counts of imported users and errors. */
export const importUsersSummary = msg(
  'admin.importUsersSummary',
  (successCount: number, errorCount: number) =>
    `Imported ${countOf(successCount, 'user', 'users')} with ${countOf(errorCount, 'error', 'errors')}`,
);
export const IMPORT_FAILED_TITLE = 'Import Failed';
export const IMPORT_SUCCESSFUL_TITLE = 'Import Successful';
/** Description of the stories import toast. */
export const importStoriesSummary = msg(
  'admin.importStoriesSummary',
  (successful: number, failed: number) =>
    `Successfully imported ${countOf(successful, 'story', 'stories')}. ${failed} failed.`,
);
export const STORIES_IMPORT_FAILED = 'Failed to import stories';
export const STORY_UPDATE_FAILED = 'Failed to update story content';
export const STORY_UPDATED = 'Story content updated successfully.';
export const VIEW_STORIES = 'View Stories';

// --- Organiser console: events (issue 23) ---
export const EVENT_PAST_NOT_CANCELLABLE =
  'This event has already taken place: it cannot be cancelled.';
export const EVENT_CANCELLED_NOT_EDITABLE = 'A cancelled event cannot be changed.';
export const EVENT_UNPUBLISH_BOOKED =
  'People have booked or are booking this event: cancel it instead, so they are refunded.';
/** The capacity floor: seats already sold or held cannot be taken away. */
export const capacityBelowTaken = msg(
  'admin.capacityBelowTaken',
  (taken: number) =>
    `${taken} ${taken === 1 ? 'seat is' : 'seats are'} sold or held: capacity cannot go below ${taken}.`,
);
/** What the cancel dialog tells the organiser will happen. */
export const cancelRefundLine = msg(
  'admin.cancelRefundLine',
  (sold: number) =>
    `Every confirmed booking is refunded in full (${sold} ${sold === 1 ? 'seat' : 'seats'} sold).`,
);
export const cancelHeldLine = msg(
  'admin.cancelHeldLine',
  (held: number) => `Checkouts in progress are stopped and their seats released (${held} held).`,
);
export const cancelWaitlistLine = msg(
  'admin.cancelWaitlistLine',
  (waitlisted: number) => `The waitlist is cleared (${waitlisted} waiting).`,
);
export const CANCEL_MAIL_LINE =
  'Everyone booked gets an e-mail saying the brunch is cancelled and refunded.';
export const CANCEL_FINAL_LINE =
  'The event stays visible, marked cancelled, and can no longer be booked. This cannot be undone.';
export function cancelEventConsequences(
  counts: { sold: number; held: number; waitlisted: number },
  tr: Translate = englishT,
): string[] {
  return [
    tr(cancelRefundLine, counts.sold),
    tr(cancelHeldLine, counts.held),
    tr(cancelWaitlistLine, counts.waitlisted),
    tr(CANCEL_MAIL_LINE),
    tr(CANCEL_FINAL_LINE),
  ];
}
export const EVENT_COVER_NOT_IMAGE = 'Choose a JPEG, PNG, WebP, GIF or AVIF image.';
export const EVENT_COVER_TOO_LARGE = 'The cover image must be under 5 MB.';

// --- The import pages (/admin/import-*, /admin/update-story) ---
export const IMPORT_STORIES_TITLE = 'Import Stories';
export const STORIES_CSV_LABEL = 'Stories CSV file';
export const STORIES_CSV_COLUMNS =
  'Columns: id, title, subtitle, description, author, publish_date, main_image, content, tags.';
export const readyToImportLabel = msg(
  'admin.readyToImportLabel',
  (count: number) => `Ready to import (${count})`,
);
export const skippedRowsLabel = msg(
  'admin.skippedRowsLabel',
  (count: number) => `Skipped rows (${count})`,
);
export const ACCEPTED_ROWS = 'Accepted rows';
export const SKIPPED_ROWS = 'Skipped rows';
export const csvLineLabel = msg('admin.csvLineLabel', (line: number) => `Line ${line}`);
export const IMPORT_PROGRESS = 'Import progress';
export const importStoriesButton = msg(
  'admin.importStoriesButton',
  (count: number) => `Import ${count} ${count === 1 ? 'story' : 'stories'}`,
);
export const IMPORT_USERS_TITLE = 'Import Users';
export const sampleUsersIntro = msg(
  'admin.sampleUsersIntro',
  (count: number) => `Creates the ${count} sample members (existing ones are updated).`,
);
export const IMPORTING = 'Importing...';
export const IMPORT_SAMPLE_USERS = 'Import Sample Users';
export const IMPORT_NOT_RUN = 'The import could not run.';
export const UPDATING_STORY = 'Updating story content...';
