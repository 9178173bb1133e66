// Door check-in rules (issue 22): the window, the undo window, the door's default event and the
// token's shape.
import { describe, expect, it } from 'vitest';
import {
  canUndoCheckIn,
  checkInOpensAt,
  checkInOpensDetail,
  checkInWindow,
  cityTimeString,
  outsideWindowCode,
  defaultDoorEvent,
  doorAnswerUndoable,
  looksLikeTicketToken,
} from '../src/index';

describe('checkInWindow', () => {
  // 11:00 in Lisbon on 14 June 2026 (summer time) is 10:00 UTC.
  const event = { event_date: '2026-06-14', event_time: '11:00' };
  it('opens 2 hours before the start and closes at midnight in Lisbon', () => {
    expect(checkInWindow(event, new Date('2026-06-14T07:59:59Z'))).toBe('too_early');
    expect(checkInWindow(event, new Date('2026-06-14T08:00:00Z'))).toBe('open');
    expect(checkInWindow(event, new Date('2026-06-14T22:59:59Z'))).toBe('open');
    expect(checkInWindow(event, new Date('2026-06-14T23:00:00Z'))).toBe('too_late');
  });

  it('tells a ticket for later today when check-in opens; any other day is the wrong day', () => {
    expect(cityTimeString(checkInOpensAt(event))).toBe('09:00');
    expect(checkInOpensDetail(cityTimeString(checkInOpensAt(event)))).toBe(
      'Check-in opens at 09:00.',
    );
    // 00:30 in Lisbon on the day (23:30 UTC the day before) and 08:59 in Lisbon: later today.
    expect(outsideWindowCode(event, new Date('2026-06-13T23:30:00Z'))).toBe('not_open_yet');
    expect(outsideWindowCode(event, new Date('2026-06-14T07:59:00Z'))).toBe('not_open_yet');
    // The evening before (22:59 in Lisbon) and the day after.
    expect(outsideWindowCode(event, new Date('2026-06-13T21:59:00Z'))).toBe('wrong_day');
    expect(outsideWindowCode(event, new Date('2026-06-14T23:00:00Z'))).toBe('wrong_day');
  });
});

describe('canUndoCheckIn', () => {
  it('allows 2 minutes', () => {
    const at = new Date('2026-06-14T10:00:00Z');
    expect(canUndoCheckIn(at, new Date('2026-06-14T10:02:00Z'))).toBe(true);
    expect(canUndoCheckIn(at, new Date('2026-06-14T10:02:01Z'))).toBe(false);
  });
});

describe('doorAnswerUndoable', () => {
  const at = new Date('2026-06-14T10:00:00Z');
  const soon = new Date('2026-06-14T10:01:00Z');
  it('offers Undo to the partner who just checked the party in, for 2 minutes', () => {
    const mine = { by: 'p1', at };
    expect(doorAnswerUndoable('checked_in', mine, 'p1', soon)).toBe(true);
    expect(doorAnswerUndoable('arrivals_updated', mine, 'p1', soon)).toBe(true);
    expect(doorAnswerUndoable('checked_in', mine, 'p1', new Date('2026-06-14T10:02:01Z'))).toBe(
      false,
    );
    expect(doorAnswerUndoable('checked_in', mine, 'p2', soon)).toBe(false);
  });
  it('never for an answer that checked nobody in, or with nothing known of the check-in', () => {
    for (const code of ['already_checked_in', 'wrong_day', 'cancelled', 'not_a_ticket'] as const)
      expect(doorAnswerUndoable(code, { by: 'p1', at }, 'p1', soon)).toBe(false);
    expect(doorAnswerUndoable('checked_in', null, 'p1', soon)).toBe(false);
    expect(doorAnswerUndoable('checked_in', { by: 'p1', at: null }, 'p1', soon)).toBe(false);
  });
});

describe('defaultDoorEvent', () => {
  const now = new Date('2026-06-14T12:00:00Z');
  const e = (id: string, event_date: string, event_time = '11:00') => ({
    id,
    event_date,
    event_time,
  });
  it("opens on today's event, else the next one, else the latest past one", () => {
    expect(
      defaultDoorEvent(
        [e('later', '2026-06-20'), e('today', '2026-06-14'), e('old', '2026-06-01')],
        now,
      )?.id,
    ).toBe('today');
    expect(defaultDoorEvent([e('later', '2026-06-20'), e('old', '2026-06-01')], now)?.id).toBe(
      'later',
    );
    expect(defaultDoorEvent([e('old', '2026-06-01'), e('older', '2026-05-01')], now)?.id).toBe(
      'old',
    );
    expect(defaultDoorEvent([], now)).toBeNull();
  });
});

describe('looksLikeTicketToken', () => {
  it('recognises our shape only', () => {
    expect(looksLikeTicketToken(`BRT1.YjE.${'a'.repeat(43)}`)).toBe(true);
    expect(looksLikeTicketToken('https://example.com')).toBe(false);
    expect(looksLikeTicketToken('b1')).toBe(false);
  });
});
