// Firestore documents each screen reads, and its time to first content, at the demo city's size
// and at N times it (issue 23: no screen's reads may grow with the city; /admin under 100 reads):
// / (guest, the events grid), /event/{id} (guest, a demo event with bookings), /places, /stories and
// /story/{id} (guest), /dashboard, /discover, /profile, /self-discovery, /connections and
// /connections/{uid} (the demo member), /partner (the demo partner of Alfama Terrace) and
// /admin (the demo admin; and the console's /admin/bookings, /admin/events, /admin/people,
// /admin/moderation, /admin/reports, /admin/policies, /admin/membership and /admin/pricing;
// --only <path>[,<path>…] measures only those),
// each opened cold (a fresh page, so the shell's reads count too) in
// Debian's Chromium with the production build the local stack serves.
//
//   unshare -n bash -c 'ip link set lo up && npx tsx e2e/bench/firestore-reads.ts'             (1×)
//   unshare -n bash -c 'ip link set lo up && npx tsx e2e/bench/firestore-reads.ts --scale 100'
//   (or `npm run bench -w e2e [-- --scale N]`; its own network namespace: the stack's ports are fixed)
//
// Reads: the local Firestore counts them on the server (GET/DELETE
// /emulator/v1/projects/{p}:readCount, see emulator/src/firestore/read-count.ts): the documents
// lookups and queries return and every document a Listen stream sends. Each screen is measured
// from a reset until it has rendered and the count has stayed still for a while, and is printed
// next to its bound: the member screens' from the member's own data read the bounded way the app
// reads it (recent attended brunches, a page of bookings, of connections, of messages), the guest
// lists' from the content they list, the others' a fixed ceiling (pages of the console's lists).
// Each bound is a target (scripts/bench-targets.mjs): a screen over it, not rendered, or reading
// more with the member's history than its bound allows for makes the bench exit 1.
// Time to first content: from the navigation's start to the first frame showing the screen's main
// content (the first event card, the event's title, a counter, the discover heading, the bookings
// total, the door screen's head count, the stat cards); on a loaded machine it measures the load
// as much as the app; printed, not a target.
//
// --scale N (N > 1) seeds a city N× the demo city (devstack/bench/scale-city.ts: at 100, 2,000
// members, 1,400 events, 20,000 bookings, 100,000 likes) into a fresh stack's folder before the
// stack starts, so it refuses a stack that already runs. The city is written with only Firestore
// and Auth up, never the Functions host: with triggers on, every one of the ~200,000 documents
// would fire the console's aggregate triggers (each rewrites its rows and adds its change to the
// overview) and every like the matches trigger, rebuilding what the generator already writes. The
// generator writes the raw documents and the aggregates consistent with them, computed by the
// model's functions the triggers use (buildAdminStats, adminBookingRow: devstack/src/seed/plan.ts).
// The demo accounts get nothing new, so a screen whose reads grow read the city, not the user.
//
// --history N (issue 41 item 1) then gives the demo member a long history: N past brunches they
// attended (events, confirmed bookings, attendances marked present), --likes L likes given (500)
// and --matches M matches (50; the triggers open their conversations), 60 messages with the first
// of them, a table chat of their latest brunch (six at the table, 60 messages; its screen is
// measured too), written with firebase-admin so the stack's triggers keep member_stats and the
// conversations as in production; waits until they are counted and opened, and measures the
// member screens again: each within its bound, and no more reads than the bound grew by.
//
// It lives in e2e/ because that workspace already has Playwright and Debian's Chromium settings.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  attendanceForBooking,
  bruncherLikeId,
  COLLECTIONS,
  CONNECTIONS_PAGE_SIZE,
  CURRENCY,
  DISCOVER_GALLERY_LIMIT,
  inFilterGroups,
  LANDING_EVENTS_PAGE_SIZE,
  matchId,
  matchPair,
  MESSAGES_PAGE_SIZE,
  MY_BOOKINGS_PAGE_SIZE,
  nextUpcomingBooking,
  RECENT_ATTENDED_LIMIT,
  tableChatMemberId,
  TABLE_CHATS_LISTED,
  type BookingDoc,
} from '@brunchers/model';
import type { DocumentReference } from 'firebase-admin/firestore';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ensureStack, STACK } from '../../scripts/bench-stack.mjs';
import { CHROMIUM_ARGS } from '../playwright.config';
import { checkTarget } from '../../scripts/bench-targets.mjs';

const MEMBER = { email: 'member@brunchers.test', password: 'brunchers-demo' };
const ADMIN = { email: 'admin@brunchers.test', password: 'brunchers-demo' };
const PARTNER = { email: 'partner.alfama@brunchers.test', password: 'brunchers-demo' };
const ROOT = join(import.meta.dirname, '../..');
const QUIET_MS = 2000;
/** How long a screen may take to show its content and finish loading (a ceiling, not a sleep). */
const RENDER_TIMEOUT_MS = 120_000;
const DOCS = `${STACK.firestore}/v1/projects/${STACK.projectId}/databases/(default)/documents`;

interface ReadCount {
  reads: number;
  byKind: { lookup: number; query: number; aggregation: number; listen: number };
  privilegedReads: number;
}

async function readCount(method: 'GET' | 'DELETE' = 'GET'): Promise<ReadCount> {
  const response = await fetch(
    `${STACK.firestore}/emulator/v1/projects/${STACK.projectId}:readCount`,
    { method },
  );
  if (!response.ok)
    throw new Error(
      `readCount answered ${response.status}: is this stack's Firestore recent enough?`,
    );
  return (await response.json()) as ReadCount;
}

type Filter = [field: string, op: string, value: object];

/** Documents matching `filters` (with the owner token: counted apart, and before any reset). */
async function countWhere(
  collectionId: string,
  filters: Filter[],
  limit?: number,
  orderBy?: [field: string, direction: 'ASCENDING' | 'DESCENDING'],
): Promise<string[]> {
  const where = filters.map(([fieldPath, op, value]) => ({
    fieldFilter: { field: { fieldPath }, op, value },
  }));
  const response = await fetch(`${DOCS}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId }],
        ...(where.length
          ? {
              where:
                where.length === 1 ? where[0] : { compositeFilter: { op: 'AND', filters: where } },
            }
          : {}),
        ...(orderBy
          ? { orderBy: [{ field: { fieldPath: orderBy[0] }, direction: orderBy[1] }] }
          : {}),
        ...(limit ? { limit } : {}),
      },
    }),
  });
  const rows = (await response.json()) as Array<{ document?: { name: string } }>;
  if (!Array.isArray(rows)) throw new Error(`runQuery on ${collectionId}: ${JSON.stringify(rows)}`);
  return rows.flatMap((row) => (row.document ? [row.document.name.split('/').pop()!] : []));
}

/** Documents of the member's in `collectionId` naming one of `bookingIds` (the app's in-filters). */
async function amongBookings(
  collectionId: string,
  filters: Filter[],
  bookingIds: string[],
): Promise<string[]> {
  const found = await Promise.all(
    inFilterGroups(bookingIds).map((group) =>
      countWhere(collectionId, [
        ...filters,
        ['booking_id', 'IN', { arrayValue: { values: group.map(str) } }],
      ]),
    ),
  );
  return found.flat();
}

/** Ids of the attendances the recent-attended query returns, with their table (seated or not). */
async function recentAttended(uid: string): Promise<{ id: string; seated: boolean }[]> {
  const response = await fetch(`${DOCS}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: COLLECTIONS.eventAttendances }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              { fieldFilter: { field: { fieldPath: 'user_id' }, op: 'EQUAL', value: str(uid) } },
              {
                fieldFilter: {
                  field: { fieldPath: 'marked_present' },
                  op: 'EQUAL',
                  value: { booleanValue: true },
                },
              },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: 'marked_present_at' }, direction: 'DESCENDING' }],
        limit: RECENT_ATTENDED_LIMIT,
      },
    }),
  });
  const rows = (await response.json()) as Array<{
    document?: { name: string; fields: Record<string, { nullValue?: null }> };
  }>;
  return rows.flatMap((row) =>
    row.document
      ? [
          {
            id: row.document.name.split('/').pop()!,
            seated:
              row.document.fields.table_number !== undefined &&
              !('nullValue' in row.document.fields.table_number),
          },
        ]
      : [],
  );
}

const str = (stringValue: string) => ({ stringValue });

async function memberUid(): Promise<string> {
  const response = await fetch(
    `${STACK.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...MEMBER, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string };
  if (!body.localId)
    throw new Error(
      `${MEMBER.email} cannot sign in: is the demo city seeded? ${JSON.stringify(body)}`,
    );
  return body.localId;
}

/** What each screen should read at most, from the member's data read the app's bounded way. */
async function bounds(uid: string, partner: string | null, tableChat: string | null = null) {
  const mine = [['user_id', 'EQUAL', str(uid)]] as Filter[];
  const [roles, attended, bookings, photos, privateProfile, memberStats, questions, answers] =
    await Promise.all([
      countWhere('user_roles', mine),
      recentAttended(uid),
      // My Bookings' first page (the counters come from member_stats).
      countWhere('bookings', mine, MY_BOOKINGS_PAGE_SIZE, ['created_at', 'DESCENDING']),
      countWhere('user_photos', mine),
      fetch(`${DOCS}/user_private_profiles/${uid}`, {
        headers: { authorization: 'Bearer owner' },
      }).then((r) => (r.ok ? 1 : 0)),
      fetch(`${DOCS}/member_stats/${uid}`, {
        headers: { authorization: 'Bearer owner' },
      }).then((r) => (r.ok ? 1 : 0)),
      countWhere('self_discovery_questions', []),
      countWhere('user_answers', mine),
    ]);
  const [memberUnread, nextBrunch, tableChats] = await Promise.all([
    // The shell's Connections link follows the member's unread totals (issue 38).
    fetch(`${DOCS}/member_unread/${uid}`, { headers: { authorization: 'Bearer owner' } }).then(
      (r) => (r.ok ? 1 : 0),
    ),
    // The dashboard's next-brunch card: that booking and its attendance (issue 38 item 5).
    hasNextBrunch(uid),
    countWhere('table_chat_members', mine, TABLE_CHATS_LISTED, ['closes_at', 'DESCENDING']),
  ]);
  const attendedIds = attended.map((row) => row.id); // an attendance's id is its booking's
  const seatedIds = attended.filter((row) => row.seated).map((row) => row.id);
  const [reviews, stepsDone, listedAttended] = await Promise.all([
    amongBookings('brunch_reviews', mine, attendedIds),
    amongBookings('after_brunch', mine, seatedIds),
    amongBookings(
      'event_attendances',
      [...mine, ['marked_present', 'EQUAL', { booleanValue: true }]],
      bookings,
    ),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  const nextEvents = await countWhere(
    'events',
    [['event_date', 'GREATER_THAN_OR_EQUAL', str(today)]],
    3,
  );
  // Discover: up to 21 profiles with a photo, then the gallery of the one card shown (≤ 10 photos).
  const profiles = await countWhere(
    'user_profiles',
    [['photo_url', 'NOT_EQUAL', { nullValue: null }]],
    21,
  );
  const shown = profiles.filter((id) => id !== uid)[0];
  const galleries = shown
    ? await countWhere('user_photos', [['user_id', 'EQUAL', str(shown)]], DISCOVER_GALLERY_LIMIT)
    : [];
  const connections = await Promise.all(
    (['user1_id', 'user2_id'] as const).map((field) =>
      countWhere('conversations', [[field, 'EQUAL', str(uid)]], CONNECTIONS_PAGE_SIZE + 1, [
        'matched_at',
        'DESCENDING',
      ]),
    ),
  );
  const listedConnections = Math.min(CONNECTIONS_PAGE_SIZE, connections.flat().length);
  const tableMessages = tableChat
    ? await countWhere(
        'table_chat_messages',
        [['chat_id', 'EQUAL', str(tableChat)]],
        MESSAGES_PAGE_SIZE,
      )
    : [];
  const tableMembers = tableChat
    ? await fetch(`${DOCS}/table_chats/${tableChat}`, {
        headers: { authorization: 'Bearer owner' },
      })
        .then((r) => r.json())
        .then(
          (doc: { fields?: { member_ids?: { arrayValue?: { values?: unknown[] } } } }) =>
            doc.fields?.member_ids?.arrayValue?.values?.length ?? 0,
        )
    : 0;
  const messages = partner
    ? await countWhere(
        'conversation_messages',
        [['conversation_id', 'EQUAL', str(matchId(uid, partner))]],
        MESSAGES_PAGE_SIZE,
      )
    : [];

  const shell = {
    'shell: roles': roles.length,
    'unread totals': memberUnread,
    'own profile': 1,
    'recent attended': attended.length,
    'their reviews': reviews.length,
    // The after-brunch step: the seated ones' steps, and the event of each not done yet.
    'after-brunch steps and events': stepsDone.length + (seatedIds.length - stepsDone.length),
  };
  return {
    '/dashboard': {
      ...shell,
      'member stats': memberStats,
      'next brunch: booking and attendance': nextBrunch ? 2 : 0,
      'next events': nextEvents.length,
    },
    '/discover': { ...shell, profiles: profiles.length, 'shown card photos': galleries.length },
    '/profile': {
      ...shell,
      'private profile': privateProfile,
      'member stats': memberStats,
      'listed bookings': bookings.length,
      // Each listed booking's event (when it takes place), at most one per booking.
      'their events': bookings.length,
      'attended among them': listedAttended.length,
      'my photos': photos.length,
    },
    '/self-discovery': { ...shell, questions: questions.length, 'my answers': answers.length },
    '/connections': {
      ...shell,
      'newest conversations, each side': connections.flat().length,
      'their profiles': listedConnections,
      'latest table chats': tableChats.length,
    },
    ...(partner
      ? {
          [`/connections/${partner}`]: {
            ...shell,
            conversation: 1,
            'their profile': 1,
            'last messages': messages.length,
          },
        }
      : {}),
    ...(tableChat
      ? {
          [`/connections/table/${tableChat}`]: {
            ...shell,
            'the chat': 1,
            'my place in it': 1,
            "the table's profiles": tableMembers,
            'last messages': tableMessages.length,
          },
        }
      : {}),
  } as Record<string, Record<string, number>>;
}

/** Whether the member has a brunch the dashboard leads with (member_stats.upcoming, the model's rule). */
async function hasNextBrunch(uid: string): Promise<boolean> {
  const response = await fetch(`${DOCS}/member_stats/${uid}`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) return false;
  const doc = (await response.json()) as {
    fields?: { upcoming?: { mapValue?: { fields?: Record<string, { stringValue?: string }> } } };
  };
  const upcoming = Object.fromEntries(
    Object.entries(doc.fields?.upcoming?.mapValue?.fields ?? {}).map(([id, value]) => [
      id,
      value.stringValue ?? '',
    ]),
  );
  return nextUpcomingBooking({ upcoming }, new Date()) !== null;
}

/** Guest lists: what they list (the whole curated content, a city's tens). */
async function guestBounds() {
  const [places, stories] = await Promise.all([
    countWhere('brunch_spots', []),
    countWhere('brunch_stories', []),
  ]);
  return { places: places.length, stories: stories.length, story: stories[0] ?? null };
}

/** The member's first conversation's other member, if they have one (for /connections/{uid}). */
async function firstPartner(uid: string): Promise<string | null> {
  for (const field of ['user1_id', 'user2_id'] as const) {
    const [id] = await countWhere('conversations', [[field, 'EQUAL', str(uid)]], 1, [
      'matched_at',
      'DESCENDING',
    ]);
    if (id) return id.split('_').find((part) => part !== uid) ?? null;
  }
  return null;
}

/** The screen shows its data: no spinner left, and its own marker is on screen. */
async function waitRendered(page: Page, marker: string): Promise<void> {
  await page.locator(marker).first().waitFor({ state: 'visible', timeout: RENDER_TIMEOUT_MS });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[role="status"] .animate-spin').length === 0 &&
      Array.from(document.querySelectorAll('[data-testid^="counter-"] p:nth-child(2)')).every(
        (p) => p.textContent !== '–',
      ),
    undefined,
    { timeout: RENDER_TIMEOUT_MS },
  );
}

/** Waits until the count has not moved for QUIET_MS (late listeners, a pending-review lookup...). */
async function settledCount(): Promise<ReadCount> {
  let last = await readCount();
  let since = Date.now();
  while (Date.now() - since < QUIET_MS) {
    await new Promise((done) => setTimeout(done, 250));
    const now = await readCount();
    if (now.reads !== last.reads || now.privilegedReads !== last.privilegedReads)
      since = Date.now();
    last = now;
  }
  return last;
}

/** How a screen is opened and what says its content is there. */
interface Screen {
  path: string;
  who: 'guest' | 'member' | 'partner' | 'admin';
  /** CSS of the screen's main content: its first-content marker. */
  marker: string;
  /** The bound its reads should stay within, and what it is made of; none where it is unknown. */
  bound?: { total: number; parts: string };
}

/** The demo event the event page opens: upcoming, with bookings (devstack/src/seed/bookings.ts). */
const EVENT_ID = 'sunday-slow-brunch';

/**
 * Ceilings of the screens whose reads do not depend on a member's data: fixed pages and the
 * shell's few documents, the same at any city size (measured flat at 1×, 100× and 300×).
 */
const CEILINGS = {
  event: { total: 10, parts: 'the event (prefetched, then followed), its venue, its waitlist' },
  story: { total: 4, parts: 'the story, prefetched, then followed' },
  partner: {
    total: 100,
    parts: 'venues, 10 upcoming + 3 recent events, 20 assigned bookings, the door list (seats)',
  },
  adminBookings: { total: 100, parts: 'a page of rows, the event choices (60), the shell' },
  adminEvents: { total: 60, parts: 'a page of 26 events, venues, the shell' },
  adminPeople: { total: 100, parts: 'role documents, the last 20 role changes, the shell' },
  adminModeration: { total: 60, parts: 'the open tab newest 50 reports, the shell' },
  adminReports: {
    total: 80,
    parts:
      '12 periods (+12 months for churn weekly), 12 cohorts, the summary, 20 event rows, the shell',
  },
  attendees: { total: 100, parts: "the event's bookings (bounded by its seats), the shell" },
  adminPolicies: { total: 20, parts: 'policy_settings/city, the shell' },
  adminMembership: { total: 20, parts: 'the two membership plans, the shell' },
  adminPricing: { total: 130, parts: 'the latest 50 events, the newest 50 codes, the shell' },
};

function screens(
  expected: Record<string, Record<string, number>>,
  guest: Awaited<ReturnType<typeof guestBounds>>,
): Screen[] {
  const member = (path: string, marker: string): Screen => {
    const parts = expected[path]!;
    return {
      path,
      who: 'member',
      marker,
      bound: {
        total: Object.values(parts).reduce((sum, n) => sum + n, 0),
        parts: Object.entries(parts)
          .map(([what, n]) => `${what} ${n}`)
          .join(' + '),
      },
    };
  };
  const conversation = Object.keys(expected).find(
    (path) => path.startsWith('/connections/') && !path.startsWith('/connections/table/'),
  );
  const tableChat = Object.keys(expected).find((path) => path.startsWith('/connections/table/'));
  return [
    {
      // #events: the grid loads when its section nears the viewport.
      path: `/#events`,
      who: 'guest',
      marker: '#events ul > li',
      bound: {
        total: LANDING_EVENTS_PAGE_SIZE + 1,
        parts: `one page of events ${LANDING_EVENTS_PAGE_SIZE} + 1 look-ahead`,
      },
    },
    { path: `/event/${EVENT_ID}`, who: 'guest', marker: 'main h1', bound: CEILINGS.event },
    {
      path: '/places',
      who: 'guest',
      marker: 'main ul > li',
      // index.html prefetches the list, then the page follows it: each place twice.
      bound: { total: 2 * guest.places, parts: `the city's places ${guest.places}, twice` },
    },
    {
      path: '/stories',
      who: 'guest',
      marker: 'main ul > li',
      bound: { total: 2 * guest.stories, parts: `the stories ${guest.stories}, twice` },
    },
    ...(guest.story
      ? [
          {
            path: `/story/${guest.story}`,
            who: 'guest',
            marker: 'main h1',
            bound: CEILINGS.story,
          } as Screen,
        ]
      : []),
    ...memberScreens(member, conversation, tableChat),
    // The demo partner of Alfama Terrace (bookings at it) and Casa Azul Garden.
    {
      path: '/partner',
      who: 'partner',
      marker: '[data-testid="door-people"]',
      bound: CEILINGS.partner,
    },
    // The organiser console's Overview: the overview document, the top 10 Best Matches (the
    // default tab) and the shell's reads, whatever the city's size.
    {
      path: '/admin',
      who: 'admin',
      marker: '[data-testid="stat-Total Users"]',
      bound: { total: 100, parts: 'overview 1 + best matches ≤ 10 + shell (the issue: < 100)' },
    },
    // The console's lists (a page at a time).
    {
      path: '/admin/bookings',
      who: 'admin',
      marker: '[data-testid^="admin-booking-"]',
      bound: CEILINGS.adminBookings,
    },
    {
      path: '/admin/events',
      who: 'admin',
      marker: 'main li[aria-labelledby^="event-"]',
      bound: CEILINGS.adminEvents,
    },
    {
      path: '/admin/people',
      who: 'admin',
      marker: '[data-testid^="person-"]',
      bound: CEILINGS.adminPeople,
    },
    // The moderation queue (issue 36 §4): the open tab's newest 50 reports at most.
    {
      path: '/admin/moderation',
      who: 'admin',
      marker: '[data-testid^="moderation-"]',
      bound: CEILINGS.adminModeration,
    },
    // The reports (issue 39 item 5): aggregates by id and the latest event rows, any city size.
    {
      path: '/admin/reports',
      who: 'admin',
      marker: '[data-testid="report-revenue"]',
      bound: CEILINGS.adminReports,
    },
    // The city's policy and the membership plans (issue 39): one document, and two.
    {
      path: '/admin/policies',
      who: 'admin',
      marker: '[data-testid="policy-preview"]',
      bound: CEILINGS.adminPolicies,
    },
    {
      path: '/admin/membership',
      who: 'admin',
      marker: '[data-testid="plan-monthly"]',
      bound: CEILINGS.adminMembership,
    },
    // Pricing (issue 39.4): the tiers' event picker (latest 50) and the newest 50 codes.
    {
      path: '/admin/pricing',
      who: 'admin',
      marker: '[data-testid="tier-events"]',
      bound: CEILINGS.adminPricing,
    },
    // One event's attendees (issue 33): its bookings, bounded by the event's seats.
    {
      path: `/admin/events/${EVENT_ID}/attendees`,
      who: 'admin',
      marker: '[data-testid^="attendee-"]',
      bound: CEILINGS.attendees,
    },
  ];
}

/** The demo member's screens (measured again with the member's long history). */
function memberScreens(
  member: (path: string, marker: string) => Screen,
  conversation?: string,
  tableChat?: string,
) {
  return [
    member('/dashboard', '[data-testid^="counter-"]'),
    member('/discover', 'main :is(h1, h2, h3)'), // its heading, or the empty state's
    member('/profile', '[data-testid="total-bookings"]'),
    member('/self-discovery', 'main h1'),
    member('/connections', 'main h1'),
    ...(conversation ? [member(conversation, 'main h1')] : []),
    ...(tableChat ? [member(tableChat, 'main h1')] : []),
  ];
}

const ACCOUNTS = { member: MEMBER, partner: PARTNER, admin: ADMIN } as const;

async function signedIn(browser: Browser, who: Screen['who']): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: STACK.appUrl,
    viewport: who === 'admin' ? { width: 1280, height: 900 } : { width: 390, height: 844 },
  });
  if (who === 'guest') return context;
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS[who].email);
  await page.getByLabel('Password').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await page.waitForURL('**/dashboard');
  await page.close(); // its listeners end with it
  return context;
}

/**
 * Opens the screen cold in a fresh page and returns the reads once they have settled, and the time
 * to first content: from the navigation's start (performance.timeOrigin) to the first animation
 * frame in which the screen's marker is on screen. A screen that has not rendered within
 * RENDER_TIMEOUT_MS is reported with the reads counted by then (a finding, not the bench's end).
 */
async function measure(context: BrowserContext, screen: Screen) {
  await new Promise((done) => setTimeout(done, 500)); // the previous page's listeners close
  await readCount('DELETE');
  const page = await context.newPage();
  await page.goto(screen.path, { waitUntil: 'commit' });
  let firstContent: number | null = null;
  try {
    const shown = await page.waitForFunction(
      (marker) => {
        const element = document.querySelector(marker);
        return element && element.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      screen.marker,
      { polling: 'raf', timeout: RENDER_TIMEOUT_MS },
    );
    firstContent = Math.round((await shown.jsonValue()) as number);
    await waitRendered(page, screen.marker);
  } catch (error) {
    if ((error as Error).name !== 'TimeoutError') throw error;
    const count = await readCount();
    await page.close();
    return { count, firstContent, rendered: false };
  }
  const count = await settledCount();
  await page.close();
  return { count, firstContent, rendered: true };
}

const args = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    history: { type: 'string', default: '0' },
    likes: { type: 'string', default: '500' },
    matches: { type: 'string', default: '50' },
    /** Measure only the screens with these paths (e.g. --only /admin/reports,/admin/pricing). */
    only: { type: 'string' },
  },
}).values;
const scale = Number(args.scale);
if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale takes a whole number ≥ 1');
const history = Number(args.history);
if (!Number.isInteger(history) || history < 0)
  throw new Error('--history takes a whole number ≥ 0');
const likes = Number(args.likes);
const matchCount = Number(args.matches);
if (![likes, matchCount].every((n) => Number.isInteger(n) && n >= 0))
  throw new Error('--likes and --matches take whole numbers ≥ 0');
/** Messages in the member's conversation with their first history match: more than a page. */
const HISTORY_MESSAGES = MESSAGES_PAGE_SIZE + 10;

/** Writes of the member's history committed together, then counted by the triggers. */
const HISTORY_CHUNK = 30;
/** The triggers' counting may stall no longer than this before the bench gives up, saying so. */
const HISTORY_STALL_MS = 5 * 60_000;

/** Until member_stats has counted `want` (a condition; a stall of HISTORY_STALL_MS is an error). */
function countedBy(
  statsRef: DocumentReference,
  want: { attended: number; matches: number },
): Promise<void> {
  return new Promise<void>((done, fail) => {
    let last = '';
    let stall = setTimeout(stalled, HISTORY_STALL_MS);
    function stalled() {
      stop();
      fail(
        new Error(
          `member_stats stalled at ${last || 'nothing'}, waiting for ${JSON.stringify(want)}`,
        ),
      );
    }
    const stop = statsRef.onSnapshot((snap) => {
      const data = snap.data() ?? {};
      const now = `${Number(data.events_attended ?? 0)} attended, ${Number(data.matches ?? 0)} matches`;
      if (now !== last) {
        last = now;
        clearTimeout(stall);
        stall = setTimeout(stalled, HISTORY_STALL_MS);
      }
      if (
        Number(data.events_attended ?? 0) >= want.attended &&
        Number(data.matches ?? 0) >= want.matches
      ) {
        clearTimeout(stall);
        stop();
        done();
      }
    }, fail);
  });
}

/**
 * The demo member's long history: `count` past attended brunches (a week apart, at one venue),
 * `likes` likes given, `matches` matches (the triggers open their conversations) and
 * HISTORY_MESSAGES messages with the first match, written as the app's server would.
 */
async function addHistory(uid: string, count: number, likes: number, matches: number) {
  const { adminDb } = await import('../fixtures/admin');
  const statsRef = adminDb.collection(COLLECTIONS.memberStats).doc(uid);
  const before = (await statsRef.get()).data() ?? {};
  const venue = (await adminDb.collection(COLLECTIONS.venues).limit(1).get()).docs[0]?.id ?? null;
  const writes: [string, string, Record<string, unknown>][] = [];
  for (let n = 1; n <= count; n++) {
    const at = new Date(Date.now() - n * 7 * 86_400_000);
    const date = at.toISOString().slice(0, 10);
    const eventId = `bench-history-${n}`;
    const bookingId = `bench-history-${uid}-${n}`;
    writes.push([
      COLLECTIONS.events,
      eventId,
      {
        title: `Past Brunch ${n}`,
        description: 'A brunch from the member history.',
        style: 'Garden',
        event_date: date,
        event_time: '11:00',
        location_name: 'Test Garden Café',
        address: 'Rua das Flores 1',
        city: 'Lisbon',
        country: 'Portugal',
        spots_total: 12,
        spots_left: 10,
        price: 25,
        price_cents: 2500,
        image_url: '/images/events/garden.svg',
        host_name: 'Helena Host',
        host_avatar: null,
        host_rating: 4.9,
        venue_id: venue,
        status: 'published',
      },
    ]);
    const booking: BookingDoc = {
      event_id: eventId,
      event_title: `Past Brunch ${n}`,
      venue_id: venue,
      guest_count: 2,
      total_amount: 50,
      total_amount_cents: 5000,
      currency: CURRENCY,
      booking_date: at,
      status: 'confirmed',
      checkout_session_id: null,
      hold_expires_at: null,
      user_id: uid,
      guest_name: null,
      guest_email: null,
      created_at: at,
      confirmed_at: at,
    };
    writes.push([COLLECTIONS.bookings, bookingId, booking]);
    writes.push([
      COLLECTIONS.eventAttendances,
      bookingId,
      {
        ...attendanceForBooking(bookingId, booking, 'Demo Member', at),
        marked_present: true,
        marked_present_at: at,
        marked_by: null,
      },
    ]);
  }
  for (let n = 1; n <= likes; n++) {
    const liked = `bench-history-liked-${n}`;
    writes.push([
      COLLECTIONS.bruncherLikes,
      bruncherLikeId(uid, liked),
      {
        liker_id: uid,
        liked_id: liked,
        is_like: true,
        created_at: new Date(Date.now() - n * 60_000),
      },
    ]);
  }
  for (let n = 1; n <= matches; n++) {
    const other = `bench-history-match-${n}`;
    writes.push([
      COLLECTIONS.matches,
      matchId(uid, other),
      { ...matchPair(uid, other), created_at: new Date(Date.now() - n * 3_600_000) },
    ]);
  }
  // In chunks, each counted before the next: a member's history arrives over months, and hundreds
  // of triggers at once on their one member_stats document would only measure lock contention.
  const want = {
    attended: Number(before.events_attended ?? 0),
    matches: Number(before.matches ?? 0),
  };
  for (let start = 0; start < writes.length; start += HISTORY_CHUNK) {
    const batch = adminDb.batch();
    for (const [collection, id, data] of writes.slice(start, start + HISTORY_CHUNK)) {
      batch.set(adminDb.collection(collection).doc(id), data);
      if (collection === COLLECTIONS.eventAttendances) want.attended += 1;
      if (collection === COLLECTIONS.matches) want.matches += 1;
    }
    await batch.commit();
    await countedBy(statsRef, want);
  }
  if (matches === 0) return;
  // The first match's conversation (opened by the trigger), then a page and more of messages.
  const partner = `bench-history-match-1`;
  const conversation = adminDb.collection(COLLECTIONS.conversations).doc(matchId(uid, partner));
  await new Promise<void>((done, fail) => {
    const stop = conversation.onSnapshot((snap) => {
      if (snap.exists) {
        stop();
        done();
      }
    }, fail);
  });
  const pair = matchPair(uid, partner);
  const batch = adminDb.batch();
  for (let n = 0; n < HISTORY_MESSAGES; n++)
    batch.set(adminDb.collection(COLLECTIONS.conversationMessages).doc(), {
      conversation_id: conversation.id,
      ...pair,
      sender_id: n % 2 ? uid : partner,
      text: `Message ${n + 1}`,
      sent_at: new Date(Date.now() - (HISTORY_MESSAGES - n) * 60_000),
    });
  await batch.commit();

  // A table chat of the member's latest brunch (as the plan's trigger keeps it: the chat, the
  // member's place in it) at a table of six members, with a page and more of messages.
  const at = new Date(Date.now() - 86_400_000);
  const seated = [uid, ...Array.from({ length: 5 }, (_, n) => `bench-history-match-${n + 1}`)];
  const chat = {
    event_id: 'bench-history-1',
    table_number: 1,
    event_date: at.toISOString().slice(0, 10),
    place_name: 'Test Garden Café',
    starts_at: at,
    closes_at: new Date(at.getTime() + 48 * 3_600_000),
  };
  const tables = adminDb.batch();
  tables.set(adminDb.collection(COLLECTIONS.tableChats).doc(HISTORY_TABLE_CHAT), {
    ...chat,
    member_ids: seated,
    cards: [],
    address_due_at: null,
    created_at: at,
    updated_at: at,
  });
  tables.set(
    adminDb
      .collection(COLLECTIONS.tableChatMembers)
      .doc(tableChatMemberId(HISTORY_TABLE_CHAT, uid)),
    { chat_id: HISTORY_TABLE_CHAT, user_id: uid, unread: 0, joined_at: at, ...chat },
  );
  for (let n = 0; n < HISTORY_MESSAGES; n++)
    tables.set(adminDb.collection(COLLECTIONS.tableChatMessages).doc(), {
      chat_id: HISTORY_TABLE_CHAT,
      sender_id: seated[n % seated.length],
      system: null,
      text: `Table message ${n + 1}`,
      sent_at: new Date(at.getTime() + n * 60_000),
    });
  await tables.commit();
}

/** The table chat the history gives the member (see addHistory). */
const HISTORY_TABLE_CHAT = 'bench-history-1_t1';

const stack = await ensureStack(
  scale > 1
    ? {
        // The city N× the demo city, seeded into the fresh stack's folder before it starts.
        prepare: (dataDir: string) =>
          new Promise<void>((done, fail) => {
            const child = spawn(
              process.execPath,
              [
                '--import',
                'tsx',
                join(ROOT, 'devstack/bench/scale-city.ts'),
                '--scale',
                String(scale),
                '--data-dir',
                dataDir,
              ],
              { cwd: join(ROOT, 'devstack'), stdio: 'inherit' },
            );
            child.once('error', fail);
            child.once('exit', (code) =>
              code === 0 ? done() : fail(new Error(`scale-city.ts exited with ${code}`)),
            );
          }),
      }
    : {},
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
/** Each screen's reads, by path and run, for the growth check. */
const measured = new Map<string, { reads: number; bound: number }>();
try {
  const uid = await memberUid();
  const guest = await guestBounds();
  const partner = await firstPartner(uid);
  const all = screens(await bounds(uid, partner), guest).filter(
    (screen) => !args.only || args.only.split(',').includes(screen.path),
  );
  console.log(
    `\nDocuments read and time to first content per screen, ${scale}× the demo city (cold page load, shell included; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}).`,
  );
  console.log(
    'screen                     who      reads  lookup query aggr listen   first content   bound',
  );
  const contexts = new Map<Screen['who'], BrowserContext>();
  const rows: string[] = [];
  const run = async (list: Screen[], label = '') => {
    for (const screen of list) {
      let context = contexts.get(screen.who);
      if (!context) {
        context = await signedIn(browser, screen.who);
        contexts.set(screen.who, context);
      }
      const { count, firstContent, rendered } = await measure(context, screen);
      const k = count.byKind;
      const bound = screen.bound
        ? `≤ ${screen.bound.total} ${count.reads <= screen.bound.total ? 'ok  ' : 'OVER'}  (${screen.bound.parts})`
        : '—';
      console.log(
        `${(screen.path + label).padEnd(26)} ${screen.who.padEnd(8)} ${String(count.reads).padStart(5)}  ${String(k.lookup).padStart(6)} ${String(k.query).padStart(5)} ${String(k.aggregation).padStart(4)} ${String(k.listen).padStart(6)}  ${(firstContent === null ? 'none' : `${firstContent} ms`).padStart(14)}   ${bound}` +
          `  [privileged ${count.privilegedReads}]` +
          (rendered
            ? ''
            : `  NOT RENDERED within ${RENDER_TIMEOUT_MS / 1000} s: reads counted by then`),
      );
      rows.push(`${screen.path}${label}`);
      checkTarget(`${screen.path}${label} not rendered`, rendered ? 0 : 1, { max: 0 });
      checkTarget(`${screen.path}${label} documents read`, count.reads, {
        max: screen.bound?.total ?? 0,
      });
      const path = screen.path.startsWith('/connections/') ? '/connections/{uid}' : screen.path;
      const before = measured.get(path);
      if (before && screen.bound)
        // With the history the bound may grow as far as its windows fill, the reads no further.
        checkTarget(
          `${screen.path}${label} reads added by the history`,
          count.reads - before.reads,
          { max: Math.max(0, screen.bound.total - before.bound) },
        );
      else measured.set(path, { reads: count.reads, bound: screen.bound?.total ?? 0 });
    }
  };
  await run(all);
  if (history > 0) {
    await addHistory(uid, history, likes, matchCount);
    console.log(
      `\nThe demo member with ${history} more past brunches attended, ${likes} likes given, ${matchCount} more matches (counted by the triggers)${matchCount ? ` and ${HISTORY_MESSAGES} messages with one of them` : ''}:`,
    );
    const withHistory = await bounds(
      uid,
      matchCount > 0 ? 'bench-history-match-1' : partner,
      matchCount > 0 ? HISTORY_TABLE_CHAT : null,
    );
    const again = screens(withHistory, guest).filter((screen) => screen.who === 'member');
    await run(again, ` +history`);
  }
  for (const context of contexts.values()) await context.close();
} finally {
  await browser.close();
  await stack.stop();
}
