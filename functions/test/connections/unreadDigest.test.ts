// The e-mail digest of unread messages (issue 38 §2) on an injected clock: nothing before
// UNREAD_DIGEST_AFTER_MINUTES, one mail naming who wrote (with links, never the text), at most one
// per chat in UNREAD_DIGEST_EVERY_HOURS, none for a member who turned these mails off, skipped
// when read meanwhile; the mail carries the one-click unsubscribe.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  UNREAD_DIGEST_AFTER_MINUTES,
  UNREAD_DIGEST_EVERY_HOURS,
  matchId,
  type MailDoc,
} from '@brunchers/model';
import {
  handleMarkConversationRead,
  handleSendMessage,
} from '../../src/connections/messages.handler.js';
import { handleSendUnreadDigests } from '../../src/connections/unreadDigest.handler.js';
import { composeMail } from '../../src/mail/compose.js';
import type { MailDeps } from '../../src/mail/deps.js';
import { mailPreferencesId } from '../../src/mail/preferences.js';
import { member } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack.close());

const col = (name: keyof typeof COLLECTIONS) => stack.db.collection(COLLECTIONS[name]);
const start = new Date();
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const SECRET_TEXT = 'my secret words';

beforeEach(async () => {
  await stack.clearFirestore();
  await col('matches').doc(matchId('ana', 'ben')).set({
    user1_id: 'ana',
    user2_id: 'ben',
    created_at: start,
  });
  for (const [uid, name] of [
    ['ana', 'Ana'],
    ['ben', 'Ben Ribeiro'],
  ] as const)
    await col('userProfiles').doc(uid).set({ user_id: uid, display_name: name, locale: 'en' });
  await handleSendMessage(
    { auth: member('ben'), data: { memberId: 'ana', text: SECRET_TEXT } },
    { db: stack.db, clock: () => start },
  );
});

const digest = (at: Date) => handleSendUnreadDigests({ db: stack.db, clock: () => at });
const digests = async () =>
  (await col('mail').where('kind', '==', 'message_digest').get()).docs.map(
    (doc) => doc.data() as MailDoc,
  );
const mailDeps = (): MailDeps => ({
  db: stack.db,
  send: async () => ({ messageId: 'x' }),
  memberEmail: async (uid) => `${uid}@example.org`,
  from: 'Brunchers <hello@example.org>',
  appUrl: 'https://app.example.org',
  tokenSecret: 'secret',
  ticketSecret: 'ticket-secret',
  clock: () => new Date(),
});

describe('sendUnreadDigests', () => {
  it(`waits ${UNREAD_DIGEST_AFTER_MINUTES} minutes, then mails once per chat in ${UNREAD_DIGEST_EVERY_HOURS} hours`, async () => {
    expect(await digest(later(UNREAD_DIGEST_AFTER_MINUTES - 1))).toEqual({
      members: 0,
      enqueued: 0,
    });
    expect(await digest(later(UNREAD_DIGEST_AFTER_MINUTES + 1))).toEqual({
      members: 1,
      enqueued: 1,
    });
    const [mail] = await digests();
    expect(mail).toMatchObject({
      kind: 'message_digest',
      user_id: 'ana',
      chat_keys: [`c_${matchId('ana', 'ben')}`],
      status: 'pending',
    });
    // The next runs within the interval send nothing more.
    expect((await digest(later(UNREAD_DIGEST_AFTER_MINUTES + 61))).enqueued).toBe(0);
    expect((await digest(later(UNREAD_DIGEST_EVERY_HOURS * 60))).enqueued).toBe(0);
    expect(
      (await digest(later(UNREAD_DIGEST_AFTER_MINUTES + 1 + UNREAD_DIGEST_EVERY_HOURS * 60)))
        .enqueued,
    ).toBe(1);
    expect(await digests()).toHaveLength(2);
  });

  it('names who wrote with a link, never the text, with the one-click unsubscribe', async () => {
    await digest(later(UNREAD_DIGEST_AFTER_MINUTES + 1));
    const [mail] = await digests();
    const composed = await composeMail(mailDeps(), mail!);
    expect(composed.kind).toBe('send');
    if (composed.kind !== 'send') return;
    expect(composed.mail.to).toBe('ana@example.org');
    expect(composed.mail.text).toContain('Ben Ribeiro: 1 unread message');
    expect(composed.mail.text).toContain('https://app.example.org/connections/ben');
    expect(composed.mail.text + composed.mail.html).not.toContain(SECRET_TEXT);
    expect(composed.mail.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/app\.example\.org\//);
    expect(composed.mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('skips a member who read meanwhile, and mails nobody who turned these mails off', async () => {
    await digest(later(UNREAD_DIGEST_AFTER_MINUTES + 1));
    const [mail] = await digests();
    await handleMarkConversationRead(
      { auth: member('ana'), data: { memberId: 'ben' } },
      { db: stack.db, clock: () => later(UNREAD_DIGEST_AFTER_MINUTES + 2) },
    );
    expect((await composeMail(mailDeps(), mail!)).kind).toBe('skip');

    await handleSendMessage(
      { auth: member('ben'), data: { memberId: 'ana', text: 'again' } },
      { db: stack.db, clock: () => later(UNREAD_DIGEST_AFTER_MINUTES + 3) },
    );
    await col('mailPreferences')
      .doc(mailPreferencesId({ uid: 'ana' }))
      .set({
        reminders: false,
        updated_at: start,
      });
    expect((await digest(later(UNREAD_DIGEST_EVERY_HOURS * 60 * 3))).enqueued).toBe(0);
  });
});
