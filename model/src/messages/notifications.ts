import { SUCCESS_TITLE, type ToastText } from './common';

// --- Mail preferences, calendar (notifications) ---
export const ADD_TO_CALENDAR = 'Add to calendar';
export const DOWNLOAD_ICS = 'Calendar file (.ics)';
export const GOOGLE_CALENDAR = 'Google Calendar';
export const REMINDERS_LABEL =
  'E-mail me a reminder 24 hours before each brunch, who wrote when messages wait unread, and the organiser’s messages about brunches I booked or wait for';
export const REMINDERS_SAVED: ToastText = {
  title: SUCCESS_TITLE,
  description: 'Preferences saved',
};
export const UNSUBSCRIBE_TITLE = 'Reminder and message e-mails';
export const UNSUBSCRIBE_WORKING = 'Turning reminders off...';
export const UNSUBSCRIBE_DONE =
  "Done: you won't get reminders, unread-message e-mails or organiser messages anymore. Booking confirmations and changes to your brunch still arrive.";
export const UNSUBSCRIBE_INVALID =
  'This unsubscribe link is not valid. Please use the link from your latest e-mail.';
export const REMINDERS_SAVE_FAILED = 'Could not save your preference. Please try again.';
export const UNSUBSCRIBE_FAILED =
  'We could not turn reminders off just now. Please open the link again in a moment.';
