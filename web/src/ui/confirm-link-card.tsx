// The page a confirmation link in a mail opens (issue 36: a guest's waitlist place, a newsletter
// sign-up): it calls the server with the link's signed token as soon as it opens, and says what
// happened. No sign-in: the token says what is confirmed.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from './button';
import { Card } from './card';

type State =
  { kind: 'working' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

export interface ConfirmLinkCardProps {
  title: string;
  working: string;
  /** Calls the server with the token; resolves with the text to show. */
  confirm: (token: string) => Promise<string>;
  /** The text for a failure (the server's own sentence when it gave one). */
  failure: (error: unknown) => string;
  invalid: string;
  next: { label: string; to: string };
}

export function ConfirmLinkCard({
  title,
  working,
  confirm,
  failure,
  invalid,
  next,
}: ConfirmLinkCardProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', text: invalid },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    confirm(token).then(
      (text) => current && setState({ kind: 'done', text }),
      (error: unknown) => current && setState({ kind: 'failed', text: failure(error) }),
    );
    return () => {
      current = false;
    };
    // confirm and failure are the page's own functions, fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <div role="status" className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-ink-700">{state.kind === 'working' ? working : state.text}</p>
        </div>
        <ButtonLink to={next.to} variant="outline">
          {next.label}
        </ButtonLink>
      </Card>
    </div>
  );
}
