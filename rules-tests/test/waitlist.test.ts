// The waitlist (issue 21) from the attacker's side: nobody writes an entry, a queue or a
// membership from a client (no joining ahead, no self-made offers, no status or priority changes,
// no membership of one's own making); a member reads only their own entry; anyone reads a queue,
// which names nobody.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { resetAndSeed, startRulesStack, type Principal, type RulesStack } from './setup.js';

let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack('demo-rules-waitlist');
});
afterAll(async () => stack?.close());

const at = Timestamp.fromDate(new Date('2026-01-10T10:00:00Z'));
function entry(userId: string | null, status = 'waiting') {
  return {
    event_id: 'e1',
    event_title: 'Garden Brunch',
    user_id: userId,
    guest_name: userId ? null : 'Gina',
    guest_email: userId ? null : 'gina@example.org',
    party_size: 2,
    member_priority: false,
    status,
    joined_at: at,
    offer_booking_id: null,
    offered_at: null,
    offer_expires_at: null,
    updated_at: at,
  };
}
const queue = {
  event_id: 'e1',
  queue: [
    { entry_id: 'w-alice', party_size: 2, member_priority: false },
    { entry_id: 'w-bob', party_size: 2, member_priority: false },
  ],
  updated_at: at,
};

beforeEach(async () => {
  await resetAndSeed(stack);
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'waitlist_entries/w-alice'), entry('alice'));
    await setDoc(doc(db, 'waitlist_entries/w-bob'), entry('bob'));
    await setDoc(doc(db, 'waitlist_entries/w-guest'), entry(null));
    await setDoc(doc(db, 'waitlists/e1'), queue);
    await setDoc(doc(db, 'memberships/alice'), { status: 'active', updated_at: at });
  });
});

const everyone: Principal[] = ['guest', 'owner', 'other', 'partner', 'admin'];

describe('waitlist_entries', () => {
  it('alice reads her own entry and lists her own entries', async () => {
    const alice = stack.db('owner');
    await assertSucceeds(getDoc(doc(alice, 'waitlist_entries/w-alice')));
    await assertSucceeds(
      getDocs(query(collection(alice, 'waitlist_entries'), where('user_id', '==', 'alice'))),
    );
  });

  it.each(['guest', 'owner', 'partner'] as Principal[])(
    "%s cannot read bob's or a guest's entry, nor list them all",
    async (who) => {
      const db = stack.db(who);
      await assertFails(getDoc(doc(db, 'waitlist_entries/w-bob')));
      await assertFails(getDoc(doc(db, 'waitlist_entries/w-guest')));
      await assertFails(getDocs(collection(db, 'waitlist_entries')));
    },
  );

  it.each(everyone)('%s cannot join, offer, reorder or end an entry from a client', async (who) => {
    const db = stack.db(who);
    await assertFails(setDoc(doc(db, 'waitlist_entries/forged'), entry('alice')));
    await assertFails(updateDoc(doc(db, 'waitlist_entries/w-alice'), { status: 'offered' }));
    await assertFails(
      updateDoc(doc(db, 'waitlist_entries/w-alice'), { offer_booking_id: 'b-forged' }),
    );
    await assertFails(updateDoc(doc(db, 'waitlist_entries/w-alice'), { member_priority: true }));
    await assertFails(updateDoc(doc(db, 'waitlist_entries/w-bob'), { status: 'left' }));
    await assertFails(deleteDoc(doc(db, 'waitlist_entries/w-bob')));
  });
});

describe('waitlists (the queues)', () => {
  it.each(everyone)('%s reads a queue', async (who) => {
    await assertSucceeds(getDoc(doc(stack.db(who), 'waitlists/e1')));
  });

  it.each(everyone)('%s cannot jump the queue or change it', async (who) => {
    const db = stack.db(who);
    await assertFails(
      updateDoc(doc(db, 'waitlists/e1'), {
        queue: [queue.queue[1], queue.queue[0]],
      }),
    );
    await assertFails(setDoc(doc(db, 'waitlists/e2'), { ...queue, event_id: 'e2' }));
    await assertFails(deleteDoc(doc(db, 'waitlists/e1')));
  });
});

describe('memberships', () => {
  it('alice reads her own membership; others cannot', async () => {
    await assertSucceeds(getDoc(doc(stack.db('owner'), 'memberships/alice')));
    await assertFails(getDoc(doc(stack.db('other'), 'memberships/alice')));
    await assertFails(getDoc(doc(stack.db('guest'), 'memberships/alice')));
  });

  it.each(everyone)('%s cannot make themselves a member', async (who) => {
    const db = stack.db(who);
    await assertFails(setDoc(doc(db, 'memberships/bob'), { status: 'active', updated_at: at }));
    await assertFails(updateDoc(doc(db, 'memberships/alice'), { status: 'trialing' }));
  });
});
