// Data and sign-in helpers for the member-area specs. Each spec creates its own users, venues and
// bookings with unique ids through firebase-admin (the same path a real import takes), so specs
// never depend on the demo seed or on each other.
import {
  attendanceForBooking,
  COLLECTIONS,
  FUNCTIONS_REGION,
  pendingBooking,
  userRoleId,
  type EventDoc,
  type GetTicketOutput,
  type Locale,
  type Role,
} from '@brunchers/model';
import { expect, type Browser, type Page } from '@playwright/test';
import { adminAuth, adminDb, createEvent, uniqueToken } from '../../fixtures/admin';
import { openPhoneFilming } from '../../fixtures/fake-camera';
import { API_KEY, AUTH_HOST, FUNCTIONS_URL, PROJECT_ID } from '../../fixtures/stack';

export const PASSWORD = 'member-e2e-pass';

export interface TestMember {
  uid: string;
  email: string;
  name: string;
}

/**
 * An account with a public profile. `photo` makes the member discoverable; its path sorts before
 * the demo members' photos so the member is among the 20 cards discover loads.
 */
export async function createMember(
  options: { name?: string; photo?: boolean; xp?: number; locale?: Locale | null } = {},
): Promise<TestMember> {
  const token = uniqueToken();
  const email = `member.${token}@example.com`;
  const name = options.name ?? `Tester ${token}`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  const xp = options.xp ?? 0;
  await adminDb
    .collection(COLLECTIONS.userProfiles)
    .doc(uid)
    .set({
      user_id: uid,
      display_name: name,
      photo_url: options.photo ? `/images/seed/members/member-01.svg?e2e=${token}` : null,
      level: Math.floor(xp / 100) + 1,
      experience_points: xp,
      // As sign-up in the suite's English browser leaves it (issue 37): the mails' language.
      ...(options.locale === null ? {} : { locale: options.locale ?? 'en' }),
      created_at: new Date(),
    });
  return { uid, email, name };
}

export async function grantRole(uid: string, role: Role): Promise<void> {
  await adminDb
    .collection(COLLECTIONS.userRoles)
    .doc(userRoleId(uid, role))
    .set({ user_id: uid, role });
}

export async function createVenue(
  partnerUid: string | null,
  name = `Venue ${uniqueToken()}`,
): Promise<{ id: string; name: string }> {
  const id = `e2e-venue-${uniqueToken()}`;
  await adminDb
    .collection(COLLECTIONS.venues)
    .doc(id)
    .set({ name, city: 'Lisbon', country: 'Portugal', partner_user_id: partnerUid });
  return { id, name };
}

/** A confirmed booking of `member` with its attendance (not yet present), as the webhook makes it. */
export async function createConfirmedBooking(
  member: TestMember,
  venueId: string | null,
  eventOverrides: Partial<EventDoc> = {},
  /** Book an existing event instead of a new one (several members at one brunch). */
  options: { event?: { id: string; event: EventDoc }; guestCount?: number } = {},
): Promise<{ bookingId: string; eventTitle: string; eventId: string }> {
  const { id: eventId, event } =
    options.event ?? (await createEvent({ ...eventOverrides, venue_id: venueId }));
  const now = new Date();
  const bookingId = `e2e-booking-${uniqueToken()}`;
  const guestCount = options.guestCount ?? 2;
  const booking = {
    ...pendingBooking({ eventId, event, guestCount, userId: member.uid, now }),
    status: 'confirmed' as const,
    hold_expires_at: null,
    confirmed_at: now,
    venue_id: venueId,
  };
  await adminDb.collection(COLLECTIONS.bookings).doc(bookingId).set(booking);
  await adminDb
    .collection(COLLECTIONS.eventAttendances)
    .doc(bookingId)
    .set(attendanceForBooking(bookingId, booking, member.name, now));
  return { bookingId, eventTitle: event.title, eventId };
}

/**
 * Signs `email` in without the form (the journeys about signing in type into it: auth, signup,
 * verify-email, event-booking, checkout-return, signed-in-public, import-members): Auth's REST sign-in, then the session stored where the web SDK keeps it, then the
 * dashboard. Saves a load of /login and the typing per sign-in (some 90 in the suite).
 */
export async function signIn(page: Page, email: string): Promise<void> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok)
    throw new Error(`Sign-in of ${email}: ${response.status} ${await response.text()}`);
  const { localId, idToken, refreshToken, expiresIn } = (await response.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
  // The user as the web SDK persists it (UserImpl.toJSON); on start it reloads the account from
  // Auth, so the rest (verified, names, providers) comes from the server.
  const user = {
    uid: localId,
    email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: {
      refreshToken,
      accessToken: idToken,
      expirationTime: Date.now() + Number(expiresIn) * 1000,
    },
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  // Any page of the app's origin gives its storage; this one is small and loads no app.
  await page.goto('/__/firebase/init.json');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `firebase:authUser:${API_KEY}:[DEFAULT]`,
    value: JSON.stringify(user),
  });
  await page.goto('/dashboard');
  // Signed in: the dashboard's greeting (signed out, the app would have gone to /login). By CSS,
  // not by role: a dialog the dashboard opens by itself (after a brunch, "How was brunch?") hides
  // the page behind it from the accessibility tree, though the greeting is there.
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
}

/** The value of a dashboard counter card. */
export function counter(page: Page, label: string) {
  return page.getByTestId(`counter-${label}`).locator('p').nth(1);
}

/** Calls a callable over HTTP as `email` (what any client could do), returning status and body. */
/** The local web app's id (web/.env.emulators), which its App Check tokens name. */
const WEB_APP_ID = '1:000000000000:web:0000000000000000';

export async function callAs(
  email: string,
  name: string,
  data: unknown,
): Promise<{ status: number; body: unknown }> {
  const signIn = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  // As the web app calls: with an App Check token from the local stack (some callables enforce it).
  const appCheck = await fetch(`${FUNCTIONS_URL}/_host/app-check/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId: WEB_APP_ID }),
  });
  const { token } = (await appCheck.json()) as { token: string };
  const response = await fetch(`${FUNCTIONS_URL}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${idToken}`,
      'x-firebase-appcheck': token,
    },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * A door phone whose camera films `member`'s ticket for `bookingId` (its signed token, as the
 * ticket's QR code holds it). Close `phone` when done.
 */
export async function openPhoneFilmingTicket(
  member: TestMember,
  bookingId: string,
  video: string,
): Promise<{ phone: Browser; page: Page }> {
  const ticket = await callAs(member.email, 'getTicket', { bookingId });
  expect(ticket.status).toBe(200);
  return openPhoneFilming(video, (ticket.body as { result: GetTicketOutput }).result.token);
}
