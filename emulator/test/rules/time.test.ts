import { describe, expect, it } from 'vitest';
import { rv } from '../../src/rules/index.js';
import { error, value } from './helpers.js';

// 2024-02-29T13:45:30.123456789Z, a Thursday, day 60 of a leap year.
const input = {
  variables: { t: rv.fromFirestoreValue({ timestampValue: '2024-02-29T13:45:30.123456789Z' }) },
};

describe('timestamp', () => {
  it('exposes calendar fields in UTC', () => {
    expect(value('t.year()', input)).toBe(2024);
    expect(value('t.month()', input)).toBe(2);
    expect(value('t.day()', input)).toBe(29);
    expect(value('t.hours()', input)).toBe(13);
    expect(value('t.minutes()', input)).toBe(45);
    expect(value('t.seconds()', input)).toBe(30);
    expect(value('t.nanos()', input)).toBe(123456789);
    expect(value('t.dayOfWeek()', input)).toBe(4);
    expect(value('t.dayOfYear()', input)).toBe(60);
    expect(value('t.toMillis()', input)).toBe(Date.UTC(2024, 1, 29, 13, 45, 30, 123));
  });

  it('splits into date and time of day', () => {
    expect(value('t.date() == timestamp.date(2024, 2, 29)', input)).toBe(true);
    expect(value(`t.time() == duration.time(13, 45, 30, 123456789)`, input)).toBe(true);
    expect(value('t.date() + t.time() == t', input)).toBe(true);
  });

  it('builds timestamps', () => {
    expect(value('timestamp.value(0)')).toEqual(new Date(0));
    expect(value('timestamp.value(1700000000000).toMillis()')).toBe(1700000000000);
    expect(value('timestamp.date(2026, 1, 1).dayOfWeek()')).toBe(4);
    expect(value('timestamp.date(2026, 3, 1).dayOfWeek()')).toBe(7);
    expect(value('timestamp.date(1969, 12, 31).toMillis()')).toBe(-86_400_000);
    expect(value('timestamp.value(-1).nanos()')).toBe(999_000_000);
    expect(error('timestamp.date(2023, 2, 29)')).toMatch(/no such day/);
    expect(error('timestamp.date(2023, 13, 1)')).toMatch(/out of range/);
    expect(error(`timestamp.value('1')`)).toMatch(/must be int/);
  });

  it('does arithmetic with durations and compares', () => {
    expect(value(`timestamp.value(1000) + duration.value(1, 's') == timestamp.value(2000)`)).toBe(
      true,
    );
    expect(value(`duration.value(1, 'm') + timestamp.value(0) == timestamp.value(60000)`)).toBe(
      true,
    );
    expect(value(`timestamp.value(5000) - duration.value(5, 's') == timestamp.value(0)`)).toBe(
      true,
    );
    expect(value(`timestamp.value(5000) - timestamp.value(2000) == duration.value(3, 's')`)).toBe(
      true,
    );
    expect(value(`timestamp.value(1) > timestamp.value(0)`)).toBe(true);
    expect(error(`timestamp.value(1) + 1`)).toMatch(/timestamp \+ int/);
    expect(error(`timestamp.value(1) < 1`)).toMatch(/Unsupported comparison/);
  });

  it('uses request.time', () => {
    const at = { time: new Date('2026-05-06T07:08:09.010Z') };
    expect(value('request.time.year()', at)).toBe(2026);
    expect(value('request.time.toMillis()', at)).toBe(Date.parse('2026-05-06T07:08:09.010Z'));
    expect(value('request.time > timestamp.date(2026, 1, 1)', at)).toBe(true);
    expect(value(`request.time < timestamp.date(2026, 5, 6) + duration.value(1, 'd')`, at)).toBe(
      true,
    );
  });
});

describe('duration', () => {
  it('builds durations from units and clock parts', () => {
    expect(value(`duration.value(2, 'w') == duration.value(14, 'd')`)).toBe(true);
    expect(value(`duration.value(1, 'd') == duration.value(24, 'h')`)).toBe(true);
    expect(value(`duration.value(1, 'h') == duration.value(60, 'm')`)).toBe(true);
    expect(value(`duration.value(1, 'm') == duration.value(60, 's')`)).toBe(true);
    expect(value(`duration.value(1, 's') == duration.value(1000, 'ms')`)).toBe(true);
    expect(value(`duration.value(1, 'ms') == duration.value(1000000, 'ns')`)).toBe(true);
    expect(value(`duration.time(1, 2, 3, 4).seconds()`)).toBe(3723);
    expect(value(`duration.time(1, 2, 3, 4).nanos()`)).toBe(4);
    expect(error(`duration.value(1, 'y')`)).toMatch(/unknown unit 'y'/);
    expect(error(`duration.value(1.5, 's')`)).toMatch(/must be int/);
  });

  it('exposes seconds and nanos, signs and abs', () => {
    expect(value(`duration.value(1500, 'ms').seconds()`)).toBe(1);
    expect(value(`duration.value(1500, 'ms').nanos()`)).toBe(500_000_000);
    expect(value(`duration.value(-1500, 'ms').seconds()`)).toBe(-1);
    expect(value(`duration.value(-1500, 'ms').nanos()`)).toBe(-500_000_000);
    expect(value(`duration.abs(duration.value(-3, 's')) == duration.value(3, 's')`)).toBe(true);
    expect(value(`-duration.value(3, 's') == duration.value(-3, 's')`)).toBe(true);
  });

  it('adds, subtracts and compares', () => {
    expect(value(`duration.value(1, 's') + duration.value(1, 's') == duration.value(2, 's')`)).toBe(
      true,
    );
    expect(value(`duration.value(1, 's') - duration.value(2, 's') < duration.value(0, 's')`)).toBe(
      true,
    );
    expect(error(`duration.value(1, 's') * 2`)).toMatch(/duration \* int/);
  });
});
