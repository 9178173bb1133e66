// After brunch (issue 24), one step the first time a checked-in member opens the app once the
// brunch is over: rate the venue (the brunch's review, +25 XP from the server) and, for each
// person at their table, "Meet again?". Two yeses make a match (the server records each yes as a
// like; the existing likes trigger matches them), which Connections shows live. Offered only for
// attendances marked present with a table, once per booking (after_brunch/{bookingId}, written
// by the server), and skippable. Without such a brunch, the usual pending actions run instead.
import {
  AFTER_BRUNCH_NOT_SAVED,
  AFTER_BRUNCH_TEXTS,
  ERROR_TITLE,
  LOADING,
  meetAgainLabel,
  COLLECTIONS,
  afterBrunchMatchesToast,
  afterBrunchOpen,
  eventSchema,
  reviewFormSchema,
  type EventAttendanceWithId,
  type Tablemate,
  contentText,
} from '@brunchers/model';
import { eventStartsAt } from '@brunchers/model/calendar';
import { collection, doc, getDoc, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFirestore } from 'reactfire';
import { useMember } from '../../lib/member-context';
import { callableErrorMessage } from '../../lib/callables';
import { currentLocale, t } from '../../lib/i18n';
import { useBookingIdsAmong, useRecentAttended, type AmongQuery } from '../../lib/member-data';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { Dialog } from '../../ui/dialog';
import { notify } from '../../ui/toast';
import { reviewedAmong, reviewPath, saveReview } from '../../lib/reviews';
import { RatingPicker } from '../../ui/rating-picker';
import { markXpAnnounced } from '../../lib/xp-notices';
import { finishAfterBrunch, getTablemates } from './table-plan-data';

/** Which of the bookings' after-brunch steps are done (after_brunch/{bookingId}, server-written). */
const afterBrunchDoneAmong: AmongQuery = (db, uid, ids) =>
  query(
    collection(db, COLLECTIONS.afterBrunch),
    where('user_id', '==', uid),
    where('booking_id', 'in', ids),
  );

/** Attendances the after-brunch step covers (seated at a table); the review flow leaves them. */
export function seatedAtTable(attendance: Pick<EventAttendanceWithId, 'table_number'>): boolean {
  return attendance.table_number != null;
}

/**
 * The first seated, checked-in brunch that is over and whose step is not done, or null; among the
 * member's recent attended brunches (useRecentAttended), so it reads the same whatever the history.
 */
function usePendingAfterBrunch(uid: string): EventAttendanceWithId | null | 'loading' {
  const db = useFirestore();
  const attended = useRecentAttended(uid);
  const seated = useMemo(
    () => (attended.status === 'ready' ? attended.data.filter(seatedAtTable) : null),
    [attended],
  );
  const done = useBookingIdsAmong(
    afterBrunchDoneAmong,
    uid,
    seated ? seated.map((row) => row.booking_id) : [],
  );
  const candidates = useMemo(() => {
    if (!seated || !done) return null;
    return seated.filter((row) => !done.has(row.booking_id));
  }, [seated, done]);
  const [pending, setPending] = useState<EventAttendanceWithId | null | 'loading'>('loading');

  useEffect(() => {
    if (!candidates) return;
    let live = true;
    // The events' start times (public documents, a handful at most).
    void Promise.all(
      candidates.map(async (row) => {
        const event = await getDoc(doc(db, COLLECTIONS.events, row.event_id));
        const parsed = eventSchema.safeParse(event.data());
        return parsed.success && afterBrunchOpen(eventStartsAt(parsed.data), new Date())
          ? row
          : null;
      }),
    ).then(
      (rows) => live && setPending(rows.find((row) => row !== null) ?? null),
      (error: unknown) => {
        console.warn('After-brunch check failed', error);
        if (live) setPending(null);
      },
    );
    return () => {
      live = false;
    };
  }, [db, candidates]);
  return candidates ? pending : 'loading';
}

/** The after-brunch step when one is due, else `fallback` (the usual pending actions). */
export function AfterBrunch({ fallback }: { fallback: ReactNode }) {
  const { uid } = useMember();
  const pending = usePendingAfterBrunch(uid);
  const [closed, setClosed] = useState<string | null>(null);
  if (pending === 'loading') return null;
  if (!pending || closed === pending.booking_id) return <>{fallback}</>;
  return (
    <AfterBrunchDialog
      key={pending.booking_id}
      attendance={pending}
      onClose={() => setClosed(pending.booking_id)}
    />
  );
}

function AfterBrunchDialog({
  attendance,
  onClose,
}: {
  attendance: EventAttendanceWithId;
  onClose: () => void;
}) {
  const db = useFirestore();
  const { uid } = useMember();
  const reviewed = useBookingIdsAmong(reviewedAmong, uid, [attendance.booking_id]);
  const alreadyRated = reviewed?.has(attendance.booking_id) ?? false;
  const [mates, setMates] = useState<Tablemate[] | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [yes, setYes] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getTablemates()({ bookingId: attendance.booking_id }).then(
      (answer) => live && setMates(answer.tablemates),
      (error: unknown) => {
        console.warn('Tablemates not loaded', error);
        if (live) setMates([]);
      },
    );
    return () => {
      live = false;
    };
  }, [attendance.booking_id]);

  async function finish(skipped: boolean) {
    setBusy(true);
    try {
      if (!skipped && rating !== null && !alreadyRated) {
        // Announced before the write, so the +25 never reaches the profile first (xp-notices).
        markXpAnnounced(reviewPath(attendance.booking_id));
        await saveReview(db, uid, attendance, reviewFormSchema.parse({ rating, review_text: '' }));
      }
      const meetAgain = skipped ? [] : Object.keys(yes).filter((id) => yes[id]);
      const result = await finishAfterBrunch()({
        bookingId: attendance.booking_id,
        skipped,
        meetAgain,
      });
      if (!skipped) notify.success(afterBrunchMatchesToast(result.matches, t));
    } catch (error) {
      console.warn('After-brunch step failed', error);
      notify.error({
        title: t(ERROR_TITLE),
        description: t(callableErrorMessage(error, AFTER_BRUNCH_NOT_SAVED)),
      });
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(AFTER_BRUNCH_TEXTS.title)}
      description={contentText(attendance, 'event_title', currentLocale())}
    >
      <div className="flex flex-col gap-5" data-testid="after-brunch">
        {alreadyRated ? null : (
          <RatingPicker
            legend={t(AFTER_BRUNCH_TEXTS.rateVenue)}
            rating={rating}
            onChange={setRating}
          />
        )}
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">
            {t(AFTER_BRUNCH_TEXTS.meetAgainHeading)}
          </legend>
          <p className="mb-2 text-sm text-ink-600">{t(AFTER_BRUNCH_TEXTS.meetAgainHint)}</p>
          {mates === null ? (
            <p className="text-ink-600">{t(LOADING)}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {mates.map((mate) => (
                <li
                  key={mate.userId}
                  className="flex items-center gap-3 rounded-2xl bg-cream-50 p-2"
                  data-testid={`meet-again-${mate.userId}`}
                >
                  <Avatar
                    size="sm"
                    initials={mate.firstName.slice(0, 1)}
                    photoUrl={mate.photoUrl}
                    alt={`Photo of ${mate.firstName}`}
                  />
                  <span className="flex-1 font-semibold">{mate.firstName}</span>
                  {([true, false] as const).map((answer) => (
                    <button
                      key={String(answer)}
                      type="button"
                      aria-pressed={(yes[mate.userId] ?? null) === answer}
                      aria-label={t(
                        meetAgainLabel,
                        t(answer ? AFTER_BRUNCH_TEXTS.yes : AFTER_BRUNCH_TEXTS.no),
                        mate.firstName,
                      )}
                      onClick={() => setYes({ ...yes, [mate.userId]: answer })}
                      className={cx(
                        'rounded-full border px-3 py-1 text-sm font-semibold',
                        (yes[mate.userId] ?? null) === answer
                          ? answer
                            ? 'border-sage-700 bg-sage-700 text-white'
                            : 'border-ink-700 bg-ink-700 text-white'
                          : 'border-ink-900/15 bg-white text-ink-700',
                      )}
                    >
                      {t(answer ? AFTER_BRUNCH_TEXTS.yes : AFTER_BRUNCH_TEXTS.no)}
                    </button>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="flex gap-2">
          <Button variant="outline" disabled={busy} onClick={() => void finish(true)}>
            {t(AFTER_BRUNCH_TEXTS.skip)}
          </Button>
          <Button fullWidth disabled={busy || mates === null} onClick={() => void finish(false)}>
            {t(AFTER_BRUNCH_TEXTS.done)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
