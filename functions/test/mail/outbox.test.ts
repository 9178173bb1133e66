// The mail outbox against the local stack: the webhook writes mail/{cause id} in its transaction,
// the onMailCreated trigger (on the Functions host, running the built bundle) sends it over SMTP
// to a test server, the sweep retries with backoff, reminders go once, unsubscribe links work.

import ical, { type VEvent } from 'node-ical';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  MAIL_MAX_ATTEMPTS,
  mailIds,
  pendingBooking,
  type BookingStatus,
  type MailDoc,
  reminderDayWord,
} from '@brunchers/model';
import { bookingCalendarUid, eventStartsAt } from '@brunchers/model/calendar';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import type { MailDeps } from '../../src/mail/deps.js';
import { handleRetryMail } from '../../src/mail/retryMail.handler.js';
import { handleSendReminders } from '../../src/mail/sendReminders.handler.js';
import { mailPreferencesId } from '../../src/mail/preferences.js';
import { handleOneClickUnsubscribe } from '../../src/mail/unsubscribe.handler.js';
import { unsubscribeToken } from '../../src/mail/unsubscribeToken.js';
import { enqueueEventChange } from '../../src/mail/notifyEventChange.handler.js';
import { eventually, flow } from '../support/flow.js';
import { callCallable, member, seedEvent } from '../support/fixtures.js';
import {
  APP_URL,
  MAIL_TOKEN_SECRET,
  TICKET_SECRET,
  startStack,
  type Stack,
} from '../support/stack.js';
import { ticketToken } from '../../src/checkIn/ticketToken.js';

let stack: Stack;
let helpers: ReturnType<typeof flow>;

beforeAll(async () => {
  stack = await startStack({ host: true, auth: true });
  helpers = flow(stack);
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.host!.idle();
  await stack.clearFirestore();
  stack.smtp!.setDown(false);
  stack.smtp!.clear();
});

const smtp = () => stack.smtp!;

async function mail(id: string): Promise<MailDoc | undefined> {
  return (await stack.db.collection(COLLECTIONS.mail).doc(id).get()).data() as MailDoc | undefined;
}

/** A guest's pending booking through createCheckout (the real Stripe stand-in session). */
async function guestBooking(eventId: string, email = 'maria@example.org') {
  return handleCreateCheckout(
    // From an English page: the booking's mails are English (issue 37).
    { data: { eventId, guestCount: 2, guestName: 'Maria', guestEmail: email, locale: 'en' } },
    { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date() },
  );
}

function paidEvent(id: string, held: { bookingId: string; sessionId: string }, eventId: string) {
  return helpers.signedEvent(id, 'checkout.session.completed', {
    id: held.sessionId,
    payment_intent: `pi_${id}`,
    metadata: { bookingId: held.bookingId, eventId },
  });
}

/** The sender's dependencies in this process, on a clock the test moves. */
function sweepDeps(now: Date): MailDeps {
  const transport = nodemailer.createTransport(smtp().url);
  return {
    db: stack.db,
    send: async (message) => {
      const info = (await transport.sendMail(message)) as { messageId: string };
      return { messageId: info.messageId };
    },
    memberEmail: async (uid) => `${uid}@example.com`,
    from: 'Brunchers <hello@brunchers.app>',
    appUrl: APP_URL,
    tokenSecret: MAIL_TOKEN_SECRET,
    ticketSecret: TICKET_SECRET,
    clock: () => now,
  };
}

/** Wall-clock date and time in Lisbon of a moment, as events store them. */
function lisbonWallClock(at: Date): { event_date: string; event_time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    event_date: `${get('year')}-${get('month')}-${get('day')}`,
    event_time: `${get('hour')}:${get('minute')}`,
  };
}

describe('booking confirmed', () => {
  it('a webhook replayed five times sends one mail, with the right calendar entry', async () => {
    const event = await seedEvent(stack.db, 'garden', {
      event_date: '2027-07-15',
      event_time: '10:30',
      title: 'Garden Brunch',
    });
    const held = await guestBooking('garden');
    const paid = paidEvent('evt_paid', held, 'garden');
    // Five deliveries of the same event, at once (Stripe retries, redelivers, races).
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => helpers.postWebhook(paid.payload, paid.header)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // And the delayed-payment success for the same session afterwards: already confirmed.
    const succeeded = helpers.signedEvent(
      'evt_async_ok',
      'checkout.session.async_payment_succeeded',
      { id: held.sessionId, metadata: { bookingId: held.bookingId, eventId: 'garden' } },
    );
    expect((await helpers.postWebhook(succeeded.payload, succeeded.header)).status).toBe(200);

    const sent = await eventually(
      () => mail(mailIds.bookingConfirmed(held.bookingId)),
      (doc) => doc?.status === 'sent',
    );
    await stack.host!.idle();
    expect(smtp().messages).toHaveLength(1);
    expect((await stack.db.collection(COLLECTIONS.mail).count().get()).data().count).toBe(1);

    const message = smtp().messages[0]!;
    expect(sent).toMatchObject({
      kind: 'booking_confirmed',
      to: 'maria@example.org',
      attempts: 1,
      last_error: null,
      message_id: message.messageId,
    });
    expect(message.to).toMatchObject({ text: 'maria@example.org' });
    expect(message.subject).toBe("You're booked: Garden Brunch");
    expect(message.text).toContain('Party: 2 people');
    expect(message.text).toContain('Total paid: €50.00');
    expect(message.text).toContain('Thu, Jul 15, 2027 at 10:30');
    expect(message.text).toContain('https://www.google.com/maps/search/');
    // The ticket (issue 22): a link carrying the booking's signed token, which opens it full
    // screen without signing in.
    const ticketUrl = `${APP_URL}/ticket?t=${encodeURIComponent(ticketToken(TICKET_SECRET, held.bookingId))}`;
    expect(message.text).toContain(
      `Show your ticket (its QR code is scanned at the door): ${ticketUrl}`,
    );
    expect(message.html).toContain(`href="${ticketUrl}"`);
    // Guests have no account: the booking link is the page Stripe returned them to.
    expect(message.html).toContain(
      `href="${APP_URL}/booking-success?session_id=${held.sessionId}"`,
    );

    const attachment = message.attachments.find((part) => part.filename === 'brunch.ics');
    expect(attachment?.contentType).toBe('text/calendar');
    const parsed = ical.sync.parseICS(attachment!.content.toString('utf8'));
    const entries = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry.uid).toBe(bookingCalendarUid(held.bookingId));
    expect(entry.summary).toBe('Garden Brunch');
    // 10:30 in Lisbon in July is 09:30 UTC (summer time), and reads back as 10:30 there.
    expect(entry.start.toISOString()).toBe('2027-07-15T09:30:00.000Z');
    expect(entry.start.toISOString()).toBe(eventStartsAt(event).toISOString());
    expect(lisbonWallClock(entry.start)).toEqual({
      event_date: '2027-07-15',
      event_time: '10:30',
    });
    expect(String(entry.location)).toContain('Rua Verde 1');
  });

  it("a member's confirmation goes to their sign-in e-mail, greeting them, linking to My Bookings", async () => {
    await seedEvent(stack.db, 'members');
    const { uid } = await stack.adminAuth!.createUser({ email: 'lea@example.org' });
    await stack.db
      .collection(COLLECTIONS.userProfiles)
      .doc(uid)
      .set({ user_id: uid, display_name: 'Lea', locale: 'en', level: 1, experience_points: 0 });
    const held = await handleCreateCheckout(
      { data: { eventId: 'members', guestCount: 1 }, auth: member(uid) },
      { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date() },
    );
    const paid = paidEvent('evt_member', held, 'members');
    expect((await helpers.postWebhook(paid.payload, paid.header)).status).toBe(200);
    const sent = await eventually(
      () => mail(mailIds.bookingConfirmed(held.bookingId)),
      (doc) => doc?.status === 'sent',
    );
    expect(sent).toMatchObject({ user_id: uid, to: 'lea@example.org' });
    const message = smtp().messages.find((m) => m.messageId === sent?.message_id)!;
    expect(message.text).toContain('Hi Lea,');
    expect(message.html).toContain(`href="${APP_URL}/profile#my-bookings"`);
  });

  it('a delayed payment mails "processing", then "failed" when the bank refuses it', async () => {
    await seedEvent(stack.db, 'sepa');
    const held = await guestBooking('sepa', 'sepa@example.org');
    const session = {
      id: held.sessionId,
      metadata: { bookingId: held.bookingId, eventId: 'sepa' },
    };
    const completed = helpers.signedEvent('evt_unpaid', 'checkout.session.completed', {
      ...session,
      payment_status: 'unpaid',
    });
    expect((await helpers.postWebhook(completed.payload, completed.header)).status).toBe(200);
    const failed = helpers.signedEvent('evt_failed', 'checkout.session.async_payment_failed', {
      ...session,
      payment_status: 'unpaid',
    });
    expect((await helpers.postWebhook(failed.payload, failed.header)).status).toBe(200);

    await eventually(
      () => mail(mailIds.paymentFailed(held.bookingId)),
      (doc) => doc?.status === 'sent',
    );
    expect((await mail(mailIds.paymentProcessing(held.bookingId)))?.status).toBe('sent');
    await stack.host!.idle();
    expect(
      smtp()
        .messages.map((message) => message.subject)
        .sort(),
    ).toEqual(['Payment failed: Sunday Garden Brunch', 'Payment on its way: Sunday Garden Brunch']); // No ticket while unpaid, nor once the payment failed.
    for (const message of smtp().messages) expect(message.text).not.toContain('/ticket?t=');
  });

  it('an abandoned checkout (session expired) mails nobody', async () => {
    await seedEvent(stack.db, 'quiet');
    const held = await guestBooking('quiet');
    const expired = helpers.signedEvent('evt_expired', 'checkout.session.expired', {
      id: held.sessionId,
      payment_status: 'unpaid',
      metadata: { bookingId: held.bookingId, eventId: 'quiet' },
    });
    expect((await helpers.postWebhook(expired.payload, expired.header)).status).toBe(200);
    expect((await helpers.booking(held.bookingId))?.status).toBe('expired');
    expect((await stack.db.collection(COLLECTIONS.mail).count().get()).data().count).toBe(0);
  });
});

describe('when the SMTP server is down', () => {
  it('records the failure, retries with backoff and sends once it is back', async () => {
    await seedEvent(stack.db, 'outage');
    smtp().setDown(true);
    const held = await guestBooking('outage');
    const paid = paidEvent('evt_outage', held, 'outage');
    expect((await helpers.postWebhook(paid.payload, paid.header)).status).toBe(200);
    const id = mailIds.bookingConfirmed(held.bookingId);

    const first = await eventually(
      () => mail(id),
      (doc) => doc?.status === 'retrying',
    );
    expect(first).toMatchObject({ status: 'retrying', attempts: 1, message_id: null });
    expect(first?.last_error).toMatch(/421|unavailable/i);
    const firstDue = (first!.next_attempt_at as unknown as { toDate(): Date }).toDate();

    // Not due yet: the sweep leaves it alone.
    expect(await handleRetryMail(sweepDeps(new Date()))).toMatchObject({ sent: 0, retrying: 0 });

    // Due, still down: the second attempt fails too and waits twice as long.
    await handleRetryMail(sweepDeps(new Date(firstDue.getTime() + 1000)));
    const second = await mail(id);
    expect(second).toMatchObject({ status: 'retrying', attempts: 2 });
    const secondDue = (second!.next_attempt_at as unknown as { toDate(): Date }).toDate();
    expect(secondDue.getTime() - (firstDue.getTime() + 1000)).toBe(120_000);

    // Back up: the next due attempt sends it.
    smtp().setDown(false);
    expect(await handleRetryMail(sweepDeps(new Date(secondDue.getTime() + 1000)))).toMatchObject({
      sent: 1,
    });
    expect(await mail(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(smtp().refused).toBe(2);
    expect(smtp().messages).toHaveLength(1);
    expect(smtp().messages[0]?.subject).toBe("You're booked: Sunday Garden Brunch");
  });

  it(`ends in a visible failed state after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    await seedEvent(stack.db, 'down');
    smtp().setDown(true);
    const held = await guestBooking('down');
    const paid = paidEvent('evt_down', held, 'down');
    expect((await helpers.postWebhook(paid.payload, paid.header)).status).toBe(200);
    const id = mailIds.bookingConfirmed(held.bookingId);
    let doc = await eventually(
      () => mail(id),
      (value) => value?.status === 'retrying',
    );
    while (doc?.status === 'retrying') {
      const due = (doc.next_attempt_at as unknown as { toDate(): Date }).toDate();
      await handleRetryMail(sweepDeps(new Date(due.getTime() + 1000)));
      doc = await mail(id);
    }
    expect(doc).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      next_attempt_at: null,
    });
    expect(doc?.last_error).toMatch(/421|unavailable/i);
    expect(smtp().refused).toBe(MAIL_MAX_ATTEMPTS);
    // A failed mail is not picked up again.
    expect(await handleRetryMail(sweepDeps(new Date(Date.now() + 86_400_000)))).toMatchObject({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });
});

describe('reminders', () => {
  async function seedBooking(
    id: string,
    eventId: string,
    status: BookingStatus,
    who: { userId: string } | { email: string },
  ) {
    const event = (await stack.db.collection(COLLECTIONS.events).doc(eventId).get()).data()!;
    const doc = pendingBooking({
      eventId,
      event: { title: event.title as string, price_cents: 2500, venue_id: null },
      guestCount: 1,
      userId: 'userId' in who ? who.userId : null,
      guestName: 'userId' in who ? null : 'Guest',
      guestEmail: 'email' in who ? who.email : null,
      checkoutSessionId: `cs_${id}`,
      now: new Date(),
      // Booked from an English page (issue 37: the booking's language writes its mails).
      locale: 'en',
    });
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc(id)
      .set({ ...doc, status });
  }

  it('go once per confirmed booking 24 h ahead: none for cancelled, past, far or opted-out', async () => {
    const now = new Date();
    const soon = lisbonWallClock(new Date(now.getTime() + 12 * 3_600_000));
    await seedEvent(stack.db, 'soon', soon);
    await seedEvent(stack.db, 'later', lisbonWallClock(new Date(now.getTime() + 72 * 3_600_000)));
    await seedEvent(stack.db, 'past', lisbonWallClock(new Date(now.getTime() - 2 * 3_600_000)));
    await seedBooking('b-confirmed', 'soon', 'confirmed', { email: 'ana@example.org' });
    await seedBooking('b-cancelled', 'soon', 'cancelled', { email: 'cancel@example.org' });
    await seedBooking('b-expired', 'soon', 'expired', { email: 'late@example.org' });
    await seedBooking('b-optout', 'soon', 'confirmed', { userId: 'quiet-member' });
    await seedBooking('b-later', 'later', 'confirmed', { email: 'later@example.org' });
    await seedBooking('b-past', 'past', 'confirmed', { email: 'past@example.org' });
    await stack.db
      .collection(COLLECTIONS.mailPreferences)
      .doc('quiet-member')
      .set({ reminders: false, updated_at: now });

    expect(await handleSendReminders({ db: stack.db, clock: () => now })).toEqual({
      events: 1,
      enqueued: 1,
    });
    // A later run finds the reminder already there.
    expect(await handleSendReminders({ db: stack.db, clock: () => now })).toEqual({
      events: 1,
      enqueued: 0,
    });
    const ids = (await stack.db.collection(COLLECTIONS.mail).get()).docs.map((doc) => doc.id);
    expect(ids).toEqual([mailIds.eventReminder('b-confirmed')]);

    await eventually(
      () => mail(mailIds.eventReminder('b-confirmed')),
      (doc) => doc?.status === 'sent',
    );
    await stack.host!.idle();
    expect(smtp().messages).toHaveLength(1);
    const reminder = smtp().messages[0]!;
    // "Today" or "Tomorrow" by the city's calendar (12 hours ahead may be either).
    expect(reminder.subject).toBe(
      `${reminderDayWord(soon.event_date, new Date())}: Sunday Garden Brunch`,
    );
    // RFC 8058 one-click: the header's URL takes a POST (the unsubscribeOneClick function).
    const header = (key: string) => reminder.headerLines.find((line) => line.key === key)?.line;
    expect(header('list-unsubscribe')).toMatch(
      /<http:\/\/localhost:5173\/mail\/unsubscribe\?token=[^>]+>/,
    );
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // The one-click link works without signing in and stops the guest's next reminders.
    const link = /(http:\/\/localhost:5173\/unsubscribe\?token=[^\s"<>]+)/.exec(
      reminder.text ?? '',
    );
    const token = new URL(link![1]!).searchParams.get('token')!;
    const answer = await callCallable(stack.functionUrl('unsubscribe'), { token });
    expect(answer).toMatchObject({ status: 200, result: { reminders: false } });
    await seedBooking('b-second', 'soon', 'confirmed', { email: 'ANA@example.org' });
    expect(await handleSendReminders({ db: stack.db, clock: () => now })).toMatchObject({
      enqueued: 0,
    });
  });

  it('one-click (RFC 8058): the mail client’s POST stops reminders; a person’s GET goes to the page', async () => {
    const subject = { email: 'oneclick@example.org' };
    const token = unsubscribeToken(MAIL_TOKEN_SECRET, subject);
    const deps = {
      db: stack.db,
      tokenSecret: MAIL_TOKEN_SECRET,
      clock: () => new Date(),
      appUrl: 'http://localhost:5173',
    };
    const opened = await handleOneClickUnsubscribe({ method: 'GET', token, body: '' }, deps);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(
      `http://localhost:5173/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    const preferences = stack.db
      .collection(COLLECTIONS.mailPreferences)
      .doc(mailPreferencesId(subject));
    expect((await preferences.get()).exists).toBe(false);
    const forged = await handleOneClickUnsubscribe(
      { method: 'POST', token: `${token}x`, body: 'List-Unsubscribe=One-Click' },
      deps,
    );
    expect(forged.status).toBe(400);
    const posted = await handleOneClickUnsubscribe(
      { method: 'POST', token, body: 'List-Unsubscribe=One-Click' },
      deps,
    );
    expect(posted.status).toBe(200);
    expect((await preferences.get()).data()).toMatchObject({ reminders: false });
  });

  it('refuses a forged or altered unsubscribe token, saying nothing about accounts', async () => {
    const forged = Buffer.from(JSON.stringify({ s: 'u:someone', k: 'reminders' })).toString(
      'base64url',
    );
    for (const token of [`${forged}.AAAA`, `${forged}`, 'x.y.z']) {
      const answer = await callCallable(stack.functionUrl('unsubscribe'), { token });
      expect(answer.status).toBe(400);
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    }
    expect(
      (await stack.db.collection(COLLECTIONS.mailPreferences).count().get()).data().count,
    ).toBe(0);
  });
});

describe('event changed by the organiser', () => {
  it('mails each confirmed booking a new .ics under the same UID once per change (higher SEQUENCE), and a CANCEL when cancelled', async () => {
    await seedEvent(stack.db, 'moved', { event_date: '2027-01-20', event_time: '11:00' });
    const held = await guestBooking('moved', 'moved@example.org');
    const paid = paidEvent('evt_moved', held, 'moved');
    expect((await helpers.postWebhook(paid.payload, paid.header)).status).toBe(200);
    await eventually(
      () => mail(mailIds.bookingConfirmed(held.bookingId)),
      (doc) => doc?.status === 'sent',
    );

    await stack.db
      .collection(COLLECTIONS.events)
      .doc('moved')
      .update({ event_time: '12:30', location_name: 'Casa Nova' });
    const deps = { db: stack.db, clock: () => new Date() };
    expect(await enqueueEventChange(deps, 'moved', 'changed')).toEqual({ enqueued: 1 });
    expect(await enqueueEventChange(deps, 'moved', 'changed')).toEqual({ enqueued: 0 });
    await stack.host!.idle();
    await eventually(
      async () => smtp().messages.length,
      (count) => count === 2,
    );
    const [confirmation, change] = smtp().messages;
    const entryOf = (message: typeof confirmation) => {
      const ics = message!.attachments.find((part) => part.filename === 'brunch.ics')!;
      return Object.values(ical.sync.parseICS(ics.content.toString('utf8'))).find(
        (item): item is VEvent => item?.type === 'VEVENT',
      )!;
    };
    expect(change?.subject).toBe('Changed: Sunday Garden Brunch');
    expect(entryOf(change).uid).toBe(entryOf(confirmation).uid);
    expect(Number(entryOf(change).sequence)).toBeGreaterThan(
      Number(entryOf(confirmation).sequence),
    );
    // 12:30 in Lisbon in January is 12:30 UTC.
    expect(entryOf(change).start.toISOString()).toBe('2027-01-20T12:30:00.000Z');
    expect(String(entryOf(change).location)).toContain('Casa Nova');

    // Cancelled: a CANCEL for the same entry, once.
    expect(await enqueueEventChange(deps, 'moved', 'cancelled')).toEqual({ enqueued: 1 });
    expect(await enqueueEventChange(deps, 'moved', 'cancelled')).toEqual({ enqueued: 0 });
    await eventually(
      async () => smtp().messages.length,
      (count) => count === 3,
    );
    const cancelled = smtp().messages[2]!;
    expect(cancelled.subject).toBe('Cancelled: Sunday Garden Brunch');
    const cancelIcs = cancelled.attachments.find((part) => part.filename === 'brunch.ics')!;
    expect(cancelIcs.content.toString('utf8')).toContain('METHOD:CANCEL');
    expect(entryOf(cancelled).uid).toBe(entryOf(confirmation).uid);
    expect(entryOf(cancelled).status).toBe('CANCELLED');
  });
});
