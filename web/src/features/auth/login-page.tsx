import {
  BACK_TO_SIGN_IN,
  errorToast,
  FORGOT_PASSWORD,
  LOGIN_SUCCESS,
  RESET_LINK_NOT_SENT,
  RESET_LINK_SENT,
  SEND_RESET_LINK,
} from '@brunchers/model';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { callableErrorMessage } from '../../lib/callable-errors';
import { useLazySession } from '../../lib/firebase/lazy';
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
      notify.success(LOGIN_SUCCESS);
      navigate(returnPath, { replace: true });
    } catch (error) {
      notify.error(errorToast(authErrorMessage(error)));
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to see your brunches and matches."
      footer={
        <>
          New to Brunchers?{' '}
          <Link
            to={paths.signup}
            state={location.state as unknown}
            className="font-semibold text-terracotta-700 underline-offset-4 hover:underline"
          >
            Create an account
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
        <FormField label="Email" name="email" type="email" autoComplete="email" required />
        <FormField
          label="Password"
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
          {FORGOT_PASSWORD}
        </button>
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
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
      notify.success(RESET_LINK_SENT);
      onBack();
    } catch (error) {
      notify.error(errorToast(callableErrorMessage(error, RESET_LINK_NOT_SENT)));
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Reset your password" subtitle="We'll e-mail you a link to choose a new one.">
      <form onSubmit={requestReset} className="flex flex-col gap-4">
        <FormField label="Email" name="email" type="email" autoComplete="email" required />
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? 'Sending...' : SEND_RESET_LINK}
        </Button>
        <Button variant="ghost" fullWidth onClick={onBack}>
          {BACK_TO_SIGN_IN}
        </Button>
      </form>
    </AuthLayout>
  );
}
