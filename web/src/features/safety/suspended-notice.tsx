// What a suspended member is told (issue 36 §4): shown by the member shell's banner
// (suspended-banner.tsx) and by the booking dialog when the server refuses a booking
// (ACCOUNT_SUSPENDED). No Firebase here: the event page's booking dialog loads without Firestore.
import { SUSPENDED_NOTICE_TEXT, SUSPENDED_NOTICE_TITLE } from '@brunchers/model';
import { useId } from 'react';
import { cx } from '../../ui/cx';
import { t } from '../../lib/i18n';

export function SuspendedNotice({ className }: { className?: string }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="suspended-notice"
      className={cx(
        'rounded-2xl border border-terracotta-600/30 bg-terracotta-100 p-4 text-ink-900',
        className,
      )}
    >
      <h2 id={titleId} className="font-semibold">
        {t(SUSPENDED_NOTICE_TITLE)}
      </h2>
      <p className="mt-1 text-sm">{t(SUSPENDED_NOTICE_TEXT)}</p>
    </section>
  );
}
