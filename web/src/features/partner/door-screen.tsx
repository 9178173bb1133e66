// The door, inside the spec's /partner structure (issues 22 and 39): pick the event (today's next
// one first), the stat cards Total Bookings and Checked In, the tabs Pending (count) and Checked In
// (count) with the arrivals by name and a search box, and a big Scan button within thumb's reach.
// The answer shows in colour (announced to screen readers, with a short vibration where the phone
// can). Check-ins go through the server (checkInTicket), retried through a brief network drop;
// Undo within 2 minutes of a check-in.
import {
  ATTENDANCES_LOAD_FAILED,
  ATTENDEE_MARKED_PRESENT,
  MARK_ATTENDANCE_FAILED,
  PARTNER_STATS,
  PARTNER_TABS,
  arrivedLabel,
  doorAnswerUndoable,
  type DoorCheckInMark,
  cityTimeString,
  CHECK_IN_TEXTS,
  defaultDoorEvent,
  DOOR_ACTION_FAILED,
  DOOR_ARRIVALS_LABEL,
  DOOR_CHECK_IN,
  DOOR_CHECKING,
  DOOR_GUEST,
  DOOR_LOADING_ATTENDEES,
  DOOR_NO_MATCH,
  DOOR_STATS_LABEL,
  checkInNameLabel,
  peopleCountLabel,
  DOOR_CAMERA_FAILED,
  DOOR_SCANNER_FAILED,
  DOOR_EVENT_LABEL,
  DOOR_OFFLINE,
  DOOR_SCAN,
  DOOR_SEARCH_LABEL,
  DOOR_STOP_SCAN,
  DOOR_UNDO,
  DOOR_UNDONE,
  formatEventDate,
  formatEventTime,
  looksLikeTicketToken,
  partyLabel,
  tableLabel,
  toDate,
  type CheckInTicketInput,
  type CheckInTicketOutput,
  type EventWithId,
  checkInAnswer,
  partyName,
  contentText,
} from '@brunchers/model';
import { useCurrentNames } from '../../lib/member-names';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { currentLocale, t } from '../../lib/i18n';
import { useMember } from '../../lib/member-context';
import { callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PrepSheetCard } from '../../ui/prep-sheet-card';
import { FormField, SelectField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { notify } from '../../ui/toast';
import { DoorAnswer } from './door-answer';
import { DoorIncident } from '../safety/door-incident';
import { signalCheckIn } from './door-feedback';
import { checkInWithRetry, undoCheckIn, useDoorAttendances, usePrepSheet } from './partner-data';
import type { ScannerFailure } from './door-scanner';

// The camera and its QR decoder (qr-scanner) load when the partner starts scanning, not with the
// door screen, which works by search too.
const DoorScanner = lazy(() =>
  import('./door-scanner').then((module) => ({ default: module.DoorScanner })),
);

/** Re-renders every few seconds, so Undo disappears when its 2 minutes are over. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function DoorScreen({ venueId, events }: { venueId: string; events: EventWithId[] }) {
  const { uid } = useMember();
  const now = useNow(5_000);
  const [chosenEvent, setChosenEvent] = useState<string | null>(null);
  const eventId =
    (chosenEvent && events.some((event) => event.id === chosenEvent) ? chosenEvent : null) ??
    defaultDoorEvent(events, new Date())?.id ??
    null;
  // Only the chosen event's attendances are read: the door's reads never grow with the venue's past.
  const attendances = useDoorAttendances(venueId, eventId);
  useEffect(() => {
    if (attendances.status === 'error') {
      console.warn('Attendances not loaded', attendances.error);
      notify.error(t(ATTENDANCES_LOAD_FAILED));
    }
  }, [attendances]);
  const [search, setSearch] = useState('');
  const [scanning, setScanning] = useState(false);
  const [scannerFailed, setScannerFailed] = useState<ScannerFailure | null>(null);
  const [answer, setAnswer] = useState<CheckInTicketOutput | null>(null);
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [notice, setNotice] = useState('');
  // Check-ins this door made, by booking: a ticket of another event at the venue is checked in
  // but not on the chosen event's list, so Undo is decided from here.
  const [checkedInHere, setCheckedInHere] = useState<ReadonlyMap<string, Date>>(new Map());

  const rows = attendances.status === 'ready' ? attendances.data : [];
  // Members' names as they are now (issue 36), one profile per member party, batched.
  const names = useCurrentNames(rows.map((row) => row.user_id));
  const nameOf = (row: (typeof rows)[number]) => partyName(row, names) ?? t(DOOR_GUEST);
  const present = rows.filter((row) => row.marked_present);
  const people = rows.reduce((sum, row) => sum + row.guest_count, 0);
  const arrived = present.reduce((sum, row) => sum + (row.arrived_count ?? row.guest_count), 0);
  const pending = rows.filter((row) => !row.marked_present);
  const term = search.trim().toLowerCase();
  const matching = (list: typeof rows) =>
    list
      .filter((row) => !term || nameOf(row).toLowerCase().includes(term))
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));

  async function send(input: CheckInTicketInput) {
    setBusy(true);
    setNotice('');
    try {
      const result = await checkInWithRetry(input, setWaiting);
      const { bookingId, checkedInAt } = result;
      if (result.code === 'checked_in' && bookingId && checkedInAt)
        setCheckedInHere((known) => new Map(known).set(bookingId, new Date(checkedInAt)));
      setAnswer(result);
      signalCheckIn(result.code);
      if (result.code === 'checked_in') notify.success(t(ATTENDEE_MARKED_PRESENT));
    } catch (error) {
      console.warn('Check-in failed', error);
      notify.error(t(MARK_ATTENDANCE_FAILED));
      setNotice(t(callableErrorMessage(error, DOOR_ACTION_FAILED)));
    } finally {
      setBusy(false);
    }
  }

  async function undo(bookingId: string) {
    setBusy(true);
    try {
      await undoCheckIn(bookingId);
      setAnswer(null);
      setNotice(t(DOOR_UNDONE));
      notify.success(t(DOOR_UNDONE));
    } catch (error) {
      console.warn('Undo failed', error);
      setNotice(t(callableErrorMessage(error, DOOR_ACTION_FAILED)));
    } finally {
      setBusy(false);
    }
  }

  const markOf = (row: (typeof rows)[number]): DoorCheckInMark => ({
    by: row.marked_present ? row.marked_by : null,
    at:
      row.marked_present_at !== null
        ? toDate(row.marked_present_at as Parameters<typeof toDate>[0])
        : null,
  });
  const mayUndo = (row: (typeof rows)[number]) =>
    doorAnswerUndoable('checked_in', markOf(row), uid, now);
  const answerRow = answer?.bookingId ? rows.find((row) => row.id === answer.bookingId) : undefined;
  const answerMark: DoorCheckInMark | null = answerRow
    ? markOf(answerRow)
    : answer?.bookingId && checkedInHere.has(answer.bookingId)
      ? { by: uid, at: checkedInHere.get(answer.bookingId)! }
      : null;
  const answerUndo = answer !== null && doorAnswerUndoable(answer.code, answerMark, uid, now);
  // A ticket of another of the venue's events (its party is not on this event's list).
  const otherEvent =
    answer?.bookingId && answer.eventTitle && attendances.status === 'ready' && !answerRow
      ? `${answer.eventTitle} · ${formatEventDate(answer.eventDate ?? '', currentLocale())} ${formatEventTime(answer.eventTime ?? '')}`
      : null;

  function renderRow(row: (typeof rows)[number]) {
    const name = nameOf(row);
    const at = row.marked_present_at ? cityTimeString(toDate(row.marked_present_at)) : null;
    return (
      <li
        key={row.id}
        data-testid={`door-row-${row.id}`}
        className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-(--shadow-soft) ring-1 ring-ink-900/5"
      >
        {/* The party's table from the plan, so the door can send people straight there. */}
        {row.table_number ? (
          <span
            className="shrink-0 rounded-full bg-terracotta-100 px-2.5 py-1 text-sm font-semibold text-terracotta-700"
            data-testid="door-table"
          >
            {t(tableLabel, row.table_number)}
          </span>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{name}</p>
          <p className="text-sm text-ink-600">
            {row.marked_present
              ? `${t(arrivedLabel, row.arrived_count ?? row.guest_count, row.guest_count)}${at ? ` · ${at}` : ''}`
              : t(partyLabel, row.guest_count)}
          </p>
        </div>
        {row.marked_present ? (
          mayUndo(row) ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void undo(row.id)}
              aria-label={`${t(DOOR_UNDO)} ${name}`}
            >
              {t(DOOR_UNDO)}
            </Button>
          ) : (
            <span className="text-sm font-semibold text-sage-700">
              {t(CHECK_IN_TEXTS.checked_in)}
            </span>
          )
        ) : (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void send({ venueId, bookingId: row.id })}
            aria-label={t(checkInNameLabel, name)}
          >
            {t(DOOR_CHECK_IN)}
          </Button>
        )}
      </li>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t(DOOR_EVENT_LABEL)}
        value={eventId ?? ''}
        onChange={(event) => {
          setChosenEvent(event.target.value);
          setAnswer(null);
        }}
      >
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {`${contentText(event, 'title', currentLocale())} · ${formatEventDate(event.event_date, currentLocale())} ${formatEventTime(event.event_time)}`}
          </option>
        ))}
      </SelectField>

      {/* The spec's stat cards, for the chosen event: bookings (parties) and how many are in; the
          people behind them on a second line (a party of 3 may come in 2 of 3). */}
      <ul className="grid grid-cols-2 gap-3" aria-label={t(DOOR_STATS_LABEL)}>
        <li>
          <Card className="p-4" data-testid="stat-Total Bookings">
            <p className="text-sm font-semibold text-ink-600">{t(PARTNER_STATS.totalBookings)}</p>
            <p className="mt-1 text-3xl font-semibold" data-testid="stat-value">
              {rows.length}
            </p>
            <p className="text-sm text-ink-600" data-testid="door-people-total">
              {t(peopleCountLabel, people)}
            </p>
          </Card>
        </li>
        <li>
          <Card className="p-4" data-testid="stat-Checked In">
            <p className="text-sm font-semibold text-ink-600">{t(PARTNER_STATS.checkedIn)}</p>
            <p className="mt-1 text-3xl font-semibold" data-testid="stat-value">
              {present.length}
            </p>
            <p className="text-sm text-ink-600" data-testid="door-people">
              {t(arrivedLabel, arrived, people)}
            </p>
          </Card>
        </li>
      </ul>

      {/* Every answer and state change is read out at once. */}
      <div aria-live="assertive" aria-atomic="true" className="flex flex-col gap-3">
        {waiting ? (
          <p className="rounded-2xl bg-butter-200 p-3 font-semibold text-ink-900">
            {t(DOOR_OFFLINE)}
          </p>
        ) : null}
        {busy && !waiting ? <p className="sr-only">{t(DOOR_CHECKING)}</p> : null}
        {answer ? (
          <DoorAnswer
            answer={answer}
            otherEvent={otherEvent}
            busy={busy}
            canUndo={answerUndo}
            onArrived={(count) =>
              answer.bookingId
                ? void send({ venueId, bookingId: answer.bookingId, arrived: count })
                : undefined
            }
            onUndo={() => (answer.bookingId ? void undo(answer.bookingId) : undefined)}
          />
        ) : null}
        {answer?.bookingId && answerRow?.user_id ? (
          <DoorIncident bookingId={answer.bookingId} name={nameOf(answerRow)} />
        ) : null}
        {notice ? <p className="font-semibold text-ink-900">{notice}</p> : null}
        {scannerFailed ? (
          <p className="font-semibold text-red-800">
            {t(scannerFailed === 'camera' ? DOOR_CAMERA_FAILED : DOOR_SCANNER_FAILED)}
          </p>
        ) : null}
      </div>

      {scanning ? (
        <Suspense fallback={null}>
          <DoorScanner
            onCode={(text) => {
              setScanning(false);
              // A code that is not even shaped like ours is answered at once, network or not.
              if (looksLikeTicketToken(text)) void send({ venueId, token: text });
              else {
                const notOurs = checkInAnswer('not_a_ticket');
                setAnswer(notOurs);
                signalCheckIn(notOurs.code);
              }
            }}
            onFailure={(failure, error) => {
              console.warn(failure === 'camera' ? 'Camera not opened' : 'QR decoder failed', error);
              setScanning(false);
              setScannerFailed(failure);
            }}
          />
        </Suspense>
      ) : null}

      <FormField
        label={t(DOOR_SEARCH_LABEL)}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      {attendances.status === 'loading' ? <Spinner label={t(DOOR_LOADING_ATTENDEES)} /> : null}
      {attendances.status === 'ready' ? (
        <Tabs
          tabs={[
            {
              label: t(PARTNER_TABS.pending, pending.length),
              panel: <ArrivalList rows={matching(pending)} renderRow={renderRow} />,
            },
            {
              label: t(PARTNER_TABS.checkedIn, present.length),
              panel: <ArrivalList rows={matching(present)} renderRow={renderRow} />,
            },
          ]}
        />
      ) : null}

      {/* The kitchen's counts of needs per table (never names); none stated: nothing shown. */}
      <DoorPrepSheet venueId={venueId} eventId={eventId} />

      {/* Within thumb's reach on a phone: the staff shell has no tab bar under it, and the bar
          keeps its own place at the end of the page, so the last row is never under it. */}
      <div className="sticky bottom-4 z-10 pb-[env(safe-area-inset-bottom)]">
        <Button
          size="lg"
          fullWidth
          variant={scanning ? 'outline' : 'primary'}
          onClick={() => {
            setScannerFailed(null);
            setAnswer(null);
            setNotice('');
            setScanning((open) => !open);
          }}
        >
          {t(scanning ? DOOR_STOP_SCAN : DOOR_SCAN)}
        </Button>
      </div>
    </div>
  );
}

function ArrivalList<Row extends { id: string }>({
  rows,
  renderRow,
}: {
  rows: Row[];
  renderRow: (row: Row) => ReactNode;
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label={t(DOOR_ARRIVALS_LABEL)}>
      {rows.map(renderRow)}
      {rows.length === 0 ? (
        <li className="py-4 text-center text-ink-600">{t(DOOR_NO_MATCH)}</li>
      ) : null}
    </ul>
  );
}

function DoorPrepSheet({ venueId, eventId }: { venueId: string; eventId: string | null }) {
  const sheet = usePrepSheet(venueId, eventId);
  if (sheet.status === 'missing') return <PrepSheetCard sheets={[]} />;
  if (sheet.status !== 'ready') return null;
  return <PrepSheetCard sheets={[sheet.data]} />;
}
