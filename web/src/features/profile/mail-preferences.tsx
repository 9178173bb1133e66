// Reminders on or off (mail_preferences/{uid}); reminders are on until turned off. The
// unsubscribe link in reminder mails writes the same document (through the unsubscribe function).
import {
  COLLECTIONS,
  DEFAULT_MAIL_PREFERENCES,
  mailPreferencesSchema,
  REMINDERS_LABEL,
  REMINDERS_SAVE_FAILED,
  REMINDERS_SAVED,
  UNSUBSCRIBE_TITLE,
  type MailPreferencesDoc,
} from '@brunchers/model';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveDoc } from '../../lib/firebase/live-data';
import { Card } from '../../ui/card';
import { notify } from '../../ui/toast';
import { t } from '../../lib/i18n';

const parsePreferences = (_id: string, data: unknown): MailPreferencesDoc =>
  mailPreferencesSchema.parse(data);

export function MailPreferences({ uid }: { uid: string }) {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.mailPreferences, uid), [db, uid]);
  const stored = useLiveDoc(ref, parsePreferences);
  const [saving, setSaving] = useState(false);
  // The choice being saved shows at once; the live document takes over when the save ends.
  const [pending, setPending] = useState<boolean | null>(null);
  if (stored.status === 'loading' || stored.status === 'error') return null;
  const reminders =
    pending ??
    (stored.status === 'ready' ? stored.data.reminders : DEFAULT_MAIL_PREFERENCES.reminders);

  async function change(next: boolean) {
    setPending(next);
    setSaving(true);
    try {
      await setDoc(ref, { reminders: next, updated_at: serverTimestamp() });
      notify.success(t(REMINDERS_SAVED));
    } catch {
      notify.error(t(REMINDERS_SAVE_FAILED));
    } finally {
      setPending(null);
      setSaving(false);
    }
  }

  return (
    <Card className="p-5">
      <h2 className="text-xl font-semibold">{t(UNSUBSCRIBE_TITLE)}</h2>
      <label className="mt-3 flex items-center gap-3 text-ink-700">
        <input
          type="checkbox"
          className="size-5 accent-terracotta-600"
          checked={reminders}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
        />
        {t(REMINDERS_LABEL)}
      </label>
    </Card>
  );
}
