// The attacks a malicious but signed-in client would try, each denied, next to the legitimate
// write it imitates (allowed), so a rule that denies everything would fail here.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
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
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetAndSeed, startRulesStack, storagePhotoUrl, type RulesStack } from './setup.js';

const PROJECT = 'demo-rules-attacks';
let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack(PROJECT);
});
afterAll(async () => stack?.close());
beforeEach(async () => resetAndSeed(stack));

const alice = () => stack.db('owner');
const bob = () => stack.db('other');
// A client-chosen timestamp in the past, where the rules demand the server's request.time.
const past = Timestamp.fromDate(new Date('2026-01-01T09:00:00Z'));

describe("a member's counters (member_stats)", () => {
  it("let alice read her own, never another member's, and write none", async () => {
    await assertSucceeds(getDoc(doc(alice(), 'member_stats/alice')));
    await assertFails(getDoc(doc(bob(), 'member_stats/alice')));
    await assertFails(getDocs(collection(bob(), 'member_stats')));
    await assertFails(updateDoc(doc(alice(), 'member_stats/alice'), { events_attended: 500 }));
    await assertFails(setDoc(doc(alice(), 'member_stats/alice'), { events_attended: 500 }));
    await assertFails(setDoc(doc(bob(), 'member_stats/bob'), { matches: 50 }));
    await assertFails(deleteDoc(doc(alice(), 'member_stats/alice')));
  });
});

describe('server-owned profile fields', () => {
  it('lets alice edit her bio but not her XP or level', async () => {
    await assertSucceeds(
      updateDoc(doc(alice(), 'user_profiles/alice'), { bio: 'Hi', updated_at: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { experience_points: 999 }));
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { level: 9 }));
    await assertFails(
      updateDoc(doc(alice(), 'user_profiles/alice'), { bio: 'Hi', experience_points: 100 }),
    );
  });

  // Issue 37: the language is the owner's to choose, one of ours, and only theirs.
  it("lets alice choose her language, not another one, not bob's, and not with her level", async () => {
    await assertSucceeds(updateDoc(doc(alice(), 'user_profiles/alice'), { locale: 'en' }));
    await assertSucceeds(updateDoc(doc(alice(), 'user_profiles/alice'), { locale: 'pt-PT' }));
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { locale: 'fr' }));
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { locale: ['en'] }));
    await assertFails(updateDoc(doc(bob(), 'user_profiles/alice'), { locale: 'en' }));
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { locale: 'en', level: 9 }));
  });

  it('keeps interests a short list of short strings (no nested lists or maps)', async () => {
    const profile = doc(alice(), 'user_profiles/alice');
    await assertSucceeds(updateDoc(profile, { interests: ['yoga', 'jazz', 'a'.repeat(50)] }));
    await assertSucceeds(updateDoc(profile, { interests: [] }));
    await assertFails(updateDoc(profile, { interests: [{ a: { b: { c: 'deep' } } }] }));
    await assertFails(updateDoc(profile, { interests: ['yoga', 7] }));
    await assertFails(updateDoc(profile, { interests: [{ list: ['nested'] }] }));
    await assertFails(updateDoc(profile, { interests: ['a'.repeat(51)] }));
    await assertFails(updateDoc(profile, { interests: [''] }));
    await assertFails(
      updateDoc(profile, { interests: Array.from({ length: 21 }, (_, i) => `i${i}`) }),
    );
  });

  it('no client creates a profile: only completeSignUp does, after the age check', async () => {
    const fresh = stack.db('other');
    const base = {
      user_id: 'bob',
      display_name: 'Bob',
      level: 1,
      experience_points: 0,
      created_at: serverTimestamp(),
    };
    // Not even a plain level-1 profile: an account that skipped the date of birth has none.
    await assertFails(setDoc(doc(fresh, 'user_profiles/bob'), base));
    await assertFails(setDoc(doc(fresh, 'user_profiles/bob'), { ...base, birth_year: 1990 }));
    await assertFails(setDoc(doc(fresh, 'user_profiles/bob'), { ...base, level: 5 }));
    await assertFails(setDoc(doc(fresh, 'user_profiles/bob'), { ...base, role: 'admin' }));
  });

  it('sign-up age: a client can neither set nor change its age or date of birth', async () => {
    // The public age (birth_year) is the server's, from the checked date of birth: an under-age
    // birth year, or any other, is refused.
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { birth_year: 2015 }));
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { birth_year: 1980 }));
    // The date of birth itself: not changed, not removed, not set on a new private profile.
    const mine = doc(alice(), 'user_private_profiles/alice');
    await assertFails(updateDoc(mine, { date_of_birth: '2015-01-01' }));
    await assertFails(updateDoc(mine, { date_of_birth: null }));
    await assertFails(setDoc(mine, { date_of_birth: '2015-01-01' }, { merge: true }));
    await assertSucceeds(setDoc(mine, { religion: 'none', drinking: 'no' }, { merge: true }));
    await assertFails(
      setDoc(doc(stack.db('other'), 'user_private_profiles/bob'), { date_of_birth: '2015-01-01' }),
    );
    // An acceptance of the terms is the server's record, never the client's.
    await assertFails(
      setDoc(doc(stack.db('other'), 'user_agreements/bob'), {
        user_id: 'bob',
        terms_version: '2026-11-28',
        privacy_version: '2026-11-28',
        accepted_at: serverTimestamp(),
      }),
    );
  });

  it("names: nobody writes another member's name, and a member's own is never blanked", async () => {
    await assertFails(updateDoc(doc(bob(), 'user_profiles/alice'), { display_name: 'Mallory' }));
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { display_name: '   ' }));
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { display_name: null }));
    await assertSucceeds(
      updateDoc(doc(alice(), 'user_profiles/alice'), { display_name: 'Alice Martins' }),
    );
  });

  it("nobody reads another member's date of birth or what they accepted", async () => {
    for (const principal of ['other', 'partner', 'guest'] as const) {
      const db = stack.db(principal);
      await assertFails(getDoc(doc(db, 'user_private_profiles/alice')));
      await assertFails(getDoc(doc(db, 'user_agreements/alice')));
    }
    await assertSucceeds(getDoc(doc(alice(), 'user_agreements/alice')));
  });

  it('checks types and sizes of profile fields', async () => {
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { bio: 'x'.repeat(2001) }));
    await assertFails(updateDoc(doc(alice(), 'user_profiles/alice'), { birth_year: '1990' }));
    await assertFails(setDoc(doc(alice(), 'user_private_profiles/alice'), { gender: 'robot' }));
    await assertFails(
      setDoc(doc(alice(), 'user_private_profiles/alice'), { favourite_colour: 'blue' }),
    );
  });
});

describe('roles', () => {
  it('refuses a member granting themselves a role', async () => {
    await assertFails(
      setDoc(doc(alice(), 'user_roles/alice_admin'), { user_id: 'alice', role: 'admin' }),
    );
    await assertFails(
      setDoc(doc(alice(), 'user_roles/alice_partner'), { user_id: 'alice', role: 'partner' }),
    );
    await assertFails(
      setDoc(doc(stack.db('partner'), 'user_roles/pat_admin'), { user_id: 'pat', role: 'admin' }),
    );
  });

  it('leaves grants and revocations to the audited callable, even for admins', async () => {
    const admin = stack.db('admin');
    await assertFails(
      setDoc(doc(admin, 'user_roles/alice_partner'), { user_id: 'alice', role: 'partner' }),
    );
    await assertFails(deleteDoc(doc(admin, 'user_roles/pat_partner')));
    await assertFails(
      setDoc(doc(admin, 'role_audit/forged'), { user_id: 'alice', role: 'admin', by: 'ada' }),
    );
    await assertSucceeds(getDoc(doc(admin, 'user_roles/pat_partner')));
  });

  // Issue 18 item 2: a revoked admin's ID token still carries role: 'admin' for up to an hour.
  it('gives a stale admin claim without a role document nothing', async () => {
    const revoked = stack.env.authenticatedContext('rex', { role: 'admin' }).firestore();
    await assertFails(getDoc(doc(revoked, 'bookings/b1')));
    await assertFails(getDocs(collection(revoked, 'newsletter_signups')));
    await assertFails(getDoc(doc(revoked, 'user_roles/pat_partner')));
    await assertFails(
      setDoc(doc(revoked, 'user_roles/rex_admin'), { user_id: 'rex', role: 'admin' }),
    );
    await assertFails(updateDoc(doc(revoked, 'events/e1'), { title: 'Hijacked' }));
    // ada holds user_roles/ada_admin: the document, not the claim, makes her an admin.
    const ada = stack.env.authenticatedContext('ada').firestore();
    await assertSucceeds(getDoc(doc(ada, 'bookings/b1')));
    await assertSucceeds(getDoc(doc(ada, 'user_roles/pat_partner')));
  });

  it('gives a stale partner claim without a role document no attendee list', async () => {
    await stack.env.withSecurityRulesDisabled((ctx) =>
      deleteDoc(doc(ctx.firestore(), 'user_roles/pat_partner')),
    );
    await assertFails(
      getDocs(
        query(collection(stack.db('partner'), 'event_attendances'), where('venue_id', '==', 'v1')),
      ),
    );
  });
});

describe('bookings', () => {
  it('refuses creating or confirming a booking from the client', async () => {
    await assertFails(
      setDoc(doc(alice(), 'bookings/mine'), {
        user_id: 'alice',
        event_id: 'e1',
        guest_count: 10,
        status: 'confirmed',
        total_amount_cents: 0,
      }),
    );
    await assertFails(updateDoc(doc(alice(), 'bookings/b2'), { status: 'confirmed' }));
    await assertFails(updateDoc(doc(alice(), 'bookings/b2'), { total_amount_cents: 1 }));
    await assertFails(updateDoc(doc(alice(), 'events/e1'), { spots_left: 10 }));
  });

  // Issue 21: cancelling and refunding go through cancelBooking only; the member who owns the
  // booking cannot cancel it, mark it refunded, invent a refund or free its seats by writing.
  it('refuses cancelling or refunding a booking from the client, even your own', async () => {
    for (const change of [
      { status: 'cancelled' },
      { status: 'refunded', refund_id: 're_fake' },
      { status: 'refund_required', pending_refund: { key: 'k', amount_cents: 99_999 } },
      { refunded_cents: 5000 },
      { cancelled_at: new Date() },
      { guest_count: 1, total_amount_cents: 100 },
    ]) {
      await assertFails(updateDoc(doc(alice(), 'bookings/b1'), change));
      await assertFails(updateDoc(doc(stack.db('admin'), 'bookings/b1'), change));
    }
    await assertFails(deleteDoc(doc(alice(), 'bookings/b1')));
    await assertFails(deleteDoc(doc(alice(), 'event_attendances/b1')));
    await assertFails(updateDoc(doc(alice(), 'event_attendances/b1'), { guest_count: 1 }));
    await assertFails(updateDoc(doc(alice(), 'events/e1'), { spots_left: 12 }));
    await assertFails(
      updateDoc(doc(alice(), 'checkout_sessions/cs_test_b1'), { status: 'refunded' }),
    );
  });

  // Issue 33: the money ledger and the organiser's audit are the server's. A member can't write
  // a ledger entry (a fake charge or refund) on their own booking, nobody writes an audit entry
  // (admins included: it is written by manageBooking), and only admins read the audit.
  it('refuses writing the ledger or the audit, and reading the audit unless admin', async () => {
    const fakeEntry = {
      kind: 'refund',
      amount_cents: 2500,
      reason: 'member_cancel',
      stripe_id: null,
      key: 'fake',
      at: new Date(),
    };
    for (const principal of [alice(), stack.db('admin'), stack.db('partner')]) {
      await assertFails(updateDoc(doc(principal, 'bookings/b1'), { ledger: [fakeEntry] }));
      await assertFails(updateDoc(doc(principal, 'bookings/b1'), { comp_guest_count: 4 }));
      await assertFails(
        setDoc(doc(principal, 'bookings/b1/audit/forged'), {
          action: 'refund',
          actor_uid: 'ada',
          refunded_cents: 0,
        }),
      );
      await assertFails(updateDoc(doc(principal, 'bookings/b1/audit/a1'), { reason: 'edited' }));
      await assertFails(deleteDoc(doc(principal, 'bookings/b1/audit/a1')));
    }
    await assertFails(getDoc(doc(alice(), 'bookings/b1/audit/a1')));
    await assertFails(getDocs(collection(alice(), 'bookings/b1/audit')));
    await assertFails(getDoc(doc(stack.db('partner'), 'bookings/b1/audit/a1')));
    await assertFails(getDocs(collection(stack.db('partner'), 'bookings/b1/audit')));
    await assertSucceeds(getDoc(doc(stack.db('admin'), 'bookings/b1/audit/a1')));
    await assertSucceeds(getDocs(collection(stack.db('admin'), 'bookings/b1/audit')));
  });

  it("refuses reading another member's bookings", async () => {
    await assertFails(getDoc(doc(bob(), 'bookings/b1')));
    await assertFails(
      getDocs(query(collection(bob(), 'bookings'), where('user_id', '==', 'alice'))),
    );
    // An unfiltered query could return other members' bookings, so it is denied even for alice.
    await assertFails(getDocs(collection(alice(), 'bookings')));
    await assertSucceeds(
      getDocs(query(collection(alice(), 'bookings'), where('user_id', '==', 'alice'))),
    );
  });

  // Issue 18 item 5: bookings carry guest_email, checkout_session_id and totals. A partner sees
  // their venue's guests through event_attendances (name, party size, check-in) only.
  it("keeps a booking's contact and payment data from the venue's partner", async () => {
    const partner = stack.db('partner');
    await assertFails(getDoc(doc(partner, 'bookings/b1')));
    await assertFails(
      getDocs(query(collection(partner, 'bookings'), where('venue_id', '==', 'v1'))),
    );
    const attendees = await assertSucceeds(
      getDocs(query(collection(partner, 'event_attendances'), where('venue_id', '==', 'v1'))),
    );
    const fields = new Set(attendees.docs.flatMap((row) => Object.keys(row.data())));
    for (const secret of [
      'guest_email',
      'checkout_session_id',
      'total_amount_cents',
      'total_amount',
    ])
      expect(fields.has(secret)).toBe(false);
    expect(fields.has('attendee_name') && fields.has('guest_count')).toBe(true);
  });

  it('lets an admin assign only an existing venue and nothing else', async () => {
    const admin = stack.db('admin');
    await assertSucceeds(
      updateDoc(doc(admin, 'bookings/b2'), {
        venue_id: 'v2',
        venue_name: 'Eggcellent',
        venue_city: 'Lisbon',
      }),
    );
    await assertFails(updateDoc(doc(admin, 'bookings/b2'), { venue_id: 'no-such-venue' }));
    await assertFails(
      updateDoc(doc(admin, 'bookings/b2'), { venue_id: 'v2', status: 'cancelled' }),
    );
  });
});

// Issue 23: events are written by the organiser's callables only (status, seats and prices are
// the server's), and drafts are invisible to everyone but admins.
describe('events', () => {
  const draft = {
    title: 'Secret Draft Brunch',
    event_date: '2027-02-01',
    event_time: '11:00',
    spots_total: 10,
    spots_left: 10,
    price: 20,
    price_cents: 2000,
    status: 'draft',
  };
  beforeEach(async () => {
    await stack.env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'events/d1'), draft);
      // Made before statuses existed: read as a draft.
      const { status: _, ...legacy } = draft;
      await setDoc(doc(db, 'events/old'), legacy);
      await setDoc(doc(db, 'events/gone'), { ...draft, status: 'cancelled' });
    });
  });

  it('hides drafts (and status-less documents) from guests, members and partners; admins see them', async () => {
    for (const principal of ['guest', 'owner', 'partner'] as const) {
      const db = stack.db(principal);
      await assertFails(getDoc(doc(db, 'events/d1')));
      await assertFails(getDoc(doc(db, 'events/old')));
      await assertSucceeds(getDoc(doc(db, 'events/gone')));
      // A list that could return a draft is refused; asking for published events is not.
      await assertFails(getDocs(collection(db, 'events')));
      await assertFails(getDocs(query(collection(db, 'events'), where('status', '==', 'draft'))));
      await assertFails(
        getDocs(query(collection(db, 'events'), where('event_date', '>=', '2026-01-01'))),
      );
      const published = await assertSucceeds(
        getDocs(query(collection(db, 'events'), where('status', '==', 'published'))),
      );
      expect(published.docs.map((event) => event.id)).toEqual(['e1']);
    }
    await assertSucceeds(getDoc(doc(stack.db('admin'), 'events/d1')));
    await assertSucceeds(getDocs(collection(stack.db('admin'), 'events')));
  });

  it('refuses every client write to events, admins included', async () => {
    for (const principal of ['guest', 'owner', 'partner', 'admin'] as const) {
      const db = stack.db(principal);
      await assertFails(updateDoc(doc(db, 'events/d1'), { status: 'published' }));
      await assertFails(updateDoc(doc(db, 'events/e1'), { title: 'Sunday Brunch Deluxe' }));
      await assertFails(updateDoc(doc(db, 'events/e1'), { spots_total: 100, spots_left: 100 }));
      await assertFails(updateDoc(doc(db, 'events/e1'), { price: 1, price_cents: 100 }));
      await assertFails(updateDoc(doc(db, 'events/gone'), { status: 'published' }));
      await assertFails(setDoc(doc(db, 'events/new-one'), { ...draft, status: 'published' }));
      await assertFails(deleteDoc(doc(db, 'events/e1')));
    }
  });
});

describe('private profile fields', () => {
  it("keeps alice's date of birth and beliefs from other members", async () => {
    await assertFails(getDoc(doc(bob(), 'user_private_profiles/alice')));
    await assertFails(getDocs(collection(bob(), 'user_private_profiles')));
    await assertSucceeds(getDoc(doc(alice(), 'user_private_profiles/alice')));
  });
});

// Issue 18 item 4: the path's order (spec §4) is the server's. bob has attended nothing, so q2 (the
// second social question, q1 unanswered) is locked for him; even an open question is answered
// through the answerQuestion callable, never by a client write.
describe('answers', () => {
  const answer = (uid: string, questionId: string) => ({
    user_id: uid,
    question_id: questionId,
    answer: 'Because.',
    created_at: serverTimestamp(),
  });

  it('refuses answers written by clients, out of order or not', async () => {
    await assertFails(setDoc(doc(bob(), 'user_answers/bob_q2'), answer('bob', 'q2')));
    await assertFails(setDoc(doc(bob(), 'user_answers/bob_q1'), answer('bob', 'q1')));
    await assertFails(setDoc(doc(alice(), 'user_answers/alice_q2'), answer('alice', 'q2')));
    await assertFails(updateDoc(doc(alice(), 'user_answers/alice_q1'), { answer: 'Edited' }));
    await assertSucceeds(getDoc(doc(alice(), 'user_answers/alice_q1')));
  });
});

describe('reviews', () => {
  const review = (uid: string, bookingId: string, rating: unknown = 5) => ({
    user_id: uid,
    booking_id: bookingId,
    venue_id: 'v1',
    rating,
    review_text: null,
    created_at: serverTimestamp(),
  });

  it("refuses reviewing someone else's booking", async () => {
    await assertFails(setDoc(doc(bob(), 'brunch_reviews/b1'), review('bob', 'b1')));
    await assertFails(setDoc(doc(bob(), 'brunch_reviews/b1'), review('alice', 'b1')));
  });

  it('refuses reviewing a booking that was not attended, and reviewing twice', async () => {
    await assertFails(setDoc(doc(alice(), 'brunch_reviews/b2'), review('alice', 'b2')));
    await assertFails(setDoc(doc(alice(), 'brunch_reviews/b3'), review('alice', 'b3')));
    await assertSucceeds(setDoc(doc(alice(), 'brunch_reviews/b1'), review('alice', 'b1')));
  });

  it('refuses a review naming another venue than the attendance', async () => {
    await assertFails(
      setDoc(doc(alice(), 'brunch_reviews/b1'), { ...review('alice', 'b1'), venue_id: 'v2' }),
    );
    await assertSucceeds(setDoc(doc(alice(), 'brunch_reviews/b1'), review('alice', 'b1')));
  });

  it('refuses a review with a client-chosen created_at', async () => {
    await assertFails(
      setDoc(doc(alice(), 'brunch_reviews/b1'), { ...review('alice', 'b1'), created_at: past }),
    );
    await assertSucceeds(setDoc(doc(alice(), 'brunch_reviews/b1'), review('alice', 'b1')));
  });

  it('checks the rating and the text', async () => {
    await assertFails(setDoc(doc(alice(), 'brunch_reviews/b1'), review('alice', 'b1', 6)));
    await assertFails(setDoc(doc(alice(), 'brunch_reviews/b1'), review('alice', 'b1', 0)));
    await assertFails(setDoc(doc(alice(), 'brunch_reviews/b1'), review('alice', 'b1', 2.5)));
    await assertFails(
      setDoc(doc(alice(), 'brunch_reviews/b1'), {
        ...review('alice', 'b1'),
        review_text: 'x'.repeat(2001),
      }),
    );
  });
});

describe('attendance', () => {
  const checkIn = (by: string) => ({
    marked_present: true,
    marked_present_at: serverTimestamp(),
    marked_by: by,
  });

  // Issue 22: check-ins are server-owned (checkInTicket verifies the signed ticket, the venue and
  // the day; undoCheckIn the 2-minute window). No client writes check-in state, not even the
  // venue's own partner with a well-formed stamp.
  it("refuses the venue's own partner checking someone in directly", async () => {
    await assertFails(updateDoc(doc(stack.db('partner'), 'event_attendances/b2'), checkIn('pat')));
    await assertFails(
      updateDoc(doc(stack.db('otherPartner'), 'event_attendances/b2'), checkIn('otto')),
    );
    await assertFails(updateDoc(doc(stack.db('admin'), 'event_attendances/b2'), checkIn('ada')));
  });

  it('refuses forged arrivals, un-marking and undo records from any client', async () => {
    const pat = stack.db('partner');
    await assertFails(updateDoc(doc(pat, 'event_attendances/b1'), { arrived_count: 1 }));
    await assertFails(updateDoc(doc(pat, 'event_attendances/b1'), { marked_present: false }));
    await assertFails(
      updateDoc(doc(pat, 'event_attendances/b1'), {
        marked_present: false,
        undone_at: serverTimestamp(),
        undone_by: 'pat',
      }),
    );
    await assertFails(updateDoc(doc(alice(), 'event_attendances/b2'), checkIn('alice')));
    await assertFails(
      setDoc(doc(pat, 'event_attendances/forged'), {
        ...checkIn('pat'),
        user_id: 'alice',
        booking_id: 'forged',
        venue_id: 'v1',
      }),
    );
    await assertFails(deleteDoc(doc(pat, 'event_attendances/b1')));
  });

  it("lets a partner list their venue's attendances only", async () => {
    const atV1 = (db: ReturnType<typeof alice>) =>
      query(collection(db, 'event_attendances'), where('venue_id', '==', 'v1'));
    await assertFails(getDocs(atV1(stack.db('otherPartner'))));
    await assertSucceeds(getDocs(atV1(stack.db('partner'))));
    // The door's bounded queries (web/src/features/partner/partner-data.ts): one event's parties,
    // and the bookings an admin placed at the venue, newest first.
    const doorQueries = (db: ReturnType<typeof alice>) => [
      query(atV1(db), where('event_id', '==', 'e1')),
      query(atV1(db), orderBy('venue_assigned_at', 'desc'), limit(20)),
    ];
    for (const door of doorQueries(stack.db('otherPartner'))) await assertFails(getDocs(door));
    for (const door of doorQueries(stack.db('partner'))) await assertSucceeds(getDocs(door));
    const [ofEvent] = doorQueries(stack.db('partner'));
    expect((await getDocs(ofEvent!)).size).toBe(3);
  });
});

describe('likes', () => {
  const like = (liker: string, liked: string) => ({
    liker_id: liker,
    liked_id: liked,
    is_like: true,
    created_at: serverTimestamp(),
  });

  it('refuses liking as someone else or liking yourself', async () => {
    await assertFails(setDoc(doc(bob(), 'bruncher_likes/alice_carl'), like('alice', 'carl')));
    await assertFails(setDoc(doc(bob(), 'bruncher_likes/bob_carl'), like('alice', 'carl')));
    await assertFails(setDoc(doc(alice(), 'bruncher_likes/alice_alice'), like('alice', 'alice')));
    await assertSucceeds(setDoc(doc(bob(), 'bruncher_likes/bob_carl'), like('bob', 'carl')));
  });

  it('lets the liker turn a like into a pass but not retarget it', async () => {
    const pass = { is_like: false, created_at: serverTimestamp() };
    await assertFails(
      updateDoc(doc(alice(), 'bruncher_likes/alice_bob'), { ...pass, liked_id: 'carl' }),
    );
    await assertFails(
      updateDoc(doc(alice(), 'bruncher_likes/alice_bob'), { ...pass, liker_id: 'bob' }),
    );
    await assertSucceeds(updateDoc(doc(alice(), 'bruncher_likes/alice_bob'), pass));
  });

  it('refuses creating a match from the client', async () => {
    await assertFails(
      setDoc(doc(alice(), 'matches/alice_carl'), {
        user1_id: 'alice',
        user2_id: 'carl',
        created_at: serverTimestamp(),
      }),
    );
  });
});

describe('photos', () => {
  const photo = (storagePath: string, url = storagePhotoUrl(PROJECT, 'alice', '2.jpg')) => ({
    user_id: 'alice',
    photo_url: url,
    storage_path: storagePath,
    created_at: serverTimestamp(),
  });
  const setProfilePhoto = (url: string) =>
    updateDoc(doc(alice(), 'user_profiles/alice'), {
      photo_url: url,
      updated_at: serverTimestamp(),
    });

  it('refuses a tracking pixel, or any other host, as a profile or gallery photo', async () => {
    for (const url of [
      'https://tracker.example/pixel.gif?member=alice',
      // The right shape on another host, or the Storage host's name inside another one's URL.
      storagePhotoUrl(PROJECT, 'alice', '1.jpg', { origin: 'https://tracker.example' }),
      `https://tracker.example/?${storagePhotoUrl(PROJECT, 'alice', '1.jpg')}`,
      `${storagePhotoUrl(PROJECT, 'alice', '1.jpg')}#https://tracker.example/`,
      '/images/seed/members/member-01.svg',
    ]) {
      await assertFails(setProfilePhoto(url));
      await assertFails(
        setDoc(doc(alice(), 'user_photos/p2'), photo('user-photos/alice/2.jpg', url)),
      );
    }
  });

  it("refuses another member's Storage object and another project's bucket", async () => {
    await assertFails(setProfilePhoto(storagePhotoUrl(PROJECT, 'bob', '1.jpg')));
    await assertFails(
      setProfilePhoto(
        storagePhotoUrl(PROJECT, 'alice', '1.jpg', { bucket: 'attacker.appspot.com' }),
      ),
    );
    await assertFails(
      setDoc(
        doc(alice(), 'user_photos/p2'),
        photo('user-photos/alice/2.jpg', storagePhotoUrl(PROJECT, 'bob', '2.jpg')),
      ),
    );
  });

  it("accepts the owner's own upload, in either default bucket, on Google's or the local Storage", async () => {
    await assertSucceeds(setProfilePhoto(storagePhotoUrl(PROJECT, 'alice', '1700000000000.jpg')));
    await assertSucceeds(
      setProfilePhoto(
        storagePhotoUrl(PROJECT, 'alice', '1.png', { bucket: `${PROJECT}.firebasestorage.app` }),
      ),
    );
    await assertSucceeds(
      setProfilePhoto(
        storagePhotoUrl(PROJECT, 'alice', '1.png', { origin: 'http://localhost:9199' }),
      ),
    );
    await assertSucceeds(setProfilePhoto(null as unknown as string));
    await assertSucceeds(setDoc(doc(alice(), 'user_photos/p2'), photo('user-photos/alice/2.jpg')));
  });

  it("refuses a photo record pointing into another member's storage folder", async () => {
    await assertFails(setDoc(doc(alice(), 'user_photos/p2'), photo('user-photos/bob/2.jpg')));
    await assertFails(
      setDoc(doc(alice(), 'user_photos/p2'), photo('user-photos/alice/../bob/2.jpg')),
    );
    await assertSucceeds(setDoc(doc(alice(), 'user_photos/p2'), photo('user-photos/alice/2.jpg')));
  });
});

describe('newsletter', () => {
  const signup = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    status: 'pending',
    created_at: serverTimestamp(),
    ...extra,
  });

  it('accepts an address once, pending, under its own normalised address', async () => {
    const guest = stack.db('guest');
    await assertSucceeds(setDoc(doc(guest, 'newsletter_signups/a@b.co'), signup('a@b.co')));
    // The same address again is an update: refused, so no second document and no second mail.
    await assertFails(setDoc(doc(guest, 'newsletter_signups/a@b.co'), signup('a@b.co')));
    await assertFails(setDoc(doc(guest, 'newsletter_signups/junk'), signup('not-an-address')));
    await assertFails(
      setDoc(doc(guest, 'newsletter_signups/c@d.co'), signup('c@d.co', { admin: true })),
    );
  });

  it("stores the page's language, one of ours only (issue 37: the confirmation mail's)", async () => {
    const guest = stack.db('guest');
    await assertFails(
      setDoc(doc(guest, 'newsletter_signups/l@m.co'), signup('l@m.co', { locale: 'fr' })),
    );
    await assertFails(
      setDoc(doc(guest, 'newsletter_signups/l@m.co'), signup('l@m.co', { locale: 1 })),
    );
    await assertSucceeds(
      setDoc(doc(guest, 'newsletter_signups/l@m.co'), signup('l@m.co', { locale: 'en' })),
    );
    await assertSucceeds(
      setDoc(doc(guest, 'newsletter_signups/n@o.co'), signup('n@o.co', { locale: 'pt-PT' })),
    );
  });

  it('refuses an id that is not the address it stores (issue 36: the same address many times)', async () => {
    const guest = stack.db('guest');
    // Another id for a stored address: would be a second document and a second mail.
    await assertFails(setDoc(doc(guest, 'newsletter_signups/other-id'), signup('e@f.co')));
    await assertFails(setDoc(doc(guest, 'newsletter_signups/e%40f.co'), signup('e@f.co')));
    // Not normalised: E@F.co and e@f.co would be two documents for one inbox.
    await assertFails(setDoc(doc(guest, 'newsletter_signups/E@F.co'), signup('E@F.co')));
    await assertFails(setDoc(doc(guest, 'newsletter_signups/ e@f.co'), signup(' e@f.co')));
    await assertSucceeds(setDoc(doc(guest, 'newsletter_signups/e@f.co'), signup('e@f.co')));
  });

  it('lets nobody but the server confirm a sign-up or write one without its status', async () => {
    const guest = stack.db('guest');
    const member = alice();
    await assertFails(
      setDoc(doc(guest, 'newsletter_signups/g@h.co'), signup('g@h.co', { status: 'subscribed' })),
    );
    await assertFails(
      setDoc(doc(guest, 'newsletter_signups/g@h.co'), {
        email: 'g@h.co',
        created_at: serverTimestamp(),
      }),
    );
    await assertSucceeds(setDoc(doc(member, 'newsletter_signups/g@h.co'), signup('g@h.co')));
    await assertFails(
      updateDoc(doc(member, 'newsletter_signups/g@h.co'), { status: 'subscribed' }),
    );
    await assertFails(getDoc(doc(guest, 'newsletter_signups/g@h.co')));
  });
});

describe('hosts (issue 39: written only by saveHost, rated only by the review trigger)', () => {
  const admin = () => stack.db('admin');
  it('let an admin read the list; nobody writes a host or its rating, not even an admin', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'hosts')));
    await assertFails(getDocs(collection(alice(), 'hosts')));
    await assertFails(getDoc(doc(stack.db('guest'), 'hosts/h1')));
    await assertFails(updateDoc(doc(admin(), 'hosts/h1'), { rating_sum: 50, rating_count: 10 }));
    await assertFails(updateDoc(doc(alice(), 'hosts/h1'), { name: 'Mallory' }));
    await assertFails(
      setDoc(doc(admin(), 'hosts/h2'), {
        name: 'Forged',
        photo_url: null,
        bio: null,
        rating_sum: 0,
        rating_count: 0,
      }),
    );
    await assertFails(deleteDoc(doc(admin(), 'hosts/h1')));
    // The per-review markers (admins read everything): a forged one would stop a real review
    // from counting, a deleted one would let it count twice.
    await assertFails(getDoc(doc(alice(), 'hosts/h1/rated_reviews/b3')));
    await assertFails(setDoc(doc(alice(), 'hosts/h1/rated_reviews/b1'), { rating: 1 }));
    await assertFails(deleteDoc(doc(admin(), 'hosts/h1/rated_reviews/b3')));
  });
});

describe("a venue's stated access (issue 39)", () => {
  const admin = () => stack.db('admin');
  const venue = {
    name: 'Sunny Side',
    city: 'Lisbon',
    country: 'Portugal',
    partner_user_id: 'pat',
  };
  const stated = {
    step_free_access: true,
    accessible_toilet: false,
    quiet_area: false,
    dietary_options: true,
  };
  it('lets an admin state the four features, nothing else, and a partner none', async () => {
    await assertSucceeds(setDoc(doc(admin(), 'venues/v1'), { ...venue, accessibility: stated }));
    await assertFails(
      setDoc(doc(admin(), 'venues/v1'), {
        ...venue,
        accessibility: { ...stated, free_drinks: true },
      }),
    );
    await assertFails(
      setDoc(doc(admin(), 'venues/v1'), {
        ...venue,
        accessibility: { ...stated, quiet_area: 'yes' },
      }),
    );
    const { dietary_options: _, ...three } = stated;
    await assertFails(setDoc(doc(admin(), 'venues/v1'), { ...venue, accessibility: three }));
    await assertFails(setDoc(doc(admin(), 'venues/v1'), { ...venue, accessibility: true }));
    await assertFails(
      setDoc(doc(stack.db('partner'), 'venues/v1'), { ...venue, accessibility: stated }),
    );
  });
});
