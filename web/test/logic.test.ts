import { PASSWORD_TOO_SHORT, PASSWORDS_DONT_MATCH } from '@brunchers/model';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '../src/features/auth/auth-errors';
import { newPasswordProblem } from '../src/features/auth/reset-password-page';
import { localToday } from '../src/lib/event-data';
import { eventImage, PLACEHOLDER_EVENT_IMAGE } from '../src/ui/event-image';

describe('newPasswordProblem (reset password, §5)', () => {
  it('checks that both match first, then the length', () => {
    expect(newPasswordProblem('secret1', 'secret2')).toBe(PASSWORDS_DONT_MATCH);
    expect(newPasswordProblem('abc', 'abcd')).toBe(PASSWORDS_DONT_MATCH);
    expect(newPasswordProblem('abc12', 'abc12')).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordProblem('abc123', 'abc123')).toBeNull();
  });
});

describe('authErrorMessage', () => {
  it('turns known Firebase codes into sentences', () => {
    const error = new FirebaseError(
      'auth/invalid-credential',
      'Firebase: Error (auth/invalid-credential).',
    );
    expect(authErrorMessage(error)).toBe('Invalid email or password.');
  });

  it('strips the SDK decoration from unknown codes', () => {
    const error = new FirebaseError(
      'auth/quota-exceeded',
      'Firebase: Quota exceeded. (auth/quota-exceeded).',
    );
    expect(authErrorMessage(error)).toBe('Quota exceeded.');
  });
});

describe('event helpers', () => {
  it('picks the stored image, else one for the style, else the placeholder', () => {
    expect(eventImage({ image_url: '/images/seed/a.svg', style: 'Garden' })).toBe(
      '/images/seed/a.svg',
    );
    expect(eventImage({ image_url: null, style: ' Rooftop ' })).toBe('/images/events/rooftop.svg');
    expect(eventImage({ image_url: null, style: 'Mystery' })).toBe(PLACEHOLDER_EVENT_IMAGE);
  });

  it("gives today's local calendar day", () => {
    expect(localToday(new Date(2030, 0, 31, 23, 30))).toBe('2030-01-31');
    expect(localToday(new Date(2030, 1, 1, 0, 15))).toBe('2030-02-01');
  });
});
