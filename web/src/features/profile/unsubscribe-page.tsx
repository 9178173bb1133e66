// /unsubscribe?token=… — the one-click link of reminder mails. No sign-in: the signed token says
// whose reminders to turn off, and the unsubscribe function does it as soon as the page opens.
import {
  BROWSE_MORE_EVENTS,
  UNSUBSCRIBE_DONE,
  UNSUBSCRIBE_FAILED,
  UNSUBSCRIBE_INVALID,
  UNSUBSCRIBE_TITLE,
  UNSUBSCRIBE_WORKING,
} from '@brunchers/model';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { callableErrorCode } from '../../lib/callable-errors';
import { callable } from '../../lib/callables';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { t } from '../../lib/i18n';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', message: t(UNSUBSCRIBE_INVALID) },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    callable('unsubscribe')({ token }).then(
      () => current && setState({ kind: 'done' }),
      (error: unknown) => {
        // The server refuses only tokens it did not sign; anything else is worth another try.
        const refused = callableErrorCode(error) === 'functions/invalid-argument';
        if (current)
          setState({
            kind: 'failed',
            message: refused ? t(UNSUBSCRIBE_INVALID) : t(UNSUBSCRIBE_FAILED),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  const text = t(
    state.kind === 'working'
      ? UNSUBSCRIBE_WORKING
      : state.kind === 'done'
        ? UNSUBSCRIBE_DONE
        : state.message,
  );
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <div role="status" className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold">{t(UNSUBSCRIBE_TITLE)}</h1>
          <p className="text-ink-700">{text}</p>
        </div>
        <ButtonLink to={paths.home} variant="outline">
          {t(BROWSE_MORE_EVENTS)}
        </ButtonLink>
      </Card>
    </div>
  );
}
