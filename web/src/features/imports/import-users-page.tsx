// /import-users: one button that sends the sample users to importUsers; Import Complete
// with the counts, or Import Failed. Below it, the owner's own members from a CSV (issue 39).
import {
  IMPORT_COMPLETE_TITLE,
  IMPORT_FAILED_TITLE,
  importUsersSummary,
  SAMPLE_USERS,
  type ImportUsersOutput,
} from '@brunchers/model';
import { useState } from 'react';
import { useFunctions } from 'reactfire';
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
  const functions = useFunctions();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportUsersOutput | null>(null);

  async function run() {
    setBusy(true);
    try {
      const output = await callable(functions, 'importUsers')({ users: [...SAMPLE_USERS] });
      setResult(output);
      notify.success({
        title: IMPORT_COMPLETE_TITLE,
        description: importUsersSummary(output.success.length, output.errors.length),
      });
    } catch (error) {
      notify.error({
        title: IMPORT_FAILED_TITLE,
        description: callableErrorMessage(error, 'The import could not run.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold">Import Users</h1>
      <Card className="flex flex-col items-start gap-3 p-5">
        <p className="text-ink-700">
          Creates the {SAMPLE_USERS.length} sample members (existing ones are updated).
        </p>
        <Button onClick={() => void run()} disabled={busy}>
          {busy ? 'Importing...' : 'Import Sample Users'}
        </Button>
      </Card>
      {result ? (
        <Card className="p-5" data-testid="import-result">
          <p className="font-semibold">
            {importUsersSummary(result.success.length, result.errors.length)}
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
