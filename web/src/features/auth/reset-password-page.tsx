import {
  CHECKING_LINK,
  errorToast,
  INVALID_RESET_LINK,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORD_UPDATED,
  PASSWORDS_DONT_MATCH,
  RESET_PASSWORD_TEXTS,
} from '@brunchers/model';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from 'reactfire';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { authErrorMessage } from './auth-errors';
import { AuthLayout } from './auth-layout';
import { t } from '../../lib/i18n';

/** The toast for a new password pair, or null when it is acceptable (match, then length). */
export function newPasswordProblem(password: string, confirmation: string) {
  if (password !== confirmation) return t(PASSWORDS_DONT_MATCH);
  if (password.length < PASSWORD_MIN_LENGTH) return t(PASSWORD_TOO_SHORT);
  return null;
}

/**
 * /reset-password?oobCode=… — the link from the reset e-mail. Without a valid code: Invalid or
 * expired link, then /login.
 */
export function Component() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const [checked, setChecked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    const reject = () => {
      notify.error(t(INVALID_RESET_LINK));
      navigate(paths.login, { replace: true });
    };
    if (!code) reject();
    else
      verifyPasswordResetCode(auth, code).then(
        () => active && setChecked(code),
        () => active && reject(),
      );
    return () => {
      active = false;
    };
  }, [auth, code, navigate]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    const problem = newPasswordProblem(password, String(form.get('confirmPassword')));
    if (problem) {
      notify.error(problem);
      return;
    }
    setBusy(true);
    try {
      await confirmPasswordReset(auth, checked ?? '', password);
      notify.success(t(PASSWORD_UPDATED));
      navigate(paths.login);
    } catch (error) {
      notify.error(errorToast(authErrorMessage(error)));
      setBusy(false);
    }
  }

  if (!checked || checked !== code) return <Spinner label={t(CHECKING_LINK)} className="py-32" />;
  return (
    <AuthLayout
      title={t(RESET_PASSWORD_TEXTS.title)}
      subtitle={`At least ${PASSWORD_MIN_LENGTH} characters.`}
    >
      <form onSubmit={save} className="flex flex-col gap-4">
        <FormField
          label={t(RESET_PASSWORD_TEXTS.password)}
          name="password"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          label={t(RESET_PASSWORD_TEXTS.confirm)}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
