// Issue 36 §1: a new account becomes a member only with a first name, a date of birth of someone
// 18 or older and the current terms accepted, all checked here, whatever a client sends.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  PRIVACY_NOTICE_VERSION,
  SIGNUP_UNDER_AGE,
  TERMS_VERSION,
} from '@brunchers/model';
import { handleCompleteSignUp } from '../../src/profiles/completeSignUp.handler.js';
import { startStack, type Stack } from '../support/stack.js';
import { httpsErrorOf, member } from '../support/fixtures.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const NOW = new Date('2026-11-28T12:00:00Z');
const valid = {
  firstName: '  Ana  ',
  dateOfBirth: '1995-04-12',
  termsVersion: TERMS_VERSION,
  privacyVersion: PRIVACY_NOTICE_VERSION,
  acceptTerms: true,
};

const signUp = (uid: string, data: unknown) =>
  handleCompleteSignUp({ data, auth: member(uid) }, { db: stack.db, clock: () => NOW });

const read = async (collection: string, id: string) =>
  (await stack.db.collection(collection).doc(id).get()).data();

describe('completeSignUp', () => {
  it('creates both profiles at level 1 and records the acceptance with the server time', async () => {
    expect(await signUp('ana', valid)).toEqual({ displayName: 'Ana' });
    expect(await read(COLLECTIONS.userProfiles, 'ana')).toMatchObject({
      user_id: 'ana',
      display_name: 'Ana',
      birth_year: 1995,
      level: 1,
      experience_points: 0,
    });
    const privateProfile = await read(COLLECTIONS.userPrivateProfiles, 'ana');
    expect(privateProfile?.date_of_birth).toBe('1995-04-12');
    const agreement = await read(COLLECTIONS.userAgreements, 'ana');
    expect(agreement).toMatchObject({
      user_id: 'ana',
      terms_version: TERMS_VERSION,
      privacy_version: PRIVACY_NOTICE_VERSION,
    });
    // A server timestamp, not a time the client chose.
    expect((agreement?.accepted_at as { toDate(): Date }).toDate().getTime()).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it('refuses anyone under 18 (a day short included) and writes nothing', async () => {
    for (const dateOfBirth of ['2008-11-29', '2012-01-01']) {
      const error = await httpsErrorOf(signUp('kid', { ...valid, dateOfBirth }));
      expect(error).toMatchObject({ code: 'failed-precondition' });
      expect(error.message).toContain(SIGNUP_UNDER_AGE.title);
    }
    expect(await read(COLLECTIONS.userProfiles, 'kid')).toBeUndefined();
    expect(await read(COLLECTIONS.userPrivateProfiles, 'kid')).toBeUndefined();
    expect(await read(COLLECTIONS.userAgreements, 'kid')).toBeUndefined();
    // Exactly 18 today is welcome.
    await signUp('adult', { ...valid, dateOfBirth: '2008-11-28' });
    expect(await read(COLLECTIONS.userProfiles, 'adult')).toBeDefined();
  });

  it('refuses a missing name or date, impossible dates, unaccepted or outdated terms, guests', async () => {
    const refusals = [
      { ...valid, firstName: '   ' },
      { ...valid, dateOfBirth: undefined },
      { ...valid, dateOfBirth: '2001-02-29' },
      { ...valid, dateOfBirth: '2030-01-01' },
      { ...valid, acceptTerms: false },
      { ...valid, termsVersion: '2020-01-01' },
      { ...valid, level: 9 },
    ];
    for (const data of refusals) {
      expect((await httpsErrorOf(signUp('eve', data))).code).toMatch(
        /invalid-argument|failed-precondition/,
      );
    }
    expect(
      await httpsErrorOf(handleCompleteSignUp({ data: valid }, { db: stack.db, clock: () => NOW })),
    ).toMatchObject({ code: 'unauthenticated' });
    expect(await read(COLLECTIONS.userProfiles, 'eve')).toBeUndefined();
  });

  it('names a member who joined before names were asked, keeping their XP; never moves a recorded date of birth', async () => {
    await stack.db
      .collection(COLLECTIONS.userProfiles)
      .doc('old')
      .set({ user_id: 'old', level: 3, experience_points: 250, bio: 'Hi' });
    await signUp('old', { ...valid, firstName: 'Olga' });
    expect(await read(COLLECTIONS.userProfiles, 'old')).toMatchObject({
      display_name: 'Olga',
      level: 3,
      experience_points: 250,
      bio: 'Hi',
    });
    // The same date again is harmless; another date is refused.
    await signUp('old', { ...valid, firstName: 'Olga' });
    expect(
      await httpsErrorOf(signUp('old', { ...valid, dateOfBirth: '1980-01-01' })),
    ).toMatchObject({ code: 'failed-precondition' });
    expect((await read(COLLECTIONS.userPrivateProfiles, 'old'))?.date_of_birth).toBe('1995-04-12');
  });
});
