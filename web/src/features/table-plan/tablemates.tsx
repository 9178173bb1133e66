// "Your tablemates" under a member's ticket: first names and photos of the people at their table,
// asked of the server (getTablemates) once the plan gives the member's attendance a table — when
// the table chat shows the same people. The attendance is followed live, so a move by the
// organiser shows the new table's people at once.
import {
  COLLECTIONS,
  LOADING,
  TABLEMATES_TEXTS,
  tableLabel,
  type GetTablematesOutput,
  tableGuestsLabel,
} from '@brunchers/model';
import { doc } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { callableErrorMessage } from '../../lib/callables';
import { t } from '../../lib/i18n';
import { parseAttendance } from '../../lib/member-data';
import { useLiveDoc } from '../../lib/firebase/live-data';
import { Avatar } from '../../ui/avatar';
import { getTablemates } from './table-plan-data';
import { SafetyActions } from '../safety/safety-actions';
import { TableChatCard } from '../connections/table-chat-card';

export function Tablemates({ bookingId }: { bookingId: string }) {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.eventAttendances, bookingId), [db, bookingId]);
  const attendance = useLiveDoc(ref, parseAttendance);
  const table = attendance.status === 'ready' ? (attendance.data.table_number ?? null) : null;
  const [result, setResult] = useState<GetTablematesOutput | { error: string } | null>(null);

  useEffect(() => {
    if (table === null) return;
    let live = true;
    getTablemates()({ bookingId }).then(
      (answer) => live && setResult(answer),
      (error: unknown) =>
        live && setResult({ error: t(callableErrorMessage(error, TABLEMATES_TEXTS.noPlan)) }),
    );
    return () => {
      live = false;
    };
    // Asked again when the table changes (an organiser moved the party).
  }, [bookingId, table]);

  if (attendance.status !== 'ready' || table === null) return null;
  return (
    <section
      aria-labelledby="tablemates-heading"
      className="w-full rounded-3xl bg-cream-50 p-5 ring-1 ring-ink-900/10"
      data-testid="tablemates"
    >
      <h2 id="tablemates-heading" className="font-display text-xl font-semibold">
        {t(TABLEMATES_TEXTS.heading)} · {t(tableLabel, table)}
      </h2>
      {result === null ? (
        <p className="mt-2 text-ink-600">{t(LOADING)}</p>
      ) : 'error' in result ? (
        <p role="alert" className="mt-2">
          {result.error}
        </p>
      ) : result.tablemates.length === 0 ? (
        // A guest's party has no name to show, but the member is not alone.
        <p className="mt-2 text-ink-700" data-testid="tablemates-guests">
          {result.guests > 0
            ? tableGuestsLabel(result.guests, false, t)
            : t(TABLEMATES_TEXTS.alone)}
        </p>
      ) : (
        <>
          <ul className="mt-3 flex flex-wrap gap-4">
            {result.tablemates.map((mate) => (
              <li key={mate.userId} className="flex flex-col items-center gap-1">
                <Avatar
                  initials={mate.firstName.slice(0, 1)}
                  photoUrl={mate.photoUrl}
                  alt={`Photo of ${mate.firstName}`}
                />
                <span className="text-sm font-semibold">{mate.firstName}</span>
                <SafetyActions
                  memberId={mate.userId}
                  name={mate.firstName}
                  compact
                  // Blocked: gone from this list at once (and never seated together again).
                  onBlocked={() =>
                    setResult({
                      ...result,
                      tablemates: result.tablemates.filter((other) => other.userId !== mate.userId),
                    })
                  }
                />
              </li>
            ))}
          </ul>
          {result.guests > 0 ? (
            <p className="mt-2 text-ink-700" data-testid="tablemates-guests">
              {tableGuestsLabel(result.guests, true, t)}
            </p>
          ) : null}
        </>
      )}
      {attendance.data.user_id ? (
        // Keyed by table: a move shows the new table's chat.
        <TableChatCard
          key={table}
          uid={attendance.data.user_id}
          eventId={attendance.data.event_id}
        />
      ) : null}
    </section>
  );
}
