// Table plans and the after-brunch step (issue 24), from the attacker's side: the plan is the
// server's (no client writes it, not even an admin), members never read it (their tablemates come
// from getTablemates once seated), a venue's partner reads their own venue's plans only, and
// nobody sets their own table number or marks their after-brunch step done.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { resetAndSeed, startRulesStack, type RulesStack } from './setup.js';

let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack('demo-rules-table-plans');
});
afterAll(async () => stack?.close());

const plan = (venueId: string) => ({
  event_id: 'e1',
  event_date: '2026-06-14',
  venue_id: venueId,
  tables: [
    {
      number: 1,
      seats: 6,
      score: 12,
      parties: [
        { booking_id: 'b1', user_id: 'alice', name: 'Alice', guest_count: 1 },
        { booking_id: 'bx', user_id: 'bob', name: 'Bob', guest_count: 1 },
      ],
    },
  ],
  unseated: [],
  member_ids: ['alice', 'bob'],
  average_score: 12,
  source: 'admin',
  planned_at: new Date('2026-06-13T10:00:00Z'),
  updated_at: new Date('2026-06-13T10:00:00Z'),
});

beforeEach(async () => {
  await resetAndSeed(stack);
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'table_plans/e1'), plan('v1'));
    await setDoc(doc(db, 'after_brunch/b1'), {
      user_id: 'alice',
      event_id: 'e1',
      booking_id: 'b1',
      skipped: false,
      meet_again: ['bob'],
      done_at: new Date('2026-06-14T15:00:00Z'),
    });
  });
});

describe('table_plans', () => {
  it("lets the venue's partner and admins read the plan, and no member", async () => {
    await assertSucceeds(getDoc(doc(stack.db('partner'), 'table_plans/e1')));
    await assertSucceeds(getDoc(doc(stack.db('admin'), 'table_plans/e1')));
    await assertFails(getDoc(doc(stack.db('otherPartner'), 'table_plans/e1')));
    // Seated on it, yet alice may not read who sits where (tablemates come after check-in).
    await assertFails(getDoc(doc(stack.db('owner'), 'table_plans/e1')));
    await assertFails(getDoc(doc(stack.db('other'), 'table_plans/e1')));
    await assertFails(getDoc(doc(stack.db('guest'), 'table_plans/e1')));
  });

  it('refuses every client write of a plan, admins included', async () => {
    for (const who of ['owner', 'partner', 'admin'] as const) {
      const db = stack.db(who);
      await assertFails(setDoc(doc(db, 'table_plans/e2'), plan('v1')));
      await assertFails(updateDoc(doc(db, 'table_plans/e1'), { average_score: 99 }));
      await assertFails(deleteDoc(doc(db, 'table_plans/e1')));
    }
  });

  it('refuses a member or partner setting a table number on an attendance', async () => {
    await assertFails(
      updateDoc(doc(stack.db('owner'), 'event_attendances/b1'), { table_number: 2 }),
    );
    await assertFails(
      updateDoc(doc(stack.db('partner'), 'event_attendances/b1'), { table_number: 2 }),
    );
    // The member still reads their own attendance (the table number on it).
    await assertSucceeds(getDoc(doc(stack.db('owner'), 'event_attendances/b1')));
  });
});

describe('after_brunch', () => {
  it('lets the member read their own step only', async () => {
    await assertSucceeds(getDoc(doc(stack.db('owner'), 'after_brunch/b1')));
    await assertFails(getDoc(doc(stack.db('other'), 'after_brunch/b1')));
    await assertFails(getDoc(doc(stack.db('partner'), 'after_brunch/b1')));
  });

  it('refuses a client recording or undoing the step (so it cannot be re-offered or faked)', async () => {
    const alice = stack.db('owner');
    await assertFails(
      setDoc(doc(alice, 'after_brunch/b2'), {
        user_id: 'alice',
        event_id: 'e1',
        booking_id: 'b2',
        skipped: true,
        meet_again: [],
        done_at: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(alice, 'after_brunch/b1')));
    await assertFails(updateDoc(doc(alice, 'after_brunch/b1'), { meet_again: ['bob', 'carl'] }));
  });
});
