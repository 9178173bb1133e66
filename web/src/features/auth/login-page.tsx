import {
  BACK_TO_SIGN_IN,
  CREATE_ACCOUNT,
  EMAIL_LABEL,
  errorToast,
  FORGOT_PASSWORD,
  LOGIN_SUBTITLE,
  LOGIN_SUCCESS,
  LOGIN_TITLE,
  NEW_TO_BRUNCHERS,
  PASSWORD_LABEL,
  RESET_LINK_NOT_SENT,
  RESET_LINK_SENT,
  RESET_SUBTITLE,
  RESET_TITLE,
  SEND_RESET_LINK,
  SENDING,
  SIGN_IN,
  SIGNING_IN,
} from '@brunchers/model';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { callableErrorMessage } from '../../lib/callable-errors';
import { useLazySession } from '../../lib/firebase/lazy';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import { authErrorMessage } from './auth-errors';
import { AuthLayout } from './auth-layout';
import { loadAccountCalls } from './load-account-calls';
import { useReturnPath } from './return-path';

/**
 * /login — sign in, or (after Forgot password?) request a reset link. Outside the Firebase layout:
 * it paints without the SDKs; Auth loads once the visitor touches the form (account-calls.ts), or
 * after the first paint where someone has signed in before (to send them on if still signed in).
 */
export function Component() {
  const [mode, setMode] = useState<'sign-in' | 'reset'>('sign-in');
  const session = useLazySession();
  const returnPath = useReturnPath();
  // Already signed in: on to where they were going (a sign-in below lands here too).
  if (session.status === 'ready' && session.user) return <Navigate to={returnPath} replace />;
  return mode === 'sign-in' ? (
    <SignInForm onForgot={() => setMode('reset')} />
  ) : (
    <ResetRequestForm onBack={() => setMode('sign-in')} />
  );
}

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const location = useLocation();
  const [busy, setBusy] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const calls = await loadAccountCalls();
      await calls.signIn(String(form.get('email')), String(form.get('password')));
      notify.success(t(LOGIN_SUCCESS));
      navigate(returnPath, { replace: true });
    } catch (error) {
      notify.error(t(errorToast(authErrorMessage(error))));
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={t(LOGIN_TITLE)}
      subtitle={t(LOGIN_SUBTITLE)}
      footer={
        <>
          {t(NEW_TO_BRUNCHERS)}{' '}
          <Link
            to={paths.signup}
            state={location.state as unknown}
            className="font-semibold text-terracotta-700 underline-offset-4 hover:underline"
          >
            {t(CREATE_ACCOUNT)}
          </Link>
        </>
      }
    >
      <form
        onSubmit={signIn}
        onFocus={() => void loadAccountCalls()}
        onPointerDown={() => void loadAccountCalls()}
        className="flex flex-col gap-4"
      >
        <FormField label={t(EMAIL_LABEL)} name="email" type="email" autoComplete="email" required />
        <FormField
          label={t(PASSWORD_LABEL)}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button
          type="button"
          onClick={onForgot}
          className="self-end rounded text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline"
        >
          {t(FORGOT_PASSWORD)}
        </button>
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {t(busy ? SIGNING_IN : SIGN_IN)}
        </Button>
      </form>
    </AuthLayout>
  );
}

function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const [busy, setBusy] = useState(false);

  async function requestReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    setBusy(true);
    try {
      const calls = await loadAccountCalls();
      // The app's own mail through the outbox (issue 36); the answer is the same whether or not
      // the address has an account.
      await calls.sendPasswordReset(email);
      notify.success(t(RESET_LINK_SENT));
      onBack();
    } catch (error) {
      notify.error(t(errorToast(callableErrorMessage(error, RESET_LINK_NOT_SENT))));
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t(RESET_TITLE)} subtitle={t(RESET_SUBTITLE)}>
      <form onSubmit={requestReset} className="flex flex-col gap-4">
        <FormField label={t(EMAIL_LABEL)} name="email" type="email" autoComplete="email" required />
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {t(busy ? SENDING : SEND_RESET_LINK)}
        </Button>
        <Button variant="ghost" fullWidth onClick={onBack}>
          {t(BACK_TO_SIGN_IN)}
        </Button>
      </form>
    </AuthLayout>
  );
}
