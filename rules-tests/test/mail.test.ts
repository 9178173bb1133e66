// The outbox (mail/*) from the attacker's side: nobody reads or writes it from a client, not the
// member whose mail it is, not a guest, not an admin writing. Mail preferences: the owner only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { resetAndSeed, startRulesStack, type Principal, type RulesStack } from './setup.js';

let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack('demo-rules-mail');
});
afterAll(async () => stack?.close());
beforeEach(async () => {
  await resetAndSeed(stack);
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'mail/booking_confirmed_b2'), mailDoc());
  });
});

function mailDoc() {
  const at = Timestamp.fromDate(new Date('2026-01-10T10:00:00Z'));
  return {
    kind: 'booking_confirmed',
    booking_id: 'b2',
    event_id: 'e1',
    user_id: 'alice',
    to: null,
    calendar_sequence: 0,
    status: 'pending',
    attempts: 0,
    last_error: null,
    next_attempt_at: at,
    message_id: null,
    created_at: at,
    updated_at: at,
    sent_at: null,
  };
}

const everyone: Principal[] = ['guest', 'owner', 'other', 'partner', 'admin'];

describe('mail (the outbox)', () => {
  it.each(everyone.filter((p) => p !== 'admin'))('%s cannot read or list it', async (who) => {
    await assertFails(getDoc(doc(stack.db(who), 'mail/booking_confirmed_b2')));
    await assertFails(getDocs(collection(stack.db(who), 'mail')));
  });

  it.each(everyone)('%s cannot create, change or delete a mail', async (who) => {
    const db = stack.db(who);
    await assertFails(setDoc(doc(db, 'mail/booking_confirmed_forged'), mailDoc()));
    await assertFails(updateDoc(doc(db, 'mail/booking_confirmed_b2'), { status: 'sent' }));
    await assertFails(
      updateDoc(doc(db, 'mail/booking_confirmed_b2'), { to: 'attacker@example.com' }),
    );
    await assertFails(deleteDoc(doc(db, 'mail/booking_confirmed_b2')));
  });
});

describe('mail_preferences', () => {
  it('lets alice turn her reminders off and read the choice back', async () => {
    const alice = stack.db('owner');
    await assertSucceeds(
      setDoc(doc(alice, 'mail_preferences/alice'), {
        reminders: false,
        updated_at: serverTimestamp(),
      }),
    );
    await assertSucceeds(getDoc(doc(alice, 'mail_preferences/alice')));
  });

  it("refuses someone else's preferences, extra keys and wrong types", async () => {
    const bob = stack.db('other');
    const alice = stack.db('owner');
    const valid = { reminders: false, updated_at: serverTimestamp() };
    await assertFails(setDoc(doc(bob, 'mail_preferences/alice'), valid));
    await assertFails(getDoc(doc(bob, 'mail_preferences/alice')));
    await assertFails(setDoc(doc(stack.db('guest'), 'mail_preferences/alice'), valid));
    await assertFails(
      setDoc(doc(alice, 'mail_preferences/alice'), { ...valid, transactional: false }),
    );
    await assertFails(setDoc(doc(alice, 'mail_preferences/alice'), { ...valid, reminders: 'no' }));
    await assertFails(
      setDoc(doc(alice, 'mail_preferences/alice'), {
        reminders: false,
        updated_at: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')),
      }),
    );
    // A guest's document (written by the unsubscribe function) is nobody's to touch.
    await assertFails(setDoc(doc(alice, 'mail_preferences/guest_abc'), valid));
  });
});
