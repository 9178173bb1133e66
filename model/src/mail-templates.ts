// Every mail Brunchers sends, as HTML and plain text from one place: the layout (brand colours,
// footer), the texts of each kind and the links back to the app. Pure: the sender passes the data.

import { formatEventDate, formatEventTime, formatMoney } from './format';
import { HTML_LANG, type Locale } from './i18n/locales';
import { englishT, type Translate } from './i18n/message';
import {
  ACCOUNT_MAIL_COPY,
  ATTENDEE_MAIL,
  DIGEST_MAIL,
  MAIL_COPY,
  MAIL_FRAME,
  MAIL_MONEY,
  MAIL_REMINDER_DAY,
  MODERATION_MAIL,
} from './messages/mails';
import { refundPolicyNote } from './messages/policy';
import { bookingRefundPolicy } from './rules/policy';
import type { RefundPolicy } from './schemas/policy';
import { cityDateString } from './rules/check-in';
import type { AccountMailKind, EventMailKind, MailKind } from './schemas/mail';

/** Brand colours of the web app's theme (web/src/styles.css). */
const BRAND = {
  cream: '#fbf6ee',
  card: '#fffdf9',
  terracotta: '#c8603a',
  terracottaDark: '#a84a27',
  ink: '#2b211c',
  inkSoft: '#5e5048',
  sage: '#4f7048',
  line: '#e9d9c1',
} as const;

export interface MailEventDetails {
  title: string;
  event_date: string;
  event_time: string;
  location_name: string;
  address: string;
  city: string;
}

export interface MailTemplateInput {
  kind: EventMailKind;
  /** Origin of the web app (no trailing slash). */
  appUrl: string;
  event: MailEventDetails;
  /** The recipient's name when known (member display name or the guest's name). */
  name: string | null;
  partySize: number;
  totalCents: number;
  /** Where the booking (the ticket, for now) is shown in the app. */
  bookingUrl: string;
  /** Where to book again (the event page). */
  eventUrl: string;
  mapsUrl: string;
  /** Waitlist offers: the page that books the held seats, and until when they are held. */
  offer?: { url: string; until: string } | null;
  /** One-click unsubscribe, for non-transactional mails. */
  unsubscribeUrl?: string | null;
  /** A guest's signed link to cancel the booking (booking_confirmed). */
  cancelUrl?: string | null;
  /** What a cancellation refunds, in cents (booking_cancelled, party_reduced). */
  refundCents?: number | null;
  /** The booking's ticket (its signed QR code) for the door, on mails about a booking that holds. */
  ticketUrl?: string | null;
  /**
   * The booking's ledger: everything charged, and refunded so far including a refund decided
   * and on its way (refunded €x of €y).
   */
  money?: { chargedCents: number; refundedCents: number } | null;
  /** What the organiser changed and why (booking_changed). */
  note?: string | null;
  /** The refund terms the booking was sold under (absent: the default policy's text). */
  refundPolicy?: RefundPolicy | null;
  /** The venue the party is placed at, when an admin assigned one (its name and address). */
  venue?: { name: string; address: string; city: string } | null;
  /** When the mail is composed: the reminder says "Today" or "Tomorrow" from it (city days). */
  sentAt?: Date | null;
  /** The recipient's language (compose.ts's mailLocale; English when absent). */
  language?: MailLanguage;
}

/** A mail's language: its locale (dates, money) and its translator (texts). */
export interface MailLanguage {
  locale: Locale;
  t: Translate;
}

/** English: the model's constants themselves (no catalogue, no Lingui). */
export const ENGLISH_MAIL: MailLanguage = { locale: 'en', t: englishT };

function greetingOf(name: string | null, { t }: MailLanguage): string {
  return name ? t(MAIL_FRAME.greetingNamed, name) : t(MAIL_FRAME.greeting);
}

/** An event's day and time in a language: 'Sun, Dec 14, 2025 at 11:00'. */
function eventWhen(event: { event_date: string; event_time: string }, language: MailLanguage) {
  return language.t(
    MAIL_FRAME.whenValue,
    formatEventDate(event.event_date, language.locale),
    formatEventTime(event.event_time),
  );
}

export type ReminderDay = keyof typeof MAIL_REMINDER_DAY;

/**
 * The reminder's first word: the event's day seen from when the mail goes out, in the city's
 * calendar (Europe/Lisbon), not "24 hours before" (an event tonight is today).
 */
export function reminderDay(eventDate: string, sentAt: Date): ReminderDay {
  const today = cityDateString(sentAt);
  if (eventDate === today) return 'today';
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return eventDate === tomorrow ? 'tomorrow' : 'soon';
}

/** The reminder's first word in a language ('Today', 'Tomorrow', 'Coming up'). */
export function reminderDayWord(
  eventDate: string,
  sentAt: Date,
  language: MailLanguage = ENGLISH_MAIL,
): string {
  return language.t(MAIL_REMINDER_DAY[reminderDay(eventDate, sentAt)]);
}

/** The ticket link's label in mails. */
export const MAIL_TICKET_LABEL = MAIL_FRAME.ticketLabel;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subject: string;
  heading: string;
  /** Paragraphs before the event details. */
  intro: string[];
  /** Include the event's details block. */
  details: boolean;
  action: { label: string; url: string } | null;
  /** A quieter second link under the button. */
  secondary?: { label: string; url: string };
}

/** The booking's own refund terms as text (the default policy's when unknown). */
function policyTextOf(input: MailTemplateInput, { t }: MailLanguage): string {
  const policy = input.refundPolicy ?? bookingRefundPolicy({});
  return t(refundPolicyNote, policy.refund_window_hours, policy.late_refund_percent);
}

function copyFor(input: MailTemplateInput, language: MailLanguage): Copy {
  const { event } = input;
  const { t, locale } = language;
  const money = (cents: number) => formatMoney(cents, locale);
  const total = money(input.totalCents);
  const home = `${input.appUrl}/`;
  const viewBooking = { label: t(MAIL_FRAME.viewBooking), url: input.bookingUrl };
  const findAnother = { label: t(MAIL_FRAME.findAnother), url: home };
  const cancelled = t(MAIL_COPY.cancelled, event.title);
  switch (input.kind) {
    case 'booking_confirmed': {
      const copy = MAIL_COPY.bookingConfirmed;
      return {
        subject: t(copy.subject, event.title),
        heading: t(copy.heading),
        intro: [
          t(copy.intro, total),
          ...(input.cancelUrl ? [t(copy.plansChanged, policyTextOf(input, language))] : []),
        ],
        details: true,
        action: viewBooking,
        ...(input.cancelUrl ? { secondary: { label: t(copy.cancel), url: input.cancelUrl } } : {}),
      };
    }
    case 'payment_processing': {
      const copy = MAIL_COPY.paymentProcessing;
      return {
        subject: t(copy.subject, event.title),
        heading: t(copy.heading),
        intro: [t(copy.intro, total)],
        details: true,
        action: viewBooking,
      };
    }
    case 'payment_failed': {
      const copy = MAIL_COPY.paymentFailed;
      return {
        subject: t(copy.subject, event.title),
        heading: t(copy.heading),
        intro: [t(copy.intro, total)],
        details: true,
        action: { label: t(MAIL_FRAME.bookAgain), url: input.eventUrl },
      };
    }
    case 'booking_refunded': {
      const copy = MAIL_COPY.bookingRefunded;
      return {
        subject: t(copy.subject, event.title),
        heading: t(copy.heading),
        intro: [t(copy.intro, total)],
        details: true,
        action: findAnother,
      };
    }
    case 'booking_cancelled': {
      const copy = MAIL_COPY.bookingCancelled;
      const refund = input.refundCents ?? 0;
      return {
        subject: cancelled,
        heading: t(copy.heading),
        intro: [
          refund > 0 ? t(copy.refunded, money(refund)) : t(copy.notRefunded),
          policyTextOf(input, language),
        ],
        details: true,
        action: findAnother,
      };
    }
    case 'party_reduced': {
      const copy = MAIL_COPY.partyReduced;
      const refund = input.refundCents ?? 0;
      return {
        subject: t(copy.subject, event.title),
        heading: t(copy.heading, input.partySize),
        intro: [refund > 0 ? t(copy.refunded, money(refund)) : t(copy.notRefunded)],
        details: true,
        action: viewBooking,
      };
    }
    case 'event_reminder': {
      const copy = MAIL_COPY.eventReminder;
      const day = input.sentAt
        ? reminderDayWord(event.event_date, input.sentAt, language)
        : t(MAIL_REMINDER_DAY.soon);
      return {
        subject: t(copy.subject, day, event.title),
        heading: t(copy.heading),
        intro: [t(copy.intro, eventWhen(event, language))],
        details: true,
        action: viewBooking,
      };
    }
    case 'event_changed': {
      const copy = MAIL_COPY.eventChanged;
      return {
        subject: t(copy.subject, event.title),
        heading: t(copy.heading),
        intro: [t(copy.intro)],
        details: true,
        action: viewBooking,
      };
    }
    case 'waitlist_offer': {
      const copy = MAIL_COPY.waitlistOffer;
      return {
        subject: t(copy.subject, event.title),
        heading: t(copy.heading),
        intro: [t(copy.intro, input.partySize, input.offer?.until ?? t(copy.soon))],
        details: true,
        action: { label: t(copy.action), url: input.offer?.url ?? input.eventUrl },
      };
    }
    case 'event_cancelled': {
      const copy = MAIL_COPY.eventCancelled;
      return {
        subject: cancelled,
        heading: t(copy.heading),
        intro: [t(copy.intro, total)],
        details: true,
        action: findAnother,
      };
    }
    case 'moderation_notice':
      throw new Error('A moderation notice is rendered by renderModerationNotice');
    case 'message_digest':
      throw new Error('A message digest is rendered by renderMessageDigest');
    case 'attendee_message':
      throw new Error('An attendee message is rendered by renderAttendeeMessage');
    case 'booking_changed': {
      const copy = MAIL_COPY.bookingChanged;
      const refund = input.refundCents ?? 0;
      return {
        subject: t(copy.subject, event.title),
        heading: t(copy.heading),
        intro: [
          // The organiser's note stays as typed.
          input.note ?? t(copy.noNote),
          ...(refund > 0 ? [t(copy.refunded, money(refund))] : []),
          t(copy.calendar),
        ],
        details: true,
        action: viewBooking,
      };
    }
    case 'waitlist_cancelled': {
      const copy = MAIL_COPY.waitlistCancelled;
      return {
        subject: cancelled,
        heading: t(copy.heading),
        intro: [t(copy.intro)],
        details: true,
        action: findAnother,
      };
    }
    case 'account_deleted': {
      const copy = MAIL_COPY.accountDeleted;
      return {
        subject: t(copy.subject),
        heading: t(copy.heading),
        intro: [t(copy.intro), ...(input.note ? [input.note] : []), t(copy.kept)],
        details: false,
        action: null,
      };
    }
    case 'checkout_cancelled': {
      const copy = MAIL_COPY.checkoutCancelled;
      return {
        subject: cancelled,
        heading: t(copy.heading),
        intro: [t(copy.intro)],
        details: true,
        action: findAnother,
      };
    }
  }
}

function detailRows(input: MailTemplateInput, language: MailLanguage): [string, string][] {
  const { event } = input;
  const { t } = language;
  const place = input.venue ?? {
    name: event.location_name,
    address: event.address,
    city: event.city,
  };
  const money = moneyRow(input, language);
  return [
    [t(MAIL_FRAME.event), event.title],
    [t(MAIL_FRAME.when), eventWhen(event, language)],
    [t(MAIL_FRAME.where), [place.name, place.address, place.city].filter(Boolean).join(', ')],
    [t(MAIL_FRAME.party), t(MAIL_FRAME.partySize, input.partySize)],
    ...(money ? [money] : []),
  ];
}

/** Refunds have been made, or are being made, in these mails. */
const REFUND_KINDS: readonly MailKind[] = [
  'booking_cancelled',
  'party_reduced',
  'event_cancelled',
  'booking_refunded',
  'booking_changed',
];

/**
 * What happened to the money, exactly (issue 33 item 6): paid, on its way, declined (nothing
 * charged), or refunded €x of €y; nothing for someone who only waited or never paid.
 */
export function moneyRow(
  input: Pick<MailTemplateInput, 'kind' | 'totalCents' | 'money'>,
  { t, locale }: MailLanguage = ENGLISH_MAIL,
): [string, string] | null {
  const euros = (cents: number) => formatMoney(cents, locale);
  switch (input.kind) {
    case 'waitlist_cancelled':
    case 'checkout_cancelled':
    case 'account_deleted':
      return null;
    case 'waitlist_offer':
      return [t(MAIL_MONEY.totalToPay), euros(input.totalCents)];
    case 'payment_processing':
      return [t(MAIL_MONEY.payment), t(MAIL_MONEY.pending, euros(input.totalCents))];
    case 'payment_failed':
      return [t(MAIL_MONEY.payment), t(MAIL_MONEY.declined)];
    default:
      break;
  }
  const money = input.money;
  if (money && REFUND_KINDS.includes(input.kind)) {
    const refunded = Math.min(money.chargedCents, money.refundedCents);
    if (money.chargedCents === 0) return [t(MAIL_MONEY.payment), t(MAIL_MONEY.nothingCharged)];
    return [
      t(MAIL_MONEY.refunded),
      t(MAIL_MONEY.refundedOf, euros(refunded), euros(money.chargedCents)),
    ];
  }
  if (money && money.chargedCents === 0) return [t(MAIL_MONEY.payment), t(MAIL_MONEY.free)];
  return [t(MAIL_MONEY.totalPaid), euros(input.totalCents)];
}

/** Mails about a booking that holds carry its ticket; the others (failed, refunded...) do not. */
function ticketLink(input: MailTemplateInput): string | null {
  const holds = [
    'booking_confirmed',
    'event_reminder',
    'event_changed',
    'booking_changed',
  ].includes(input.kind);
  return holds && input.ticketUrl ? input.ticketUrl : null;
}

export function renderMail(input: MailTemplateInput): RenderedMail {
  const language = input.language ?? ENGLISH_MAIL;
  const copy = copyFor(input, language);
  return renderLayout({
    appUrl: input.appUrl,
    copy,
    name: input.name,
    rows: copy.details ? detailRows(input, language) : [],
    language,
    mapsUrl: copy.details ? input.mapsUrl : null,
    ticket: ticketLink(input),
    unsubscribeUrl: input.unsubscribeUrl ?? null,
  });
}

/**
 * Mails about an address itself (issue 36): the verification and reset links, a guest's waitlist
 * confirmation, the newsletter's double opt-in. They go to addresses nobody has confirmed yet, so
 * they carry no name and no text anyone typed: only our words and the link.
 */
export interface AccountMailInput {
  kind: AccountMailKind;
  appUrl: string;
  /** The link the mail is for (made when sending). */
  url: string;
  /** waitlist_confirm: the event's title and date (organiser-written, not the guest's). */
  event?: { title: string; event_date: string; event_time: string } | null;
  /** The recipient's language (English when absent). */
  language?: MailLanguage;
}

function accountCopy(input: AccountMailInput, { t, locale }: MailLanguage): Copy {
  const notYou = t(ACCOUNT_MAIL_COPY.notYou);
  switch (input.kind) {
    case 'verify_email': {
      const copy = ACCOUNT_MAIL_COPY.verifyEmail;
      return {
        subject: t(copy.subject),
        heading: t(copy.heading),
        intro: [t(copy.intro), notYou],
        details: false,
        action: { label: t(copy.action), url: input.url },
      };
    }
    case 'password_reset': {
      const copy = ACCOUNT_MAIL_COPY.passwordReset;
      return {
        subject: t(copy.subject),
        heading: t(copy.heading),
        intro: [t(copy.intro), t(copy.notYou)],
        details: false,
        action: { label: t(copy.action), url: input.url },
      };
    }
    case 'member_invite': {
      const copy = ACCOUNT_MAIL_COPY.memberInvite;
      return {
        subject: t(copy.subject),
        heading: t(copy.heading),
        intro: [t(copy.intro), t(copy.notExpected)],
        details: false,
        action: { label: t(copy.action), url: input.url },
      };
    }
    case 'waitlist_confirm': {
      const copy = ACCOUNT_MAIL_COPY.waitlistConfirm;
      const event = input.event;
      const what = event
        ? t(
            copy.what,
            event.title,
            formatEventDate(event.event_date, locale),
            formatEventTime(event.event_time),
          )
        : t(copy.aBrunch);
      return {
        subject: t(copy.subject),
        heading: t(copy.heading),
        intro: [t(copy.intro, what), notYou],
        details: false,
        action: { label: t(copy.action), url: input.url },
      };
    }
    case 'newsletter_confirm': {
      const copy = ACCOUNT_MAIL_COPY.newsletterConfirm;
      return {
        subject: t(copy.subject),
        heading: t(copy.heading),
        intro: [t(copy.intro), notYou],
        details: false,
        action: { label: t(copy.action), url: input.url },
      };
    }
  }
}

export function renderAccountMail(input: AccountMailInput): RenderedMail {
  const language = input.language ?? ENGLISH_MAIL;
  return renderLayout({
    appUrl: input.appUrl,
    copy: accountCopy(input, language),
    name: null,
    rows: [],
    mapsUrl: null,
    ticket: null,
    unsubscribeUrl: null,
    language,
  });
}

interface LayoutInput {
  appUrl: string;
  copy: Copy;
  name: string | null;
  rows: [string, string][];
  mapsUrl: string | null;
  ticket: string | null;
  unsubscribeUrl: string | null;
  /** The frame's language. */
  language: MailLanguage;
}

/** The frame's constant texts (t() translates them as one object). */
const PLAIN_FRAME = {
  footer: MAIL_FRAME.footer,
  where: MAIL_FRAME.where,
  map: MAIL_FRAME.map,
  openInMaps: MAIL_FRAME.openInMaps,
  ticketLabel: MAIL_FRAME.ticketLabel,
  ticketHint: MAIL_FRAME.ticketHint,
  ticketText: MAIL_FRAME.ticketText,
  noMoreReminders: MAIL_FRAME.noMoreReminders,
  stopReminders: MAIL_FRAME.stopReminders,
} as const;

function renderLayout(input: LayoutInput): RenderedMail {
  const { copy, rows, ticket, language } = input;
  const words = language.t(PLAIN_FRAME);
  const greeting = greetingOf(input.name, language);
  const footer = words.footer;
  const mapsUrl = input.mapsUrl ?? '';

  const text = [
    greeting,
    '',
    ...copy.intro.flatMap((line) => [line, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(copy.details ? [`${words.map}: ${mapsUrl}`, ''] : []),
    ...(ticket ? [`${words.ticketLabel} ${words.ticketText}: ${ticket}`, ''] : []),
    ...(copy.action ? [`${copy.action.label}: ${copy.action.url}`, ''] : []),
    ...(copy.secondary ? [`${copy.secondary.label}: ${copy.secondary.url}`, ''] : []),
    '--',
    footer,
    ...(input.unsubscribeUrl ? [`${words.noMoreReminders}: ${input.unsubscribeUrl}`] : []),
  ].join('\n');

  const cell = `padding:6px 0;border-bottom:1px solid ${BRAND.line};vertical-align:top`;
  const detailsHtml = copy.details
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:20px 0;border-collapse:collapse;font-size:15px">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="${cell};color:${BRAND.inkSoft};width:110px">${escapeHtml(label)}</td><td style="${cell};color:${BRAND.ink}">${
              label === words.where
                ? `${escapeHtml(value)}<br><a href="${escapeAttr(mapsUrl)}" style="color:${BRAND.terracottaDark}">${escapeHtml(words.openInMaps)}</a>`
                : escapeHtml(value)
            }</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const ticketHtml = ticket
    ? `<p style="margin:24px 0 0"><a href="${escapeAttr(ticket)}" style="display:inline-block;background:${BRAND.sage};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(words.ticketLabel)}</a><br><span style="font-size:14px;color:${BRAND.inkSoft}">${escapeHtml(words.ticketHint)}</span></p>`
    : '';
  const actionHtml = copy.action
    ? `<p style="margin:24px 0"><a href="${escapeAttr(copy.action.url)}" style="display:inline-block;background:${BRAND.terracotta};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(copy.action.label)}</a></p>`
    : '';
  const secondaryHtml = copy.secondary
    ? `<p style="margin:0 0 12px;font-size:14px"><a href="${escapeAttr(copy.secondary.url)}" style="color:${BRAND.terracottaDark}">${escapeHtml(copy.secondary.label)}</a></p>`
    : '';
  const unsubscribeHtml = input.unsubscribeUrl
    ? `<br><a href="${escapeAttr(input.unsubscribeUrl)}" style="color:${BRAND.inkSoft}">${escapeHtml(words.stopReminders)}</a>`
    : '';

  const html = mailFrame({
    appUrl: input.appUrl,
    language,
    title: copy.subject,
    heading: copy.heading,
    greeting,
    bodyHtml: [
      copy.intro
        .map(
          (line) =>
            `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(line)}</p>`,
        )
        .join('\n'),
      detailsHtml,
      ticketHtml,
      actionHtml,
      secondaryHtml,
    ].join('\n'),
    footerHtml: `${escapeHtml(footer)}${unsubscribeHtml}`,
  });

  return { subject: copy.subject, text, html };
}

/** Every mail's HTML frame: the brand header, the heading, the greeting, a body, the footer. */
function mailFrame(frame: {
  appUrl: string;
  language: MailLanguage;
  title: string;
  heading: string;
  greeting: string;
  /** Already escaped. */
  bodyHtml: string;
  /** Already escaped. */
  footerHtml: string;
}): string {
  return `<!doctype html>
<html lang="${HTML_LANG[frame.language.locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(frame.title)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.cream};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${BRAND.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.cream};padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${BRAND.card};border-radius:20px;border:1px solid ${BRAND.line}">
<tr><td style="padding:24px 28px 0"><a href="${escapeAttr(frame.appUrl)}/" style="font-family:Georgia,serif;font-size:22px;font-weight:700;color:${BRAND.terracotta};text-decoration:none">Brunchers</a></td></tr>
<tr><td style="padding:8px 28px 28px">
<h1 style="font-family:Georgia,serif;font-size:26px;line-height:1.25;margin:12px 0 16px;color:${BRAND.ink}">${escapeHtml(frame.heading)}</h1>
<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(frame.greeting)}</p>
${frame.bodyHtml}
</td></tr></table>
<p style="font-size:12px;line-height:1.5;color:${BRAND.inkSoft};margin:16px 0 0">${frame.footerHtml}</p>
</td></tr></table>
</body></html>`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const escapeAttr = escapeHtml;

// --- The moderation decision notice (issue 36 §4): the DSA's statement of reasons ---

export type ModerationNoticeRole = 'reporter' | 'reported';

export interface ModerationNoticeInput {
  appUrl: string;
  role: ModerationNoticeRole;
  name: string | null;
  decision: 'dismiss' | 'remove_content' | 'warn' | 'suspend' | 'lift_suspension';
  /** The organiser's statement of reasons. */
  reason: string;
  /** What was reported, in English words (MODERATION_NOTICE_WHAT); translated here. */
  what: string;
  /** The recipient's language (English when absent). */
  language?: MailLanguage;
}

/** What the decision means for each recipient. */
const NOTICE_OUTCOME: Record<
  ModerationNoticeInput['decision'],
  Record<ModerationNoticeRole, string>
> = {
  dismiss: { reporter: MODERATION_MAIL.dismissReporter, reported: MODERATION_MAIL.dismissReported },
  remove_content: {
    reporter: MODERATION_MAIL.removeReporter,
    reported: MODERATION_MAIL.removeReported,
  },
  // Only the member is told of a lift; the reporter's line is never sent.
  lift_suspension: {
    reporter: MODERATION_MAIL.liftReporter,
    reported: MODERATION_MAIL.liftReported,
  },
  warn: { reporter: MODERATION_MAIL.warnReporter, reported: MODERATION_MAIL.warnReported },
  suspend: { reporter: MODERATION_MAIL.suspendReporter, reported: MODERATION_MAIL.suspendReported },
};

/** The subject line of a moderation notice (English; t() translates it). */
export const MODERATION_NOTICE_SUBJECT: Record<ModerationNoticeRole, string> = {
  reporter: MODERATION_MAIL.subjectReporter,
  reported: MODERATION_MAIL.subjectReported,
};

/** What a report was about, as the notice names it, per target kind and role. */
export const MODERATION_NOTICE_WHAT: Record<string, Record<ModerationNoticeRole, string>> = {
  profile: {
    reporter: MODERATION_MAIL.whatProfileReporter,
    reported: MODERATION_MAIL.whatProfileReported,
  },
  photo: {
    reporter: MODERATION_MAIL.whatPhotoReporter,
    reported: MODERATION_MAIL.whatPhotoReported,
  },
  review: {
    reporter: MODERATION_MAIL.whatReviewReporter,
    reported: MODERATION_MAIL.whatReviewReported,
  },
  door_incident: { reporter: MODERATION_MAIL.whatIncident, reported: MODERATION_MAIL.whatIncident },
  message: { reporter: MODERATION_MAIL.whatMessage, reported: MODERATION_MAIL.whatYourMessage },
  table_message: {
    reporter: MODERATION_MAIL.whatTableMessage,
    reported: MODERATION_MAIL.whatYourMessage,
  },
};

/** A paragraph of a mail's body. */
const paragraphHtml = (line: string) =>
  `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(line)}</p>`;

/**
 * The statement of reasons: the decision, the facts it rests on (what was reported), the reason,
 * that it was taken by a person (no automated means), and how to appeal (reply to this mail).
 * The organiser's reason stays as typed.
 */
export function renderModerationNotice(input: ModerationNoticeInput): RenderedMail {
  const language = input.language ?? ENGLISH_MAIL;
  const { t } = language;
  const subject = t(MODERATION_NOTICE_SUBJECT[input.role]);
  const greeting = greetingOf(input.name, language);
  const what = t(input.what);
  const lift = input.decision === 'lift_suspension';
  const lines = [
    lift
      ? t(MODERATION_MAIL.lifted, what)
      : input.role === 'reporter'
        ? t(MODERATION_MAIL.thanks, what)
        : t(MODERATION_MAIL.received, what),
    t(NOTICE_OUTCOME[input.decision][input.role]),
    t(MODERATION_MAIL.reasons, input.reason),
    t(MODERATION_MAIL.byPerson),
    t(MODERATION_MAIL.appeal),
  ];
  const footer = t(MAIL_FRAME.footer);
  const text = [greeting, '', ...lines.flatMap((line) => [line, '']), '--', footer].join('\n');
  const html = mailFrame({
    appUrl: input.appUrl,
    language,
    title: subject,
    heading: subject,
    greeting,
    bodyHtml: lines.map(paragraphHtml).join('\n'),
    footerHtml: escapeHtml(footer),
  });
  return { subject, text, html };
}

export interface MessageDigestInput {
  appUrl: string;
  name: string | null;
  /** Who wrote and where to read it: never the messages themselves. */
  items: { who: string; count: number; url: string }[];
  unsubscribeUrl: string;
  /** The recipient's language (English when absent). */
  language?: MailLanguage;
}

export const MESSAGE_DIGEST_SUBJECT = DIGEST_MAIL.subject;

/** The digest of unread messages: who wrote, how many, a link to each conversation. */
export function renderMessageDigest(input: MessageDigestInput): RenderedMail {
  const language = input.language ?? ENGLISH_MAIL;
  const { t } = language;
  const subject = t(DIGEST_MAIL.subject);
  const greeting = greetingOf(input.name, language);
  const line = (item: MessageDigestInput['items'][number]) =>
    t(DIGEST_MAIL.line, item.who, item.count);
  const footer = t(MAIL_FRAME.footer);
  const unsubscribe = t(DIGEST_MAIL.unsubscribe);
  const text = [
    greeting,
    '',
    t(DIGEST_MAIL.waiting),
    '',
    ...input.items.flatMap((item) => [`${line(item)}: ${item.url}`]),
    '',
    '--',
    footer,
    `${unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = mailFrame({
    appUrl: input.appUrl,
    language,
    title: subject,
    heading: subject,
    greeting,
    bodyHtml: `<ul style="margin:0 0 12px;padding-left:20px;font-size:16px;line-height:1.6">
${input.items.map((item) => `<li><a href="${escapeAttr(item.url)}" style="color:${BRAND.terracotta}">${escapeHtml(line(item))}</a></li>`).join('\n')}
</ul>`,
    footerHtml: `${escapeHtml(footer)} · <a href="${escapeAttr(input.unsubscribeUrl)}" style="color:${BRAND.inkSoft}">${escapeHtml(unsubscribe)}</a>`,
  });
  return { subject, text, html };
}

// --- The organiser's message to an event's attendees or waitlist (issue 39 item 6) ---

export interface AttendeeMessageInput {
  appUrl: string;
  audience: 'attendees' | 'waitlist';
  event: { title: string; event_date: string; event_time: string };
  eventUrl: string;
  /** The organiser's subject and plain-text body, as typed (escaped here). */
  subject: string;
  body: string;
  /** The recipient's name when known (a member, or a guest who confirmed the address). */
  name: string | null;
  /** One-click unsubscribe from optional mails (reminders, digests, organiser messages). */
  unsubscribeUrl: string;
  /** The recipient's language for the frame (English when absent); the message stays as typed. */
  language?: MailLanguage;
}

/** Why the recipient gets it, under the message. */
export function attendeeMessageReason(
  input: Pick<AttendeeMessageInput, 'audience' | 'event' | 'language'>,
) {
  const language = input.language ?? ENGLISH_MAIL;
  const when = eventWhen(input.event, language);
  return input.audience === 'waitlist'
    ? language.t(ATTENDEE_MAIL.reasonWaitlist, input.event.title, when)
    : language.t(ATTENDEE_MAIL.reasonBooked, input.event.title, when);
}

export const ATTENDEE_MESSAGE_UNSUBSCRIBE = ATTENDEE_MAIL.unsubscribe;

/**
 * The organiser's message in the frame every mail has: the subject as heading, the body's
 * paragraphs (blank lines) and line breaks kept, the event's link, why they get it, unsubscribe.
 * The console's preview renders this very function.
 */
export function renderAttendeeMessage(input: AttendeeMessageInput): RenderedMail {
  const language = input.language ?? ENGLISH_MAIL;
  const greeting = greetingOf(input.name, language);
  const footer = language.t(MAIL_FRAME.footer);
  const unsubscribe = language.t(ATTENDEE_MAIL.unsubscribe);
  const reason = attendeeMessageReason(input);
  const paragraphs = input.body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${input.event.title}: ${input.eventUrl}`,
    '',
    '--',
    reason,
    footer,
    `${unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = mailFrame({
    appUrl: input.appUrl,
    language,
    title: input.subject,
    heading: input.subject,
    greeting,
    bodyHtml: [
      ...paragraphs.map(
        (paragraph) =>
          `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
      ),
      `<p style="margin:24px 0"><a href="${escapeAttr(input.eventUrl)}" style="display:inline-block;background:${BRAND.terracotta};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px">${escapeHtml(input.event.title)}</a></p>`,
    ].join('\n'),
    footerHtml: `${escapeHtml(reason)}<br>${escapeHtml(footer)} · <a href="${escapeAttr(input.unsubscribeUrl)}" style="color:${BRAND.inkSoft}">${escapeHtml(unsubscribe)}</a>`,
  });
  return { subject: input.subject, text, html };
}
