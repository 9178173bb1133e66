// Issue 36, "mail relay": an account signed up under a stranger's address (never verified) made
// us mail that stranger a waitlist offer every few seconds: hold the last seat, join the
// waitlist, give the hold back (the seats are offered to the account, mailed to the stranger),
// give the offer back, repeat. With verification required to book and queue, the stranger gets
// at most one mail: the verification (which this sequence does not even cause). Guests' places
// are queued only once the link in a first mail is opened.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EMAIL_NOT_VERIFIED,
  type MailDoc,
  type WaitlistEntryDoc,
} from '@brunchers/model';
import { handleCancelCheckout } from '../../src/checkout/cancelCheckout.handler.js';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import type { CheckoutDeps } from '../../src/checkout/deps.js';
import { handleJoinWaitlist } from '../../src/waitlist/joinWaitlist.handler.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';

let stack: Stack;
let deps: CheckoutDeps;

beforeAll(async () => {
  stack = await startStack();
  deps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date() };
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const STRANGER = 'stranger@example.org';
/** The attacker's account: the stranger's address, unverified, a lure as display name. */
const lure = () => member('lure', { email: STRANGER, email_verified: false });

/** Every outbox mail that would reach the stranger (as the member's Auth address or directly). */
async function mailsToStranger(): Promise<MailDoc[]> {
  const mails = await stack.db.collection(COLLECTIONS.mail).get();
  return mails.docs
    .map((doc) => doc.data() as MailDoc)
    .filter((mail) => mail.user_id === 'lure' || mail.to === STRANGER);
}

async function attempt<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch {
    return null;
  }
}

describe('the mail relay (issue 36)', () => {
  it("an unverified account under a stranger's address makes us mail them nothing but the verification", async () => {
    await stack.db.collection(COLLECTIONS.userProfiles).doc('lure').set({
      user_id: 'lure',
      display_name: 'You won €500! Claim at evil.example',
      level: 1,
      experience_points: 0,
    });
    await seedEvent(stack.db, 'ev', { spots_total: 1, spots_left: 1 });
    for (let round = 0; round < 4; round++) {
      // Hold the last seat, queue for it, give the hold back: the seat is offered to the queue.
      const held = await attempt(
        handleCreateCheckout({ data: { eventId: 'ev', guestCount: 1 }, auth: lure() }, deps),
      );
      await attempt(
        handleJoinWaitlist({ data: { eventId: 'ev', partySize: 1 }, auth: lure() }, deps),
      );
      if (held)
        await attempt(
          handleCancelCheckout({ data: { bookingId: held.bookingId }, auth: lure() }, deps),
        );
      // Give the offer back (its pending booking), so the next round can start again.
      const offers = await stack.db
        .collection(COLLECTIONS.waitlistEntries)
        .where('user_id', '==', 'lure')
        .get();
      for (const entry of offers.docs) {
        const offer = (entry.data() as WaitlistEntryDoc).offer_booking_id;
        if (offer)
          await attempt(handleCancelCheckout({ data: { bookingId: offer }, auth: lure() }, deps));
      }
    }
    const mails = await mailsToStranger();
    expect(mails.length).toBeLessThanOrEqual(1);
    expect(mails.filter((mail) => mail.kind !== 'verify_email')).toEqual([]);
  });
});

describe('booking and the waitlist wait for a verified address', () => {
  it("createCheckout and joinWaitlist refuse an unverified member with the prompt's sentence", async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 2, spots_left: 2 });
    const unverified = member('new', { email_verified: false });
    expect(
      await httpsErrorOf(
        handleCreateCheckout({ data: { eventId: 'ev', guestCount: 1 }, auth: unverified }, deps),
      ),
    ).toMatchObject({ code: 'failed-precondition', message: EMAIL_NOT_VERIFIED });
    await seedEvent(stack.db, 'full', { spots_total: 2, spots_left: 0 });
    expect(
      await httpsErrorOf(
        handleJoinWaitlist({ data: { eventId: 'full', partySize: 1 }, auth: unverified }, deps),
      ),
    ).toMatchObject({ code: 'failed-precondition', message: EMAIL_NOT_VERIFIED });
    // A token without the claim at all (an old or odd provider) is not verified either.
    expect(
      await httpsErrorOf(
        handleCreateCheckout(
          {
            data: { eventId: 'ev', guestCount: 1 },
            auth: { uid: 'x', token: { email: 'x@example.com' } },
          },
          deps,
        ),
      ),
    ).toMatchObject({ message: EMAIL_NOT_VERIFIED });
    expect((await stack.db.collection(COLLECTIONS.bookings).get()).size).toBe(0);
    expect((await stack.db.collection(COLLECTIONS.waitlistEntries).get()).size).toBe(0);
    // Verified, the same member books.
    const held = await handleCreateCheckout(
      { data: { eventId: 'ev', guestCount: 1 }, auth: member('new') },
      deps,
    );
    expect(held.bookingId).toBeTruthy();
  });
});
