// The profile form: every PROFILE_FORM_FIELDS field rendered (enumerations as selects), the
// mapping to the public/private documents, validation per field, and the read-only view showing
// only filled sections and fields.
import {
  emptyProfileForm,
  PROFILE_FORM_FIELDS,
  PROFILE_NAME_REQUIRED,
  PROFILE_SECTIONS,
  SENSITIVE_CATEGORY_IDS,
  type ProfileFormValues,
} from '@brunchers/model';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileDetails } from '../../src/features/profile/profile-details';
import { ProfileForm } from '../../src/features/profile/profile-form';
import { filledSections, validateProfileForm } from '../../src/features/profile/profile-form-model';

const NOW = new Date('2030-06-01T12:00:00Z');

function form(values: Partial<ProfileFormValues>): ProfileFormValues {
  return { ...emptyProfileForm(), ...values };
}

describe('profile form rendering', () => {
  it('renders six sections and one control per field, selects for enumerations', () => {
    const { container } = render(
      <ProfileForm
        values={emptyProfileForm()}
        errors={{}}
        busy={false}
        consented={new Set(SENSITIVE_CATEGORY_IDS)}
        onChange={() => {}}
        onSubmit={() => {}}
      />,
    );
    for (const section of PROFILE_SECTIONS)
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    for (const field of PROFILE_FORM_FIELDS) {
      const control = container.querySelector(`[name="${field.key}"]`);
      expect(control, field.key).not.toBeNull();
      expect(control!.tagName).toBe(
        field.input === 'select' ? 'SELECT' : field.input === 'textarea' ? 'TEXTAREA' : 'INPUT',
      );
      if (field.options) {
        const values = [...(control as HTMLSelectElement).options].map((option) => option.value);
        expect(values).toEqual(['', ...field.options.map((option) => option.value)]);
      }
    }
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeTruthy();
  });

  it('reports changes by form key and shows field errors', () => {
    const onChange = vi.fn();
    render(
      <ProfileForm
        values={emptyProfileForm()}
        errors={{ age: 'Age must be a whole number' }}
        busy={false}
        consented={new Set()}
        onChange={onChange}
        onSubmit={() => {}}
      />,
    );
    fireEvent.change(screen.getByLabelText('Pets'), { target: { value: 'cat' } });
    expect(onChange).toHaveBeenCalledWith('pets', 'cat');
    expect(screen.getByText('Age must be a whole number')).toBeTruthy();
  });

  // Issue 36 §3: a special category's fields are asked only once it is consented to.
  it('asks no sensitive field without its consent', () => {
    const { container } = render(
      <ProfileForm
        values={emptyProfileForm()}
        errors={{}}
        busy={false}
        consented={new Set(['religion'])}
        onChange={() => {}}
        onSubmit={() => {}}
      />,
    );
    const asked = (key: string) => container.querySelector(`[name="${key}"]`) !== null;
    expect(asked('religion')).toBe(true);
    for (const key of ['ethnicity', 'politicalBeliefs', 'weed', 'otherDrugs', 'interestedIn'])
      expect(asked(key), key).toBe(false);
    expect(asked('nutrition')).toBe(true);
  });
});

describe('validateProfileForm', () => {
  it('splits the form into the public and private documents (age is read-only: never written; empty → null)', () => {
    const result = validateProfileForm(
      form({
        name: ' Ana ',
        age: '30',
        liveIn: 'Lisbon',
        bio: 'Hi',
        gender: 'woman',
        pets: 'dog',
        brunchBudget: '€€',
      }),
      NOW,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.publicProfile).toEqual({
      display_name: 'Ana',
      currently_living_in: 'Lisbon',
      bio: 'Hi',
      job_title: null,
    });
    expect(result.privateProfile.gender).toBe('woman');
    expect(result.privateProfile.pets).toBe('dog');
    expect(result.privateProfile.brunch_budget).toBe('€€');
    expect(result.privateProfile.religion).toBeNull();
    expect(Object.keys(result.privateProfile)).not.toContain('display_name');
  });

  it('rejects a bad age and an unknown option, per field', () => {
    const result = validateProfileForm(form({ name: 'Ana', age: 'abc', pets: 'dragon' }), NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['age', 'pets']);
  });

  it('requires a name (tickets, the door and tablemates greet members by it)', () => {
    const result = validateProfileForm(form({ name: '   ', pets: 'dog' }), NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ name: PROFILE_NAME_REQUIRED });
  });

  it('applies the stored documents’ limits too (what the security rules enforce)', () => {
    const result = validateProfileForm(form({ name: 'Ana', dailyHabits: 'x'.repeat(600) }), NOW);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(['dailyHabits']);
  });
});

describe('read-only view', () => {
  it('lists only filled sections and fields, with option labels', () => {
    const values = form({ name: 'Ana', pets: 'houseplant', drinking: 'yes-socially' });
    expect(filledSections(values)).toEqual([
      {
        section: 'Personal Information',
        fields: [
          { key: 'name', label: 'Name', value: 'Ana' },
          { key: 'pets', label: 'Pets', value: 'Houseplant' },
        ],
      },
      {
        section: 'Wellness and Wellbeing',
        fields: [{ key: 'drinking', label: 'Drinking', value: expect.any(String) }],
      },
    ]);
    render(<ProfileDetails values={values} />);
    expect(screen.queryByRole('heading', { name: 'Relationships' })).toBeNull();
    const personal = screen.getByRole('heading', { name: 'Personal Information' }).parentElement!;
    expect(within(personal).getByText('Houseplant')).toBeTruthy();
    expect(within(personal).queryByText('Religion')).toBeNull();
  });

  it('shows nothing for an empty profile', () => {
    const { container } = render(<ProfileDetails values={emptyProfileForm()} />);
    expect(container.textContent).toBe('');
  });
});
