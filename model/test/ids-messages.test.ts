import { describe, expect, it } from 'vitest';
import {
  ADMIN_TABS,
  ATTENDANCES_LOAD_FAILED,
  ATTENDEE_MARKED_PRESENT,
  MARK_ATTENDANCE_FAILED,
  PARTNER_STATS,
  PARTNER_TABS,
  VENUES_LOAD_FAILED,
  bruncherLikeId,
  countOf,
  importStoriesSummary,
  importUsersSummary,
  guestCountLabel,
  levelUp,
  likedMember,
  matchId,
  matchPair,
  newsletterSignupId,
  RATING_LABELS,
  REVIEW_SUBMITTED,
  userAnswerId,
  userRoleId,
  xpEarned,
} from '../src/index';

describe('document ids', () => {
  it('sorts match pairs so both likes find the same match', () => {
    expect(matchId('b', 'a')).toBe('a_b');
    expect(matchId('a', 'b')).toBe('a_b');
    expect(matchPair('z', 'y')).toEqual({ user1_id: 'y', user2_id: 'z' });
  });
  it('keeps the like direction', () => {
    expect(bruncherLikeId('a', 'b')).toBe('a_b');
    expect(bruncherLikeId('b', 'a')).toBe('b_a');
  });
  it('builds answer, role and newsletter ids', () => {
    expect(userAnswerId('u1', 'q9')).toBe('u1_q9');
    expect(userRoleId('u1', 'admin')).toBe('u1_admin');
    expect(newsletterSignupId('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('messages', () => {
  it('keeps the spec’s partner and admin dashboard texts', () => {
    expect([VENUES_LOAD_FAILED, ATTENDANCES_LOAD_FAILED]).toEqual([
      'Failed to load venues',
      'Failed to load attendances',
    ]);
    expect(ATTENDEE_MARKED_PRESENT).toBe('Attendee marked as present!');
    expect(MARK_ATTENDANCE_FAILED).toBe('Failed to mark attendance.');
    expect(Object.values(PARTNER_STATS)).toEqual(['Total Bookings', 'Checked In']);
    expect([PARTNER_TABS.pending(3), PARTNER_TABS.checkedIn(1)]).toEqual([
      'Pending (3)',
      'Checked In (1)',
    ]);
    expect(Object.values(ADMIN_TABS)).toEqual(['Bookings', 'Best Matches', 'User Activity']);
  });
  it('matches the spec wording', () => {
    expect(levelUp(3)).toBe("Level Up! You're now level 3!");
    expect(xpEarned(10)).toBe('+10 XP earned!');
    expect(likedMember('Ana')).toBe('You liked Ana');
    expect(REVIEW_SUBMITTED).toBe('Review submitted! +25 XP earned!');
    expect(RATING_LABELS[5]).toBe('Amazing');
    expect(RATING_LABELS[1]).toBe('Not great');
  });
  it('pluralises guest counts', () => {
    expect(guestCountLabel(1)).toBe('1 guest');
    expect(guestCountLabel(2)).toBe('2 guests');
  });
});

describe('counted texts (issue 17 §10: plurals everywhere)', () => {
  it('put the noun in the right number', () => {
    expect(importStoriesSummary(1, 0)).toBe('Successfully imported 1 story. 0 failed.');
    expect(importStoriesSummary(2, 1)).toBe('Successfully imported 2 stories. 1 failed.');
    expect(importUsersSummary(1, 1)).toBe('Imported 1 user with 1 error');
    expect(importUsersSummary(3, 0)).toBe('Imported 3 users with 0 errors');
    expect(countOf(1, 'spot', 'spots')).toBe('1 spot');
  });
});
