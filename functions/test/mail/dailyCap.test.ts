// Issue 36: no address gets more than MAIL_DAILY_LIMIT_PER_ADDRESS mails a day from the whole
// system, whatever causes them (accounts, guests, the organiser, bugs). The sender (deliverMail,
// the trigger's own path) counts per normalised address and UTC day, and skips what is over.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, MAIL_DAILY_LIMIT_PER_ADDRESS, type MailDoc } from '@brunchers/model';
import { deliverMail } from '../../src/mail/deliverMail.handler.js';
import type { MailDeps } from '../../src/mail/deps.js';
import { newAccountMail } from '../../src/mail/outbox.js';
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
beforeEach(() => stack.clearFirestore());

async function mailDoc(id: string): Promise<MailDoc | undefined> {
  return (await stack.db.collection(COLLECTIONS.mail).doc(id).get()).data() as MailDoc | undefined;
}

describe('the daily cap per address', () => {
  it(`sends one address at most ${MAIL_DAILY_LIMIT_PER_ADDRESS} mails a day, however written`, async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const sent: string[] = [];
    const mailDeps: MailDeps = {
      db: stack.db,
      send: async (message) => {
        sent.push(message.to);
        return { messageId: `<${sent.length}@test>` };
      },
      memberEmail: async () => null,
      from: 'Brunchers <hello@brunchers.app>',
      appUrl: APP_URL,
      tokenSecret: MAIL_TOKEN_SECRET,
      ticketSecret: TICKET_SECRET,
      clock: () => now,
    };
    const send = async (id: string, to: string) => {
      await stack.db
        .collection(COLLECTIONS.mail)
        .doc(id)
        .create(
          newAccountMail({ kind: 'newsletter_confirm', userId: null, to, newsletterId: id }, now),
        );
      await deliverMail(mailDeps, id, 'created');
      return mailDoc(id);
    };
    const outcomes: string[] = [];
    for (let n = 0; n <= MAIL_DAILY_LIMIT_PER_ADDRESS; n++) {
      // The same inbox, written differently: the cap counts the normalised address.
      const mail = await send(`cap_${n}`, n % 2 === 0 ? 'cap@example.org' : ' Cap@Example.ORG');
      outcomes.push(mail!.status);
    }
    expect(outcomes.filter((status) => status === 'sent')).toHaveLength(
      MAIL_DAILY_LIMIT_PER_ADDRESS,
    );
    expect(outcomes.at(-1)).toBe('skipped');
    // Another address is not held back; the next day the count starts again.
    expect((await send('other', 'other@example.org'))?.status).toBe('sent');
    now = new Date('2026-03-02T00:00:01Z');
    expect((await send('next_day', 'cap@example.org'))?.status).toBe('sent');
  });
});
