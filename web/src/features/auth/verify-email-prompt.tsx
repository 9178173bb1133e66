// "Verify your e-mail" (issue 36): members book and join waitlists once their address is
// verified. Shown in place of the booking and waitlist forms for a member who has not verified
// yet: a new link (through the outbox, like every mail) and "I've verified", which refreshes the
// session's token so the server sees the verified address at once.
// Loads the Auth and Functions SDKs on demand: the dialogs it sits in paint before them.
import {
  errorToast,
  I_VERIFIED,
  RESEND_VERIFICATION,
  VERIFICATION_NOT_SENT,
  VERIFICATION_SENT,
  VERIFY_EMAIL_BODY,
  VERIFY_EMAIL_TITLE,
  EMAIL_NOT_VERIFIED,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { useId, useState } from 'react';
import { callable } from '../../lib/callables';
import { currentLocale } from '../../lib/i18n';
import { loadAuth } from '../../lib/firebase/lazy';
import { Button } from '../../ui/button';
import { notify } from '../../ui/toast';

/** Asks the server for a new verification mail (sign-up and the prompt's button). */
export async function sendVerificationEmail(): Promise<void> {
  // In the page's language, as Firebase Auth's templates follow the page's (issue 37).
  await callable('sendVerificationEmail')({ locale: currentLocale() });
}

/** Whether the signed-in member's address is verified now (reloading the account and token). */
async function verifiedNow(): Promise<boolean> {
  const { auth } = await loadAuth();
  const user = auth.currentUser;
  if (!user) return false;
  await user.reload();
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  return true;
}

export function VerifyEmailPrompt({ onVerified }: { onVerified: () => void }) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await sendVerificationEmail();
      notify.success(t(VERIFICATION_SENT));
    } catch {
      notify.error(errorToast(t(VERIFICATION_NOT_SENT)));
    } finally {
      setBusy(false);
    }
  }

  async function check() {
    setBusy(true);
    try {
      if (await verifiedNow()) onVerified();
      else notify.error(errorToast(t(EMAIL_NOT_VERIFIED)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-cream-200/70 p-4"
    >
      <h3 id={headingId} className="font-display text-lg font-semibold">
        {t(VERIFY_EMAIL_TITLE)}
      </h3>
      <p className="text-sm text-ink-700">{t(VERIFY_EMAIL_BODY)}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void resend()} disabled={busy} fullWidth>
          {t(RESEND_VERIFICATION)}
        </Button>
        <Button variant="outline" onClick={() => void check()} disabled={busy} fullWidth>
          {t(I_VERIFIED)}
        </Button>
      </div>
    </section>
  );
}
