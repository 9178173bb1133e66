import {
  CREATE_ACCOUNT_BUTTON,
  CREATING_ACCOUNT,
  EMAIL_LABEL,
  errorToast,
  HAVE_ACCOUNT,
  PASSWORD_LABEL,
  PASSWORD_MIN_LENGTH,
  passwordHint,
  SIGN_IN_LINK,
  SIGNUP_SUBTITLE,
  SIGNUP_TITLE,
  SIGNUP_DETAILS_NOT_SAVED,
  SIGNUP_SUCCESS,
  SIGNUP_UNDER_AGE,
} from '@brunchers/model';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { callableErrorMessage } from '../../lib/callable-errors';
import { useLazySession } from '../../lib/firebase/lazy';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import { authErrorMessage } from './auth-errors';
import { AuthLayout } from './auth-layout';
import { CLAIM_PARAM } from './claim-param';
import { JoinDetailsFields, readJoinDetails } from './join-details';
import { loadAccountCalls } from './load-account-calls';
import { useReturnPath } from './return-path';
import { t } from '../../lib/i18n';

/**
 * /signup — first name, date of birth (18+), e-mail, password and the terms; then the dashboard.
 * The age is checked before any account exists; the server checks it again (completeSignUp).
 * Outside the Firebase layout, like /login: Auth loads once the visitor touches the form.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  // From a guest's /booking-success: the booking to add to the new account.
  const claim = useSearchParams()[0].get(CLAIM_PARAM);
  const session = useLazySession();
  const returnPath = useReturnPath();
  const [busy, setBusy] = useState(false);
  const [ageError, setAgeError] = useState<string>();

  async function signUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const details = readJoinDetails(form, new Date());
    if (!details.ok) {
      setAgeError(
        details.problem === SIGNUP_UNDER_AGE ? t(details.problem).description : undefined,
      );
      notify.error(t(details.problem));
      return;
    }
    setAgeError(undefined);
    setBusy(true);
    try {
      const calls = await loadAccountCalls();
      await calls.createAccount(String(form.get('email')), String(form.get('password')));
      try {
        await calls.completeSignUp(details.input);
      } catch (error) {
        // The account exists without a profile: the member area asks for the details again.
        notify.error(t(errorToast(callableErrorMessage(error, SIGNUP_DETAILS_NOT_SAVED))));
      }
      // The app's own verification mail, through the outbox (issue 36). The account exists even
      // if it cannot be asked for now (the booking prompt sends a new link); do not fail sign-up.
      await calls
        .sendVerificationEmail()
        .catch((error: unknown) => console.warn('Verification e-mail not requested', error));
      notify.success(t(SIGNUP_SUCCESS));
      if (claim) await calls.claimGuestBooking(claim);
      navigate(returnPath, { replace: true });
    } catch (error) {
      notify.error(t(errorToast(authErrorMessage(error))));
      setBusy(false);
    }
  }

  // Already signed in (and just signed up, once the account exists): on to where they were going.
  // Not while the form is busy: sign-up still sends the verification e-mail first.
  if (session.status === 'ready' && session.user && !busy)
    return <Navigate to={returnPath} replace />;

  return (
    <AuthLayout
      title={t(SIGNUP_TITLE)}
      subtitle={t(SIGNUP_SUBTITLE)}
      footer={
        <>
          {t(HAVE_ACCOUNT)}{' '}
          <Link
            to={paths.login}
            state={location.state as unknown}
            className="font-semibold text-terracotta-700 underline-offset-4 hover:underline"
          >
            {t(SIGN_IN_LINK)}
          </Link>
        </>
      }
    >
      <form
        onSubmit={signUp}
        onFocus={() => void loadAccountCalls()}
        onPointerDown={() => void loadAccountCalls()}
        className="flex flex-col gap-4"
      >
        <FormField label={t(EMAIL_LABEL)} name="email" type="email" autoComplete="email" required />
        <FormField
          label={t(PASSWORD_LABEL)}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={t(passwordHint, PASSWORD_MIN_LENGTH)}
        />
        <JoinDetailsFields ageError={ageError} />
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {t(busy ? CREATING_ACCOUNT : CREATE_ACCOUNT_BUTTON)}
        </Button>
      </form>
    </AuthLayout>
  );
}
