// For every collection, each principal x each operation is asserted allowed or denied, and the
// verified matrix is printed at the end. A "create" always tries to create a document belonging to
// alice (the owner), so only she, or whoever the policy names, may do it.
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
  type Query,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  PRINCIPALS,
  UID,
  resetAndSeed,
  startRulesStack,
  storagePhotoUrl,
  type Principal,
  type RulesStack,
} from './setup.js';

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPERATIONS: Operation[] = ['get', 'list', 'create', 'update', 'delete'];

interface CollectionPolicy {
  collection: string;
  /** Which principals may do each operation; everyone else must be denied. */
  allow: Record<Operation, Principal[]>;
  get: string;
  /** The query (or queries, all of which must pass or all fail) `principal` lists with. */
  list: (db: Firestore, principal: Principal) => Query | Query[];
  /** A document to create, and its data as written by `principal` (absent before the attempt). */
  create: { path: string; data: (principal: Principal) => Record<string, unknown> };
  update: { path: string; data: (principal: Principal) => Record<string, unknown> };
  delete: string;
}

const ALL: Principal[] = [...PRINCIPALS];
const SIGNED_IN: Principal[] = ['owner', 'other', 'partner', 'otherPartner', 'admin'];
const uidOf = (principal: Principal) => (principal === 'guest' ? 'nobody' : UID[principal]);
/** The venue each partner runs (seeded: pat runs v1, otto v2). */
const VENUE_OF: Partial<Record<Principal, string>> = { partner: 'v1', otherPartner: 'v2' };

/**
 * A venue's bookings or attendances as the app lists them: a partner asks for their venue's
 * (venue_id == their venue, as web/src/features/partner/partner-data.ts does), everyone else for alice's.
 */
const byVenueOrAlice = (name: string) => (db: Firestore, principal: Principal) => {
  const venue = VENUE_OF[principal];
  return venue
    ? query(collection(db, name), where('venue_id', '==', venue))
    : query(collection(db, name), where('user_id', '==', 'alice'));
};

const catalogue = (
  name: string,
  sample: Record<string, unknown>,
  read: Principal[] = ALL,
  change: Record<string, unknown> = { name: 'Renamed' },
): CollectionPolicy => ({
  collection: name,
  allow: { get: read, list: read, create: ['admin'], update: ['admin'], delete: ['admin'] },
  get: `${name}/${firstId(name)}`,
  list: (db) => collection(db, name),
  create: { path: `${name}/new-one`, data: () => sample },
  update: { path: `${name}/${firstId(name)}`, data: () => change },
  delete: `${name}/${firstId(name)}`,
});

function firstId(name: string): string {
  return (
    {
      events: 'e1',
      brunch_spots: 's1',
      brunch_stories: 'st1',
      venues: 'v1',
      self_discovery_questions: 'q1',
    }[name] ?? 'x'
  );
}

const POLICIES: CollectionPolicy[] = [
  {
    ...catalogue('events', {
      title: 'New Friends Brunch',
      spots_total: 12,
      spots_left: 12,
      price: 20,
      price_cents: 2000,
    }),
    // Lists ask for published events (as every member screen does); writes are the callables'.
    allow: { get: ALL, list: ALL, create: [], update: [], delete: [] },
    list: (db) => query(collection(db, 'events'), where('status', '==', 'published')),
    update: { path: 'events/e1', data: () => ({ title: 'Sunday Brunch Deluxe' }) },
  },
  catalogue('brunch_spots', { name: 'New Spot', city: 'Lisbon' }),
  catalogue('brunch_stories', { title: 'New Story', author: 'Ana' }),
  catalogue('venues', {
    name: 'New Venue',
    city: 'Lisbon',
    country: 'Portugal',
    partner_user_id: null,
  }),
  catalogue(
    'self_discovery_questions',
    { category: 'social', question: 'What?', xp_reward: 10, created_at: serverTimestamp() },
    SIGNED_IN,
    { question: 'Who, really?', question_pt: 'Quem, a sério?' },
  ),
  {
    collection: 'newsletter_signups',
    allow: { get: ['admin'], list: ['admin'], create: ALL, update: [], delete: [] },
    get: 'newsletter_signups/someone@example.com',
    list: (db) => collection(db, 'newsletter_signups'),
    create: {
      path: 'newsletter_signups/new@example.com',
      data: () => ({ email: 'new@example.com', status: 'pending', created_at: serverTimestamp() }),
    },
    update: {
      path: 'newsletter_signups/someone@example.com',
      data: () => ({ status: 'confirmed' }),
    },
    delete: 'newsletter_signups/someone@example.com',
  },
  {
    collection: 'user_profiles',
    // Created only by the server (completeSignUp checks the age first): nobody creates one.
    allow: { get: SIGNED_IN, list: SIGNED_IN, create: [], update: ['owner'], delete: [] },
    get: 'user_profiles/alice',
    list: (db) => query(collection(db, 'user_profiles'), where('user_id', '!=', 'nobody')),
    create: {
      path: 'user_profiles/alice',
      data: () => ({
        user_id: 'alice',
        display_name: 'Alice',
        level: 1,
        experience_points: 0,
        created_at: serverTimestamp(),
      }),
    },
    update: { path: 'user_profiles/alice', data: () => ({ bio: 'Pancakes first.' }) },
    delete: 'user_profiles/alice',
  },
  {
    // Special categories live here: not even admins read it (issue 36 §3).
    collection: 'user_private_profiles',
    allow: {
      get: ['owner'],
      list: [],
      create: ['owner'],
      update: ['owner'],
      delete: [],
    },
    get: 'user_private_profiles/alice',
    list: (db) => collection(db, 'user_private_profiles'),
    create: {
      path: 'user_private_profiles/alice',
      data: () => ({ gender: 'woman', nutrition: 'vegan' }),
    },
    update: { path: 'user_private_profiles/alice', data: () => ({ drinking: 'occasionally' }) },
    delete: 'user_private_profiles/alice',
  },
  {
    // What alice accepted at sign-up: hers to read, the server's to write.
    collection: 'user_agreements',
    allow: { get: ['owner', 'admin'], list: ['admin'], create: [], update: [], delete: [] },
    get: 'user_agreements/alice',
    list: (db) => collection(db, 'user_agreements'),
    create: {
      path: 'user_agreements/alice-new',
      data: () => ({
        user_id: 'alice',
        terms_version: 'x',
        privacy_version: 'x',
        accepted_at: serverTimestamp(),
      }),
    },
    update: { path: 'user_agreements/alice', data: () => ({ terms_version: 'forged' }) },
    delete: 'user_agreements/alice',
  },
  {
    collection: 'bookings',
    // Contact and payment data: the booker and admins only (partners read event_attendances).
    allow: {
      get: ['owner', 'admin'],
      list: ['owner', 'admin'],
      create: [],
      update: ['admin'],
      delete: [],
    },
    get: 'bookings/b1',
    list: byVenueOrAlice('bookings'),
    create: {
      path: 'bookings/new-booking',
      data: () => ({
        user_id: 'alice',
        event_id: 'e1',
        guest_count: 1,
        status: 'confirmed',
        total_amount_cents: 0,
      }),
    },
    update: { path: 'bookings/b2', data: () => ({ venue_id: 'v2' }) },
    delete: 'bookings/b2',
  },
  {
    collection: 'event_attendances',
    allow: {
      get: ['owner', 'partner', 'admin'],
      list: ['owner', 'partner', 'otherPartner', 'admin'],
      create: [],
      // Check-ins are server-owned (checkInTicket / undoCheckIn), issue 22.
      update: [],
      delete: [],
    },
    get: 'event_attendances/b1',
    list: byVenueOrAlice('event_attendances'),
    create: {
      path: 'event_attendances/new-booking',
      data: () => ({
        user_id: 'alice',
        booking_id: 'new-booking',
        venue_id: 'v1',
        marked_present: false,
      }),
    },
    update: {
      path: 'event_attendances/b2',
      data: (principal) => ({
        marked_present: true,
        marked_present_at: serverTimestamp(),
        marked_by: uidOf(principal),
      }),
    },
    delete: 'event_attendances/b2',
  },
  {
    collection: 'brunch_reviews',
    allow: {
      get: ['owner', 'admin'],
      list: ['owner', 'admin'],
      create: ['owner'],
      update: [],
      delete: [],
    },
    get: 'brunch_reviews/b3',
    list: (db) => query(collection(db, 'brunch_reviews'), where('user_id', '==', 'alice')),
    create: {
      path: 'brunch_reviews/b1',
      data: (principal) => ({
        user_id: uidOf(principal),
        booking_id: 'b1',
        venue_id: 'v1',
        rating: 4,
        review_text: 'Lovely',
        created_at: serverTimestamp(),
      }),
    },
    update: { path: 'brunch_reviews/b3', data: () => ({ rating: 1 }) },
    delete: 'brunch_reviews/b3',
  },
  {
    collection: 'user_answers',
    // Written by the answerQuestion callable only, which enforces the path's order.
    allow: {
      get: ['owner', 'admin'],
      list: ['owner', 'admin'],
      create: [],
      update: [],
      delete: [],
    },
    get: 'user_answers/alice_q1',
    list: (db) => query(collection(db, 'user_answers'), where('user_id', '==', 'alice')),
    create: {
      path: 'user_answers/alice_q2',
      data: (principal) => ({
        user_id: uidOf(principal),
        question_id: 'q2',
        answer: 'Because.',
        created_at: serverTimestamp(),
      }),
    },
    update: { path: 'user_answers/alice_q1', data: () => ({ answer: 'Changed my mind' }) },
    delete: 'user_answers/alice_q1',
  },
  {
    collection: 'user_photos',
    allow: { get: SIGNED_IN, list: SIGNED_IN, create: ['owner'], update: [], delete: ['owner'] },
    get: 'user_photos/p1',
    list: (db) => query(collection(db, 'user_photos'), where('user_id', '==', 'alice')),
    create: {
      path: 'user_photos/p2',
      data: () => ({
        user_id: 'alice',
        photo_url: storagePhotoUrl('demo-rules-matrix', 'alice', '2.jpg'),
        storage_path: 'user-photos/alice/2.jpg',
        created_at: serverTimestamp(),
      }),
    },
    update: {
      path: 'user_photos/p1',
      data: () => ({ photo_url: storagePhotoUrl('demo-rules-matrix', 'alice', 'other.jpg') }),
    },
    delete: 'user_photos/p1',
  },
  {
    collection: 'user_roles',
    allow: {
      get: ['partner', 'admin'],
      list: ['partner', 'admin'],
      // Grants and revocations go through the audited setUserRole callable.
      create: [],
      update: [],
      delete: [],
    },
    get: 'user_roles/pat_partner',
    list: (db) => query(collection(db, 'user_roles'), where('user_id', '==', 'pat')),
    create: { path: 'user_roles/alice_admin', data: () => ({ user_id: 'alice', role: 'admin' }) },
    update: { path: 'user_roles/pat_partner', data: () => ({ role: 'partner' }) },
    delete: 'user_roles/pat_partner',
  },
  {
    collection: 'matches',
    // Each member lists their own matches, on either side of the pair, as web/src/lib/member-data.ts does.
    allow: {
      get: ['owner', 'other', 'admin'],
      list: SIGNED_IN,
      create: [],
      update: [],
      delete: [],
    },
    get: 'matches/alice_bob',
    list: (db, principal) => [
      query(collection(db, 'matches'), where('user1_id', '==', uidOf(principal))),
      query(collection(db, 'matches'), where('user2_id', '==', uidOf(principal))),
    ],
    create: {
      path: 'matches/alice_carl',
      data: () => ({ user1_id: 'alice', user2_id: 'carl', created_at: serverTimestamp() }),
    },
    update: { path: 'matches/alice_bob', data: () => ({ user2_id: 'carl' }) },
    delete: 'matches/alice_bob',
  },
  {
    collection: 'bruncher_likes',
    allow: {
      get: ['owner', 'admin'],
      list: ['owner', 'admin'],
      create: ['owner'],
      update: ['owner'],
      delete: [],
    },
    get: 'bruncher_likes/alice_bob',
    list: (db) => query(collection(db, 'bruncher_likes'), where('liker_id', '==', 'alice')),
    create: {
      path: 'bruncher_likes/alice_carl',
      data: (principal) => ({
        liker_id: uidOf(principal),
        liked_id: 'carl',
        is_like: true,
        created_at: serverTimestamp(),
      }),
    },
    update: {
      path: 'bruncher_likes/alice_bob',
      data: () => ({ is_like: false, created_at: serverTimestamp() }),
    },
    delete: 'bruncher_likes/alice_bob',
  },
  {
    collection: 'stripe_events',
    allow: { get: ['admin'], list: ['admin'], create: [], update: [], delete: [] },
    get: 'stripe_events/evt_1',
    list: (db) => collection(db, 'stripe_events'),
    create: {
      path: 'stripe_events/evt_2',
      data: () => ({ type: 'checkout.session.completed', booking_id: 'b2' }),
    },
    update: { path: 'stripe_events/evt_1', data: () => ({ booking_id: 'b2' }) },
    delete: 'stripe_events/evt_1',
  },
  ...[
    'role_audit',
    'stripe_customers',
    'checkout_rate_limits',
    'mail_counters',
    'admin_stats',
    'admin_stats_applied',
    'member_stats_applied',
    'admin_user_stats',
    'admin_match_scores',
    'admin_booking_rows',
    'report_periods',
    'report_events',
    'report_cohorts',
    'report_summary',
    'report_members',
    'report_applied',
  ].map((name): CollectionPolicy => ({
    collection: name,
    allow: { get: ['admin'], list: ['admin'], create: [], update: [], delete: [] },
    get: `${name}/seeded`,
    list: (db) => collection(db, name),
    create: { path: `${name}/new-one`, data: (principal) => ({ user_id: uidOf(principal) }) },
    update: { path: `${name}/seeded`, data: () => ({ user_id: 'alice' }) },
    delete: `${name}/seeded`,
  })),
  {
    // A member's own counters (dashboard, profile): the owner reads hers; the server writes.
    collection: 'member_stats',
    allow: { get: ['owner', 'admin'], list: ['admin'], create: [], update: [], delete: [] },
    get: 'member_stats/alice',
    list: (db) => collection(db, 'member_stats'),
    create: {
      path: 'member_stats/new-one',
      data: () => ({ events_attended: 99, matches: 99 }),
    },
    update: { path: 'member_stats/alice', data: () => ({ events_attended: 99 }) },
    delete: 'member_stats/alice',
  },
  {
    // The member's unread counts (tab bar): the owner reads hers; the server writes.
    collection: 'member_unread',
    allow: { get: ['owner', 'admin'], list: ['admin'], create: [], update: [], delete: [] },
    get: 'member_unread/alice',
    list: (db) => collection(db, 'member_unread'),
    create: { path: 'member_unread/new-one', data: () => ({ counts: { c_x: 0 } }) },
    update: { path: 'member_unread/alice', data: () => ({ counts: {} }) },
    delete: 'member_unread/alice',
  },
  {
    // The XP ledger: each member reads their own awards (the app's XP toasts), nobody writes.
    collection: 'xp_awards',
    allow: {
      get: ['owner', 'admin'],
      list: ['owner', 'admin'],
      create: [],
      update: [],
      delete: [],
    },
    get: 'xp_awards/brunch_reviews__b1',
    list: (db) => query(collection(db, 'xp_awards'), where('user_id', '==', 'alice')),
    create: {
      path: 'xp_awards/brunch_reviews__b2',
      data: (principal) => ({ user_id: uidOf(principal), source: 'brunch_reviews/b2', xp: 25 }),
    },
    update: { path: 'xp_awards/brunch_reviews__b1', data: () => ({ xp: 900 }) },
    delete: 'xp_awards/brunch_reviews__b1',
  },
  {
    // Anyone holding a Stripe session id (guests on /booking-success) may read that one status.
    collection: 'checkout_sessions',
    allow: { get: ALL, list: ['admin'], create: [], update: [], delete: [] },
    get: 'checkout_sessions/cs_test_b1',
    list: (db) => collection(db, 'checkout_sessions'),
    create: {
      path: 'checkout_sessions/cs_test_new',
      data: () => ({ booking_id: 'b2', status: 'confirmed' }),
    },
    update: {
      path: 'checkout_sessions/cs_test_b1',
      data: () => ({ status: 'confirmed', guest_count: 10 }),
    },
    delete: 'checkout_sessions/cs_test_b1',
  },
];

function attempt(
  policy: CollectionPolicy,
  operation: Operation,
  principal: Principal,
  db: Firestore,
): Promise<unknown> {
  switch (operation) {
    case 'get':
      return getDoc(doc(db, policy.get));
    case 'list': {
      const queries = policy.list(db, principal);
      return Promise.all((Array.isArray(queries) ? queries : [queries]).map((q) => getDocs(q)));
    }
    case 'create':
      return setDoc(doc(db, policy.create.path), policy.create.data(principal));
    case 'update':
      return updateDoc(doc(db, policy.update.path), policy.update.data(principal));
    case 'delete':
      return deleteDoc(doc(db, policy.delete));
  }
}

const verified: string[] = [];
let stack: RulesStack;

beforeAll(async () => {
  stack = await startRulesStack('demo-rules-matrix');
});

afterAll(async () => {
  await stack?.close();
  if (verified.length > 0) {
    console.log(
      ['\nFirestore rules matrix verified (collection x principal x operation):', ...verified].join(
        '\n',
      ),
    );
  }
});

beforeEach(async () => {
  await resetAndSeed(stack);
});

for (const policy of POLICIES) {
  describe(policy.collection, () => {
    for (const operation of OPERATIONS) {
      it(`${operation}: ${PRINCIPALS.map((p) => `${p} ${policy.allow[operation].includes(p) ? 'allow' : 'deny'}`).join(', ')}`, async () => {
        const row: string[] = [];
        let dirty = false;
        for (const principal of PRINCIPALS) {
          // Every attempt starts from the seed: a successful write is undone before the next principal tries.
          if (dirty) await resetAndSeed(stack);
          if (operation === 'create') {
            await stack.env.withSecurityRulesDisabled((ctx) =>
              deleteDoc(doc(ctx.firestore() as unknown as Firestore, policy.create.path)),
            );
          }
          const allowed = policy.allow[operation].includes(principal);
          const outcome = attempt(policy, operation, principal, stack.db(principal));
          if (allowed) await assertSucceeds(outcome);
          else await assertFails(outcome);
          dirty = allowed && operation !== 'get' && operation !== 'list';
          row.push(`${principal}=${allowed ? 'allow' : 'deny'}`);
        }
        verified.push(`${policy.collection.padEnd(26)} ${operation.padEnd(6)} ${row.join(' ')}`);
      });
    }
  });
}
