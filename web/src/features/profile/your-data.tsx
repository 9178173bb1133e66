// "Your data" on the profile (issue 36 items 5 and 6): download everything stored about the member
// (exportMyData, saved as a JSON file), and delete the account in two steps: what happens (refunds
// of upcoming bookings included), then typing DELETE and the password (deleteAccount needs a
// sign-in of the last minutes). Then the member is signed out on /account-deleted.
import {
  DATA_DOWNLOADED,
  DATA_DOWNLOAD_FAILED,
  DATA_EXPORT_FILE_NAME,
  DELETE_ACCOUNT_CONFIRMATION,
  DELETE_ACCOUNT_CONFIRM_TITLE,
  DELETE_ACCOUNT_CONTINUE,
  DELETE_ACCOUNT_EXPLAINED,
  DELETE_ACCOUNT_FAILED,
  DELETE_ACCOUNT_PASSWORD_HINT,
  DELETE_ACCOUNT_PASSWORD_LABEL,
  DELETE_ACCOUNT_SUBMIT,
  DELETE_ACCOUNT_TITLE,
  DELETE_ACCOUNT_TYPE_LABEL,
  DELETE_ACCOUNT_TYPE_MISMATCH,
  DELETE_ACCOUNT_WRONG_PASSWORD,
  DELETE_MY_ACCOUNT,
  DELETING_ACCOUNT,
  DOWNLOADING_MY_DATA,
  DOWNLOAD_MY_DATA,
  CANCEL,
  YOUR_DATA_INTRO,
  YOUR_DATA_TITLE,
} from '@brunchers/model';
import { EmailAuthProvider, reauthenticateWithCredential, signOut } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import type { AccountDeletedState } from './account-deleted-page';
import { t } from '../../lib/i18n';

/** Saves `data` as a JSON file through a temporary link (no server round trip for the file). */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function YourData({ email }: { email: string | null }) {
  const [downloading, setDownloading] = useState(false);
  const [step, setStep] = useState<'closed' | 'explain' | 'confirm'>('closed');

  async function download() {
    setDownloading(true);
    try {
      saveJson(await callable('exportMyData')({}), t(DATA_EXPORT_FILE_NAME));
      notify.success(t(DATA_DOWNLOADED));
    } catch {
      notify.error(t(DATA_DOWNLOAD_FAILED));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <section aria-labelledby="your-data-title" className="flex flex-col gap-3">
        <h2 id="your-data-title" className="text-xl font-semibold">
          {t(YOUR_DATA_TITLE)}
        </h2>
        <p className="text-sm text-ink-600">{t(YOUR_DATA_INTRO)}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void download()}
            disabled={downloading}
          >
            {t(downloading ? DOWNLOADING_MY_DATA : DOWNLOAD_MY_DATA)}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setStep('explain')}>
            {t(DELETE_MY_ACCOUNT)}
          </Button>
        </div>
      </section>
      <Dialog
        open={step === 'explain'}
        onClose={() => setStep('closed')}
        title={t(DELETE_ACCOUNT_TITLE)}
      >
        <div className="flex flex-col gap-3 text-ink-700">
          {t(DELETE_ACCOUNT_EXPLAINED).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setStep('closed')}>
            {t(CANCEL)}
          </Button>
          <Button variant="danger" onClick={() => setStep('confirm')}>
            {t(DELETE_ACCOUNT_CONTINUE)}
          </Button>
        </div>
      </Dialog>
      {step === 'confirm' ? (
        <ConfirmDeletion email={email} onClose={() => setStep('closed')} />
      ) : null}
    </Card>
  );
}

function ConfirmDeletion({ email, onClose }: { email: string | null; onClose: () => void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ typed?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim() !== DELETE_ACCOUNT_CONFIRMATION) {
      setErrors({ typed: t(DELETE_ACCOUNT_TYPE_MISMATCH) });
      return;
    }
    const user = auth.currentUser;
    if (!user || !email) return;
    setBusy(true);
    setErrors({});
    try {
      // A fresh sign-in: deleteAccount refuses a token whose sign-in is older than a few minutes.
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password));
    } catch {
      setErrors({ password: t(DELETE_ACCOUNT_WRONG_PASSWORD) });
      setBusy(false);
      return;
    }
    try {
      const answer = await callable('deleteAccount')({ confirmation: DELETE_ACCOUNT_CONFIRMATION });
      const state: AccountDeletedState = {
        cancelledBookings: answer.cancelledBookings,
        refundCents: answer.refundCents,
      };
      await navigate(paths.accountDeleted, { replace: true, state });
      await signOut(auth);
    } catch (error) {
      notify.error({
        ...DELETE_ACCOUNT_FAILED,
        description: t(callableErrorMessage(error, DELETE_ACCOUNT_FAILED.description ?? '')),
      });
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? () => undefined : onClose} title={t(DELETE_ACCOUNT_CONFIRM_TITLE)}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t(DELETE_ACCOUNT_TYPE_LABEL)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={errors.typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <FormField
          label={t(DELETE_ACCOUNT_PASSWORD_LABEL)}
          hint={t(DELETE_ACCOUNT_PASSWORD_HINT)}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          autoComplete="current-password"
          required
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t(CANCEL)}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {t(busy ? DELETING_ACCOUNT : DELETE_ACCOUNT_SUBMIT)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
