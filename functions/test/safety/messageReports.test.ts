// Reporting a message (issue 38 §6): a one-to-one message by one of its two members, a table chat
// message by a member of that table; the report quotes the message as the server stored it (the
// client sends only its id), and removing it deletes the message.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  REPORT_NOT_MEMBER,
  matchId,
  tableChatMemberId,
  type ReportDoc,
} from '@brunchers/model';
import { handleDecideReport } from '../../src/safety/decideReport.handler.js';
import { handleReportContent } from '../../src/safety/reports.handler.js';
import { bookingWorld } from '../support/bookings.js';
import { httpsErrorOf, member } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;
let w: ReturnType<typeof bookingWorld>;
beforeAll(async () => {
  stack = await startStack();
  w = bookingWorld(stack);
});
afterAll(async () => {
  await stack.close();
});

const deps = () => ({ db: stack.db, clock: () => new Date() });
const as = (uid: string, data: unknown) => ({ auth: member(uid), data });
const col = (name: keyof typeof COLLECTIONS) => stack.db.collection(COLLECTIONS[name]);
const sentAt = Timestamp.fromDate(new Date('2026-11-20T10:00:00Z'));
const chatId = 'event1_3';

beforeEach(async () => {
  await stack.clearFirestore();
  await w.role('boss', 'admin');
  const [user1_id, user2_id] = ['ana', 'ben'];
  await col('conversationMessages')
    .doc('m1')
    .set({
      conversation_id: matchId('ana', 'ben'),
      user1_id,
      user2_id,
      sender_id: 'ben',
      text: 'Something rude',
      sent_at: sentAt,
    });
  for (const uid of ['ana', 'ben'])
    await col('tableChatMembers')
      .doc(tableChatMemberId(chatId, uid))
      .set({ chat_id: chatId, user_id: uid });
  await col('tableChatMessages').doc('t1').set({
    chat_id: chatId,
    sender_id: 'ben',
    system: null,
    text: 'Rude at the table',
    sent_at: sentAt,
  });
  await col('tableChatMessages').doc('t0').set({
    chat_id: chatId,
    sender_id: null,
    system: 'welcome',
    text: 'Welcome',
    sent_at: sentAt,
  });
});

const report = (uid: string, kind: string, targetId: string, extra: object = {}) =>
  handleReportContent(as(uid, { kind, targetId, reason: 'harassment', ...extra }), deps());
const stored = async (id: string) => (await col('reports').doc(id).get()).data() as ReportDoc;

describe('reporting a message', () => {
  it('quotes a one-to-one message as stored, with its sender, conversation and server time', async () => {
    const { reportId } = await report('ana', 'message', 'm1');
    expect(await stored(reportId)).toMatchObject({
      reporter_id: 'ana',
      reported_id: 'ben',
      target_kind: 'message',
      target_id: 'm1',
      evidence: {
        message_id: 'm1',
        message_text: 'Something rude',
        message_sender_id: 'ben',
        conversation_id: matchId('ana', 'ben'),
      },
    });
    const at = (await stored(reportId)).evidence.message_sent_at as Timestamp;
    expect(at.toMillis()).toBe(sentAt.toMillis());
  });

  it('quotes a member’s table chat message; a system message has nobody to report', async () => {
    const { reportId } = await report('ana', 'table_message', 't1');
    expect(await stored(reportId)).toMatchObject({
      reported_id: 'ben',
      target_kind: 'table_message',
      evidence: { message_text: 'Rude at the table', chat_id: chatId, message_sender_id: 'ben' },
    });
    expect((await httpsErrorOf(report('ana', 'table_message', 't0'))).code).toBe('not-found');
  });

  it('refuses someone outside the conversation or the table, and the sender themself', async () => {
    for (const [kind, id] of [
      ['message', 'm1'],
      ['table_message', 't1'],
    ] as const) {
      const error = await httpsErrorOf(report('cleo', kind, id));
      expect(error.code).toBe('permission-denied');
      expect(error.message).toBe(REPORT_NOT_MEMBER);
      expect((await httpsErrorOf(report('ben', kind, id))).code).toBe('invalid-argument');
    }
    expect((await httpsErrorOf(report('ana', 'message', 'nope'))).code).toBe('not-found');
    expect((await col('reports').get()).size).toBe(0);
  });

  it('cannot be given the quoted text: the input refuses extra fields', async () => {
    const error = await httpsErrorOf(
      report('ana', 'message', 'm1', { evidence: { message_text: 'forged' } }),
    );
    expect(error.code).toBe('invalid-argument');
    expect((await col('reports').get()).size).toBe(0);
  });

  it('removing the content deletes the reported message', async () => {
    const one = await report('ana', 'message', 'm1');
    const table = await report('ana', 'table_message', 't1');
    for (const { reportId } of [one, table])
      await handleDecideReport(
        as('boss', { reportId, decision: 'remove_content', reason: 'Against our guidelines' }),
        {
          ...deps(),
          stripe: stack.stripe,
          bucket: { file: () => ({ delete: async () => [] }) } as never,
        },
      );
    expect((await col('conversationMessages').doc('m1').get()).exists).toBe(false);
    expect((await col('tableChatMessages').doc('t1').get()).exists).toBe(false);
    expect((await stored(one.reportId)).evidence.message_text).toBe('Something rude');
  });
});
