// Issue 37 item 4: every outbox mail in its recipient's language. A member's language is their
// profile's, a guest's the booking's (the page's at checkout), else Portuguese; each kind below
// is composed from its outbox document in both languages, subject, a phrase, money and dates.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  pendingBooking,
  type BookingStatus,
  type EventMailKind,
  type Locale,
  type MailDoc,
} from '@brunchers/model';
import { composeMail } from '../../src/mail/compose.js';
import type { MailDeps, OutgoingMail } from '../../src/mail/deps.js';
import {
  newAccountMail,
  newMail,
  newModerationNotice,
  pendingDelivery,
} from '../../src/mail/outbox.js';
import { seedEvent } from '../support/fixtures.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

/** The day before the brunch (Sun 13 Dec 2026, 11:00 Lisbon), in the morning. */
const DAY_BEFORE = new Date('2026-12-12T09:00:00Z');
const EN_WHEN = 'Sun, Dec 13, 2026 at 11:00';
const PT_WHEN = 'dom., 13 de dez. de 2026 às 11:00';
const EN_TOTAL = '€50.00';
const PT_TOTAL = '50,00\u00a0€';

function deps(now = DAY_BEFORE): MailDeps {
  return {
    db: stack.db,
    send: () => Promise.reject(new Error('not sent here')),
    memberEmail: async (uid) => `${uid}@example.com`,
    authLink: async (kind, email) => `https://auth.example/${kind}?email=${email}`,
    from: 'Brunchers <hello@brunchers.app>',
    appUrl: APP_URL,
    tokenSecret: 'secret',
    ticketSecret: 'secret',
    clock: () => now,
  };
}

async function sent(mail: MailDoc, now?: Date): Promise<OutgoingMail> {
  const composed = await composeMail(deps(now), mail);
  if (composed.kind !== 'send') throw new Error(`skipped: ${composed.reason}`);
  return composed.mail;
}

async function world() {
  await seedEvent(stack.db, 'ev', {
    title: 'Sunday Garden Brunch',
    event_date: '2026-12-13',
    event_time: '11:00',
    price: 25,
    price_cents: 2500,
  });
}

/** A member's profile: their name and, when given, their language. */
async function profile(uid: string, locale: Locale | null) {
  await stack.db
    .collection(COLLECTIONS.userProfiles)
    .doc(uid)
    .set({ display_name: 'Ana', ...(locale ? { locale } : {}) });
}

/** A booking of two at €25: a member's (uid) or a guest's, with the page's language. */
async function booking(
  id: string,
  who: { uid: string } | { guest: string },
  locale: Locale | null,
  status: BookingStatus = 'confirmed',
) {
  const doc = pendingBooking({
    eventId: 'ev',
    event: { title: 'Sunday Garden Brunch', price_cents: 2500, venue_id: null },
    guestCount: 2,
    userId: 'uid' in who ? who.uid : null,
    guestName: 'guest' in who ? 'Gui' : null,
    guestEmail: 'guest' in who ? who.guest : null,
    now: new Date('2026-12-01T10:00:00Z'),
    holdExpiresAt: new Date('2026-12-12T10:30:00Z'),
    locale,
  });
  await stack.db
    .collection(COLLECTIONS.bookings)
    .doc(id)
    .set({
      ...doc,
      status,
      ledger: [
        {
          kind: 'charge',
          amount_cents: 5000,
          reason: 'payment',
          key: `charge_${id}`,
          stripe_id: `pi_${id}`,
          at: new Date('2026-12-01T10:01:00Z'),
        },
      ],
    });
}

function bookingMail(kind: EventMailKind, bookingId: string, uid: string | null, extra = {}) {
  return {
    ...newMail(
      {
        kind,
        bookingId,
        booking: { event_id: 'ev', user_id: uid, guest_email: uid ? null : 'gui@example.org' },
      },
      DAY_BEFORE,
    ),
    ...extra,
  } as MailDoc;
}

type Case = {
  kind: EventMailKind;
  status?: BookingStatus;
  extra?: Partial<MailDoc>;
  en: [subject: string, phrase: string, figure: string];
  pt: [subject: string, phrase: string, figure: string];
};

// Each kind: its subject, a phrase of its body, and a formatted figure (money or date).
const CASES: Case[] = [
  {
    kind: 'booking_confirmed',
    en: [
      "You're booked: Sunday Garden Brunch",
      'your seats are yours',
      `Your payment of ${EN_TOTAL}`,
    ],
    pt: [
      'Reserva confirmada: Sunday Garden Brunch',
      'os lugares estão garantidos',
      `O pagamento de ${PT_TOTAL}`,
    ],
  },
  {
    kind: 'payment_processing',
    status: 'pending',
    en: [
      'Payment on its way: Sunday Garden Brunch',
      'being processed by your bank',
      `${EN_TOTAL} pending`,
    ],
    pt: [
      'Pagamento a caminho: Sunday Garden Brunch',
      'O seu banco está a processar',
      `${PT_TOTAL} pendente`,
    ],
  },
  {
    kind: 'payment_failed',
    status: 'expired',
    en: ['Payment failed: Sunday Garden Brunch', 'Declined: nothing was charged', EN_TOTAL],
    pt: ['Pagamento falhado: Sunday Garden Brunch', 'Recusado: não foi cobrado nada', PT_TOTAL],
  },
  {
    kind: 'booking_refunded',
    status: 'refunded',
    en: ['Refunded: Sunday Garden Brunch', 'we refunded it in full', `${EN_TOTAL} goes back`],
    pt: ['Reembolsado: Sunday Garden Brunch', 'reembolsámo-lo na totalidade', `${PT_TOTAL} voltam`],
  },
  {
    kind: 'booking_cancelled',
    status: 'refunded',
    extra: { amount_cents: 5000 },
    en: ['Cancelled: Sunday Garden Brunch', 'As you asked, we cancelled', `refunded ${EN_TOTAL}`],
    pt: ['Cancelado: Sunday Garden Brunch', 'Como pediu, cancelámos', `reembolsámos ${PT_TOTAL}`],
  },
  {
    kind: 'party_reduced',
    extra: { amount_cents: 2500 },
    en: [
      'Party changed: Sunday Garden Brunch',
      'We gave the seats you no longer need',
      'refunded €25.00',
    ],
    pt: [
      'Grupo alterado: Sunday Garden Brunch',
      'Devolvemos ao evento os lugares',
      'reembolsámos 25,00\u00a0€',
    ],
  },
  {
    kind: 'event_reminder',
    en: ['Tomorrow: Sunday Garden Brunch', 'your brunch is coming up', EN_WHEN],
    pt: ['Amanhã: Sunday Garden Brunch', 'o seu brunch está a chegar', PT_WHEN],
  },
  {
    kind: 'event_changed',
    en: ['Changed: Sunday Garden Brunch', 'The organiser changed the date', EN_WHEN],
    pt: ['Alterado: Sunday Garden Brunch', 'O organizador alterou a data', PT_WHEN],
  },
  {
    kind: 'waitlist_offer',
    status: 'pending',
    en: [
      'Seats for you: Sunday Garden Brunch',
      '2 seats are held for you until 10:30',
      `Total to pay: ${EN_TOTAL}`,
    ],
    pt: [
      'Lugares para si: Sunday Garden Brunch',
      '2 lugares ficam reservados para si até às 10:30',
      `Total a pagar: ${PT_TOTAL}`,
    ],
  },
  {
    kind: 'event_cancelled',
    status: 'refunded',
    en: [
      'Cancelled: Sunday Garden Brunch',
      'The organiser had to cancel this brunch',
      `Your payment of ${EN_TOTAL}`,
    ],
    pt: [
      'Cancelado: Sunday Garden Brunch',
      'O organizador teve de cancelar este brunch',
      `O seu pagamento de ${PT_TOTAL}`,
    ],
  },
  {
    kind: 'booking_changed',
    extra: { amount_cents: 2500, note: 'Moved you to table 4.' },
    en: ['Booking changed: Sunday Garden Brunch', 'Moved you to table 4.', 'We refunded €25.00'],
    pt: [
      'Reserva alterada: Sunday Garden Brunch',
      'Moved you to table 4.',
      'Reembolsámos 25,00\u00a0€',
    ],
  },
  {
    kind: 'checkout_cancelled',
    status: 'cancelled',
    en: ['Cancelled: Sunday Garden Brunch', 'nothing will be charged', EN_WHEN],
    pt: ['Cancelado: Sunday Garden Brunch', 'não será cobrado nada', PT_WHEN],
  },
];

describe('booking mails in the recipient’s language', () => {
  it.each(CASES)('$kind: a pt-PT member and an English guest', async (c) => {
    await world();
    await profile('ana', 'pt-PT');
    // The member's profile wins over the page they booked on.
    await booking('b_ana', { uid: 'ana' }, 'en', c.status);
    await booking('b_gui', { guest: 'gui@example.org' }, 'en', c.status);

    const pt = await sent(bookingMail(c.kind, 'b_ana', 'ana', c.extra));
    const en = await sent(bookingMail(c.kind, 'b_gui', null, c.extra));

    expect(pt.subject).toBe(c.pt[0]);
    expect(pt.text).toContain(c.pt[1]);
    expect(pt.text).toContain(c.pt[2]);
    expect(pt.html).toContain('<html lang="pt-PT">');
    expect(pt.text).toContain('Olá, Ana!');
    expect(pt.text).not.toMatch(/\b(Hi|When|Where|Party)\b/);
    expect(en.subject).toBe(c.en[0]);
    expect(en.text).toContain(c.en[1]);
    expect(en.text).toContain(c.en[2]);
    expect(en.html).toContain('<html lang="en">');
  });

  it('says "Today" / "Hoje" on the brunch’s own day, and keeps List-Unsubscribe', async () => {
    await world();
    await booking('b_pt', { guest: 'p@example.org' }, 'pt-PT');
    await booking('b_en', { guest: 'e@example.org' }, 'en');
    const morning = new Date('2026-12-13T07:00:00Z');
    const pt = await sent(bookingMail('event_reminder', 'b_pt', null), morning);
    const en = await sent(bookingMail('event_reminder', 'b_en', null), morning);
    expect(pt.subject).toBe('Hoje: Sunday Garden Brunch');
    expect(en.subject).toBe('Today: Sunday Garden Brunch');
    expect(pt.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(pt.text).toContain('Deixar de receber lembretes');
  });

  it('falls back to the booking’s page for a member without a language, then Portuguese', async () => {
    await world();
    await profile('ana', null);
    await booking('b_en', { uid: 'ana' }, 'en');
    await booking('b_none', { guest: 'x@example.org' }, null);
    expect((await sent(bookingMail('booking_confirmed', 'b_en', 'ana'))).subject).toBe(
      "You're booked: Sunday Garden Brunch",
    );
    expect((await sent(bookingMail('booking_confirmed', 'b_none', null))).subject).toBe(
      'Reserva confirmada: Sunday Garden Brunch',
    );
  });

  // The offer mail states what the offer will charge (offerPrice, as the offer page shows it),
  // not the list price the seats were held at.
  it('a waitlist offer states its offer price: the member price for a member, the early bird for a guest', async () => {
    await seedEvent(stack.db, 'ev', {
      title: 'Sunday Garden Brunch',
      event_date: '2026-12-13',
      event_time: '11:00',
      price: 25,
      price_cents: 2500,
      price_tiers: { early_bird: null, member: { price_cents: 1800 } },
    });
    await profile('ana', 'pt-PT');
    await stack.db.collection(COLLECTIONS.memberships).doc('ana').set({ status: 'active' });
    await booking('b_ana', { uid: 'ana' }, null, 'pending');
    await booking('b_gui', { guest: 'gui@example.org' }, 'en', 'pending');
    const pt = await sent(bookingMail('waitlist_offer', 'b_ana', 'ana'));
    expect(pt.text).toContain('Total a pagar: 36,00\u00a0€');
    expect(pt.text).not.toContain(PT_TOTAL);
    // Not a member: the list price.
    expect((await sent(bookingMail('waitlist_offer', 'b_gui', null))).text).toContain(
      `Total to pay: ${EN_TOTAL}`,
    );

    // An early bird still open: a guest's offer is charged (and told) the early-bird price.
    await stack.db
      .collection(COLLECTIONS.events)
      .doc('ev')
      .update({
        price_tiers: {
          early_bird: { price_cents: 2000, ends_at: null, seat_cap: 10 },
          member: null,
        },
        early_bird_taken: 0,
      });
    expect((await sent(bookingMail('waitlist_offer', 'b_gui', null))).text).toContain(
      'Total to pay: €40.00',
    );
  });

  it('attaches the same calendar file in either language', async () => {
    await world();
    await booking('b_pt', { guest: 'p@example.org' }, 'pt-PT');
    const pt = await sent(bookingMail('booking_confirmed', 'b_pt', null));
    expect(pt.attachments?.[0]?.content).toContain('SUMMARY:Sunday Garden Brunch');
  });
});

describe('mails about no booking in the recipient’s language', () => {
  it('waitlist_cancelled follows the waiting member’s profile', async () => {
    await world();
    await profile('ana', 'pt-PT');
    await stack.db.collection(COLLECTIONS.waitlistEntries).doc('w1').set({
      event_id: 'ev',
      event_title: 'Sunday Garden Brunch',
      user_id: 'ana',
      guest_name: null,
      guest_email: null,
      party_size: 2,
      member_priority: false,
      status: 'waiting',
      joined_at: DAY_BEFORE,
      offer_booking_id: null,
      offered_at: null,
      offer_expires_at: null,
      updated_at: DAY_BEFORE,
    });
    const mail = {
      ...newMail(
        {
          kind: 'waitlist_cancelled',
          bookingId: null,
          waitlistEntryId: 'w1',
          booking: { event_id: 'ev', user_id: 'ana' },
        },
        DAY_BEFORE,
      ),
    } as MailDoc;
    const pt = await sent(mail);
    expect(pt.subject).toBe('Cancelado: Sunday Garden Brunch');
    expect(pt.text).toContain('a lista de espera fechou');
    expect(pt.text).toContain(PT_WHEN);
  });

  it('the account mails follow the page they were asked from, else the profile', async () => {
    await profile('ana', 'pt-PT');
    const verify = newAccountMail({ kind: 'verify_email', userId: 'ana', to: null }, DAY_BEFORE);
    const resetEn = newAccountMail(
      { kind: 'password_reset', userId: 'ana', to: null, locale: 'en' },
      DAY_BEFORE,
    );
    const resetPt = newAccountMail(
      { kind: 'password_reset', userId: 'ana', to: null, locale: 'pt-PT' },
      DAY_BEFORE,
    );
    const invite = newAccountMail(
      { kind: 'member_invite', userId: 'bea', to: null, locale: 'en' },
      DAY_BEFORE,
    );
    expect((await sent(verify)).subject).toBe('Confirme o seu e-mail no Brunchers');
    expect((await sent(verify)).text).toContain('Confirmar o meu e-mail: https://auth.example/');
    expect((await sent(resetEn)).subject).toBe('Reset your Brunchers password');
    const pt = await sent(resetPt);
    expect(pt.subject).toBe('Redefina a sua palavra-passe do Brunchers');
    expect(pt.text).toContain('a sua palavra-passe fica como está');
    expect((await sent(invite)).subject).toBe('You are invited to Brunchers');
    const invitePt = await sent(
      newAccountMail({ kind: 'member_invite', userId: 'cid', to: null }, DAY_BEFORE),
    );
    expect(invitePt.subject).toBe('Está convidado para o Brunchers');
  });

  it('a guest’s waitlist confirmation writes the event’s date in its language', async () => {
    await world();
    const mail = (locale: Locale) =>
      newAccountMail(
        {
          kind: 'waitlist_confirm',
          userId: null,
          to: 'g@example.org',
          eventId: 'ev',
          waitlistEntryId: 'w1',
          locale,
        },
        DAY_BEFORE,
      );
    const pt = await sent(mail('pt-PT'));
    const en = await sent(mail('en'));
    expect(pt.subject).toBe('Confirme o seu lugar na lista de espera');
    expect(pt.text).toContain('Sunday Garden Brunch em dom., 13 de dez. de 2026 às 11:00');
    expect(en.subject).toBe('Confirm your waitlist place');
    expect(en.text).toContain(`Sunday Garden Brunch on ${EN_WHEN}`);
  });

  it('the moderation notice follows the member’s profile; the reason stays as typed', async () => {
    await profile('ana', 'pt-PT');
    await profile('rui', 'en');
    await stack.db.collection(COLLECTIONS.reports).doc('r1').set({ target_kind: 'photo' });
    await stack.db.collection(COLLECTIONS.moderationDecisions).doc('d1').set({
      report_id: 'r1',
      reported_id: 'ana',
      reporter_id: 'rui',
      decision: 'warn',
      reason: 'Nudity in a profile photo.',
      decided_by: 'boss',
      decided_at: DAY_BEFORE,
      content_removed: false,
      cancelled_booking_ids: [],
      notice_mail_ids: [],
    });
    const pt = await sent(newModerationNotice('d1', 'ana', DAY_BEFORE));
    expect(pt.subject).toBe('Uma decisão sobre a sua conta Brunchers');
    expect(pt.text).toContain('Recebemos uma denúncia sobre uma das suas fotografias');
    expect(pt.text).toContain('Os nossos motivos: Nudity in a profile photo.');
    const en = await sent(newModerationNotice('d1', 'rui', DAY_BEFORE));
    expect(en.subject).toBe('Our decision on your report');
    expect(en.text).toContain('Thank you for your report about a member’s photo.');
  });

  it('the digest names the table chat and counts in the member’s language', async () => {
    await profile('ana', 'pt-PT');
    await stack.db
      .collection(COLLECTIONS.memberUnread)
      .doc('ana')
      .set({ counts: { t_chat1: 3 } });
    await stack.db
      .collection(COLLECTIONS.tableChats)
      .doc('chat1')
      .set({ table_number: 4, place_name: 'Café Lisboa' });
    const mail = {
      ...newMail(
        { kind: 'message_digest', bookingId: null, booking: { event_id: '', user_id: 'ana' } },
        DAY_BEFORE,
      ),
      event_id: null,
      chat_keys: ['t_chat1'],
    } as MailDoc;
    const pt = await sent(mail);
    expect(pt.subject).toBe('Tem mensagens por ler no Brunchers');
    expect(pt.text).toContain('Mesa 4 em Café Lisboa: 3 mensagens por ler');
    expect(pt.headers?.['List-Unsubscribe']).toMatch(/^<.*token=/);
    await profile('ana', 'en');
    const en = await sent(mail);
    expect(en.subject).toBe('You have unread messages on Brunchers');
    expect(en.text).toContain('Table 4 at Café Lisboa: 3 unread messages');
  });

  it('an organiser’s message keeps its text and frames it in the recipient’s language', async () => {
    await world();
    await profile('ana', 'pt-PT');
    await stack.db.collection(COLLECTIONS.attendeeMessages).doc('m1').set({
      event_id: 'ev',
      audience: 'attendees',
      subject: 'Bring a jumper',
      body: 'It gets cold in the garden.',
      sent_by: 'boss',
      recipients: 2,
      excluded: 0,
      complete: true,
      created_at: DAY_BEFORE,
    });
    const mail = (uid: string | null) =>
      ({
        ...newMail(
          {
            kind: 'attendee_message',
            bookingId: null,
            booking: { event_id: 'ev', user_id: uid, guest_email: uid ? null : 'g@example.org' },
          },
          DAY_BEFORE,
        ),
        attendee_message_id: 'm1',
      }) as MailDoc;
    const pt = await sent(mail('ana'));
    expect(pt.subject).toBe('Bring a jumper');
    expect(pt.text).toContain('It gets cold in the garden.');
    expect(pt.text).toContain(
      `Recebe este e-mail porque reservou Sunday Garden Brunch (${PT_WHEN}).`,
    );
    expect(pt.headers?.['List-Unsubscribe']).toBeDefined();
    await profile('ana', 'en');
    const en = await sent(mail('ana'));
    expect(en.text).toContain(
      `You get this because you booked Sunday Garden Brunch on ${EN_WHEN}.`,
    );
  });

  it('the deletion receipt is in the language stored when the account was deleted', async () => {
    const receipt = (locale: Locale) =>
      ({
        kind: 'account_deleted',
        booking_id: null,
        event_id: null,
        user_id: null,
        to: 'gone@example.org',
        note: null,
        locale,
        calendar_sequence: 0,
        ...pendingDelivery(DAY_BEFORE),
      }) as MailDoc;
    expect((await sent(receipt('pt-PT'))).subject).toBe('A sua conta Brunchers foi apagada');
    expect((await sent(receipt('en'))).subject).toBe('Your Brunchers account was deleted');
  });
});
