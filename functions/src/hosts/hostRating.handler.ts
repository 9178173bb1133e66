// A host's rating from the reviews of their brunches (issue 39 item 2): a review written adds its
// rating to the host's rating_sum/rating_count exactly once, through the marker
// hosts/{hostId}/rated_reviews/{reviewId} read and written in the same transaction; a review
// deleted takes back what its marker says. The new rating is then copied to the host's upcoming
// events. A review's host: its booking's event's host_id (none: nothing to do).

import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, hostRating, ratedReviewSchema } from '@brunchers/model';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import { copyHostToUpcomingEvents } from './hostEvents.js';
import type { HostDeps } from './saveHost.handler.js';

type Data = Record<string, unknown> | undefined;

/** The host of the brunch a review is about, if the event names one. */
async function hostOfReview(
  db: Firestore,
  review: Record<string, unknown>,
): Promise<string | null> {
  const bookingId = typeof review.booking_id === 'string' ? review.booking_id : null;
  if (!bookingId) return null;
  const booking = await db.collection(COLLECTIONS.bookings).doc(bookingId).get();
  const eventId = booking.get('event_id') as unknown;
  if (typeof eventId !== 'string' || !eventId) return null;
  const hostId = (await db.collection(COLLECTIONS.events).doc(eventId).get()).get(
    'host_id',
  ) as unknown;
  return typeof hostId === 'string' && hostId ? hostId : null;
}

export async function handleReviewForHost(
  deps: HostDeps,
  reviewId: string,
  before: Data,
  after: Data,
): Promise<void> {
  // Reviews are never edited: only a creation or a deletion moves the rating.
  if ((before && after) || (!before && !after)) return;
  const { db } = deps;
  const review = (after ?? before)!;
  const hostId = await hostOfReview(db, review);
  if (!hostId) return;
  const hostRef = db.collection(COLLECTIONS.hosts).doc(hostId);
  const markerRef = hostRef.collection('rated_reviews').doc(reviewId);
  const adding = Boolean(after);
  const rating = await db.runTransaction(async (tx) => {
    const [host, marker] = await tx.getAll(hostRef, markerRef);
    if (!host?.exists) return undefined;
    const now = timestamp(deps.clock());
    let sum = Number(host.get('rating_sum') ?? 0);
    let count = Number(host.get('rating_count') ?? 0);
    if (adding) {
      if (marker?.exists) return undefined;
      const value = ratedReviewSchema.safeParse({ rating: review.rating });
      if (!value.success) return undefined;
      sum += value.data.rating;
      count += 1;
      tx.create(markerRef, { rating: value.data.rating });
      tx.update(hostRef, {
        rating_sum: FieldValue.increment(value.data.rating),
        rating_count: FieldValue.increment(1),
        updated_at: now,
      });
    } else {
      const value = ratedReviewSchema.safeParse(marker?.data());
      if (!marker?.exists || !value.success) return undefined;
      sum -= value.data.rating;
      count -= 1;
      tx.delete(markerRef);
      tx.update(hostRef, {
        rating_sum: FieldValue.increment(-value.data.rating),
        rating_count: FieldValue.increment(-1),
        updated_at: now,
      });
    }
    return hostRating(sum, count);
  });
  if (rating === undefined) return;
  const updated = await copyHostToUpcomingEvents(db, hostId, { host_rating: rating }, deps.clock());
  logs.hostRatingApplied(hostId, adding ? 'added' : 'taken_back', updated);
}
