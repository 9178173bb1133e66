// /import-users: one button that sends the sample users to importUsers; Import Complete
// with the counts, or Import Failed. Below it, the owner's own members from a CSV (issue 39).
import {
  IMPORT_COMPLETE_TITLE,
  IMPORT_FAILED_TITLE,
  importUsersSummary,
  SAMPLE_USERS,
  type ImportUsersOutput,
  IMPORT_NOT_RUN,
  IMPORT_SAMPLE_USERS,
  IMPORT_USERS_TITLE,
  IMPORTING,
  sampleUsersIntro,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { useState } from 'react';
import { RequireRole } from '../../lib/require-role';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { notify } from '../../ui/toast';
import { ImportMembers } from './import-members';

export function Component() {
  return (
    <RequireRole role="admin">
      <ImportUsers />
    </RequireRole>
  );
}

function ImportUsers() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportUsersOutput | null>(null);

  async function run() {
    setBusy(true);
    try {
      const output = await callable('importUsers')({ users: [...SAMPLE_USERS] });
      setResult(output);
      notify.success({
        title: t(IMPORT_COMPLETE_TITLE),
        description: t(importUsersSummary, output.success.length, output.errors.length),
      });
    } catch (error) {
      notify.error({
        title: t(IMPORT_FAILED_TITLE),
        description: t(callableErrorMessage(error, IMPORT_NOT_RUN)),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold">{t(IMPORT_USERS_TITLE)}</h1>
      <Card className="flex flex-col items-start gap-3 p-5">
        <p className="text-ink-700">{t(sampleUsersIntro, SAMPLE_USERS.length)}</p>
        <Button onClick={() => void run()} disabled={busy}>
          {t(busy ? IMPORTING : IMPORT_SAMPLE_USERS)}
        </Button>
      </Card>
      {result ? (
        <Card className="p-5" data-testid="import-result">
          <p className="font-semibold">
            {t(importUsersSummary, result.success.length, result.errors.length)}
          </p>
          <ul className="mt-2 text-sm">
            {result.errors.map((error) => (
              <li key={error.email} className="text-red-700">
                {error.email}: {error.error}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <ImportMembers />
    </div>
  );
}
