// Firestore documents a signed-in member's screens read: /dashboard, /discover and /profile, each
// opened cold (a fresh page load, so the member shell's reads count too) in Debian's Chromium with
// the production build the local stack serves. The local Firestore counts reads on the server
// (GET/DELETE /emulator/v1/projects/{p}:readCount, see emulator/src/firestore/read-count.ts): the
// documents lookups and queries return and every document a Listen stream sends. Each screen is
// measured from a reset until it has rendered and the count has stayed still for a while, and is
// printed next to the bound it should stay within, computed from the member's own data (what the
// screen shows). Prints figures; never fails on them.
//
//   unshare -n bash -c 'ip link set lo up && npx tsx e2e/bench/firestore-reads.ts'
//   (or `npm run bench -w e2e`; its own network namespace because the stack's ports are fixed)
//
// It lives in e2e/ because that workspace already has Playwright and Debian's Chromium settings.
// The member is the demo city's member (devstack/src/seed/accounts.ts), who has bookings, matches,
// attended brunches and reviews; the stack is reused when one answers, else started here.
import { DISCOVER_GALLERY_LIMIT } from '@brunchers/model';
import { chromium, type Page } from '@playwright/test';
import { ensureStack, STACK } from '../../scripts/bench-stack.mjs';
import { CHROMIUM_ARGS } from '../playwright.config';

const MEMBER = { email: 'member@brunchers.test', password: 'brunchers-demo' };
const ADMIN = { email: 'admin@brunchers.test', password: 'brunchers-demo' };
const QUIET_MS = 2000;
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
        ...(limit ? { limit } : {}),
      },
    }),
  });
  const rows = (await response.json()) as Array<{ document?: { name: string } }>;
  return rows.flatMap((row) => (row.document ? [row.document.name.split('/').pop()!] : []));
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

/** What each screen should read at most, from the member's data. */
async function bounds(uid: string) {
  const mine = [['user_id', 'EQUAL', str(uid)]] as Filter[];
  const [roles, attended, reviews, bookings, matches1, matches2, photos, privateProfile] =
    await Promise.all([
      countWhere('user_roles', mine),
      countWhere('event_attendances', [
        ...mine,
        ['marked_present', 'EQUAL', { booleanValue: true }],
      ]),
      countWhere('brunch_reviews', mine),
      countWhere('bookings', mine),
      countWhere('matches', [['user1_id', 'EQUAL', str(uid)]]),
      countWhere('matches', [['user2_id', 'EQUAL', str(uid)]]),
      countWhere('user_photos', mine),
      fetch(`${DOCS}/user_private_profiles/${uid}`, {
        headers: { authorization: 'Bearer owner' },
      }).then((r) => (r.ok ? 1 : 0)),
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

  const shell = {
    'shell: roles': roles.length,
    'own profile': 1,
    attended: attended.length,
    reviews: reviews.length,
  };
  return {
    '/dashboard': {
      ...shell,
      bookings: bookings.length,
      matches: matches1.length + matches2.length,
      'next events': nextEvents.length,
    },
    '/discover': { ...shell, profiles: profiles.length, 'shown card photos': galleries.length },
    '/profile': {
      ...shell,
      'private profile': privateProfile,
      bookings: bookings.length,
      'my photos': photos.length,
    },
  } as Record<string, Record<string, number>>;
}

/** The screen shows its data: no spinner left, and its own marker is on screen. */
async function waitRendered(page: Page, marker: string): Promise<void> {
  await page.locator(marker).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[role="status"] .animate-spin').length === 0 &&
      Array.from(document.querySelectorAll('[data-testid^="counter-"] p:nth-child(2)')).every(
        (p) => p.textContent !== '–',
      ),
    undefined,
    { timeout: 30_000 },
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

const SCREENS = [
  { path: '/dashboard', marker: '[data-testid^="counter-"]' },
  { path: '/discover', marker: 'main :is(h1, h2, h3)' }, // its heading, or the empty state's
  { path: '/profile', marker: '[data-testid="total-bookings"]' },
];

const stack = await ensureStack();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const uid = await memberUid();
  const expected = await bounds(uid);
  const context = await browser.newContext({
    baseURL: STACK.appUrl,
    viewport: { width: 390, height: 844 },
  });
  let page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await page.waitForURL('**/dashboard');

  console.log(
    `Documents read per screen for ${MEMBER.email} (cold page load, member shell included).`,
  );
  console.log(
    'screen       reads  lookup query aggr listen   bound  (what the screen shows; privileged = functions / admin SDK)',
  );
  for (const screen of SCREENS) {
    await page.close(); // its listeners end with it
    await new Promise((done) => setTimeout(done, 500));
    await readCount('DELETE');
    page = await context.newPage();
    await page.goto(screen.path);
    await waitRendered(page, screen.marker);
    const count = await settledCount();
    const parts = expected[screen.path]!;
    const bound = Object.values(parts).reduce((sum, n) => sum + n, 0);
    const k = count.byKind;
    console.log(
      `${screen.path.padEnd(12)} ${String(count.reads).padStart(5)}  ${String(k.lookup).padStart(6)} ${String(k.query).padStart(5)} ${String(k.aggregation).padStart(4)} ${String(k.listen).padStart(6)}  ${`≤ ${bound}`.padStart(6)}  ` +
        `${Object.entries(parts)
          .map(([what, n]) => `${what} ${n}`)
          .join(' + ')}  ${count.reads <= bound ? 'ok' : 'OVER'}` +
        `  (privileged ${count.privilegedReads})`,
    );
  }
  await context.close();

  // The organiser console's Overview, opened cold by the demo admin: the overview document, the
  // top 10 Best Matches (the default tab) and the shell's reads, whatever the city's size.
  const adminContext = await browser.newContext({
    baseURL: STACK.appUrl,
    viewport: { width: 1280, height: 900 },
  });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/login');
  await adminPage.getByLabel('Email').fill(ADMIN.email);
  await adminPage.getByLabel('Password').fill(ADMIN.password);
  await adminPage.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await adminPage.waitForURL('**/dashboard');
  await adminPage.close();
  await new Promise((done) => setTimeout(done, 500));
  await readCount('DELETE');
  const overview = await adminContext.newPage();
  const started = Date.now();
  await overview.goto('/admin');
  await waitRendered(overview, '[data-testid="stat-Total Users"]');
  const firstContent = Date.now() - started;
  const count = await settledCount();
  const bound = 100;
  console.log(
    `${'/admin'.padEnd(12)} ${String(count.reads).padStart(5)}  ${String(count.byKind.lookup).padStart(6)} ${String(count.byKind.query).padStart(5)} ${String(count.byKind.aggregation).padStart(4)} ${String(count.byKind.listen).padStart(6)}  ${`≤ ${bound}`.padStart(6)}  ` +
      `overview 1 + best matches ≤ 10 + shell  ${count.reads <= bound ? 'ok' : 'OVER'}  (first content ${firstContent} ms; privileged ${count.privilegedReads})`,
  );
  await adminContext.close();
} finally {
  await browser.close();
  await stack.stop();
}
