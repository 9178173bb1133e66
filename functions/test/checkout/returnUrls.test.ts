// Issue 17 §2: Stripe returns the member to the origin they booked from, when it is one of the
// app's own (the configured app URL and its local twins); any other Origin gets the app URL.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import type { CheckoutDeps } from '../../src/checkout/deps.js';
import { handleCustomerPortal } from '../../src/subscriptions/customerPortal.handler.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
import { member, seedEvent } from '../support/fixtures.js';

let stack: Stack;
let deps: CheckoutDeps;

beforeAll(async () => {
  stack = await startStack();
  deps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date() };
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const fromOrigin = (origin: string) => ({ headers: { origin } });

async function checkoutReturnUrls(origin: string) {
  const out = await handleCreateCheckout(
    { data: { eventId: 'e1', guestCount: 1 }, auth: member('u1'), rawRequest: fromOrigin(origin) },
    deps,
  );
  const session = await stack.stripe.checkout.sessions.retrieve(out.sessionId);
  return { success: session.success_url, cancel: session.cancel_url?.split('?')[0] };
}

describe('Checkout and portal return URLs', () => {
  it('return to the local twin of the app URL the member browses on', async () => {
    expect(APP_URL).toBe('http://localhost:5173');
    await seedEvent(stack.db, 'e1', { spots_left: 10 });
    expect(await checkoutReturnUrls('http://127.0.0.1:5173')).toEqual({
      success: 'http://127.0.0.1:5173/booking-success?session_id={CHECKOUT_SESSION_ID}',
      cancel: 'http://127.0.0.1:5173/event/e1',
    });
    expect(await checkoutReturnUrls('http://localhost:5173')).toEqual({
      success: 'http://localhost:5173/booking-success?session_id={CHECKOUT_SESSION_ID}',
      cancel: 'http://localhost:5173/event/e1',
    });
  });

  it('never return to an origin off the allow-list (no open redirect)', async () => {
    await seedEvent(stack.db, 'e1', { spots_left: 10 });
    for (const origin of ['https://evil.example', 'http://127.0.0.1:6666', 'null'])
      expect(await checkoutReturnUrls(origin)).toEqual({
        success: `${APP_URL}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel: `${APP_URL}/event/e1`,
      });
  });

  it('the billing portal returns to the same allow-listed origin', async () => {
    // Stripe has no API to read a portal session back: its page's Return link carries return_url.
    const returnLink = async (origin: string) => {
      const { url } = await handleCustomerPortal(
        { data: null, auth: member('u2'), rawRequest: fromOrigin(origin) },
        { ...deps },
      );
      const page = await (await fetch(url)).text();
      return /<a class="button" href="([^"]+)">Return<\/a>/.exec(page)?.[1];
    };
    expect(await returnLink('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/profile');
    expect(await returnLink('https://evil.example')).toBe(`${APP_URL}/profile`);
  });
});
