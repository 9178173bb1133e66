// Abuse limits on createCheckout through the Functions host (issue 18 item 3): one client cannot
// hold every seat. Clients are told apart as on Cloud Functions: a member by uid, a guest by the
// address Google's front end appends to X-Forwarded-For.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, HOLD_ALREADY_OPEN, TOO_MANY_CHECKOUTS } from '@brunchers/model';
import { startStack, type Stack } from '../support/stack.js';
import { eventually, flow } from '../support/flow.js';
import {
  callableHeaders,
  seedEvent,
  unsignedIdToken,
  type CallableAnswer,
} from '../support/fixtures.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ host: true });
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

async function checkout(
  data: Record<string, unknown>,
  from: { ip?: string; token?: string },
): Promise<CallableAnswer> {
  const url = stack.functionUrl('createCheckout');
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...(await callableHeaders(url, from.token)),
      ...(from.ip ? { 'x-forwarded-for': `10.9.9.9, ${from.ip}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

const guest = (eventId: string, email: string, guestCount = 10) => ({
  eventId,
  guestCount,
  guestName: 'Gus Guest',
  guestEmail: email,
});
const spotsLeft = (eventId: string) => flow(stack).spotsLeft(eventId);

describe('createCheckout abuse limits', () => {
  it('one unauthenticated client cannot hold all 30 seats with three calls', async () => {
    await seedEvent(stack.db, 'thirty', { spots_total: 30, spots_left: 30 });
    const answers = [];
    for (const n of [1, 2, 3])
      answers.push(
        await checkout(guest('thirty', `hoarder${n}@example.com`), { ip: '203.0.113.7' }),
      );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[2]).toMatchObject({
      error: { status: 'RESOURCE_EXHAUSTED', message: TOO_MANY_CHECKOUTS },
    });
    expect(await spotsLeft('thirty')).toBe(10);

    // Another client still books.
    expect(
      (await checkout(guest('thirty', 'fair@example.com', 2), { ip: '198.51.100.4' })).status,
    ).toBe(200);
    expect(await spotsLeft('thirty')).toBe(8);
  });

  it('attempts refused for want of seats are not counted, and write nothing', async () => {
    await seedEvent(stack.db, 'full', { spots_total: 10, spots_left: 0 });
    await seedEvent(stack.db, 'two-left', { spots_total: 10, spots_left: 2 });
    const from = { ip: '203.0.113.9' };
    // More tries than the per-event limit (2): each is told it is sold out, none is rate-limited.
    for (const n of [1, 2, 3]) {
      const answer = await checkout(guest('full', `late${n}@example.com`, 1), from);
      expect(answer).toMatchObject({ status: 400, error: { status: 'FAILED_PRECONDITION' } });
    }
    for (const n of [1, 2, 3]) {
      const answer = await checkout(guest('two-left', `many${n}@example.com`, 3), from);
      expect(answer).toMatchObject({ status: 400, error: { status: 'FAILED_PRECONDITION' } });
    }
    expect((await stack.db.collection(COLLECTIONS.checkoutRateLimits).get()).size).toBe(0);
    expect((await checkout(guest('two-left', 'fits@example.com', 2), from)).status).toBe(200);
    expect(await spotsLeft('two-left')).toBe(0);
  });

  it('one open hold per guest e-mail per event, whichever client asks; free again once it ends', async () => {
    await seedEvent(stack.db, 'one-each', { spots_total: 20, spots_left: 20 });
    const first = await checkout(guest('one-each', 'Ann@Example.com', 2), { ip: '198.51.100.1' });
    expect(first.status).toBe(200);
    const again = await checkout(guest('one-each', 'ann@example.com', 2), { ip: '198.51.100.2' });
    expect(again).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION', message: HOLD_ALREADY_OPEN },
    });
    // Another event is fine.
    await seedEvent(stack.db, 'other-event', { spots_total: 20, spots_left: 20 });
    expect(
      (await checkout(guest('other-event', 'ann@example.com', 2), { ip: '198.51.100.2' })).status,
    ).toBe(200);

    // The session expires at Stripe: the hold is released, and Ann may book again.
    const { sessionId, bookingId } = first.result as { sessionId: string; bookingId: string };
    await stack.stripe.checkout.sessions.expire(sessionId);
    await eventually(
      async () =>
        (await stack.db.collection(COLLECTIONS.bookings).doc(bookingId).get()).get('status'),
      (status) => status === 'expired',
    );
    expect(
      (await checkout(guest('one-each', 'ann@example.com', 2), { ip: '198.51.100.3' })).status,
    ).toBe(200);
  });

  it('one open hold per member per event; members are limited by uid, not address', async () => {
    await seedEvent(stack.db, 'members', { spots_total: 20, spots_left: 20 });
    const token = unsignedIdToken('keen');
    expect((await checkout({ eventId: 'members', guestCount: 3 }, { token })).status).toBe(200);
    expect(await checkout({ eventId: 'members', guestCount: 3 }, { token })).toMatchObject({
      status: 400,
      error: { message: HOLD_ALREADY_OPEN },
    });
    expect(await spotsLeft('members')).toBe(17);
    // Concurrent calls by one member: exactly one hold.
    await seedEvent(stack.db, 'burst', { spots_total: 20, spots_left: 20 });
    const burst = await Promise.all(
      [1, 2, 3].map(() =>
        checkout({ eventId: 'burst', guestCount: 1 }, { token: unsignedIdToken('quick') }),
      ),
    );
    expect(burst.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await spotsLeft('burst')).toBe(19);
  });
});
