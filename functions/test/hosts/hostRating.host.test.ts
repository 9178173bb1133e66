// A host's rating through the Functions host (issue 39 item 2): the exported review trigger is
// wired to the handler, and the derived rating reaches the host's upcoming event.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, toDateString } from '@brunchers/model';
import { eventDoc } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ host: true });
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

describe('hostRatingOnReviewWritten', () => {
  it("adds a review of the host's brunch to the host and its upcoming event", async () => {
    const { db } = stack;
    await db.collection(COLLECTIONS.hosts).doc('h1').set({
      name: 'Rita',
      photo_url: null,
      bio: null,
      rating_sum: 0,
      rating_count: 0,
      created_at: new Date(),
      updated_at: new Date(),
    });
    const soon = toDateString(new Date(Date.now() + 5 * 86_400_000));
    const before = toDateString(new Date(Date.now() - 2 * 86_400_000));
    await db
      .collection(COLLECTIONS.events)
      .doc('past')
      .set(eventDoc({ host_id: 'h1', event_date: before }));
    await db
      .collection(COLLECTIONS.events)
      .doc('next')
      .set(eventDoc({ host_id: 'h1', event_date: soon, host_rating: null }));
    // A whole booking, as checkout writes one: the bookings' triggers (admin stats) refused a
    // bare one and the host retried them for 11 s before giving up.
    await db.collection(COLLECTIONS.bookings).doc('b1').set({
      status: 'confirmed',
      event_id: 'past',
      event_title: 'Sunday Garden Brunch',
      venue_id: null,
      guest_count: 1,
      total_amount_cents: 2500,
      user_id: 'm1',
      created_at: new Date(),
    });
    await stack.host!.idle();
    await db.collection(COLLECTIONS.brunchReviews).doc('b1').set({
      user_id: 'm1',
      booking_id: 'b1',
      venue_id: null,
      rating: 4,
      review_text: null,
      created_at: new Date(),
    });
    await stack.host!.idle();
    expect((await db.collection(COLLECTIONS.hosts).doc('h1').get()).data()).toMatchObject({
      rating_sum: 4,
      rating_count: 1,
    });
    expect((await db.collection(COLLECTIONS.events).doc('next').get()).get('host_rating')).toBe(4);
  });
});
