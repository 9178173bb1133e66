// Issue 39 items 6 and 7 from the attacker's side: dietary and access needs are health data, so
// only the member who stated them reads them (not the venue's partner, not even an admin) and no
// client writes them; a member's default needs are theirs alone, from the model's fixed list;
// the prep sheet (counts per table) is read by its venue's partner and admins only, written by
// nobody; the organiser's message records are the server's.
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
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIETARY_NEEDS, NEEDS_CONSENT_VERSION } from '@brunchers/model';
import { FIRESTORE_RULES, resetAndSeed, startRulesStack, type RulesStack } from './setup.js';

let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack('demo-rules-attendees-needs');
});
afterAll(async () => stack?.close());

const at = new Date('2026-06-13T10:00:00Z');
const needs = {
  booking_id: 'b1',
  event_id: 'e1',
  user_id: 'alice',
  needs: { vegan: 1 },
  consent_version: NEEDS_CONSENT_VERSION,
  consented_at: at,
  updated_at: at,
};
const sheet = (venue: string) => ({
  event_id: 'e1',
  venue_id: venue,
  event_date: '2026-06-14',
  tables: [{ table_number: 3, counts: { vegan: 1 } }],
  totals: { vegan: 1 },
  updated_at: at,
});

beforeEach(async () => {
  await resetAndSeed(stack);
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'booking_needs/b1'), needs);
    await setDoc(doc(db, 'member_needs/alice'), {
      needs: ['vegan'],
      consent_version: NEEDS_CONSENT_VERSION,
      consented_at: at,
    });
    await setDoc(doc(db, 'prep_sheets/e1_v1'), sheet('v1'));
    await setDoc(doc(db, 'prep_sheets/e1_v2'), sheet('v2'));
    await setDoc(doc(db, 'attendee_messages/e1_req-1'), {
      event_id: 'e1',
      audience: 'attendees',
      subject: 'Hi',
      body: 'Hello',
      sent_by: 'ada',
      recipients: 2,
      excluded: 0,
      complete: true,
      created_at: at,
    });
  });
});

describe('booking_needs', () => {
  it('are read by the member who stated them only: not the partner, not an admin', async () => {
    await assertSucceeds(getDoc(doc(stack.db('owner'), 'booking_needs/b1')));
    for (const who of ['other', 'partner', 'otherPartner', 'admin', 'guest'] as const)
      await assertFails(getDoc(doc(stack.db(who), 'booking_needs/b1')));
    await assertFails(
      getDocs(
        query(collection(stack.db('partner'), 'booking_needs'), where('event_id', '==', 'e1')),
      ),
    );
    await assertFails(
      getDocs(query(collection(stack.db('admin'), 'booking_needs'), where('event_id', '==', 'e1'))),
    );
  });

  it('are written by no client, the owner included (the server checks consent and the party)', async () => {
    for (const who of ['owner', 'partner', 'admin'] as const) {
      const db = stack.db(who);
      await assertFails(setDoc(doc(db, 'booking_needs/b2'), { ...needs, booking_id: 'b2' }));
      await assertFails(updateDoc(doc(db, 'booking_needs/b1'), { needs: { vegan: 9 } }));
      await assertFails(deleteDoc(doc(db, 'booking_needs/b1')));
    }
  });
});

describe('member_needs', () => {
  const mine = (data: Record<string, unknown>) =>
    setDoc(doc(stack.db('owner'), 'member_needs/alice'), {
      needs: ['vegan', 'step_free_seat'],
      consent_version: NEEDS_CONSENT_VERSION,
      consented_at: serverTimestamp(),
      ...data,
    });

  it('are the owner’s alone to read, write and delete', async () => {
    await assertSucceeds(getDoc(doc(stack.db('owner'), 'member_needs/alice')));
    await assertSucceeds(mine({}));
    for (const who of ['other', 'partner', 'admin', 'guest'] as const) {
      await assertFails(getDoc(doc(stack.db(who), 'member_needs/alice')));
      await assertFails(
        setDoc(doc(stack.db(who), 'member_needs/alice'), {
          needs: ['vegan'],
          consent_version: NEEDS_CONSENT_VERSION,
          consented_at: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(doc(stack.db(who), 'member_needs/alice')));
    }
    await assertSucceeds(deleteDoc(doc(stack.db('owner'), 'member_needs/alice')));
  });

  it('refuse free text, unknown needs, an old consent or a made-up consent time', async () => {
    await assertFails(mine({ needs: ['vegan', 'my neighbour is allergic'] }));
    await assertFails(mine({ note: 'anything' }));
    await assertFails(mine({ consent_version: '2020-01' }));
    await assertFails(mine({ consented_at: new Date('2020-01-01') }));
    await assertFails(mine({ needs: 'vegan' }));
  });

  it('list exactly the model’s needs in firestore.rules', () => {
    const listed = /incoming\(\)\.needs\.hasOnly\(\[([^\]]+)\]\)/.exec(FIRESTORE_RULES)![1]!;
    expect(listed.split(',').map((s) => s.trim().replace(/'/g, ''))).toEqual([...DIETARY_NEEDS]);
    expect(FIRESTORE_RULES).toContain(`incoming().consent_version == '${NEEDS_CONSENT_VERSION}'`);
    expect(FIRESTORE_RULES).toContain(`incoming().needs.size() <= ${DIETARY_NEEDS.length}`);
  });
});

describe('prep_sheets', () => {
  it("are read by the venue's partner and admins: not another venue's partner, not members", async () => {
    await assertSucceeds(getDoc(doc(stack.db('partner'), 'prep_sheets/e1_v1')));
    await assertSucceeds(getDoc(doc(stack.db('otherPartner'), 'prep_sheets/e1_v2')));
    await assertSucceeds(getDoc(doc(stack.db('admin'), 'prep_sheets/e1_v1')));
    await assertFails(getDoc(doc(stack.db('otherPartner'), 'prep_sheets/e1_v1')));
    await assertFails(getDoc(doc(stack.db('partner'), 'prep_sheets/e1_v2')));
    for (const who of ['owner', 'other', 'guest'] as const)
      await assertFails(getDoc(doc(stack.db(who), 'prep_sheets/e1_v1')));
    // A partner listing the event's sheets must ask for their venue's only.
    await assertFails(
      getDocs(query(collection(stack.db('partner'), 'prep_sheets'), where('event_id', '==', 'e1'))),
    );
  });

  it('are written by no client, admins included', async () => {
    for (const who of ['owner', 'partner', 'admin'] as const) {
      const db = stack.db(who);
      await assertFails(setDoc(doc(db, 'prep_sheets/e2_v1'), sheet('v1')));
      await assertFails(updateDoc(doc(db, 'prep_sheets/e1_v1'), { totals: { vegan: 9 } }));
      await assertFails(deleteDoc(doc(db, 'prep_sheets/e1_v1')));
    }
  });
});

describe('attendee_messages', () => {
  it('are read by admins only and written by no client', async () => {
    await assertSucceeds(getDoc(doc(stack.db('admin'), 'attendee_messages/e1_req-1')));
    for (const who of ['owner', 'other', 'partner', 'guest'] as const)
      await assertFails(getDoc(doc(stack.db(who), 'attendee_messages/e1_req-1')));
    for (const who of ['owner', 'partner', 'admin'] as const) {
      const db = stack.db(who);
      await assertFails(
        setDoc(doc(db, 'attendee_messages/e1_req-2'), { event_id: 'e1', subject: 'Spam' }),
      );
      await assertFails(updateDoc(doc(db, 'attendee_messages/e1_req-1'), { recipients: 0 }));
    }
  });
});
