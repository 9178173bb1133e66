// Issue 36: a guest's waitlist place is confirmed by the link in a first mail before it can be
// offered seats. Until then it is outside the queue: freed seats pass it by, and its address gets
// only that one mail (our words and the link, no name).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  WAITLIST_ALREADY_FREE,
  WAITLIST_CONFIRM_FAILED,
  mailIds,
  type MailDoc,
  type WaitlistEntryDoc,
} from '@brunchers/model';
import { handleCancelCheckout } from '../../src/checkout/cancelCheckout.handler.js';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import type { CheckoutDeps } from '../../src/checkout/deps.js';
import { handleConfirmWaitlistPlace } from '../../src/waitlist/confirmWaitlistPlace.handler.js';
import { handleJoinWaitlist } from '../../src/waitlist/joinWaitlist.handler.js';
import { APP_URL, MAIL_TOKEN_SECRET, startStack, type Stack } from '../support/stack.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';
import { confirmPlace, confirmToken } from '../support/waitlist.js';

let stack: Stack;
let deps: CheckoutDeps;

beforeAll(async () => {
  stack = await startStack();
  deps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date() };
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const gina = { guestName: 'Gina <a href=evil>', guestEmail: 'gina@example.org' };

async function entry(id: string) {
  return (await stack.db.collection(COLLECTIONS.waitlistEntries).doc(id).get()).data() as
    WaitlistEntryDoc | undefined;
}

async function queue(eventId: string): Promise<string[]> {
  const doc = await stack.db.collection(COLLECTIONS.waitlists).doc(eventId).get();
  return ((doc.get('queue') as { entry_id: string }[] | undefined) ?? []).map((i) => i.entry_id);
}

async function mailsTo(address: string): Promise<MailDoc[]> {
  const mails = await stack.db.collection(COLLECTIONS.mail).where('to', '==', address).get();
  return mails.docs.map((doc) => doc.data() as MailDoc);
}

describe("a guest's waitlist place", () => {
  it('waits unconfirmed outside the queue, with one mail; freed seats pass it by', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 1, spots_left: 1 });
    const held = await handleCreateCheckout(
      { data: { eventId: 'ev', guestCount: 1 }, auth: member('m1') },
      deps,
    );
    const joined = await handleJoinWaitlist(
      { data: { eventId: 'ev', partySize: 1, ...gina } },
      deps,
    );
    expect(joined).toMatchObject({ position: 0, unconfirmed: true });
    expect(await entry(joined.entryId)).toMatchObject({ status: 'unconfirmed' });
    expect(await queue('ev')).toEqual([]);
    // Joining again answers the same place and sends nothing more.
    expect(
      await handleJoinWaitlist({ data: { eventId: 'ev', partySize: 1, ...gina } }, deps),
    ).toEqual(joined);
    const mails = await mailsTo('gina@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'waitlist_confirm',
      user_id: null,
      event_id: 'ev',
      waitlist_entry_id: joined.entryId,
    });

    // The seat comes back: it goes on sale, not to the unconfirmed place.
    await handleCancelCheckout({ data: { bookingId: held.bookingId }, auth: member('m1') }, deps);
    expect((await entry(joined.entryId))?.status).toBe('unconfirmed');
    expect(await mailsTo('gina@example.org')).toHaveLength(1);
    // Seats on sale: confirming now says book them, and ends the place.
    expect(await httpsErrorOf(confirmPlace(deps, joined.entryId))).toMatchObject({
      code: 'failed-precondition',
      message: WAITLIST_ALREADY_FREE,
    });
    expect((await entry(joined.entryId))?.status).toBe('left');
  });

  it('the link queues it; then freed seats are offered to it', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 1, spots_left: 1 });
    const held = await handleCreateCheckout(
      { data: { eventId: 'ev', guestCount: 1 }, auth: member('m1') },
      deps,
    );
    const joined = await handleJoinWaitlist(
      { data: { eventId: 'ev', partySize: 1, ...gina } },
      deps,
    );
    expect(await confirmPlace(deps, joined.entryId)).toEqual({ eventId: 'ev', position: 1 });
    expect(await confirmPlace(deps, joined.entryId)).toEqual({ eventId: 'ev', position: 1 });
    expect(await queue('ev')).toEqual([joined.entryId]);
    await handleCancelCheckout({ data: { bookingId: held.bookingId }, auth: member('m1') }, deps);
    const offered = await entry(joined.entryId);
    expect(offered?.status).toBe('offered');
    expect(
      (
        await stack.db
          .collection(COLLECTIONS.mail)
          .doc(mailIds.waitlistOffer(offered!.offer_booking_id!))
          .get()
      ).exists,
    ).toBe(true);
  });

  it('refuses a forged or foreign token, and a place that was left', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 1, spots_left: 0 });
    const joined = await handleJoinWaitlist(
      { data: { eventId: 'ev', partySize: 1, ...gina } },
      deps,
    );
    const withSecret = (token: string) =>
      handleConfirmWaitlistPlace({ data: { token } }, { ...deps, tokenSecret: MAIL_TOKEN_SECRET });
    const genuine = confirmToken(joined.entryId);
    const [body] = genuine.split('.');
    expect(await httpsErrorOf(withSecret(`${body}.AAAA`))).toMatchObject({
      code: 'invalid-argument',
      message: WAITLIST_CONFIRM_FAILED,
    });
    expect(
      await httpsErrorOf(
        handleConfirmWaitlistPlace(
          { data: { token: genuine } },
          { ...deps, tokenSecret: 'another' },
        ),
      ),
    ).toMatchObject({ code: 'invalid-argument' });
    await stack.db
      .collection(COLLECTIONS.waitlistEntries)
      .doc(joined.entryId)
      .update({ status: 'left' });
    expect(await httpsErrorOf(withSecret(genuine))).toMatchObject({
      code: 'failed-precondition',
      message: WAITLIST_CONFIRM_FAILED,
    });
    expect(await queue('ev')).toEqual([]);
  });
});
