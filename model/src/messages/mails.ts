// Every mail's words (issue 37 item 4): the frame, the details block and each kind's copy. The
// renderers in mail-templates.ts read them through t() in the recipient's language; money and
// dates reach the msg() texts already formatted for that language (format.ts).
import { msg } from '../i18n/message';

/** The frame and the details block every mail about a booking has. */
export const MAIL_FRAME = {
  greeting: 'Hi,',
  greetingNamed: msg('mails.MAIL_FRAME.greetingNamed', (name: string) => `Hi ${name},`),
  footer: 'Brunchers · social brunches in Lisbon',
  event: 'Event',
  when: 'When',
  whenValue: msg(
    'mails.MAIL_FRAME.whenValue',
    (date: string, time: string) => `${date} at ${time}`,
  ),
  where: 'Where',
  party: 'Party',
  partySize: msg(
    'mails.MAIL_FRAME.partySize',
    (size: number) => `${size} ${size === 1 ? 'person' : 'people'}`,
  ),
  map: 'Map',
  openInMaps: 'Open in Maps',
  ticketLabel: 'Show your ticket',
  ticketHint: 'Its QR code is scanned at the door.',
  ticketText: '(its QR code is scanned at the door)',
  noMoreReminders: 'No more reminders',
  stopReminders: 'Stop reminder e-mails',
  viewBooking: 'View your booking',
  findAnother: 'Find another brunch',
  bookAgain: 'Book again',
} as const;

/** What happened to the money (the details block's last row). */
export const MAIL_MONEY = {
  totalToPay: 'Total to pay',
  payment: 'Payment',
  pending: msg(
    'mails.MAIL_MONEY.pending',
    (total: string) => `${total} pending: your bank is processing it`,
  ),
  declined: 'Declined: nothing was charged',
  nothingCharged: 'Nothing was charged',
  refunded: 'Refunded',
  refundedOf: msg(
    'mails.MAIL_MONEY.refundedOf',
    (refunded: string, charged: string) => `${refunded} of ${charged}`,
  ),
  free: 'Nothing charged (free seats)',
  totalPaid: 'Total paid',
} as const;

/** The reminder's first word, from the event's day as seen when the mail goes out. */
export const MAIL_REMINDER_DAY = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  soon: 'Coming up',
} as const;

/** Each booking mail's copy: subject, heading, paragraphs. */
export const MAIL_COPY = {
  bookingConfirmed: {
    subject: msg(
      'mails.MAIL_COPY.bookingConfirmed.subject',
      (title: string) => `You're booked: ${title}`,
    ),
    heading: 'Your brunch is booked',
    intro: msg(
      'mails.MAIL_COPY.bookingConfirmed.intro',
      (total: string) =>
        `Your payment of ${total} went through and your seats are yours. The calendar file attached adds the brunch to your calendar.`,
    ),
    plansChanged: msg(
      'mails.MAIL_COPY.bookingConfirmed.plansChanged',
      (policy: string) => `Plans changed? ${policy}`,
    ),
    cancel: 'Cancel this booking',
  },
  paymentProcessing: {
    subject: msg(
      'mails.MAIL_COPY.paymentProcessing.subject',
      (title: string) => `Payment on its way: ${title}`,
    ),
    heading: 'We are waiting for your bank',
    intro: msg(
      'mails.MAIL_COPY.paymentProcessing.intro',
      (total: string) =>
        `Your payment of ${total} is being processed by your bank, which can take a few business days. Your seats are held meanwhile; we will write again as soon as it arrives.`,
    ),
  },
  paymentFailed: {
    subject: msg(
      'mails.MAIL_COPY.paymentFailed.subject',
      (title: string) => `Payment failed: ${title}`,
    ),
    heading: 'Your payment did not go through',
    intro: msg(
      'mails.MAIL_COPY.paymentFailed.intro',
      (total: string) =>
        `Your bank reported that the payment of ${total} failed, so the seats were released and nothing was charged. You can book again while seats are left.`,
    ),
  },
  bookingRefunded: {
    subject: msg(
      'mails.MAIL_COPY.bookingRefunded.subject',
      (title: string) => `Refunded: ${title}`,
    ),
    heading: 'Your booking was refunded',
    intro: msg(
      'mails.MAIL_COPY.bookingRefunded.intro',
      (total: string) =>
        `Your payment arrived after the seats had gone, so we refunded it in full: ${total} goes back to the card or account you paid with, usually within 5 to 10 business days.`,
    ),
  },
  cancelled: msg('mails.MAIL_COPY.cancelled', (title: string) => `Cancelled: ${title}`),
  bookingCancelled: {
    heading: 'Your booking is cancelled',
    refunded: msg(
      'mails.MAIL_COPY.bookingCancelled.refunded',
      (refund: string) =>
        `As you asked, we cancelled your booking and refunded ${refund} to the card or account you paid with; it usually arrives within 5 to 10 business days.`,
    ),
    notRefunded:
      'As you asked, we cancelled your booking. It was less than the refund window before the brunch, so nothing is refunded.',
  },
  partyReduced: {
    subject: msg(
      'mails.MAIL_COPY.partyReduced.subject',
      (title: string) => `Party changed: ${title}`,
    ),
    heading: msg(
      'mails.MAIL_COPY.partyReduced.heading',
      (size: number) => `Your party is now ${size}`,
    ),
    refunded: msg(
      'mails.MAIL_COPY.partyReduced.refunded',
      (refund: string) =>
        `We gave the seats you no longer need back to the event and refunded ${refund} to the card or account you paid with.`,
    ),
    notRefunded:
      'We gave the seats you no longer need back to the event. It was less than the refund window before the brunch, so nothing is refunded.',
  },
  eventReminder: {
    subject: msg(
      'mails.MAIL_COPY.eventReminder.subject',
      (day: string, title: string) => `${day}: ${title}`,
    ),
    heading: 'See you at brunch',
    intro: msg(
      'mails.MAIL_COPY.eventReminder.intro',
      (when: string) => `A reminder that your brunch is coming up: ${when}.`,
    ),
  },
  eventChanged: {
    subject: msg('mails.MAIL_COPY.eventChanged.subject', (title: string) => `Changed: ${title}`),
    heading: 'Your brunch has changed',
    intro:
      'The organiser changed the date, time or place of your brunch. Here is what holds now; the attached calendar file updates the entry in your calendar.',
  },
  waitlistOffer: {
    subject: msg(
      'mails.MAIL_COPY.waitlistOffer.subject',
      (title: string) => `Seats for you: ${title}`,
    ),
    heading: 'Seats freed up for you',
    intro: msg(
      'mails.MAIL_COPY.waitlistOffer.intro',
      (seats: number, until: string) =>
        `You were next on the waitlist, so ${seats} ${seats === 1 ? 'seat is' : 'seats are'} held for you until ${until}. Book them before then, or they go to the next person in line.`,
    ),
    soon: 'soon',
    action: 'Book your seats',
  },
  eventCancelled: {
    heading: 'Your brunch was cancelled',
    intro: msg(
      'mails.MAIL_COPY.eventCancelled.intro',
      (total: string) =>
        `The organiser had to cancel this brunch. Your payment of ${total} will be refunded in full to the card or account you paid with. The attached calendar file removes the entry from your calendar.`,
    ),
  },
  bookingChanged: {
    subject: msg(
      'mails.MAIL_COPY.bookingChanged.subject',
      (title: string) => `Booking changed: ${title}`,
    ),
    heading: 'The organiser changed your booking',
    noNote: 'The organiser changed your booking. Here is what holds now.',
    refunded: msg(
      'mails.MAIL_COPY.bookingChanged.refunded',
      (refund: string) =>
        `We refunded ${refund} to the card or account you paid with; it usually arrives within 5 to 10 business days.`,
    ),
    calendar: 'The attached calendar file updates the entry in your calendar.',
  },
  waitlistCancelled: {
    heading: 'A brunch you were waiting for was cancelled',
    intro:
      'The organiser had to cancel this brunch, so its waitlist is closed and no seats will be offered. Nothing was charged.',
  },
  accountDeleted: {
    subject: 'Your Brunchers account was deleted',
    heading: 'Your account was deleted',
    intro:
      'As you asked, your Brunchers account and everything tied to it were deleted: your profile, photos, answers, likes, matches and mail preferences, and your membership was cancelled.',
    kept: 'Bookings are kept for accounting without your name or e-mail address, and your reviews stay as anonymous ratings of the venues. This is the last e-mail we send you.',
  },
  checkoutCancelled: {
    heading: 'The brunch you were booking was cancelled',
    intro:
      'The organiser had to cancel this brunch while your seats were held for you, so the booking is closed and nothing will be charged. If a payment went through in that moment, it is refunded in full.',
  },
} as const;

/** The mails about an address itself: verification, reset, invitation, waitlist, newsletter. */
export const ACCOUNT_MAIL_COPY = {
  notYou: 'If it was not you, ignore this mail: nothing more will be sent to you.',
  verifyEmail: {
    subject: 'Confirm your e-mail for Brunchers',
    heading: 'Confirm your e-mail',
    intro:
      'Someone (we hope you) created a Brunchers account with this address. Open the link to confirm it; then you can book brunches and join waitlists.',
    action: 'Confirm my e-mail',
  },
  passwordReset: {
    subject: 'Reset your Brunchers password',
    heading: 'Choose a new password',
    intro:
      'Someone asked to reset the password of the Brunchers account with this address. Open the link to choose a new one.',
    notYou: 'If it was not you, ignore this mail: your password stays as it is.',
    action: 'Choose a new password',
  },
  memberInvite: {
    subject: 'You are invited to Brunchers',
    heading: 'Welcome to Brunchers',
    intro:
      'The Brunchers team has created a member account for this address, for the social brunches in Lisbon. Open the link to choose your password; then sign in with this address.',
    notExpected:
      'If you did not expect this, ignore this mail: without a password nobody can use the account, and you can ask us to delete it.',
    action: 'Choose my password',
  },
  waitlistConfirm: {
    subject: 'Confirm your waitlist place',
    heading: 'Confirm your place on the waitlist',
    what: msg(
      'mails.ACCOUNT_MAIL_COPY.waitlistConfirm.what',
      (title: string, date: string, time: string) => `${title} on ${date} at ${time}`,
    ),
    aBrunch: 'a brunch',
    intro: msg(
      'mails.ACCOUNT_MAIL_COPY.waitlistConfirm.intro',
      (what: string) =>
        `Someone (we hope you) asked to join the waitlist for ${what} with this address. Open the link to confirm your place; only then can freed seats be offered to you.`,
    ),
    action: 'Confirm my place',
  },
  newsletterConfirm: {
    subject: 'Confirm your Brunchers sign-up',
    heading: 'Confirm your sign-up',
    intro:
      'Someone (we hope you) signed this address up for invites to Brunchers events. Open the link to confirm; we send nothing else until you do.',
    action: 'Confirm my sign-up',
  },
} as const;

/** The moderation notice (the DSA's statement of reasons). */
export const MODERATION_MAIL = {
  subjectReporter: 'Our decision on your report',
  subjectReported: 'A decision about your Brunchers account',
  lifted: msg(
    'mails.MODERATION_MAIL.lifted',
    (what: string) => `Your account was suspended after a report about ${what}.`,
  ),
  thanks: msg(
    'mails.MODERATION_MAIL.thanks',
    (what: string) => `Thank you for your report about ${what}.`,
  ),
  received: msg(
    'mails.MODERATION_MAIL.received',
    (what: string) =>
      `We received a report about ${what} and reviewed it against our community guidelines.`,
  ),
  reasons: msg('mails.MODERATION_MAIL.reasons', (reason: string) => `Our reasons: ${reason}`),
  byPerson: 'This decision was taken by a member of our team, not by an automated system.',
  appeal:
    'If you disagree, reply to this e-mail within six months and tell us why: a different person will review the decision and answer you. You may also turn to an out-of-court dispute settlement body or the courts.',
  dismissReporter: 'We looked into it and decided to take no action.',
  dismissReported: 'We looked into it and decided to take no action. Nothing changes for you.',
  removeReporter: 'We removed the content you reported.',
  removeReported: 'We removed the reported content from Brunchers.',
  liftReporter: 'We lifted the member’s suspension.',
  liftReported:
    'We reviewed the suspension of your account and lifted it: you can book brunches again and other members see you again. Bookings cancelled by the suspension stay cancelled.',
  warnReporter: 'We warned the member.',
  warnReported: 'We are giving you a warning. Further breaches may lead to suspension.',
  suspendReporter: 'We suspended the member.',
  suspendReported:
    'We suspended your account: you cannot book brunches, and your upcoming bookings were cancelled under our refund policy.',
  whatProfileReporter: 'a member’s profile',
  whatProfileReported: 'your profile',
  whatPhotoReporter: 'a member’s photo',
  whatPhotoReported: 'one of your photos',
  whatReviewReporter: 'a review',
  whatReviewReported: 'one of your reviews',
  whatIncident: 'an incident at a brunch',
  whatMessage: 'a message',
  whatYourMessage: 'one of your messages',
  whatTableMessage: 'a message in a table chat',
} as const;

/** The digest of unread messages (who wrote and links; never the text). */
export const DIGEST_MAIL = {
  subject: 'You have unread messages on Brunchers',
  waiting: 'Messages are waiting for you:',
  line: msg(
    'mails.DIGEST_MAIL.line',
    (who: string, count: number) =>
      `${who}: ${count} unread ${count === 1 ? 'message' : 'messages'}`,
  ),
  aConnection: 'A connection',
  unsubscribe: 'No more of these e-mails',
} as const;

/** The frame around an organiser's message to attendees (their own text stays as typed). */
export const ATTENDEE_MAIL = {
  reasonWaitlist: msg(
    'mails.ATTENDEE_MAIL.reasonWaitlist',
    (title: string, when: string) =>
      `You get this because you are on the waitlist for ${title} on ${when}.`,
  ),
  reasonBooked: msg(
    'mails.ATTENDEE_MAIL.reasonBooked',
    (title: string, when: string) => `You get this because you booked ${title} on ${when}.`,
  ),
  unsubscribe: 'No more reminders or organiser messages',
} as const;
