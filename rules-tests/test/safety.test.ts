// Trust and safety (issue 36 §4), from the attacker's side: blocks, block lists, reports,
// decisions and standings are the server's to write; a member cannot fake a block for someone
// else, read who blocked them, read anyone's report (their own included, or one about them) or
// write a decision; a blocked pair cannot get each other's profile.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { resetAndSeed, startRulesStack, type RulesStack } from './setup.js';

const PROJECT = 'demo-rules-safety';
let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack(PROJECT);
});
afterAll(async () => stack?.close());

const alice = () => stack.db('owner');
const bob = () => stack.db('other');
const pat = () => stack.db('partner');
const ada = () => stack.db('admin');

const report = {
  reporter_id: 'alice',
  source: 'member',
  reported_id: 'bob',
  target_kind: 'profile',
  target_id: 'bob',
  reason: 'harassment',
  text: 'He was rude',
  evidence: { display_name: 'Bob' },
  status: 'open',
  created_at: new Date(),
  decided_at: null,
  decision: null,
};
const decision = {
  report_id: 'r1',
  reported_id: 'bob',
  reporter_id: 'alice',
  decision: 'dismiss',
  reason: 'Nothing wrong',
  decided_by: 'alice',
  decided_at: new Date(),
  content_removed: false,
  cancelled_booking_ids: [],
  notice_mail_ids: [],
};
const profile = (uid: string) => ({
  user_id: uid,
  display_name: uid,
  level: 1,
  experience_points: 0,
});

async function seed(paths: Record<string, Record<string, unknown>>) {
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(paths).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

beforeEach(async () => {
  await resetAndSeed(stack);
  await seed({
    'user_profiles/alice': profile('alice'),
    'user_profiles/bob': profile('bob'),
    'user_profiles/carol': profile('carol'),
    'reports/r1': report,
    'moderation_decisions/r0': { ...decision, report_id: 'r0' },
    'member_standing/bob': {
      suspended: true,
      warnings: 0,
      last_decision_id: 'r0',
      updated_at: new Date(),
    },
  });
});

describe('blocks', () => {
  const block = (blocker: string, blocked: string) => ({
    blocker_id: blocker,
    blocked_id: blocked,
    blocked_name: null,
    created_at: serverTimestamp(),
  });

  it('no client writes a block, for themselves or (faked) for someone else', async () => {
    await assertFails(setDoc(doc(alice(), 'blocks/alice_bob'), block('alice', 'bob')));
    await assertFails(setDoc(doc(alice(), 'blocks/bob_carol'), block('bob', 'carol')));
    await assertFails(setDoc(doc(alice(), 'blocks/bob_alice'), block('bob', 'alice')));
    await assertFails(setDoc(doc(ada(), 'blocks/bob_carol'), block('bob', 'carol')));
    await assertFails(
      setDoc(doc(alice(), 'block_lists/bob'), { hidden_ids: ['carol'], updated_at: new Date() }),
    );
    await assertFails(
      setDoc(doc(alice(), 'block_lists/alice'), { hidden_ids: [], updated_at: new Date() }),
    );
  });

  it('the blocker reads their blocks; the blocked member never learns who blocked them', async () => {
    await seed({
      'blocks/alice_bob': {
        blocker_id: 'alice',
        blocked_id: 'bob',
        blocked_name: 'bob',
        created_at: new Date(),
      },
      'block_lists/alice': { hidden_ids: ['bob'], updated_at: new Date() },
      'block_lists/bob': { hidden_ids: ['alice'], updated_at: new Date() },
    });
    await assertSucceeds(
      getDocs(query(collection(alice(), 'blocks'), where('blocker_id', '==', 'alice'))),
    );
    await assertFails(getDoc(doc(bob(), 'blocks/alice_bob')));
    await assertFails(
      getDocs(query(collection(bob(), 'blocks'), where('blocked_id', '==', 'bob'))),
    );
    await assertFails(deleteDoc(doc(bob(), 'blocks/alice_bob')));
    await assertFails(deleteDoc(doc(alice(), 'blocks/alice_bob'))); // unblock is the server's
    await assertSucceeds(getDoc(doc(bob(), 'block_lists/bob')));
    await assertFails(getDoc(doc(bob(), 'block_lists/alice')));
  });

  it('a blocked pair cannot get each other’s profile, either way; others still can', async () => {
    await assertSucceeds(getDoc(doc(bob(), 'user_profiles/alice')));
    await seed({
      'blocks/alice_bob': {
        blocker_id: 'alice',
        blocked_id: 'bob',
        blocked_name: 'bob',
        created_at: new Date(),
      },
    });
    await assertFails(getDoc(doc(bob(), 'user_profiles/alice')));
    await assertFails(getDoc(doc(alice(), 'user_profiles/bob')));
    await assertSucceeds(getDoc(doc(alice(), 'user_profiles/carol')));
    await assertSucceeds(getDoc(doc(alice(), 'user_profiles/alice')));
  });

  it('a member cannot mark themselves (or anyone) unsuspended through their profile', async () => {
    await assertFails(updateDoc(doc(bob(), 'user_profiles/bob'), { suspended: false }));
    await assertFails(updateDoc(doc(alice(), 'user_profiles/bob'), { suspended: true }));
  });
});

describe('reports and decisions', () => {
  it('nobody but admins reads a report: not the reporter, the reported member, a partner', async () => {
    for (const db of [alice(), bob(), pat()]) {
      await assertFails(getDoc(doc(db, 'reports/r1')));
      await assertFails(
        getDocs(query(collection(db, 'reports'), where('reported_id', '==', 'bob'))),
      );
      await assertFails(
        getDocs(query(collection(db, 'reports'), where('reporter_id', '==', 'alice'))),
      );
    }
    await assertSucceeds(getDoc(doc(ada(), 'reports/r1')));
  });

  it('a reported message is quoted by the server: nobody files one, nor reads a message outside their chats', async () => {
    await seed({
      'conversation_messages/m1': {
        conversation_id: 'bob_carol',
        user1_id: 'bob',
        user2_id: 'carol',
        sender_id: 'carol',
        text: 'Private',
        sent_at: new Date(),
      },
      'table_chat_messages/t1': {
        chat_id: 'e1_2',
        sender_id: 'carol',
        system: null,
        text: 'At table 2',
        sent_at: new Date(),
      },
    });
    // alice is in neither: she cannot read what she would report…
    await assertFails(getDoc(doc(alice(), 'conversation_messages/m1')));
    await assertFails(getDoc(doc(alice(), 'table_chat_messages/t1')));
    // …nor file a report quoting words carol never wrote, as herself or as bob (who can read it).
    const forged = {
      ...report,
      reporter_id: 'bob',
      reported_id: 'carol',
      target_kind: 'message',
      target_id: 'm1',
      evidence: { message_id: 'm1', message_text: 'forged', message_sender_id: 'carol' },
    };
    await assertFails(setDoc(doc(alice(), 'reports/r3'), { ...forged, reporter_id: 'alice' }));
    await assertFails(setDoc(doc(bob(), 'reports/r3'), forged));
    await assertFails(
      setDoc(doc(bob(), 'reports/r3'), { ...forged, target_kind: 'table_message' }),
    );
    // nor edit the quote of a report already filed.
    await assertFails(updateDoc(doc(bob(), 'reports/r1'), { 'evidence.message_text': 'forged' }));
  });

  it('no client files a report directly (the callable rate-limits and snapshots)', async () => {
    await assertFails(setDoc(doc(alice(), 'reports/r2'), report));
    await assertFails(setDoc(doc(ada(), 'reports/r2'), report));
  });

  it('no client writes or changes a decision, a report’s status or a standing, admins included', async () => {
    await assertFails(setDoc(doc(alice(), 'moderation_decisions/r1'), decision));
    await assertFails(setDoc(doc(ada(), 'moderation_decisions/r1'), decision));
    await assertFails(updateDoc(doc(ada(), 'reports/r1'), { status: 'decided' }));
    await assertFails(updateDoc(doc(bob(), 'reports/r1'), { status: 'decided' }));
    await assertFails(deleteDoc(doc(bob(), 'reports/r1')));
    await assertFails(
      setDoc(doc(bob(), 'member_standing/bob'), {
        suspended: false,
        warnings: 0,
        last_decision_id: 'r0',
        updated_at: new Date(),
      }),
    );
    await assertFails(getDoc(doc(bob(), 'moderation_decisions/r0')));
    await assertSucceeds(getDoc(doc(ada(), 'moderation_decisions/r0')));
  });

  it('a suspended member cannot lift their own suspension: not the standing, not a lift decision, not the notice', async () => {
    const standing = doc(bob(), 'member_standing/bob');
    await assertFails(updateDoc(standing, { suspended: false }));
    await assertFails(deleteDoc(standing));
    await assertFails(updateDoc(doc(ada(), 'member_standing/bob'), { suspended: false }));
    await assertFails(
      setDoc(doc(bob(), 'moderation_decisions/lift_r0'), {
        ...decision,
        report_id: 'r0',
        decision: 'lift_suspension',
        decided_by: 'bob',
      }),
    );
    await assertFails(
      setDoc(doc(bob(), 'mail/moderation_lift_r0_reported'), {
        kind: 'moderation_notice',
        user_id: 'bob',
        moderation_decision_id: 'lift_r0',
      }),
    );
  });

  it('a member reads their own standing only', async () => {
    await assertSucceeds(getDoc(doc(bob(), 'member_standing/bob')));
    await assertFails(getDoc(doc(alice(), 'member_standing/bob')));
  });
});
