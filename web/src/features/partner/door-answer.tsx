// The door's answer to a scan or a tap, readable at a glance: colour (green in, amber already in,
// red stop), a headline, who and how many, their table when the plan seated them, and the event when it is not the one on screen; party
// arrivals and Undo (within 2 minutes) under it.
import {
  alreadyCheckedInDetail,
  arrivedLabel,
  CHECK_IN_DETAILS,
  CHECK_IN_TEXTS,
  checkInOpensAt,
  checkInOpensDetail,
  checkInTone,
  cityTimeString,
  DOOR_GUEST,
  DOOR_ONE_FEWER,
  DOOR_ONE_MORE,
  DOOR_OTHER_EVENT,
  DOOR_UNDO,
  formatEventDate,
  partyLabel,
  tableLabel,
  wrongDayDetail,
  type CheckInTicketOutput,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';

const TONE_CLASSES = {
  ok: 'bg-sage-700 text-white',
  warn: 'bg-butter-200 text-ink-900 ring-2 ring-butter-400',
  stop: 'bg-red-700 text-white',
} as const;

function detail(answer: CheckInTicketOutput): string {
  const who = answer.name ?? t(DOOR_GUEST);
  switch (answer.code) {
    case 'checked_in':
    case 'arrivals_updated':
      return `${who}, ${t(partyLabel, answer.guestCount ?? 1)}`;
    case 'already_checked_in':
      return `${who}: ${alreadyCheckedInDetail(
        answer.checkedInAt ? cityTimeString(new Date(answer.checkedInAt)) : '?',
        answer.checkedInBy,
        t,
      )}`;
    case 'wrong_day':
      return t(
        wrongDayDetail,
        answer.eventDate ? formatEventDate(answer.eventDate, currentLocale()) : '',
        answer.eventTime ?? '',
      );
    case 'not_open_yet':
      return t(
        checkInOpensDetail,
        answer.eventDate && answer.eventTime
          ? cityTimeString(
              checkInOpensAt({ event_date: answer.eventDate, event_time: answer.eventTime }),
            )
          : '?',
      );
    case 'wrong_venue':
    case 'cancelled':
    case 'not_confirmed':
    case 'not_a_ticket':
      return t(CHECK_IN_DETAILS[answer.code]);
  }
}

export function DoorAnswer({
  answer,
  otherEvent,
  canUndo,
  busy,
  onArrived,
  onUndo,
}: {
  answer: CheckInTicketOutput;
  /** The answer's event (title, date and time) when it is not the event the door shows. */
  otherEvent: string | null;
  canUndo: boolean;
  busy: boolean;
  onArrived: (count: number) => void;
  onUndo: () => void;
}) {
  const tone = checkInTone(answer.code);
  const party = answer.guestCount ?? 1;
  const arrived = answer.arrivedCount;
  const inside = answer.code !== 'wrong_venue' && answer.code !== 'not_a_ticket';
  const showParty = tone !== 'stop' && party > 1 && arrived !== null && inside;
  return (
    <div
      data-testid="door-answer"
      data-tone={tone}
      className={cx('flex flex-col gap-3 rounded-3xl p-5', TONE_CLASSES[tone])}
    >
      <p className="text-3xl font-bold">{t(CHECK_IN_TEXTS[answer.code])}</p>
      <p className="text-lg font-semibold">{detail(answer)}</p>
      {/* Where to send them: the party's table in the plan, once they are let in. */}
      {tone !== 'stop' && answer.tableNumber ? (
        <p className="text-2xl font-bold" data-testid="door-answer-table">
          {t(tableLabel, answer.tableNumber)}
        </p>
      ) : null}
      {otherEvent ? (
        <p className="font-semibold" data-testid="door-other-event">
          {`${t(DOOR_OTHER_EVENT)}: ${otherEvent}`}
        </p>
      ) : null}
      {showParty ? (
        <div className="flex items-center gap-3">
          <Button
            variant="inverse"
            size="lg"
            disabled={busy || arrived <= 1}
            onClick={() => onArrived(arrived - 1)}
            aria-label={t(DOOR_ONE_FEWER)}
          >
            −
          </Button>
          <p className="flex-1 text-center text-xl font-bold" data-testid="door-arrived-party">
            {t(arrivedLabel, arrived, party)}
          </p>
          <Button
            variant="inverse"
            size="lg"
            disabled={busy || arrived >= party}
            onClick={() => onArrived(arrived + 1)}
            aria-label={t(DOOR_ONE_MORE)}
          >
            +
          </Button>
        </div>
      ) : null}
      {canUndo ? (
        <Button variant="outline" disabled={busy} onClick={onUndo}>
          {t(DOOR_UNDO)}
        </Button>
      ) : null}
    </div>
  );
}
