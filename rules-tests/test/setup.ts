// One local Firestore + Storage per test file, loaded with the repo's rules, and the principals
// every suite speaks as. Seeding goes through withSecurityRulesDisabled, as Google's sample does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { isTrustedRasterImage } from '@brunchers/model';
import {
  startFirestore,
  startStorage,
  type FirestoreServer,
  type StorageServer,
} from '@brunchers/emulator';

const repoFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');

export const FIRESTORE_RULES = repoFile('firestore.rules');
export const STORAGE_RULES = repoFile('storage.rules');

/** The people the matrix speaks as. alice owns the seeded member data; pat runs venue v1. */
export const PRINCIPALS = ['guest', 'owner', 'other', 'partner', 'otherPartner', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

export const UID: Record<Exclude<Principal, 'guest'>, string> = {
  owner: 'alice',
  other: 'bob',
  partner: 'pat',
  otherPartner: 'otto',
  admin: 'ada',
};

const CLAIMS: Partial<Record<Principal, Record<string, unknown>>> = {
  partner: { role: 'partner' },
  otherPartner: { role: 'partner' },
  admin: { role: 'admin' },
};

export interface RulesStack {
  env: RulesTestEnvironment;
  as(principal: Principal): RulesTestContext;
  db(principal: Principal): Firestore;
  close(): Promise<void>;
}

export async function startRulesStack(projectId: string): Promise<RulesStack> {
  // Indexes enforced as in production: a query firestore.indexes.json lacks fails here too.
  const firestore: FirestoreServer = await startFirestore({
    port: 0,
    indexes: fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)),
  });
  const storage: StorageServer = await startStorage({
    port: 0,
    servesInline: isTrustedRasterImage,
  });
  // storage.rules read role documents (firestore.exists), as production's cross-service rules do.
  storage.linkFirestore(firestore.engine, projectId);
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { host: '127.0.0.1', port: firestore.port, rules: FIRESTORE_RULES },
    storage: { host: '127.0.0.1', port: storage.port, rules: STORAGE_RULES },
  });
  // One context (one SDK app and connection) per principal for the whole file: a new one per call
  // cost about 45 ms of CPU and a connection each, thousands of times a run. The SDK reads from
  // the server each time (no listeners here), so a test sees only the seed and its own writes.
  const contexts = new Map<Principal, RulesTestContext>();
  const databases = new Map<Principal, Firestore>();
  const as = (principal: Principal): RulesTestContext => {
    let context = contexts.get(principal);
    if (!context) {
      context =
        principal === 'guest'
          ? env.unauthenticatedContext()
          : env.authenticatedContext(UID[principal], CLAIMS[principal] ?? {});
      contexts.set(principal, context);
    }
    return context;
  };
  const db = (principal: Principal): Firestore => {
    let database = databases.get(principal);
    if (!database) {
      database = as(principal).firestore() as unknown as Firestore;
      databases.set(principal, database);
    }
    return database;
  };
  return {
    env,
    as,
    db,
    async close() {
      await env.cleanup();
      await firestore.close();
      await storage.close();
    },
  };
}

/**
 * A Storage download URL as getDownloadURL gives it: `owner`'s photo `file` in `projectId`'s default
 * bucket, on production's Storage origin unless `origin` names another.
 */
export function storagePhotoUrl(
  projectId: string,
  owner: string,
  file: string,
  options: { origin?: string; bucket?: string } = {},
): string {
  const origin = options.origin ?? 'https://firebasestorage.googleapis.com';
  const bucket = options.bucket ?? `${projectId}.appspot.com`;
  const object = encodeURIComponent(`user-photos/${owner}/${file}`);
  return `${origin}/v0/b/${bucket}/o/${object}?alt=media&token=0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0`;
}

const at = Timestamp.fromDate(new Date('2026-01-10T10:00:00Z'));

/**
 * The city every test starts from: two venues (pat runs v1, otto v2), roles, an event, two
 * questions, alice's profile, bookings b1 (attended, reviewable), b2 (confirmed, not yet present)
 * and b3 (attended, already reviewed), her answer, photo, like and match with bob.
 */
export const SEED: Record<string, Record<string, unknown>> = {
  'venues/v1': { name: 'Sunny Side', city: 'Lisbon', country: 'Portugal', partner_user_id: 'pat' },
  'venues/v2': { name: 'Eggcellent', city: 'Lisbon', country: 'Portugal', partner_user_id: 'otto' },
  'hosts/h1': { name: 'Rita', photo_url: null, bio: null, rating_sum: 5, rating_count: 1 },
  'hosts/h1/rated_reviews/b3': { rating: 5 },
  'user_roles/pat_partner': { user_id: 'pat', role: 'partner' },
  'user_roles/otto_partner': { user_id: 'otto', role: 'partner' },
  'user_roles/ada_admin': { user_id: 'ada', role: 'admin' },
  'events/e1': {
    title: 'Sunday Brunch',
    description: 'Pancakes.',
    style: 'Classic',
    event_date: '2027-01-10',
    event_time: '11:00',
    location_name: 'Sunny Side',
    address: 'Rua 1',
    city: 'Lisbon',
    country: 'Portugal',
    spots_total: 10,
    spots_left: 5,
    price: 25,
    price_cents: 2500,
    image_url: '/images/events/classic.svg',
    host_name: 'Maria',
    host_avatar: null,
    host_rating: 4.8,
    status: 'published',
  },
  'self_discovery_questions/q1': {
    category: 'social',
    question: 'Who?',
    xp_reward: 10,
    created_at: at,
  },
  'self_discovery_questions/q2': {
    category: 'social',
    question: 'Why?',
    xp_reward: 20,
    created_at: at,
  },
  'brunch_spots/s1': { name: 'Sunny Side', city: 'Lisbon', description: 'Eggs', rating: 4.6 },
  'brunch_stories/st1': {
    title: 'Why brunch',
    author: 'Ana',
    category: 'Stories',
    publish_date: '2026-01-05',
  },
  'user_profiles/alice': {
    user_id: 'alice',
    display_name: 'Alice',
    level: 1,
    experience_points: 0,
  },
  'user_private_profiles/alice': { date_of_birth: '1994-03-02', religion: 'none' },
  'user_agreements/alice': {
    user_id: 'alice',
    terms_version: '2026-11-28',
    privacy_version: '2026-11-28',
    accepted_at: at,
  },
  'bookings/b1': booking('b1', 'alice', 'v1'),
  'bookings/b1/audit/a1': {
    action: 'refund',
    actor_uid: 'ada',
    actor_name: null,
    reason: 'Late start',
    before: { status: 'confirmed' },
    after: { status: 'confirmed' },
    refunded_cents: 500,
    at,
  },
  'bookings/b2': booking('b2', 'alice', 'v1'),
  'bookings/b3': booking('b3', 'alice', 'v1'),
  'event_attendances/b1': attendance('b1', 'alice', 'v1', true),
  'event_attendances/b2': attendance('b2', 'alice', 'v1', false),
  'event_attendances/b3': attendance('b3', 'alice', 'v1', true),
  'brunch_reviews/b3': {
    user_id: 'alice',
    booking_id: 'b3',
    venue_id: 'v1',
    rating: 5,
    review_text: null,
    created_at: at,
  },
  'user_answers/alice_q1': {
    user_id: 'alice',
    question_id: 'q1',
    answer: 'Friends',
    created_at: at,
  },
  'user_photos/p1': {
    user_id: 'alice',
    photo_url: 'http://127.0.0.1/p1.jpg',
    storage_path: 'user-photos/alice/1.jpg',
    created_at: at,
  },
  'bruncher_likes/alice_bob': { liker_id: 'alice', liked_id: 'bob', is_like: true, created_at: at },
  'matches/alice_bob': { user1_id: 'alice', user2_id: 'bob', created_at: at },
  'newsletter_signups/someone@example.com': {
    email: 'someone@example.com',
    status: 'pending',
    created_at: at,
  },
  'role_audit/seeded': { user_id: 'pat', role: 'partner', action: 'granted', by: 'ada', at },
  // The console's server-written aggregates (admins read; nobody writes).
  'admin_stats/seeded': { user_id: 'alice', bookings_total: 1 },
  'admin_stats_applied/seeded': { user_id: 'alice', applied_at: at, expire_at: at },
  'member_stats_applied/seeded': { user_id: 'alice', applied_at: at, expire_at: at },
  'member_stats/alice': { events_attended: 1, venues: { v1: 1 }, matches: 0, upcoming: {} },
  'member_unread/alice': {
    counts: { c_alice_bob: 2 },
    since: {},
    digested_at: {},
    pending_since: null,
  },
  'admin_user_stats/seeded': { user_id: 'alice', likes_given: 1, matches: 0 },
  'admin_match_scores/seeded': { user_id: 'alice', user1_id: 'alice', user2_id: 'bob', score: 5 },
  'admin_booking_rows/seeded': { user_id: 'alice', email: 'alice@x.io', status: 'confirmed' },
  // The reports' aggregates (issue 39 item 5): admins read; nobody writes.
  'report_periods/seeded': { user_id: 'alice', gross_cents: 5000, refund_cents: 0 },
  'report_events/seeded': { user_id: 'alice', gross_cents: 5000, seats_confirmed: 2 },
  'report_cohorts/seeded': { user_id: 'alice', members: 1, active: { '2026-11': 1 } },
  'report_summary/seeded': { user_id: 'alice', members_attended: 1 },
  'report_members/seeded': { user_id: 'alice', attended: { b1: '2026-11' } },
  'report_applied/seeded': { user_id: 'alice', applied_at: at, expire_at: at },
  'stripe_customers/seeded': { customer_id: 'cus_seeded', created_at: at },
  'checkout_rate_limits/seeded': { count: 1, window_started_at: at },
  'mail_counters/seeded': { count: 1, day: '2026-01-01' },
  'xp_awards/brunch_reviews__b1': {
    user_id: 'alice',
    source: 'brunch_reviews/b1',
    xp: 25,
    awarded_at: at,
  },
  'stripe_events/evt_1': { type: 'checkout.session.completed', booking_id: 'b1', processed_at: at },
  'checkout_sessions/cs_test_b1': {
    booking_id: 'b1',
    event_id: 'e1',
    event_title: 'Sunday Brunch',
    guest_count: 2,
    total_amount_cents: 5000,
    status: 'confirmed',
    updated_at: at,
  },
};

function booking(id: string, uid: string, venueId: string): Record<string, unknown> {
  return {
    user_id: uid,
    event_id: 'e1',
    event_title: 'Sunday Brunch',
    venue_id: venueId,
    guest_count: 2,
    total_amount: 50,
    total_amount_cents: 5000,
    currency: 'eur',
    booking_date: at,
    status: 'confirmed',
    checkout_session_id: `cs_test_${id}`,
    hold_expires_at: null,
    guest_name: null,
    guest_email: null,
    created_at: at,
  };
}

function attendance(bookingId: string, uid: string, venueId: string, present: boolean) {
  return {
    user_id: uid,
    booking_id: bookingId,
    venue_id: venueId,
    event_id: 'e1',
    event_title: 'Sunday Brunch',
    guest_count: 2,
    booking_date: at,
    attendee_name: 'Alice',
    marked_present: present,
    marked_present_at: present ? at : null,
    marked_by: present ? 'pat' : null,
    created_at: at,
  };
}

export async function resetAndSeed(stack: RulesStack): Promise<void> {
  await stack.env.clearFirestore();
  // One commit for the whole seed (a set per document took 2.4 times the CPU).
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const [path, data] of Object.entries(SEED)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}
