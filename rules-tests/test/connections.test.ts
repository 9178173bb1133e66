// Connections (issue 38), from the attacker's side: only a conversation's two members read it and
// its messages (not another member, not an admin, not a guest); nobody writes a conversation or a
// message directly, for themselves or as someone else, nor edits or deletes one. Sending after a
// block or an unmatch is the callable's to refuse (functions/test/connections).
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
import { MESSAGES_PAGE_SIZE, memberField } from '@brunchers/model';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { resetAndSeed, startRulesStack, type RulesStack } from './setup.js';

const PROJECT = 'demo-rules-connections';
let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack(PROJECT);
});
afterAll(async () => stack?.close());

const alice = () => stack.db('owner');
const bob = () => stack.db('other');
const pat = () => stack.db('partner');
const ada = () => stack.db('admin');
const guest = () => stack.db('guest');

// alice and bob matched; bob and carol too (alice is the attacker there).
const conversation = (a: string, b: string) => ({
  user1_id: a,
  user2_id: b,
  met: { kind: 'discover' },
  matched_at: new Date(),
  status: 'open',
  closed_by: null,
  closed_at: null,
  last_message: null,
  unread: { [a]: 0, [b]: 0 },
  last_read_at: { [a]: null, [b]: null },
});
const message = (a: string, b: string, sender: string) => ({
  conversation_id: `${a}_${b}`,
  user1_id: a,
  user2_id: b,
  sender_id: sender,
  text: 'Hello',
  sent_at: new Date(),
});

beforeEach(async () => {
  await resetAndSeed(stack);
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all([
      setDoc(doc(db, 'conversations/alice_bob'), conversation('alice', 'bob')),
      setDoc(doc(db, 'conversations/bob_carol'), conversation('bob', 'carol')),
      setDoc(doc(db, 'conversation_messages/m1'), message('alice', 'bob', 'bob')),
      setDoc(doc(db, 'conversation_messages/m2'), message('bob', 'carol', 'carol')),
    ]);
  });
});

/** The Connections list as the app asks for it (one query per side of the pair). */
const myConversations = (db: Firestore, uid: string, field: 'user1_id' | 'user2_id') =>
  query(collection(db, 'conversations'), where(field, '==', uid));
/** A conversation's last page, as the app asks for it. */
const lastPage = (db: Firestore, uid: string, other: string) =>
  query(
    collection(db, 'conversation_messages'),
    where('conversation_id', '==', uid < other ? `${uid}_${other}` : `${other}_${uid}`),
    where(memberField(uid, other), '==', uid),
    orderBy('sent_at', 'desc'),
    limit(MESSAGES_PAGE_SIZE),
  );

describe('reading', () => {
  it('a member reads their own conversations and messages', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'conversations/alice_bob')));
    await assertSucceeds(getDocs(myConversations(alice(), 'alice', 'user1_id')));
    await assertSucceeds(getDocs(myConversations(bob(), 'bob', 'user2_id')));
    await assertSucceeds(getDocs(lastPage(alice(), 'alice', 'bob')));
    await assertSucceeds(getDocs(lastPage(bob(), 'bob', 'alice')));
    await assertSucceeds(getDoc(doc(bob(), 'conversation_messages/m1')));
  });

  it('nobody else reads them: another member, a partner, an admin, a guest', async () => {
    await assertFails(getDoc(doc(alice(), 'conversations/bob_carol')));
    await assertFails(getDoc(doc(alice(), 'conversation_messages/m2')));
    await assertFails(getDocs(myConversations(alice(), 'bob', 'user1_id')));
    await assertFails(getDocs(lastPage(alice(), 'bob', 'carol')));
    // Without the member filter a list could reach others' messages: refused.
    await assertFails(
      getDocs(
        query(
          collection(alice(), 'conversation_messages'),
          where('conversation_id', '==', 'bob_carol'),
        ),
      ),
    );
    await assertFails(getDocs(collection(alice(), 'conversations')));
    for (const db of [pat(), ada(), guest()]) {
      await assertFails(getDoc(doc(db, 'conversations/alice_bob')));
      await assertFails(getDoc(doc(db, 'conversation_messages/m1')));
    }
  });
});

describe('writing', () => {
  it('no client writes a message: their own, as someone else, or into others’ conversation', async () => {
    await assertFails(
      addDoc(collection(alice(), 'conversation_messages'), {
        ...message('alice', 'bob', 'alice'),
        sent_at: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(alice(), 'conversation_messages/fake'), message('alice', 'bob', 'bob')),
    );
    await assertFails(
      setDoc(doc(alice(), 'conversation_messages/fake2'), message('bob', 'carol', 'alice')),
    );
  });

  it('nobody edits or deletes a message, their own included', async () => {
    await assertFails(updateDoc(doc(bob(), 'conversation_messages/m1'), { text: 'Edited' }));
    await assertFails(updateDoc(doc(alice(), 'conversation_messages/m1'), { text: 'Forged' }));
    await assertFails(deleteDoc(doc(bob(), 'conversation_messages/m1')));
    await assertFails(deleteDoc(doc(ada(), 'conversation_messages/m1')));
  });

  it('no client writes a conversation: no self-made match, no reopening, no unread reset', async () => {
    await assertFails(
      setDoc(doc(alice(), 'conversations/alice_carol'), conversation('alice', 'carol')),
    );
    await assertFails(updateDoc(doc(alice(), 'conversations/alice_bob'), { status: 'open' }));
    await assertFails(updateDoc(doc(alice(), 'conversations/alice_bob'), { 'unread.alice': 0 }));
    await assertFails(updateDoc(doc(alice(), 'conversations/bob_carol'), { user1_id: 'alice' }));
    await assertFails(deleteDoc(doc(alice(), 'conversations/alice_bob')));
    await assertFails(
      setDoc(doc(ada(), 'conversations/alice_carol'), conversation('alice', 'carol')),
    );
  });
});

describe('the unread counts (member_unread)', () => {
  it('alice reads her own total, never bob’s; nobody zeroes or inflates a count', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'member_unread/alice')));
    await assertFails(getDoc(doc(bob(), 'member_unread/alice')));
    await assertFails(getDocs(collection(bob(), 'member_unread')));
    await assertFails(updateDoc(doc(alice(), 'member_unread/alice'), { counts: {} }));
    await assertFails(setDoc(doc(bob(), 'member_unread/alice'), { counts: { c_x: 99 } }));
    await assertFails(setDoc(doc(bob(), 'member_unread/bob'), { counts: {} }));
    await assertFails(deleteDoc(doc(alice(), 'member_unread/alice')));
  });
});
