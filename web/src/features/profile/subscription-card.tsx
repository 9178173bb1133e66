import {
  MEMBERSHIP_TITLE,
  subscribedUntil,
  SUBSCRIBED,
  formatStoryDate,
  NOT_SUBSCRIBED_TEXT,
  MANAGE_SUBSCRIPTION,
} from '@brunchers/model';
// Membership status from checkSubscription (polled by the shell) and the customer portal.
import { useSubscription } from '../../lib/subscription';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { t, useLocale } from '../../lib/i18n';
import { BecomeMember } from './become-member';

export function SubscriptionCard() {
  const { status, openCustomerPortal } = useSubscription();
  const locale = useLocale();
  const end = status.subscription_end ? new Date(status.subscription_end) : null;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 className="text-xl font-semibold">{t(MEMBERSHIP_TITLE)}</h2>
          <p className="text-sm text-ink-600" data-testid="subscription-status">
            {status.subscribed
              ? end
                ? t(subscribedUntil, formatStoryDate(end.toISOString().slice(0, 10), locale))
                : t(SUBSCRIBED)
              : t(NOT_SUBSCRIBED_TEXT)}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void openCustomerPortal()}>
          {t(MANAGE_SUBSCRIPTION)}
        </Button>
      </div>
      <BecomeMember />
    </Card>
  );
}
