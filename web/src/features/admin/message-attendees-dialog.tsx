// "Message attendees" (issue 39 item 6): the organiser writes to an event's confirmed attendees
// or its waitlist. The preview is the mail itself (the model's renderAttendeeMessage, the frame
// every mail has), and the server counts who gets it and who turned these mails off. One request
// id per opened dialog: a double click or a retry sends once.
import {
  ATTENDEE_MESSAGE_AUDIENCES,
  ATTENDEE_MESSAGE_BODY_MAX,
  ATTENDEE_MESSAGE_SUBJECT_MAX,
  ATTENDEE_MESSAGE_TEXTS,
  attendeeMessageCounts,
  attendeeMessageSent,
  eventPath,
  renderAttendeeMessage,
  type AttendeeMessageAudience,
  type EventWithId,
  type Locale,
  type MailLanguage,
  contentText,
  englishT,
  LOCALE_NAMES,
  LOCALES,
} from '@brunchers/model';
import { currentLocale, t, translatorFor } from '../../lib/i18n';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { FormField, inputClasses } from '../../ui/form-field';
import { notify } from '../../ui/toast';

export function MessageAttendeesDialog({
  event,
  requestId,
  onClose,
}: {
  event: EventWithId;
  requestId: string;
  onClose: () => void;
}) {
  const send = useMemo(() => callable('messageAttendees'), []);
  const [audience, setAudience] = useState<AttendeeMessageAudience>('attendees');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [counts, setCounts] = useState<{ recipients: number; excluded: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  // Each recipient reads the frame in their own language: the organiser previews either.
  const [previewLocale, setPreviewLocale] = useState<Locale>(currentLocale);
  const language = useMailLanguage(previewLocale);

  // The server counts the audience (the preview's numbers); again when the audience changes.
  useEffect(() => {
    let current = true;
    setCounts(null);
    send({ eventId: event.id, audience, subject: 'x', body: 'x', requestId, send: false }).then(
      (answer) => current && setCounts(answer),
      () => current && setCounts(null),
    );
    return () => {
      current = false;
    };
  }, [send, event.id, audience, requestId]);

  const origin = window.location.origin;
  const preview = renderAttendeeMessage({
    language,
    appUrl: origin,
    audience,
    event: { ...event, title: contentText(event, 'title', language.locale) },
    eventUrl: `${origin}${eventPath(event.id)}`,
    subject: subject.trim() || t(ATTENDEE_MESSAGE_TEXTS.subject),
    body: body.trim() || t(ATTENDEE_MESSAGE_TEXTS.body),
    name: null,
    unsubscribeUrl: `${origin}/unsubscribe`,
  });
  const ready = subject.trim() !== '' && body.trim() !== '' && (counts?.recipients ?? 0) > 0;

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      const answer = await send({
        eventId: event.id,
        audience,
        subject: subject.trim(),
        body: body.trim(),
        requestId,
        send: true,
      });
      notify.success(attendeeMessageSent(answer.recipients));
      onClose();
    } catch (error) {
      notify.error({
        title: t(ATTENDEE_MESSAGE_TEXTS.notSent),
        description: t(callableErrorMessage(error, t(ATTENDEE_MESSAGE_TEXTS.failed))),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      size="lg"
      onClose={busy ? () => undefined : onClose}
      title={t(ATTENDEE_MESSAGE_TEXTS.title)}
      description={contentText(event, 'title', currentLocale())}
    >
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink-900">
            {t(ATTENDEE_MESSAGE_TEXTS.audience)}
          </legend>
          {ATTENDEE_MESSAGE_AUDIENCES.map((value) => (
            <label key={value} className="flex items-center gap-3 text-ink-800">
              <input
                type="radio"
                name={`${id}-audience`}
                value={value}
                checked={audience === value}
                disabled={busy}
                onChange={() => setAudience(value)}
                className="size-5 accent-terracotta-600"
              />
              {t(ATTENDEE_MESSAGE_TEXTS.audiences[value])}
            </label>
          ))}
        </fieldset>
        <FormField
          label={t(ATTENDEE_MESSAGE_TEXTS.subject)}
          value={subject}
          maxLength={ATTENDEE_MESSAGE_SUBJECT_MAX}
          required
          autoComplete="off"
          disabled={busy}
          onChange={(e) => setSubject(e.target.value.replace(/[\r\n]/g, ' '))}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-body`} className="text-sm font-semibold text-ink-900">
            {t(ATTENDEE_MESSAGE_TEXTS.body)}
          </label>
          <textarea
            id={`${id}-body`}
            rows={6}
            maxLength={ATTENDEE_MESSAGE_BODY_MAX}
            required
            value={body}
            disabled={busy}
            aria-describedby={`${id}-body-hint`}
            onChange={(e) => setBody(e.target.value)}
            className={inputClasses}
          />
          <p id={`${id}-body-hint`} className="text-sm text-ink-600">
            {t(ATTENDEE_MESSAGE_TEXTS.bodyHint)} ({body.length}/{ATTENDEE_MESSAGE_BODY_MAX})
          </p>
        </div>
        <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`${id}-preview`} className="text-sm font-semibold text-ink-900">
              {t(ATTENDEE_MESSAGE_TEXTS.preview)}
            </h3>
            <p className="text-sm text-ink-700" data-testid="message-counts" aria-live="polite">
              {counts
                ? t(attendeeMessageCounts, counts.recipients, counts.excluded)
                : t(ATTENDEE_MESSAGE_TEXTS.counting)}
            </p>
          </div>
          <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-800">
            <legend className="float-left mr-2 font-semibold text-ink-900">
              {t(ATTENDEE_MESSAGE_TEXTS.previewLanguage)}
            </legend>
            {LOCALES.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-preview-language`}
                  value={value}
                  checked={previewLocale === value}
                  onChange={() => setPreviewLocale(value)}
                  className="size-4 accent-terracotta-600"
                />
                <span lang={value}>{LOCALE_NAMES[value]}</span>
              </label>
            ))}
          </fieldset>
          {/* The mail as it will arrive: sandboxed, no scripts, links inert. */}
          <iframe
            title={`${t(ATTENDEE_MESSAGE_TEXTS.previewFrame)} (${LOCALE_NAMES[language.locale]})`}
            data-testid="message-preview"
            data-locale={language.locale}
            srcDoc={preview.html}
            sandbox=""
            className="h-80 w-full rounded-2xl ring-1 ring-ink-900/10"
          />
        </section>
        <DialogActions>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t(ATTENDEE_MESSAGE_TEXTS.cancel)}
          </Button>
          <Button type="submit" disabled={busy || !ready}>
            {busy ? t(ATTENDEE_MESSAGE_TEXTS.sending) : t(ATTENDEE_MESSAGE_TEXTS.send)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The mail frame's words in `locale` (English at once; another language once its texts load). */
function useMailLanguage(locale: Locale): MailLanguage {
  const [language, setLanguage] = useState<MailLanguage>({ locale: 'en', t: englishT });
  useEffect(() => {
    let current = true;
    void translatorFor(locale).then((translate) => {
      if (current) setLanguage({ locale, t: translate });
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return language;
}
