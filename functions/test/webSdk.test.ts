// The web app's path: firebase/auth signed in against the Auth emulator and firebase/functions
// connected to the Functions host with connectFunctionsEmulator, as web/src/lib/firebase/ does.

import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signOut,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLABLES,
  COLLECTIONS,
  FUNCTIONS_REGION,
  PROJECT_ID,
  type CreateCheckoutOutput,
} from '@brunchers/model';
import { startStack, type Stack } from './support/stack.js';
import { connectAppCheck, seedEvent } from './support/fixtures.js';

let stack: Stack;
let app: FirebaseApp;

beforeAll(async () => {
  stack = await startStack({ host: true, auth: true });
  app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, 'web-sdk-test');
  // As the web app calls: with an App Check token (createCheckout enforces it).
  connectAppCheck(app, stack.host!.url);
  connectAuthEmulator(getAuth(app), stack.auth!.url, { disableWarnings: true });
  connectFunctionsEmulator(getFunctions(app, FUNCTIONS_REGION), '127.0.0.1', stack.host!.port);
});
afterAll(async () => {
  await deleteApp(app);
  await stack.close();
});

describe('callables through the web SDK', () => {
  it('createCheckout for a signed-in member carries their ID token', async () => {
    await seedEvent(stack.db, 'web-event', { spots_left: 4 });
    const { user } = await createUserWithEmailAndPassword(
      getAuth(app),
      'web.member@example.com',
      'secret123',
    );
    // Members book once their address is verified (issue 36): the link's effect, then a token
    // that says so.
    await stack.adminAuth!.updateUser(user.uid, { emailVerified: true });
    await user.getIdToken(true);
    const createCheckout = httpsCallable<unknown, CreateCheckoutOutput>(
      getFunctions(app, FUNCTIONS_REGION),
      CALLABLES.createCheckout,
    );
    const { data } = await createCheckout({ eventId: 'web-event', guestCount: 2 });
    expect(data.url).toContain(data.sessionId);
    const booking = (
      await stack.db.collection(COLLECTIONS.bookings).doc(data.bookingId).get()
    ).data();
    expect(booking).toMatchObject({ user_id: user.uid, status: 'pending', guest_count: 2 });
    await signOut(getAuth(app));
  });

  it('surfaces validation errors as FunctionsError codes', async () => {
    const createCheckout = httpsCallable(
      getFunctions(app, FUNCTIONS_REGION),
      CALLABLES.createCheckout,
    );
    const error = await createCheckout({
      eventId: 'web-event',
      guestCount: 1,
      guestName: 'Guest',
    }).then(
      () => null,
      (caught: { code: string; message: string }) => caught,
    );
    expect(error?.code).toBe('functions/invalid-argument');
    expect(error?.message).toMatch(/^Please provide your name and email to continue\./);
  });
});
