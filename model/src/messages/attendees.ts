import { englishT, msg, type Translate } from '../i18n/message';
import { type ToastText } from './common';

// --- Messages to an event's attendees or waitlist (issue 39 item 6) ---
export const ATTENDEE_MESSAGE_TEXTS = {
  open: 'Message attendees',
  title: 'Message attendees',
  audience: 'Send to',
  audiences: {
    attendees: 'Confirmed attendees (members and guest bookings)',
    waitlist: 'People on the waitlist',
  },
  subject: 'Subject',
  body: 'Message',
  bodyHint:
    'Plain text. Leave a blank line between paragraphs. For a new date, time or place, use the event’s change notice instead: it reaches everyone and updates their calendars.',
  preview: 'Preview',
  previewFrame: 'Preview of the e-mail',
  counting: 'Counting recipients…',
  send: 'Send',
  sending: 'Sending…',
  cancel: 'Cancel',
  limited: 'This event has had its messages for today. Try again tomorrow.',
  failed: 'The message could not be sent. Please try again.',
  nobody: 'Nobody would receive this message.',
  /** The preview's language switch: each recipient reads the frame in their own language. */
  previewLanguage: 'Language',
  notSent: 'Not sent',
} as const;

/** "12 recipients · 2 left out (they turned organiser messages off)" */
export const attendeeMessageCounts = msg(
  'attendees.attendeeMessageCounts',
  (recipients: number, excluded: number) => {
    const who = `${recipients} ${recipients === 1 ? 'recipient' : 'recipients'}`;
    return excluded > 0
      ? `${who} · ${excluded} left out (they turned reminders and organiser messages off)`
      : who;
  },
);

export const ATTENDEE_MESSAGE_SENT_TITLE = 'Message sent';
export const attendeeMessageSentTo = msg(
  'attendees.attendeeMessageSentTo',
  (recipients: number) => `On its way to ${recipients} ${recipients === 1 ? 'person' : 'people'}.`,
);
/** The toast after sending; `translate` is the page's t() (English by default). */
export function attendeeMessageSent(
  recipients: number,
  translate: Translate = englishT,
): ToastText {
  return {
    title: translate(ATTENDEE_MESSAGE_SENT_TITLE),
    description: translate(attendeeMessageSentTo, recipients),
  };
}

// --- Dietary and access needs (issue 39 item 7) ---
export const NEEDS_TEXTS = {
  legend: 'Dietary and access needs (optional)',
  hint: 'Tell the kitchen and the venue what your party needs. Tick only what applies.',
  partyHint: 'How many of your party:',
  consent:
    'I agree that Brunchers keeps these needs with my booking and shows the venue anonymous counts per table (never names). At a small table the venue may guess who. I can remove them any time; they go with my account.',
  consentRequired: 'Tick the consent box to share these needs, or untick the needs.',
  saveFailed: 'Your needs could not be saved. Your seats are held; you can continue to payment.',
  profileTitle: 'Dietary and access needs',
  profileHint: 'Optional. They prefill the booking dialog; each booking asks again.',
  profileSave: 'Save needs',
  profileClear: 'Remove my needs',
  profileSaveFailed: 'Could not save your needs. Please try again.',
  onBooking: 'Your needs',
  removeFromBooking: 'Remove',
  removeFailed: 'Could not remove your needs. Please try again.',
} as const;

export const NEEDS_SAVED: ToastText = { title: 'Saved', description: 'Your needs were saved.' };

// --- The prep sheet (counts per table, never names) ---
export const PREP_SHEET_TEXTS = {
  title: 'Kitchen prep sheet',
  hint: 'Dietary and access needs per table, as counts. Guests stated them with consent; no names.',
  empty: 'No dietary or access needs stated for this event.',
  total: 'In total',
  loading: 'Loading the prep sheet…',
} as const;
