// Every mail Brunchers sends, as HTML and plain text from one place: the layout (brand colours,
// footer), the texts of each kind and the links back to the app. Pure: the sender passes the data.

import { formatEuros, formatEventDate, formatEventTime, formatMoney } from './format';
import { FULL_REFUND_HOURS_BEFORE_EVENT } from './constants';
import type { Locale } from './i18n/locales';
import { REFUND_POLICY_TEXT } from './rules/cancellation';
import { refundPolicyText } from './rules/policy';
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
  /**
   * The recipient's language (the booking's: the page's at checkout, issue 37). The frame, the
   * details and booking_confirmed are written in pt-PT; the other kinds' copy is English still.
   */
  locale?: Locale | null;
}

/** The words of every mail's frame and details block, per language. */
const MAIL_WORDS = {
  en: {
    greeting: (name: string | null) => (name ? `Hi ${name},` : 'Hi,'),
    footer: 'Brunchers · social brunches in Lisbon',
    event: 'Event',
    when: 'When',
    at: 'at',
    where: 'Where',
    party: 'Party',
    partySize: (size: number) => `${size} ${size === 1 ? 'person' : 'people'}`,
    totalPaid: 'Total paid',
    map: 'Map',
    openInMaps: 'Open in Maps',
    ticketHint: 'Its QR code is scanned at the door.',
    ticketText: '(its QR code is scanned at the door)',
    noMoreReminders: 'No more reminders',
    stopReminders: 'Stop reminder e-mails',
    ticketLabel: 'Show your ticket',
  },
  'pt-PT': {
    greeting: (name: string | null) => (name ? `Olá, ${name}!` : 'Olá!'),
    footer: 'Brunchers · brunches para conhecer pessoas em Lisboa',
    event: 'Evento',
    when: 'Quando',
    at: 'às',
    where: 'Onde',
    party: 'Grupo',
    partySize: (size: number) => `${size} ${size === 1 ? 'pessoa' : 'pessoas'}`,
    totalPaid: 'Total pago',
    map: 'Mapa',
    openInMaps: 'Abrir no mapa',
    ticketHint: 'O código QR é lido à porta.',
    ticketText: '(o código QR é lido à porta)',
    noMoreReminders: 'Deixar de receber lembretes',
    stopReminders: 'Deixar de receber lembretes por e-mail',
    ticketLabel: 'Mostrar o bilhete',
  },
} satisfies Record<Locale, unknown>;

type MailWords = (typeof MAIL_WORDS)['en'];

function wordsOf(locale: Locale | null | undefined): MailWords {
  return MAIL_WORDS[locale ?? 'en'];
}

/** booking_confirmed in European Portuguese (issue 37 item 4). */
function portugueseConfirmation(input: MailTemplateInput): Copy {
  const total = formatMoney(input.totalCents, 'pt-PT');
  return {
    subject: `Reserva confirmada: ${input.event.title}`,
    heading: 'O seu brunch está reservado',
    intro: [
      `O pagamento de ${total} foi aceite e os lugares estão garantidos. O ficheiro de calendário em anexo acrescenta o brunch ao seu calendário.`,
      ...(input.cancelUrl
        ? [
            `Mudança de planos? Reembolso total se cancelar até ${FULL_REFUND_HOURS_BEFORE_EVENT} horas antes do início do brunch; depois disso, não há reembolso. Em qualquer dos casos, os lugares voltam para o evento.`,
          ]
        : []),
    ],
    details: true,
    action: { label: 'Ver a reserva', url: input.bookingUrl },
    ...(input.cancelUrl
      ? { secondary: { label: 'Cancelar esta reserva', url: input.cancelUrl } }
      : {}),
  };
}

/**
 * The reminder's first word: the event's day seen from when the mail goes out, in the city's
 * calendar (Europe/Lisbon), not "24 hours before" (an event tonight is today).
 */
export function reminderDayWord(eventDate: string, sentAt: Date): string {
  const today = cityDateString(sentAt);
  if (eventDate === today) return 'Today';
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return eventDate === tomorrow ? 'Tomorrow' : 'Coming up';
}

/** The ticket link's label in mails. */
export const MAIL_TICKET_LABEL = 'Show your ticket';

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
function policyTextOf(input: MailTemplateInput): string {
  return input.refundPolicy ? refundPolicyText(input.refundPolicy) : REFUND_POLICY_TEXT;
}

function copyFor(input: MailTemplateInput): Copy {
  const { event } = input;
  if (input.locale === 'pt-PT' && input.kind === 'booking_confirmed') {
    return portugueseConfirmation(input);
  }
  const total = formatEuros(input.totalCents);
  const when = `${formatEventDate(event.event_date)} at ${formatEventTime(event.event_time)}`;
  switch (input.kind) {
    case 'booking_confirmed':
      return {
        subject: `You're booked: ${event.title}`,
        heading: 'Your brunch is booked',
        intro: [
          `Your payment of ${total} went through and your seats are yours. The calendar file attached adds the brunch to your calendar.`,
          ...(input.cancelUrl ? [`Plans changed? ${policyTextOf(input)}`] : []),
        ],
        details: true,
        action: { label: 'View your booking', url: input.bookingUrl },
        ...(input.cancelUrl
          ? { secondary: { label: 'Cancel this booking', url: input.cancelUrl } }
          : {}),
      };
    case 'payment_processing':
      return {
        subject: `Payment on its way: ${event.title}`,
        heading: 'We are waiting for your bank',
        intro: [
          `Your payment of ${total} is being processed by your bank, which can take a few business days. Your seats are held meanwhile; we will write again as soon as it arrives.`,
        ],
        details: true,
        action: { label: 'View your booking', url: input.bookingUrl },
      };
    case 'payment_failed':
      return {
        subject: `Payment failed: ${event.title}`,
        heading: 'Your payment did not go through',
        intro: [
          `Your bank reported that the payment of ${total} failed, so the seats were released and nothing was charged. You can book again while seats are left.`,
        ],
        details: true,
        action: { label: 'Book again', url: input.eventUrl },
      };
    case 'booking_refunded':
      return {
        subject: `Refunded: ${event.title}`,
        heading: 'Your booking was refunded',
        intro: [
          `Your payment arrived after the seats had gone, so we refunded it in full: ${total} goes back to the card or account you paid with, usually within 5 to 10 business days.`,
        ],
        details: true,
        action: { label: 'Find another brunch', url: `${input.appUrl}/` },
      };
    case 'booking_cancelled': {
      const refund = input.refundCents ?? 0;
      return {
        subject: `Cancelled: ${event.title}`,
        heading: 'Your booking is cancelled',
        intro: [
          refund > 0
            ? `As you asked, we cancelled your booking and refunded ${formatEuros(refund)} to the card or account you paid with; it usually arrives within 5 to 10 business days.`
            : `As you asked, we cancelled your booking. It was less than the refund window before the brunch, so nothing is refunded.`,
          policyTextOf(input),
        ],
        details: true,
        action: { label: 'Find another brunch', url: `${input.appUrl}/` },
      };
    }
    case 'party_reduced': {
      const refund = input.refundCents ?? 0;
      return {
        subject: `Party changed: ${event.title}`,
        heading: `Your party is now ${input.partySize}`,
        intro: [
          refund > 0
            ? `We gave the seats you no longer need back to the event and refunded ${formatEuros(refund)} to the card or account you paid with.`
            : `We gave the seats you no longer need back to the event. It was less than the refund window before the brunch, so nothing is refunded.`,
        ],
        details: true,
        action: { label: 'View your booking', url: input.bookingUrl },
      };
    }
    case 'event_reminder':
      return {
        subject: `${input.sentAt ? reminderDayWord(event.event_date, input.sentAt) : 'Coming up'}: ${event.title}`,
        heading: 'See you at brunch',
        intro: [`A reminder that your brunch is coming up: ${when}.`],
        details: true,
        action: { label: 'View your booking', url: input.bookingUrl },
      };
    case 'event_changed':
      return {
        subject: `Changed: ${event.title}`,
        heading: 'Your brunch has changed',
        intro: [
          'The organiser changed the date, time or place of your brunch. Here is what holds now; the attached calendar file updates the entry in your calendar.',
        ],
        details: true,
        action: { label: 'View your booking', url: input.bookingUrl },
      };
    case 'waitlist_offer':
      return {
        subject: `Seats for you: ${event.title}`,
        heading: 'Seats freed up for you',
        intro: [
          `You were next on the waitlist, so ${input.partySize} ${input.partySize === 1 ? 'seat is' : 'seats are'} held for you until ${input.offer?.until ?? 'soon'}. Book them before then, or they go to the next person in line.`,
        ],
        details: true,
        action: { label: 'Book your seats', url: input.offer?.url ?? input.eventUrl },
      };
    case 'event_cancelled':
      return {
        subject: `Cancelled: ${event.title}`,
        heading: 'Your brunch was cancelled',
        intro: [
          `The organiser had to cancel this brunch. Your payment of ${total} will be refunded in full to the card or account you paid with. The attached calendar file removes the entry from your calendar.`,
        ],
        details: true,
        action: { label: 'Find another brunch', url: `${input.appUrl}/` },
      };
    case 'moderation_notice':
      throw new Error('A moderation notice is rendered by renderModerationNotice');
    case 'message_digest':
      throw new Error('A message digest is rendered by renderMessageDigest');
    case 'attendee_message':
      throw new Error('An attendee message is rendered by renderAttendeeMessage');
    case 'booking_changed': {
      const refund = input.refundCents ?? 0;
      return {
        subject: `Booking changed: ${event.title}`,
        heading: 'The organiser changed your booking',
        intro: [
          input.note ?? 'The organiser changed your booking. Here is what holds now.',
          ...(refund > 0
            ? [
                `We refunded ${formatEuros(refund)} to the card or account you paid with; it usually arrives within 5 to 10 business days.`,
              ]
            : []),
          'The attached calendar file updates the entry in your calendar.',
        ],
        details: true,
        action: { label: 'View your booking', url: input.bookingUrl },
      };
    }
    case 'waitlist_cancelled':
      return {
        subject: `Cancelled: ${event.title}`,
        heading: 'A brunch you were waiting for was cancelled',
        intro: [
          'The organiser had to cancel this brunch, so its waitlist is closed and no seats will be offered. Nothing was charged.',
        ],
        details: true,
        action: { label: 'Find another brunch', url: `${input.appUrl}/` },
      };
    case 'account_deleted':
      return {
        subject: 'Your Brunchers account was deleted',
        heading: 'Your account was deleted',
        intro: [
          'As you asked, your Brunchers account and everything tied to it were deleted: your profile, photos, answers, likes, matches and mail preferences, and your membership was cancelled.',
          ...(input.note ? [input.note] : []),
          'Bookings are kept for accounting without your name or e-mail address, and your reviews stay as anonymous ratings of the venues. This is the last e-mail we send you.',
        ],
        details: false,
        action: null,
      };
    case 'checkout_cancelled':
      return {
        subject: `Cancelled: ${event.title}`,
        heading: 'The brunch you were booking was cancelled',
        intro: [
          'The organiser had to cancel this brunch while your seats were held for you, so the booking is closed and nothing will be charged. If a payment went through in that moment, it is refunded in full.',
        ],
        details: true,
        action: { label: 'Find another brunch', url: `${input.appUrl}/` },
      };
  }
}

function detailRows(input: MailTemplateInput): [string, string][] {
  const { event } = input;
  const place = input.venue ?? {
    name: event.location_name,
    address: event.address,
    city: event.city,
  };
  const words = wordsOf(input.locale);
  const locale = input.locale ?? 'en';
  const money = moneyRow(input);
  return [
    [words.event, event.title],
    [
      words.when,
      `${formatEventDate(event.event_date, locale)} ${words.at} ${formatEventTime(event.event_time)}`,
    ],
    [words.where, [place.name, place.address, place.city].filter(Boolean).join(', ')],
    [words.party, words.partySize(input.partySize)],
    ...(money
      ? [
          (locale !== 'en' && money[0] === MAIL_WORDS.en.totalPaid
            ? [words.totalPaid, formatMoney(input.totalCents, locale)]
            : money) as [string, string],
        ]
      : []),
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
): [string, string] | null {
  switch (input.kind) {
    case 'waitlist_cancelled':
    case 'checkout_cancelled':
    case 'account_deleted':
      return null;
    case 'waitlist_offer':
      return ['Total to pay', formatEuros(input.totalCents)];
    case 'payment_processing':
      return ['Payment', `${formatEuros(input.totalCents)} pending: your bank is processing it`];
    case 'payment_failed':
      return ['Payment', 'Declined: nothing was charged'];
    default:
      break;
  }
  const money = input.money;
  if (money && REFUND_KINDS.includes(input.kind)) {
    const refunded = Math.min(money.chargedCents, money.refundedCents);
    if (money.chargedCents === 0) return ['Payment', 'Nothing was charged'];
    return ['Refunded', `${formatEuros(refunded)} of ${formatEuros(money.chargedCents)}`];
  }
  if (money && money.chargedCents === 0) return ['Payment', 'Nothing charged (free seats)'];
  return ['Total paid', formatEuros(input.totalCents)];
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
  const copy = copyFor(input);
  return renderLayout({
    appUrl: input.appUrl,
    copy,
    name: input.name,
    rows: copy.details ? detailRows(input) : [],
    words: wordsOf(input.locale),
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
}

function accountCopy(input: AccountMailInput): Copy {
  switch (input.kind) {
    case 'verify_email':
      return {
        subject: 'Confirm your e-mail for Brunchers',
        heading: 'Confirm your e-mail',
        intro: [
          'Someone (we hope you) created a Brunchers account with this address. Open the link to confirm it; then you can book brunches and join waitlists.',
          'If it was not you, ignore this mail: nothing more will be sent to you.',
        ],
        details: false,
        action: { label: 'Confirm my e-mail', url: input.url },
      };
    case 'password_reset':
      return {
        subject: 'Reset your Brunchers password',
        heading: 'Choose a new password',
        intro: [
          'Someone asked to reset the password of the Brunchers account with this address. Open the link to choose a new one.',
          'If it was not you, ignore this mail: your password stays as it is.',
        ],
        details: false,
        action: { label: 'Choose a new password', url: input.url },
      };
    case 'member_invite':
      return {
        subject: 'You are invited to Brunchers',
        heading: 'Welcome to Brunchers',
        intro: [
          'The Brunchers team has created a member account for this address, for the social brunches in Lisbon. Open the link to choose your password; then sign in with this address.',
          'If you did not expect this, ignore this mail: without a password nobody can use the account, and you can ask us to delete it.',
        ],
        details: false,
        action: { label: 'Choose my password', url: input.url },
      };
    case 'waitlist_confirm': {
      const event = input.event;
      const what = event
        ? `${event.title} on ${formatEventDate(event.event_date)} at ${formatEventTime(event.event_time)}`
        : 'a brunch';
      return {
        subject: 'Confirm your waitlist place',
        heading: 'Confirm your place on the waitlist',
        intro: [
          `Someone (we hope you) asked to join the waitlist for ${what} with this address. Open the link to confirm your place; only then can freed seats be offered to you.`,
          'If it was not you, ignore this mail: nothing more will be sent to you.',
        ],
        details: false,
        action: { label: 'Confirm my place', url: input.url },
      };
    }
    case 'newsletter_confirm':
      return {
        subject: 'Confirm your Brunchers sign-up',
        heading: 'Confirm your sign-up',
        intro: [
          'Someone (we hope you) signed this address up for invites to Brunchers events. Open the link to confirm; we send nothing else until you do.',
          'If it was not you, ignore this mail: nothing more will be sent to you.',
        ],
        details: false,
        action: { label: 'Confirm my sign-up', url: input.url },
      };
  }
}

export function renderAccountMail(input: AccountMailInput): RenderedMail {
  return renderLayout({
    appUrl: input.appUrl,
    copy: accountCopy(input),
    name: null,
    rows: [],
    mapsUrl: null,
    ticket: null,
    unsubscribeUrl: null,
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
  /** The frame's words in the recipient's language (English when absent). */
  words?: MailWords;
}

function renderLayout(input: LayoutInput): RenderedMail {
  const { copy, rows, ticket } = input;
  const words = input.words ?? MAIL_WORDS.en;
  const greeting = words.greeting(input.name);
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
  title: string;
  heading: string;
  greeting: string;
  /** Already escaped. */
  bodyHtml: string;
  /** Already escaped. */
  footerHtml: string;
}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(frame.title)}</title></head>
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
  /** What was reported, in words ("your profile", "a photo", "a review", "an incident at a brunch"). */
  what: string;
}

/** What the decision means for each recipient. */
const NOTICE_OUTCOME: Record<
  ModerationNoticeInput['decision'],
  Record<ModerationNoticeRole, string>
> = {
  dismiss: {
    reporter: 'We looked into it and decided to take no action.',
    reported: 'We looked into it and decided to take no action. Nothing changes for you.',
  },
  remove_content: {
    reporter: 'We removed the content you reported.',
    reported: 'We removed the reported content from Brunchers.',
  },
  lift_suspension: {
    // Only the member is told of a lift; the reporter's line is never sent.
    reporter: 'We lifted the member’s suspension.',
    reported:
      'We reviewed the suspension of your account and lifted it: you can book brunches again and other members see you again. Bookings cancelled by the suspension stay cancelled.',
  },
  warn: {
    reporter: 'We warned the member.',
    reported: 'We are giving you a warning. Further breaches may lead to suspension.',
  },
  suspend: {
    reporter: 'We suspended the member.',
    reported:
      'We suspended your account: you cannot book brunches, and your upcoming bookings were cancelled under our refund policy.',
  },
};

/** The subject line of a moderation notice. */
export const MODERATION_NOTICE_SUBJECT: Record<ModerationNoticeRole, string> = {
  reporter: 'Our decision on your report',
  reported: 'A decision about your Brunchers account',
};

/**
 * The statement of reasons: the decision, the facts it rests on (what was reported), the reason,
 * that it was taken by a person (no automated means), and how to appeal (reply to this mail).
 */
export function renderModerationNotice(input: ModerationNoticeInput): RenderedMail {
  const subject = MODERATION_NOTICE_SUBJECT[input.role];
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const lift = input.decision === 'lift_suspension';
  const lines = [
    lift
      ? `Your account was suspended after a report about ${input.what}.`
      : input.role === 'reporter'
        ? `Thank you for your report about ${input.what}.`
        : `We received a report about ${input.what} and reviewed it against our community guidelines.`,
    NOTICE_OUTCOME[input.decision][input.role],
    `Our reasons: ${input.reason}`,
    'This decision was taken by a member of our team, not by an automated system.',
    'If you disagree, reply to this e-mail within six months and tell us why: a different person will review the decision and answer you. You may also turn to an out-of-court dispute settlement body or the courts.',
  ];
  const footer = 'Brunchers · social brunches in Lisbon';
  const text = [greeting, '', ...lines.flatMap((line) => [line, '']), '--', footer].join('\n');
  const html = mailFrame({
    appUrl: input.appUrl,
    title: subject,
    heading: subject,
    greeting,
    bodyHtml: lines
      .map(
        (line) =>
          `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeHtml(line)}</p>`,
      )
      .join('\n'),
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
}

export const MESSAGE_DIGEST_SUBJECT = 'You have unread messages on Brunchers';

/** The digest of unread messages: who wrote, how many, a link to each conversation. */
export function renderMessageDigest(input: MessageDigestInput): RenderedMail {
  const subject = MESSAGE_DIGEST_SUBJECT;
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const line = (item: MessageDigestInput['items'][number]) =>
    `${item.who}: ${item.count} unread ${item.count === 1 ? 'message' : 'messages'}`;
  const footer = 'Brunchers · social brunches in Lisbon';
  const text = [
    greeting,
    '',
    'Messages are waiting for you:',
    '',
    ...input.items.flatMap((item) => [`${line(item)}: ${item.url}`]),
    '',
    '--',
    footer,
    `No more of these e-mails: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = mailFrame({
    appUrl: input.appUrl,
    title: subject,
    heading: subject,
    greeting,
    bodyHtml: `<ul style="margin:0 0 12px;padding-left:20px;font-size:16px;line-height:1.6">
${input.items.map((item) => `<li><a href="${escapeAttr(item.url)}" style="color:${BRAND.terracotta}">${escapeHtml(line(item))}</a></li>`).join('\n')}
</ul>`,
    footerHtml: `${escapeHtml(footer)} · <a href="${escapeAttr(input.unsubscribeUrl)}" style="color:${BRAND.inkSoft}">No more of these e-mails</a>`,
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
}

/** Why the recipient gets it, under the message. */
export function attendeeMessageReason(input: Pick<AttendeeMessageInput, 'audience' | 'event'>) {
  const when = `${formatEventDate(input.event.event_date)} at ${formatEventTime(input.event.event_time)}`;
  return input.audience === 'waitlist'
    ? `You get this because you are on the waitlist for ${input.event.title} on ${when}.`
    : `You get this because you booked ${input.event.title} on ${when}.`;
}

export const ATTENDEE_MESSAGE_UNSUBSCRIBE = 'No more reminders or organiser messages';

/**
 * The organiser's message in the frame every mail has: the subject as heading, the body's
 * paragraphs (blank lines) and line breaks kept, the event's link, why they get it, unsubscribe.
 * The console's preview renders this very function.
 */
export function renderAttendeeMessage(input: AttendeeMessageInput): RenderedMail {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const footer = 'Brunchers · social brunches in Lisbon';
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
    `${ATTENDEE_MESSAGE_UNSUBSCRIBE}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = mailFrame({
    appUrl: input.appUrl,
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
    footerHtml: `${escapeHtml(reason)}<br>${escapeHtml(footer)} · <a href="${escapeAttr(input.unsubscribeUrl)}" style="color:${BRAND.inkSoft}">${escapeHtml(ATTENDEE_MESSAGE_UNSUBSCRIBE)}</a>`,
  });
  return { subject: input.subject, text, html };
}
