// Table chats (issue 38 item 3), from the attacker's side: only the members seated at the table
// now read its chat, its messages and their own membership; not a member of another table, not a
// member who moved away (their membership gone), not a guest, not an admin for the messages; and
// nobody writes any of it directly, a member of the table included. Sending after a block, a
// suspension or the close is the callable's to refuse (functions/test/tableChats).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { MESSAGES_PAGE_SIZE, tableChatMemberId } from '@brunchers/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { resetAndSeed, startRulesStack, type RulesStack } from './setup.js';

const PROJECT = 'demo-rules-table-chats';
let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack(PROJECT);
});
afterAll(async () => stack?.close());

const alice = () => stack.db('owner');
const bob = () => stack.db('other');
const ada = () => stack.db('admin');
const guest = () => stack.db('guest');

// Table 1: alice and carol. Table 2: bob and dan. 'e1_t3' was alice's table before she moved.
const chat = (table: number, members: string[]) => ({
  event_id: 'e1',
  table_number: table,
  event_date: '2026-12-14',
  place_name: 'Alfama Terrace',
  starts_at: new Date(),
  closes_at: new Date(Date.now() + 86_400_000),
  member_ids: members,
  cards: [{ kind: 'starter', text: 'What brought you here?' }],
  address_due_at: null,
  created_at: new Date(),
  updated_at: new Date(),
});
const membership = (chatId: string, uid: string) => ({
  chat_id: chatId,
  user_id: uid,
  event_id: 'e1',
  table_number: Number(chatId.slice(-1)),
  event_date: '2026-12-14',
  place_name: 'Alfama Terrace',
  closes_at: new Date(Date.now() + 86_400_000),
  unread: 0,
  joined_at: new Date(),
});
const message = (chatId: string, sender: string | null) => ({
  chat_id: chatId,
  sender_id: sender,
  system: sender ? null : 'welcome',
  text: 'Hello table',
  sent_at: new Date(),
});

beforeEach(async () => {
  await resetAndSeed(stack);
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all([
      setDoc(doc(db, 'table_chats/e1_t1'), chat(1, ['alice', 'carol'])),
      setDoc(doc(db, 'table_chats/e1_t2'), chat(2, ['bob', 'dan'])),
      setDoc(doc(db, 'table_chats/e1_t3'), chat(3, ['erin'])),
      ...[
        ['e1_t1', 'alice'],
        ['e1_t1', 'carol'],
        ['e1_t2', 'bob'],
        ['e1_t2', 'dan'],
        ['e1_t3', 'erin'],
      ].map(([chatId, uid]) =>
        setDoc(
          doc(db, 'table_chat_members', tableChatMemberId(chatId!, uid!)),
          membership(chatId!, uid!),
        ),
      ),
      setDoc(doc(db, 'table_chat_messages/w1'), message('e1_t1', null)),
      setDoc(doc(db, 'table_chat_messages/m1'), message('e1_t1', 'carol')),
      setDoc(doc(db, 'table_chat_messages/m2'), message('e1_t2', 'dan')),
      setDoc(doc(db, 'table_chat_messages/m3'), message('e1_t3', 'alice')),
    ]);
  });
});

/** A chat's last page, as the app asks for it. */
const lastPage = (db: Firestore, chatId: string) =>
  query(
    collection(db, 'table_chat_messages'),
    where('chat_id', '==', chatId),
    orderBy('sent_at', 'desc'),
    limit(MESSAGES_PAGE_SIZE),
  );
const myTables = (db: Firestore, uid: string) =>
  query(collection(db, 'table_chat_members'), where('user_id', '==', uid));

describe('reading', () => {
  it("a member reads their table's chat, its messages and their memberships", async () => {
    await assertSucceeds(getDoc(doc(alice(), 'table_chats/e1_t1')));
    await assertSucceeds(getDocs(lastPage(alice(), 'e1_t1')));
    await assertSucceeds(getDoc(doc(alice(), 'table_chat_messages/m1')));
    await assertSucceeds(getDocs(myTables(alice(), 'alice')));
    await assertSucceeds(getDocs(lastPage(bob(), 'e1_t2')));
  });

  it('a member of another table reads none of it', async () => {
    await assertFails(getDoc(doc(bob(), 'table_chats/e1_t1')));
    await assertFails(getDocs(lastPage(bob(), 'e1_t1')));
    await assertFails(getDoc(doc(bob(), 'table_chat_messages/m1')));
    await assertFails(getDocs(myTables(bob(), 'alice')));
    await assertFails(getDoc(doc(bob(), tableChatMemberDoc('e1_t1', 'alice'))));
    // Without the chat filter a list could reach every table: refused.
    await assertFails(getDocs(collection(bob(), 'table_chat_messages')));
    await assertFails(getDocs(collection(bob(), 'table_chats')));
  });

  it('a member removed from a table (moved or cancelled) reads it no more, their own message included', async () => {
    await assertFails(getDoc(doc(alice(), 'table_chats/e1_t3')));
    await assertFails(getDocs(lastPage(alice(), 'e1_t3')));
    await assertFails(getDoc(doc(alice(), 'table_chat_messages/m3')));
  });

  it('a guest reads nothing; an admin reads no messages', async () => {
    await assertFails(getDoc(doc(guest(), 'table_chats/e1_t1')));
    await assertFails(getDocs(lastPage(guest(), 'e1_t1')));
    await assertFails(getDoc(doc(guest(), 'table_chat_messages/w1')));
    await assertFails(getDocs(lastPage(ada(), 'e1_t1')));
    await assertFails(getDoc(doc(ada(), 'table_chat_messages/m1')));
  });
});

function tableChatMemberDoc(chatId: string, uid: string) {
  return `table_chat_members/${tableChatMemberId(chatId, uid)}`;
}

describe('writing', () => {
  it('a member of the table writes no message: their own, as someone else or as the organiser', async () => {
    await assertFails(
      addDoc(collection(alice(), 'table_chat_messages'), {
        ...message('e1_t1', 'alice'),
        sent_at: serverTimestamp(),
      }),
    );
    await assertFails(setDoc(doc(alice(), 'table_chat_messages/fake'), message('e1_t1', 'carol')));
    await assertFails(setDoc(doc(alice(), 'table_chat_messages/fake2'), message('e1_t1', null)));
    await assertFails(setDoc(doc(alice(), 'table_chat_messages/fake3'), message('e1_t2', 'alice')));
    await assertFails(updateDoc(doc(alice(), 'table_chat_messages/m1'), { text: 'Edited' }));
    await assertFails(deleteDoc(doc(alice(), 'table_chat_messages/w1')));
  });

  it('nobody joins a table, changes its members or cards, or resets a count', async () => {
    await assertFails(
      updateDoc(doc(bob(), 'table_chats/e1_t1'), { member_ids: ['alice', 'carol', 'bob'] }),
    );
    await assertFails(
      setDoc(doc(bob(), tableChatMemberDoc('e1_t1', 'bob')), membership('e1_t1', 'bob')),
    );
    await assertFails(updateDoc(doc(alice(), 'table_chats/e1_t1'), { cards: [] }));
    await assertFails(updateDoc(doc(alice(), tableChatMemberDoc('e1_t1', 'alice')), { unread: 0 }));
    await assertFails(deleteDoc(doc(alice(), tableChatMemberDoc('e1_t1', 'alice'))));
    await assertFails(setDoc(doc(ada(), 'table_chats/e1_t9'), chat(9, ['ada'])));
  });

  it('the cards opt-in is the member’s own: they set it, nobody else does', async () => {
    const optIn = (value: unknown) => ({
      conversation_cards_opt_in: value,
      updated_at: serverTimestamp(),
    });
    await assertSucceeds(
      setDoc(doc(alice(), 'user_private_profiles/alice'), optIn(true), { merge: true }),
    );
    await assertSucceeds(
      setDoc(doc(alice(), 'user_private_profiles/alice'), optIn(false), { merge: true }),
    );
    await assertFails(
      setDoc(doc(alice(), 'user_private_profiles/alice'), optIn('yes'), { merge: true }),
    );
    await assertFails(
      setDoc(doc(bob(), 'user_private_profiles/alice'), optIn(true), { merge: true }),
    );
    await assertFails(getDoc(doc(bob(), 'user_private_profiles/alice')));
  });
});
