// The edit form: six sections, every field of PROFILE_FORM_FIELDS, selects for the
// enumerations; errors shown under their field.
import {
  PROFILE_AGE_READ_ONLY_HINT,
  sensitiveCategoryOf,
  type SensitiveCategoryId,
  SAVE_PROFILE,
  type ProfileFormField,
  type ProfileFormKey,
  type ProfileFormValues,
  SAVING,
  EDIT_PROFILE,
  SELECT_PLACEHOLDER,
} from '@brunchers/model';
import { useId, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField, inputClasses, SelectField } from '../../ui/form-field';
import { FORM_SECTIONS, type ProfileFormErrors } from './profile-form-model';
import { t } from '../../lib/i18n';

export function ProfileForm({
  values,
  errors,
  busy,
  consented,
  onChange,
  onSubmit,
}: {
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  busy: boolean;
  /** Special categories consented to: the others' fields are not asked (issue 36 §3). */
  consented: ReadonlySet<SensitiveCategoryId>;
  onChange: (key: ProfileFormKey, value: string) => void;
  onSubmit: () => void;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={t(EDIT_PROFILE)}>
      {FORM_SECTIONS.map(({ section, fields }) => (
        <Card key={section} className="p-5">
          <h2 className="text-xl font-semibold">{t(section)}</h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {fields
              .filter((field) => isAsked(field, consented))
              .map((field) => (
                <Field
                  key={field.key}
                  field={field}
                  value={values[field.key as ProfileFormKey]}
                  error={errors[field.key as ProfileFormKey]}
                  onChange={(value) => onChange(field.key as ProfileFormKey, value)}
                />
              ))}
          </div>
        </Card>
      ))}
      <Button type="submit" size="lg" disabled={busy} className="self-end">
        {t(busy ? SAVING : SAVE_PROFILE)}
      </Button>
    </form>
  );
}

/** A special category's field is asked only with its consent. */
function isAsked(field: ProfileFormField, consented: ReadonlySet<SensitiveCategoryId>): boolean {
  if (field.doc !== 'private') return true;
  const category = sensitiveCategoryOf(field.field);
  return category === null || consented.has(category);
}

function Field({
  field,
  value,
  error,
  onChange,
}: {
  field: ProfileFormField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  if (field.input === 'select') {
    return (
      <SelectField
        label={t(field.label)}
        name={field.key}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t(SELECT_PLACEHOLDER)}</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </SelectField>
    );
  }
  if (field.input === 'textarea') {
    return (
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {t(field.label)}
        </label>
        <textarea
          id={id}
          name={field.key}
          rows={3}
          value={value}
          maxLength={field.maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses}
        />
        {error ? (
          <p id={`${id}-error`} className="text-xs font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <FormField
      label={t(field.label)}
      name={field.key}
      type={field.input === 'number' ? 'number' : 'text'}
      inputMode={field.input === 'number' ? 'numeric' : undefined}
      maxLength={field.maxLength}
      value={value}
      error={error}
      // The age comes from the date of birth given at sign-up (issue 36): shown, not edited.
      readOnly={field.readOnly}
      hint={field.readOnly ? t(PROFILE_AGE_READ_ONLY_HINT) : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
