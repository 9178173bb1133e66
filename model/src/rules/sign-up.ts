// Who may join, and what joining records (issue 36 §1): a first name, a date of birth of someone
// at least MEMBER_MIN_AGE on the city's calendar, and the acceptance of the current terms and
// privacy notice. The completeSignUp callable applies these rules; the sign-up form checks the
// same ones first so a visitor under age never gets an account.
import { cityDateString } from './check-in';

/** Nobody younger joins: Brunchers seats strangers at one table. */
export const MEMBER_MIN_AGE = 18;
/** The oldest date of birth the form accepts (a typo guard, not a policy). */
export const DATE_OF_BIRTH_MIN = '1900-01-01';

/**
 * The version of the terms of use and of the privacy notice a member accepts at sign-up. Change
 * it when either text changes materially: acceptances record the version they were given for.
 */
export const TERMS_VERSION = '2026-11-28';
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/**
 * The custom claim an account made by the owner's CSV import carries (importMembers): until the
 * member accepts the terms (their user_agreements document exists), the app asks them to, with
 * the details the owner gave. Here, not with the import: the member shell reads it.
 */
export const MEMBER_INVITED_CLAIM = 'invited';

/** Completed years between `dateOfBirth` and `today` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** A real calendar date (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export type DateOfBirthProblem = 'invalid' | 'under_age';

/** Why a date of birth cannot join today (in the city), or null when it can. */
export function dateOfBirthProblem(dateOfBirth: string, now: Date): DateOfBirthProblem | null {
  const today = cityDateString(now);
  if (!isCalendarDate(dateOfBirth) || dateOfBirth < DATE_OF_BIRTH_MIN || dateOfBirth > today)
    return 'invalid';
  return ageOn(dateOfBirth, today) >= MEMBER_MIN_AGE ? null : 'under_age';
}

/** The latest date of birth that is old enough today (the date input's max). */
export function latestAdultBirthDate(now: Date): string {
  const [year, month, day] = cityDateString(now).split('-') as [string, string, string];
  const adultYear = String(Number(year) - MEMBER_MIN_AGE).padStart(4, '0');
  // Born on 29 February: old enough on 1 March of a common year (ageOn agrees).
  const candidate = `${adultYear}-${month}-${day}`;
  return isCalendarDate(candidate) ? candidate : `${adultYear}-02-28`;
}

/** The name other members, the door and mails show: the first word-trimmed name, or null. */
export function memberName(profile: { display_name?: string | null } | null | undefined) {
  const name = profile?.display_name?.trim();
  return name ? name : null;
}

/**
 * The name of a party as shown live (issue 36): the member's current profile name when they have
 * one; else what the booking recorded (a guest's name, or an old copy); else null.
 */
export function partyName(
  party: { user_id: string | null; attendee_name?: string | null },
  currentNames: ReadonlyMap<string, string>,
): string | null {
  const live = party.user_id ? currentNames.get(party.user_id) : undefined;
  return live ?? party.attendee_name ?? null;
}
