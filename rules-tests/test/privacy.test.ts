// Account deletion from the attacker's side (issue 36 item 5): deleting and anonymising are the
// deleteAccount callable's alone. A member cannot do its work by hand (anonymise their booking,
// attendance or review to hide from the accounting record, drop the server's Stripe link), nor
// forge its receipt to mail an address, nor delete another member's data (a like given to them,
// a profile, a photo); nobody writes the console's mirrors it anonymises.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { DELETED_MEMBER_ID } from '@brunchers/model';
import { resetAndSeed, startRulesStack, type RulesStack } from './setup.js';

let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack('demo-rules-privacy');
});
afterAll(async () => stack?.close());
beforeEach(async () => resetAndSeed(stack));

const alice = () => stack.db('owner');
const bob = () => stack.db('other');

describe('deletion is the server’s', () => {
  it('a member cannot anonymise or delete their own accounting records', async () => {
    const db = alice();
    await assertFails(
      updateDoc(doc(db, 'bookings/b1'), { user_id: null, guest_name: null, guest_email: null }),
    );
    await assertFails(deleteDoc(doc(db, 'bookings/b1')));
    await assertFails(
      updateDoc(doc(db, 'event_attendances/b1'), { user_id: null, attendee_name: null }),
    );
    await assertFails(deleteDoc(doc(db, 'event_attendances/b1')));
    await assertFails(
      updateDoc(doc(db, 'brunch_reviews/b3'), { user_id: DELETED_MEMBER_ID, review_text: null }),
    );
    await assertFails(
      updateDoc(doc(db, 'admin_booking_rows/seeded'), { user_id: null, email: '' }),
    );
    await assertFails(deleteDoc(doc(db, 'admin_booking_rows/seeded')));
    await assertFails(deleteDoc(doc(db, 'admin_user_stats/seeded')));
    await assertFails(deleteDoc(doc(db, 'stripe_customers/seeded')));
    await assertFails(setDoc(doc(db, 'stripe_customers/alice'), { customer_id: 'cus_x' }));
  });

  it('nobody forges a deletion receipt into the outbox', async () => {
    await assertFails(
      setDoc(doc(alice(), 'mail/account_deleted_forged'), {
        kind: 'account_deleted',
        booking_id: null,
        event_id: null,
        user_id: null,
        to: 'victim@example.com',
        note: 'Click here',
        calendar_sequence: 0,
        status: 'pending',
        attempts: 0,
        last_error: null,
        next_attempt_at: null,
        message_id: null,
        created_at: serverTimestamp(),
        updated_at: serverTimestamp(),
        sent_at: null,
      }),
    );
  });

  it("another member cannot delete someone's data: a like given to them, a profile, a photo", async () => {
    const db = bob();
    await assertFails(deleteDoc(doc(db, 'bruncher_likes/alice_bob')));
    await assertFails(deleteDoc(doc(db, 'matches/alice_bob')));
    await assertFails(deleteDoc(doc(db, 'user_profiles/alice')));
    await assertFails(deleteDoc(doc(db, 'user_private_profiles/alice')));
    await assertFails(deleteDoc(doc(db, 'user_agreements/alice')));
    await assertFails(deleteDoc(doc(db, 'user_photos/p1')));
    await assertFails(deleteDoc(doc(db, 'user_answers/alice_q1')));
  });
});
