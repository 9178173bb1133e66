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
  pending: (count: number) => `Pending (${count})`,
  checkedIn: (count: number) => `Checked In (${count})`,
} as const;

// --- Imports and update story ---
export const IMPORT_COMPLETE_TITLE = 'Import Complete';
/** Description of the users import toast: counts of imported users and errors. */
export function importUsersSummary(successCount: number, errorCount: number): string {
  return `Imported ${countOf(successCount, 'user', 'users')} with ${countOf(errorCount, 'error', 'errors')}`;
}
export const IMPORT_FAILED_TITLE = 'Import Failed';
export const IMPORT_SUCCESSFUL_TITLE = 'Import Successful';
/** Description of the stories import toast. */
export function importStoriesSummary(successful: number, failed: number): string {
  return `Successfully imported ${countOf(successful, 'story', 'stories')}. ${failed} failed.`;
}
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
export function capacityBelowTaken(taken: number): string {
  return `${taken} ${taken === 1 ? 'seat is' : 'seats are'} sold or held: capacity cannot go below ${taken}.`;
}
/** What the cancel dialog tells the organiser will happen. */
export function cancelEventConsequences(counts: {
  sold: number;
  held: number;
  waitlisted: number;
}): string[] {
  return [
    `Every confirmed booking is refunded in full (${counts.sold} ${counts.sold === 1 ? 'seat' : 'seats'} sold).`,
    `Checkouts in progress are stopped and their seats released (${counts.held} held).`,
    `The waitlist is cleared (${counts.waitlisted} waiting).`,
    'Everyone booked gets an e-mail saying the brunch is cancelled and refunded.',
    'The event stays visible, marked cancelled, and can no longer be booked. This cannot be undone.',
  ];
}
export const EVENT_COVER_NOT_IMAGE = 'Choose a JPEG, PNG, WebP, GIF or AVIF image.';
export const EVENT_COVER_TOO_LARGE = 'The cover image must be under 5 MB.';
