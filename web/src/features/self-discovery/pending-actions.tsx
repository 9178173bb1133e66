// Pending actions after sign-in, wired to Firestore: among the member's recent attended bookings
// (marked present, the last RECENT_ATTENDED_LIMIT) the oldest without a review opens the review
// dialog; the question dialog follows. Both lists are live, so a partner checking the member in
// opens it without a reload; both are bounded, whatever the member's history.
import { pickRandomOpenQuestion, toDate, type EventAttendanceWithId } from '@brunchers/model';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useMember } from '../../lib/member-context';
import { useBookingIdsAmong, useRecentAttended } from '../../lib/member-data';
import { PendingActionsFlow, type PendingActionsDeps } from './pending-actions-flow';
import { reviewedAmong, reviewPath, saveReview } from '../../lib/reviews';
import { loadQuestionsAndAnswers, saveAnswer } from './self-discovery-data';
import { markXpAnnounced } from '../../lib/xp-notices';

/** The first attended booking (by check-in time) that has no review yet. */
export function firstUnreviewed(
  attended: readonly EventAttendanceWithId[],
  reviewedBookingIds: readonly string[],
): EventAttendanceWithId | null {
  const reviewed = new Set(reviewedBookingIds);
  const time = (attendance: EventAttendanceWithId) =>
    attendance.marked_present_at ? toDate(attendance.marked_present_at).getTime() : 0;
  return (
    [...attended]
      // A brunch with a table plan is rated in the after-brunch step (features/table-plan).
      .filter((row) => !reviewed.has(row.booking_id) && row.table_number == null)
      .sort((a, b) => time(a) - time(b))[0] ?? null
  );
}

export function PendingActions() {
  const db = useFirestore();
  const { uid } = useMember();
  const attended = useRecentAttended(uid);
  const reviewed = useBookingIdsAmong(
    reviewedAmong,
    uid,
    attended.status === 'ready' ? attended.data.map((row) => row.booking_id) : [],
  );
  const pending =
    attended.status === 'ready' && reviewed ? firstUnreviewed(attended.data, [...reviewed]) : null;

  const hasAttended = attended.status === 'ready' && attended.data.length > 0;
  const deps = useMemo<PendingActionsDeps>(
    () => ({
      submitReview: async (attendance, review) => {
        // The review toast announces the +25 the trigger awards for this review; marked before
        // the write, so the award can never reach the profile first.
        markXpAnnounced(reviewPath(attendance.booking_id));
        await saveReview(db, uid, attendance, review);
      },
      pickQuestion: async () => {
        const { questions, answeredIds } = await loadQuestionsAndAnswers(db, uid);
        // Only what the path has open: each category's next question (not one after a gap).
        return pickRandomOpenQuestion(questions, answeredIds, hasAttended, Math.random);
      },
      submitAnswer: (question, answer) => saveAnswer(question.id, answer),
    }),
    [db, uid, hasAttended],
  );
  return <PendingActionsFlow pendingReview={pending} deps={deps} />;
}
