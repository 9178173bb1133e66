// The message box of a conversation and of a table chat: what was typed stays until the server
// took it (a refusal is shown under the box, nothing is lost), at most MESSAGE_TEXT_MAX characters.
import { MESSAGE_TEXT_MAX } from '@brunchers/model';
import { useState, type FormEvent } from 'react';
import { callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { t } from '../../lib/i18n';

export function MessageComposer({
  id,
  texts,
  onSend,
}: {
  /** The textarea's id (its counter is `${id}-counter`). */
  id: string;
  texts: {
    composerLabel: string;
    counter: (length: number) => string;
    send: string;
    /** Shown when a refusal carries no message of its own. */
    failed: string;
  };
  onSend: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onSend(text);
      // The conversation shows the message before the send returns; what was typed since stays.
      setText((current) => (current === text ? '' : current));
    } catch (caught) {
      setError(t(callableErrorMessage(caught, texts.failed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {t(texts.composerLabel)}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={MESSAGE_TEXT_MAX}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-counter`}
        className="w-full rounded-xl border border-cream-300 bg-white p-3 text-ink-900"
      />
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-counter`} className="text-sm text-ink-600">
          {texts.counter(text.length)}
        </span>
        <Button type="submit" disabled={busy || !text.trim()}>
          {t(texts.send)}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-terracotta-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
