import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dateOfBirthProblem,
  isCalendarDate,
  latestAdultBirthDate,
  MEMBER_MIN_AGE,
  partyName,
} from '../src';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('sign-up age rules', () => {
  it('counts completed years, the birthday itself included', () => {
    expect(ageOn('2008-11-28', '2026-11-28')).toBe(18);
    expect(ageOn('2008-11-29', '2026-11-28')).toBe(17);
    expect(ageOn('2008-12-01', '2026-11-28')).toBe(17);
    expect(ageOn('1990-01-01', '2026-11-28')).toBe(36);
  });

  it('refuses anyone under MEMBER_MIN_AGE on the city calendar, a day short included', () => {
    expect(MEMBER_MIN_AGE).toBe(18);
    expect(dateOfBirthProblem('2008-11-28', NOW)).toBeNull();
    expect(dateOfBirthProblem('2008-11-29', NOW)).toBe('under_age');
    expect(dateOfBirthProblem('2015-05-05', NOW)).toBe('under_age');
    // 23:30 UTC on 30 June is 1 July in Lisbon (UTC+1): the birthday has come there.
    expect(dateOfBirthProblem('2008-07-01', new Date('2026-06-30T23:30:00Z'))).toBeNull();
    expect(dateOfBirthProblem('2008-07-01', new Date('2026-06-30T22:30:00Z'))).toBe('under_age');
  });

  it('refuses impossible and future dates', () => {
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(dateOfBirthProblem('2001-02-29', NOW)).toBe('invalid');
    expect(dateOfBirthProblem('1899-12-31', NOW)).toBe('invalid');
    expect(dateOfBirthProblem('2027-01-01', NOW)).toBe('invalid');
    expect(dateOfBirthProblem('28/11/2000', NOW)).toBe('invalid');
  });

  it('offers the latest adult birth date for the date input', () => {
    expect(latestAdultBirthDate(NOW)).toBe('2008-11-28');
    expect(latestAdultBirthDate(new Date('2028-02-29T12:00:00Z'))).toBe('2010-02-28');
    expect(dateOfBirthProblem(latestAdultBirthDate(NOW), NOW)).toBeNull();
  });
});

describe('partyName', () => {
  const names = new Map([['ana', 'Ana']]);
  it('prefers the member’s current name over the copy made at booking', () => {
    expect(partyName({ user_id: 'ana', attendee_name: 'Old Name' }, names)).toBe('Ana');
    expect(partyName({ user_id: 'bo', attendee_name: 'Bo' }, names)).toBe('Bo');
    expect(partyName({ user_id: null, attendee_name: 'Gina Guest' }, names)).toBe('Gina Guest');
    expect(partyName({ user_id: 'bo', attendee_name: null }, names)).toBeNull();
  });
});
