// The conversation cards' opt-in (issue 38 item 4): off until the member turns it on; stored on
// their private profile (conversation_cards_opt_in), which only they and the server read.
import {
  REMINDERS_SAVE_FAILED,
  REMINDERS_SAVED,
  TABLE_CHAT_TEXTS,
  type PrivateProfileDoc,
} from '@brunchers/model';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { Card } from '../../ui/card';
import { notify } from '../../ui/toast';
import { saveConversationCardsOptIn } from './profile-data';
import { t } from '../../lib/i18n';

export function ConversationCardsOptIn({
  uid,
  privateProfile,
}: {
  uid: string;
  privateProfile: PrivateProfileDoc | null;
}) {
  const db = useFirestore();
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? privateProfile?.conversation_cards_opt_in === true;

  async function change(next: boolean) {
    setPending(next);
    try {
      await saveConversationCardsOptIn(db, uid, next);
      notify.success(t(REMINDERS_SAVED));
    } catch {
      notify.error(t(REMINDERS_SAVE_FAILED));
    } finally {
      setPending(null);
    }
  }

  return (
    <Card className="p-5">
      <h2 className="text-xl font-semibold">{t(TABLE_CHAT_TEXTS.cardsHeading)}</h2>
      <label className="mt-3 flex items-center gap-3 text-ink-700">
        <input
          type="checkbox"
          className="size-5 accent-terracotta-600"
          checked={checked}
          disabled={pending !== null}
          aria-describedby="cards-opt-in-help"
          onChange={(event) => void change(event.target.checked)}
        />
        {t(TABLE_CHAT_TEXTS.optInLabel)}
      </label>
      <p id="cards-opt-in-help" className="mt-2 text-sm text-ink-600">
        {t(TABLE_CHAT_TEXTS.optInHelp)}
      </p>
    </Card>
  );
}
