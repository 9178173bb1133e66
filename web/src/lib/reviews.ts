// Brunch reviews: which bookings the member reviewed, and writing one (the path's review dialog
// and the after-brunch step). XP for a review is the server's (the triggers).
import {
  COLLECTIONS,
  reviewId,
  type EventAttendanceWithId,
  type ReviewForm,
} from '@brunchers/model';
import {
  collection,
  doc,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { AmongQuery } from './member-data';

/** Which of the bookings the member reviewed (with useBookingIdsAmong: bounded by the ids). */
export const reviewedAmong: AmongQuery = (db, uid, ids) =>
  query(
    collection(db, COLLECTIONS.brunchReviews),
    where('user_id', '==', uid),
    where('booking_id', 'in', ids),
  );

/** Path of the review of a booking (one per attended booking); also the cause of its XP award. */
export function reviewPath(bookingId: string): string {
  return `${COLLECTIONS.brunchReviews}/${reviewId(bookingId)}`;
}

export async function saveReview(
  db: Firestore,
  uid: string,
  attendance: EventAttendanceWithId,
  review: ReviewForm,
): Promise<void> {
  await setDoc(doc(db, reviewPath(attendance.booking_id)), {
    user_id: uid,
    booking_id: attendance.booking_id,
    venue_id: attendance.venue_id,
    rating: review.rating,
    review_text: review.review_text,
    created_at: serverTimestamp(),
  });
}
