// The details that make an account a member (issue 36): first name, date of birth (18+) and the
// acceptance of the terms and privacy notice. Sign-up shows them with e-mail and password; the
// prompt for members who joined before shows them alone. The server (completeSignUp) checks
// them again; the check here only spares a visitor under age from getting an account at all.
import {
  dateOfBirthProblem,
  DATE_OF_BIRTH_MIN,
  PRIVACY_NOTICE_VERSION,
  SIGNUP_ACCEPT_TERMS,
  SIGNUP_DATE_OF_BIRTH_HINT,
  SIGNUP_DATE_OF_BIRTH_LABEL,
  SIGNUP_FIRST_NAME_HINT,
  SIGNUP_FIRST_NAME_LABEL,
  SIGNUP_INVALID_DATE_OF_BIRTH,
  SIGNUP_TERMS_REQUIRED,
  SIGNUP_UNDER_AGE,
  TERMS_VERSION,
  NAME_MAX,
  type CompleteSignUpInput,
  type ToastText,
} from '@brunchers/model';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { FormField } from '../../ui/form-field';
import { t } from '../../lib/i18n';

export const JOIN_FIELDS = {
  firstName: 'firstName',
  dateOfBirth: 'dateOfBirth',
  acceptTerms: 'acceptTerms',
} as const;

/** The join details in `form`, or the text telling why they cannot join (nothing sent). */
export function readJoinDetails(
  form: FormData,
  now: Date,
): { ok: true; input: CompleteSignUpInput } | { ok: false; problem: ToastText } {
  const firstName = String(form.get(JOIN_FIELDS.firstName) ?? '').trim();
  const dateOfBirth = String(form.get(JOIN_FIELDS.dateOfBirth) ?? '');
  if (form.get(JOIN_FIELDS.acceptTerms) !== 'on')
    return { ok: false, problem: SIGNUP_TERMS_REQUIRED };
  const problem = dateOfBirthProblem(dateOfBirth, now);
  if (problem === 'under_age') return { ok: false, problem: SIGNUP_UNDER_AGE };
  if (problem || !firstName) return { ok: false, problem: SIGNUP_INVALID_DATE_OF_BIRTH };
  return {
    ok: true,
    input: {
      firstName,
      dateOfBirth,
      termsVersion: TERMS_VERSION,
      privacyVersion: PRIVACY_NOTICE_VERSION,
      acceptTerms: true,
    },
  };
}

const linkClass = 'font-semibold text-terracotta-700 underline underline-offset-2';

/** First name, date of birth and the terms check-box; `ageError` shows under the date. */
export function JoinDetailsFields({
  ageError,
  includeName = true,
  defaults,
}: {
  ageError?: string;
  includeName?: boolean;
  /** What is known already (an imported member: the owner's list), for the member to check. */
  defaults?: { firstName?: string; dateOfBirth?: string };
}) {
  const termsId = useId();
  const terms = t(SIGNUP_ACCEPT_TERMS);
  return (
    <>
      {includeName ? (
        <FormField
          label={t(SIGNUP_FIRST_NAME_LABEL)}
          name={JOIN_FIELDS.firstName}
          autoComplete="given-name"
          required
          maxLength={NAME_MAX}
          hint={t(SIGNUP_FIRST_NAME_HINT)}
          defaultValue={defaults?.firstName}
        />
      ) : null}
      <FormField
        label={t(SIGNUP_DATE_OF_BIRTH_LABEL)}
        name={JOIN_FIELDS.dateOfBirth}
        type="date"
        autoComplete="bday"
        required
        min={DATE_OF_BIRTH_MIN}
        // No max: a date too recent reaches our clear "18+" message, not the browser's range one.
        hint={t(SIGNUP_DATE_OF_BIRTH_HINT)}
        error={ageError}
        defaultValue={defaults?.dateOfBirth}
      />
      <div className="flex items-start gap-3">
        <input
          id={termsId}
          name={JOIN_FIELDS.acceptTerms}
          type="checkbox"
          required
          className="mt-1 size-5 shrink-0 accent-terracotta-600"
        />
        <label htmlFor={termsId} className="text-sm text-ink-700">
          {terms.before}
          <Link to={paths.terms} target="_blank" className={linkClass}>
            {terms.terms}
          </Link>
          {terms.between}
          <Link to={paths.privacy} target="_blank" className={linkClass}>
            {terms.privacy}
          </Link>
          {terms.after}
        </label>
      </div>
    </>
  );
}
