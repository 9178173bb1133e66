// undoCheckIn: a mis-tap at the door is taken back by the venue's partner within
// CHECK_IN_UNDO_MINUTES of the check-in; later only an admin may. The undo is recorded (who, when)
// on the attendance, which goes back to not present.

import {
  attendanceId,
  canUndoCheckIn,
  CHECK_IN_UNDO_MINUTES,
  toDate,
  undoCheckInInputSchema,
  type UndoCheckInOutput,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { typedDoc } from '../lib/docs.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import type { CheckInDeps } from './deps.js';
import { requireDoorKeeper } from './doorAccess.js';

export async function handleUndoCheckIn(
  request: CallRequest,
  deps: CheckInDeps,
): Promise<UndoCheckInOutput> {
  const auth = requireSignedIn(request);
  const { bookingId } = parseInput(undoCheckInInputSchema, request.data);
  const { db } = deps;
  const attendanceRef = typedDoc(db, 'eventAttendances', attendanceId(bookingId));
  const venueId = (await attendanceRef.get()).data()?.venue_id ?? null;
  const role = await requireDoorKeeper(db, auth, venueId);
  const undone = await db.runTransaction(async (tx) => {
    const attendance = (await tx.get(attendanceRef)).data();
    if (!attendance?.marked_present) return false;
    // The venue could have changed between the role check and now.
    if (role === 'partner' && attendance.venue_id !== venueId)
      fail('permission-denied', 'Only the venue’s partner or an admin can do this.');
    const now = deps.clock();
    const at = attendance.marked_present_at;
    if (role === 'partner' && (!at || !canUndoCheckIn(toDate(at), now)))
      fail(
        'failed-precondition',
        `A check-in can be undone within ${CHECK_IN_UNDO_MINUTES} minutes; after that, ask an admin.`,
      );
    tx.update(attendanceRef, {
      marked_present: false,
      marked_present_at: null,
      marked_by: null,
      marked_by_name: null,
      arrived_count: 0,
      undone_at: timestamp(now),
      undone_by: auth.uid,
    });
    return true;
  });
  if (undone) logs.checkInUndone(auth.uid, bookingId, role === 'admin');
  return { undone };
}
