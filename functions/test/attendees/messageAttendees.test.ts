// Issue 39 item 6: the organiser's message to an event's attendees or waitlist. Admin-only; one
// mail per address through the outbox (a member with two bookings gets one); people who turned
// optional mails off are counted and left out; a double click (same request id) sends once; a
// daily limit per event; the mail carries the one-click unsubscribe headers; no address in logs.

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions';
import {
  ATTENDEE_MESSAGE_DAILY_LIMIT,
  COLLECTIONS,
  userRoleId,
  type MailDoc,
} from '@brunchers/model';
import { handleMessageAttendees } from '../../src/attendees/messageAttendees.handler.js';
import type { CallRequest } from '../../src/lib/caller.js';
import { composeMail } from '../../src/mail/compose.js';
import type { MailDeps, OutgoingMail } from '../../src/mail/deps.js';
import { mailPreferencesId } from '../../src/mail/preferences.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';
import {
  APP_URL,
  MAIL_TOKEN_SECRET,
  TICKET_SECRET,
  startStack,
  type Stack,
} from '../support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.clearFirestore();
  await stack.db
    .collection(COLLECTIONS.userRoles)
    .doc(userRoleId('boss', 'admin'))
    .set({ user_id: 'boss', role: 'admin' });
  await seedEvent(stack.db, 'garden', { spots_left: 10 });
});

const deps = () => ({ db: stack.db, clock: () => new Date() });
const as = (uid: string, data: unknown): CallRequest => ({ data, auth: member(uid) });
let request = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  eventId: 'garden',
  audience: 'attendees',
  subject: 'Bring sunglasses',
  body: 'We sit on the terrace.\n\nSee you Sunday!',
  requestId: `req-${String(++request).padStart(8, '0')}`,
  send: true,
  ...overrides,
});

async function booking(
  id: string,
  data: { user_id: string | null; status: string; guest_email?: string },
) {
  await stack.db
    .collection(COLLECTIONS.bookings)
    .doc(id)
    .set({
      event_id: 'garden',
      guest_count: 1,
      guest_name: data.user_id ? null : 'Gina Guest',
      guest_email: data.guest_email ?? null,
      ...data,
    });
}
async function entry(
  id: string,
  data: { user_id: string | null; status: string; guest_email?: string },
) {
  await stack.db
    .collection(COLLECTIONS.waitlistEntries)
    .doc(id)
    .set({
      event_id: 'garden',
      party_size: 1,
      guest_name: null,
      guest_email: data.guest_email ?? null,
      ...data,
    });
}
async function outbox(): Promise<(MailDoc & { id: string })[]> {
  const snap = await stack.db.collection(COLLECTIONS.mail).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MailDoc) }));
}

describe('messageAttendees', () => {
  beforeEach(async () => {
    await booking('b1', { user_id: 'ana', status: 'confirmed' });
    await booking('b2', { user_id: 'ana', status: 'confirmed' });
    await booking('b3', { user_id: null, status: 'confirmed', guest_email: 'gina@example.org' });
    await booking('b4', { user_id: 'carl', status: 'confirmed' });
    await booking('b5', { user_id: 'dora', status: 'cancelled' });
    await booking('b6', { user_id: 'eve', status: 'pending' });
    // Carl turned optional mails off.
    await stack.db
      .collection(COLLECTIONS.mailPreferences)
      .doc('carl')
      .set({ reminders: false, updated_at: new Date() });
  });

  it('previews the counts, then sends one mail per address to confirmed attendees, once per request', async () => {
    const preview = await handleMessageAttendees(as('boss', input({ send: false })), deps());
    expect(preview).toEqual({ recipients: 2, excluded: 1, sent: false, duplicate: false });
    expect(await outbox()).toEqual([]);

    const info = vi.spyOn(logger, 'info');
    const first = input();
    // A double click: two calls with the same request id at once.
    const [a, b] = await Promise.all([
      handleMessageAttendees(as('boss', first), deps()),
      handleMessageAttendees(as('boss', first), deps()),
    ]);
    expect([a.recipients, b.recipients]).toEqual([2, 2]);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    const mails = await outbox();
    expect(mails.map((m) => `${m.kind} ${m.user_id ?? m.to}`).sort()).toEqual([
      'attendee_message ana',
      'attendee_message gina@example.org',
    ]);
    // Once more, later: still nothing new.
    await handleMessageAttendees(as('boss', first), deps());
    expect(await outbox()).toHaveLength(2);

    // Recorded: who sent what to how many, no addresses; logs carry no address nor the text.
    const records = await stack.db.collection(COLLECTIONS.attendeeMessages).get();
    expect(records.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        event_id: 'garden',
        audience: 'attendees',
        subject: 'Bring sunglasses',
        sent_by: 'boss',
        recipients: 2,
        excluded: 1,
        complete: true,
      }),
    ]);
    expect(JSON.stringify(records.docs[0]!.data())).not.toContain('gina@');
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).toContain('Attendee message enqueued');
    expect(logged).not.toMatch(/gina@|sunglasses|terrace/i);
    info.mockRestore();
  });

  it('renders the mail in the common frame with List-Unsubscribe headers; skips who opted out meanwhile', async () => {
    await handleMessageAttendees(as('boss', input()), deps());
    const sent: OutgoingMail[] = [];
    const mailDeps: MailDeps = {
      db: stack.db,
      send: async (mail) => {
        sent.push(mail);
        return { messageId: 'x' };
      },
      memberEmail: async (uid) => `${uid}@example.com`,
      from: 'Brunchers <hello@brunchers.test>',
      appUrl: APP_URL,
      tokenSecret: MAIL_TOKEN_SECRET,
      ticketSecret: TICKET_SECRET,
      clock: () => new Date(),
    };
    const mails = await outbox();
    const toGuest = mails.find((m) => m.to === 'gina@example.org')!;
    const composed = await composeMail(mailDeps, toGuest);
    expect(composed.kind).toBe('send');
    if (composed.kind !== 'send') return;
    expect(composed.mail.to).toBe('gina@example.org');
    expect(composed.mail.subject).toBe('Bring sunglasses');
    expect(composed.mail.text).toContain('See you Sunday!');
    expect(composed.mail.html).toContain('Brunchers</a>');
    expect(composed.mail.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${APP_URL}/.+token=.+>$`),
    );
    expect(composed.mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Ana turns optional mails off before hers goes out: skipped.
    await stack.db
      .collection(COLLECTIONS.mailPreferences)
      .doc(mailPreferencesId({ uid: 'ana' }))
      .set({ reminders: false, updated_at: new Date() });
    const toAna = mails.find((m) => m.user_id === 'ana')!;
    expect(await composeMail(mailDeps, toAna)).toEqual({ kind: 'skip', reason: 'turned off' });
  });

  it('writes to the waitlist: waiting and offered people, not unconfirmed guests', async () => {
    await entry('w1', { user_id: 'fay', status: 'waiting' });
    await entry('w2', { user_id: null, status: 'offered', guest_email: 'gus@example.org' });
    await entry('w3', { user_id: null, status: 'unconfirmed', guest_email: 'who@example.org' });
    await entry('w4', { user_id: 'hal', status: 'left' });
    const answer = await handleMessageAttendees(
      as('boss', input({ audience: 'waitlist' })),
      deps(),
    );
    expect(answer).toMatchObject({ recipients: 2, excluded: 0, sent: true });
    expect((await outbox()).map((m) => m.user_id ?? m.to).sort()).toEqual([
      'fay',
      'gus@example.org',
    ]);
  });

  it(`refuses non-admins, bad input, an empty audience and more than ${ATTENDEE_MESSAGE_DAILY_LIMIT} a day`, async () => {
    expect((await httpsErrorOf(handleMessageAttendees(as('ana', input()), deps()))).code).toBe(
      'permission-denied',
    );
    expect((await httpsErrorOf(handleMessageAttendees({ data: input() }, deps()))).code).toBe(
      'unauthenticated',
    );
    expect(
      (await httpsErrorOf(handleMessageAttendees(as('boss', input({ body: '' })), deps()))).code,
    ).toBe('invalid-argument');
    expect(
      (await httpsErrorOf(handleMessageAttendees(as('boss', input({ eventId: 'nope' })), deps())))
        .code,
    ).toBe('not-found');
    expect(
      (
        await httpsErrorOf(
          handleMessageAttendees(as('boss', input({ audience: 'waitlist' })), deps()),
        )
      ).code,
    ).toBe('failed-precondition');
    expect(await outbox()).toEqual([]);

    for (let i = 0; i < ATTENDEE_MESSAGE_DAILY_LIMIT; i += 1)
      await handleMessageAttendees(as('boss', input()), deps());
    const limited = await httpsErrorOf(handleMessageAttendees(as('boss', input()), deps()));
    expect(limited.code).toBe('resource-exhausted');
    expect(await outbox()).toHaveLength(2 * ATTENDEE_MESSAGE_DAILY_LIMIT);
  });
});
