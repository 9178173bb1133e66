// The profile's "Blocked members": whom the member blocked, each with Unblock (unblockMember).
import {
  BLOCKED_MEMBERS_EMPTY,
  BLOCKED_MEMBERS_TITLE,
  BLOCKED_MEMBER_FALLBACK_NAME,
  UNBLOCKED_TOAST,
  UNBLOCK_ACTION,
  UNBLOCK_FAILED,
  UNBLOCK,
} from '@brunchers/model';
import { useState } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { notify } from '../../ui/toast';
import { useMyBlocks } from './safety-data';
import { t } from '../../lib/i18n';

export function BlockedMembers({ uid }: { uid: string }) {
  const rows = useMyBlocks(uid);
  const [busy, setBusy] = useState<string | null>(null);

  async function unblock(memberId: string) {
    setBusy(memberId);
    try {
      await callable('unblockMember')({ memberId });
      notify.success(t(UNBLOCKED_TOAST));
    } catch (error) {
      notify.error({ title: t(callableErrorMessage(error, UNBLOCK_FAILED)) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="blocked-members-heading"
      className="rounded-(--radius-card) bg-white p-5 shadow-(--shadow-soft) ring-1 ring-ink-900/5"
    >
      <h2 id="blocked-members-heading" className="font-display text-xl font-semibold">
        {t(BLOCKED_MEMBERS_TITLE)}
      </h2>
      {rows === null ? null : rows.length === 0 ? (
        <p className="mt-2 text-ink-600">{t(BLOCKED_MEMBERS_EMPTY)}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {rows.map((row) => {
            const name = row.blocked_name ?? t(BLOCKED_MEMBER_FALLBACK_NAME);
            return (
              <li key={row.blocked_id} className="flex items-center justify-between gap-3">
                <span className="font-semibold">{name}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy === row.blocked_id}
                  onClick={() => void unblock(row.blocked_id)}
                  aria-label={t(UNBLOCK_ACTION, name)}
                >
                  {t(UNBLOCK)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
