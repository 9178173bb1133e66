// finishAfterBrunch: the member's one after-brunch step (the venue's rating goes through the
// existing review, +25 XP). For each tablemate they want to meet again the server records a like
// (bruncher_likes/{me}_{them}); the existing likes trigger turns two of them into a match.
// Only for the booking's member, checked in, once the brunch is over; once per booking (the
// after_brunch document is created in the same transaction as the likes), skipping included.

import {
  AFTER_BRUNCH_TEXTS,
  afterBrunchOpen,
  bruncherLikeId,
  checkedIn,
  finishAfterBrunchInputSchema,
  type AfterBrunchDoc,
  type FinishAfterBrunchOutput,
} from '@brunchers/model';
import { eventStartsAt } from '@brunchers/model/calendar';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { typedCollection, typedDoc } from '../lib/docs.js';
import { fail } from '../lib/errors.js';
import { timestamp } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import type { TablesDeps } from './deps.js';
import { ownAttendance, tablemateIds } from './tablemates.handler.js';

export async function handleFinishAfterBrunch(
  request: CallRequest,
  deps: TablesDeps,
): Promise<FinishAfterBrunchOutput> {
  const { uid } = requireSignedIn(request);
  const input = parseInput(finishAfterBrunchInputSchema, request.data);
  const { db } = deps;
  const now = deps.clock();
  const attendance = await ownAttendance(db, uid, input.bookingId);
  const eventId = attendance.event_id;
  const event = (await typedDoc(db, 'events', eventId).get()).data();
  if (!checkedIn(attendance) || !event || !afterBrunchOpen(eventStartsAt(event), now))
    fail('failed-precondition', AFTER_BRUNCH_TEXTS.notAllowed);
  const plan = (await typedDoc(db, 'tablePlans', eventId).get()).data();
  const { ids } = tablemateIds(plan, input.bookingId, uid);
  const yes = input.skipped ? [] : [...new Set(input.meetAgain)];
  if (yes.some((id) => !ids.includes(id)))
    fail('invalid-argument', AFTER_BRUNCH_TEXTS.notTablemate);

  return db.runTransaction(async (tx) => {
    const doneRef = typedDoc(db, 'afterBrunch', input.bookingId);
    const likes = typedCollection(db, 'bruncherLikes');
    const [done, ...reverse] = await Promise.all([
      tx.get(doneRef),
      ...yes.map((id) => tx.get(likes.doc(bruncherLikeId(id, uid)))),
    ]);
    if (done!.exists) fail('already-exists', AFTER_BRUNCH_TEXTS.alreadyDone);
    const record: AfterBrunchDoc = {
      user_id: uid,
      event_id: eventId,
      booking_id: input.bookingId,
      skipped: input.skipped,
      meet_again: yes,
      done_at: timestamp(now),
    };
    tx.create(doneRef, record);
    for (const id of yes)
      tx.set(likes.doc(bruncherLikeId(uid, id)), {
        liker_id: uid,
        liked_id: id,
        is_like: true,
        created_at: timestamp(now),
      });
    return { matches: reverse.filter((like) => like.data()?.is_like === true).length };
  });
}
