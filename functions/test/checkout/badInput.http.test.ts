// The bad-input corpus sent through the real callable endpoint of the Functions host with the
// official web client (firebase/functions httpsCallable, signed in through the Auth emulator for the
// member cases, as the web app calls it): invalid-argument or failed-precondition every time, a
// short clean message, and nothing written — no booking, no seat taken, no Checkout session.

import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLABLES, COLLECTIONS, FUNCTIONS_REGION, PROJECT_ID } from '@brunchers/model';
import { BAD_INPUT_CORPUS, seedBadInputEvents } from '../support/badInput.js';
import { connectAppCheck, countDocs } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;
let memberApp: FirebaseApp;
let guestApp: FirebaseApp;

function functionsOf(app: FirebaseApp): Functions {
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, '127.0.0.1', stack.host!.port);
  return functions;
}

beforeAll(async () => {
  stack = await startStack({ host: true, auth: true });
  memberApp = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, 'bad-input-member');
  guestApp = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, 'bad-input-guest');
  // As the web app calls: with an App Check token (createCheckout enforces it).
  for (const app of [memberApp, guestApp]) connectAppCheck(app, stack.host!.url);
  connectAuthEmulator(getAuth(memberApp), stack.auth!.url, { disableWarnings: true });
  await createUserWithEmailAndPassword(
    getAuth(memberApp),
    'corpus.member@example.com',
    'secret123',
  );
});
afterAll(async () => {
  await deleteApp(memberApp);
  await deleteApp(guestApp);
  await stack.close();
});
beforeEach(() => stack.clearFirestore());

async function newestSessionId(): Promise<string | undefined> {
  return (await stack.stripe.checkout.sessions.list({ limit: 1 })).data[0]?.id;
}

describe('createCheckout over the callable protocol — bad input writes nothing', () => {
  it.each(BAD_INPUT_CORPUS)(
    '%s → invalid-argument or failed-precondition',
    async (_label, data, signedIn) => {
      await seedBadInputEvents(stack.db);
      const sessionBefore = await newestSessionId();
      const createCheckout = httpsCallable(
        functionsOf(signedIn ? memberApp : guestApp),
        CALLABLES.createCheckout,
      );

      const error = await createCheckout(data).then(
        () => null,
        (caught: { code: string; message: string }) => caught,
      );
      expect(error).not.toBeNull();
      expect(['functions/invalid-argument', 'functions/failed-precondition']).toContain(
        error?.code,
      );
      expect(error?.message.length).toBeGreaterThan(0);
      expect(error?.message.length).toBeLessThanOrEqual(200);
      expect(error?.message).not.toMatch(/at \w+ \(|\/work\/|sk_test|Error:/);

      expect(await countDocs(stack.db, COLLECTIONS.bookings)).toBe(0);
      expect(await countDocs(stack.db, COLLECTIONS.checkoutSessions)).toBe(0);
      expect(
        (await stack.db.collection(COLLECTIONS.events).doc('e-bad').get()).get('spots_left'),
      ).toBe(3);
      expect(await newestSessionId()).toBe(sessionBefore);
    },
  );
});
