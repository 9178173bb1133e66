// The event's effective refund policy (issue 39: city defaults with the event's own values), as
// the event page and the booking dialog state it. Nothing until the settings arrive.
import { refundPolicyNote, refundPolicyOf } from '@brunchers/model';
import { t } from '../../lib/i18n';
import { useEventPolicy } from '../../lib/policy';
import { cx } from '../../ui/cx';

export function RefundPolicyNote({
  event,
  className,
  testId = 'refund-policy',
}: {
  event: { policy?: unknown };
  className?: string;
  testId?: string;
}) {
  const policy = useEventPolicy(event);
  if (!policy) return null;
  const terms = refundPolicyOf(policy);
  return (
    <p data-testid={testId} className={cx('text-sm text-ink-700', className)}>
      {t(refundPolicyNote, terms.refund_window_hours, terms.late_refund_percent)}
    </p>
  );
}
