// Unsubscribe tokens on their own: only the secret's owner can make one, nothing in it can be
// changed, and a guest's address maps to one preferences document whatever its case.
import { describe, expect, it } from 'vitest';
import { mailPreferencesId } from '../../src/mail/preferences.js';
import {
  bookingCancelToken,
  unsubscribeToken,
  verifyBookingCancelToken,
  verifyUnsubscribeToken,
} from '../../src/mail/unsubscribeToken.js';

const SECRET = 'a-long-random-test-secret';

describe('unsubscribe tokens', () => {
  it('round-trips a member and a guest', () => {
    expect(verifyUnsubscribeToken(SECRET, unsubscribeToken(SECRET, { uid: 'u1' }))).toEqual({
      uid: 'u1',
    });
    expect(
      verifyUnsubscribeToken(SECRET, unsubscribeToken(SECRET, { email: ' Ana@Example.org ' })),
    ).toEqual({ email: 'ana@example.org' });
  });

  it('refuses a token signed with another key, or whose subject was swapped', () => {
    const foreign = unsubscribeToken('another-secret', { uid: 'u1' });
    expect(verifyUnsubscribeToken(SECRET, foreign)).toBeNull();
    const [, signature] = unsubscribeToken(SECRET, { uid: 'u1' }).split('.');
    const swapped = Buffer.from(JSON.stringify({ s: 'u:u2', k: 'reminders' })).toString(
      'base64url',
    );
    expect(verifyUnsubscribeToken(SECRET, `${swapped}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, 'garbage')).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, '')).toBeNull();
  });

  it('keeps guest addresses out of document ids, one document per address', () => {
    const id = mailPreferencesId({ email: 'Ana@Example.org' });
    expect(id).toBe(mailPreferencesId({ email: 'ana@example.org' }));
    expect(id).toMatch(/^guest_[0-9a-f]{64}$/);
    expect(mailPreferencesId({ uid: 'u1' })).toBe('u1');
  });
});

describe('booking cancellation tokens', () => {
  it('round-trip a booking and cannot be forged, swapped or used as another kind of link', () => {
    expect(verifyBookingCancelToken(SECRET, bookingCancelToken(SECRET, 'b1'))).toBe('b1');
    expect(verifyBookingCancelToken(SECRET, bookingCancelToken('another-secret', 'b1'))).toBeNull();
    const [, signature] = bookingCancelToken(SECRET, 'b1').split('.');
    const swapped = Buffer.from(JSON.stringify({ s: 'b:b2', k: 'cancel' })).toString('base64url');
    expect(verifyBookingCancelToken(SECRET, `${swapped}.${signature}`)).toBeNull();
    // An unsubscribe link is no cancellation link, and the other way round.
    expect(verifyBookingCancelToken(SECRET, unsubscribeToken(SECRET, { uid: 'b1' }))).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, bookingCancelToken(SECRET, 'b1'))).toBeNull();
  });
});
