// /auth/action?mode=…&oobCode=… — the app's handler for the links Firebase Auth e-mails (the custom
// action URL set in the console's e-mail templates; the local Auth emulator's links lead here too):
// resetPassword opens the new-password form, verifyEmail confirms the address.
import { CHECKING_LINK, EMAIL_VERIFIED, INVALID_LINK, safeReturnPath } from '@brunchers/model';
import { applyActionCode, type Auth } from 'firebase/auth';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from 'reactfire';
import { paths } from '../../lib/paths';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { Component as ResetPassword } from './reset-password-page';
import { t } from '../../lib/i18n';

export function Component() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  if (mode === 'resetPassword') return <ResetPassword />;
  if (mode === 'verifyEmail') return <VerifyEmail />;
  return <InvalidLink />;
}

function InvalidLink() {
  useEffect(() => notify.error(t(INVALID_LINK)), []);
  return <Navigate to={paths.login} replace />;
}

/** The continue URL's path inside the app (same origin only), else the dashboard. */
function continuePath(continueUrl: string | null): string {
  if (!continueUrl) return paths.dashboard;
  try {
    const url = new URL(continueUrl);
    return url.origin === window.location.origin
      ? safeReturnPath(`${url.pathname}${url.search}`, paths.dashboard)
      : paths.dashboard;
  } catch {
    return paths.dashboard;
  }
}

/**
 * One application per code: a code works once, and React runs an effect twice in development
 * (StrictMode), so a second call would fail and show the link as invalid.
 */
const applied = new Map<string, Promise<void>>();
function applyOnce(auth: Auth, code: string): Promise<void> {
  let pending = applied.get(code);
  if (!pending) {
    pending = applyActionCode(auth, code);
    applied.set(code, pending);
  }
  return pending;
}

function VerifyEmail() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const next = continuePath(params.get('continueUrl'));
  useEffect(() => {
    let active = true;
    const done = (ok: boolean) => {
      if (!active) return;
      if (ok) notify.success(t(EMAIL_VERIFIED));
      else notify.error(t(INVALID_LINK));
      navigate(ok ? next : paths.login, { replace: true });
    };
    if (!code) done(false);
    else
      applyOnce(auth, code).then(
        // A signed-in member's account and ID token say so at once: the server reads the
        // token's email_verified before booking (issue 36), and a reload alone keeps the old token.
        async () => {
          try {
            // Opened from the mail, the page has just loaded: wait for the restored session.
            await auth.authStateReady();
            const user = auth.currentUser;
            if (user) {
              await user.reload();
              await user.getIdToken(true);
            }
          } finally {
            done(true);
          }
        },
        () => done(false),
      );
    return () => {
      active = false;
    };
  }, [auth, code, next, navigate]);
  return <Spinner label={t(CHECKING_LINK)} className="py-32" />;
}
