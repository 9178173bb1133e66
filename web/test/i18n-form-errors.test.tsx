// Issue 37: a form's validation errors come from the model's zod schemas in English (their
// catalogue keys); a Portuguese reader sees them in Portuguese, on the page and from a callable.
import { emptyProfileForm, VALIDATION_TEXTS } from '@brunchers/model';
import { render, screen } from '@testing-library/react';
import { FunctionsError } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileForm } from '../src/features/profile/profile-form';
import { validateProfileForm } from '../src/features/profile/profile-form-model';
import { callableErrorMessage } from '../src/lib/callable-errors';
import { applyLocale } from '../src/lib/i18n';

beforeAll(() => applyLocale('pt-PT'));
afterAll(() => applyLocale('en'));

describe('form errors in Portuguese', () => {
  it('shows the profile form’s schema errors in Portuguese', () => {
    const values = { ...emptyProfileForm(), name: ' ', age: 'abc' };
    const result = validateProfileForm(values, new Date('2030-06-01T12:00:00Z'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    render(
      <ProfileForm
        values={values}
        errors={result.errors}
        busy={false}
        consented={new Set()}
        onChange={() => {}}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByText('Diga-nos o seu nome')).toBeTruthy();
    expect(screen.getByText('A idade tem de ser um número inteiro')).toBeTruthy();
    expect(screen.queryByText(VALIDATION_TEXTS.profile.ageWhole)).toBeNull();
  });

  it('reads a callable’s schema refusal in Portuguese', () => {
    const refusal = (message: string) => new FunctionsError('invalid-argument', `${message} [400]`);
    expect(callableErrorMessage(refusal(VALIDATION_TEXTS.venue.postcodeInvalid), 'x')).toBe(
      'Introduza um código postal como 1200-109.',
    );
    expect(callableErrorMessage(refusal(`text: ${VALIDATION_TEXTS.message.empty}`), 'x')).toBe(
      'Escreva primeiro uma mensagem.',
    );
  });
});
