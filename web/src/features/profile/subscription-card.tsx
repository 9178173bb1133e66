// Membership status from checkSubscription (polled by the shell) and the customer portal.
import { useSubscription } from '../../lib/subscription';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { BecomeMember } from './become-member';

export function SubscriptionCard() {
  const { status, openCustomerPortal } = useSubscription();
  const end = status.subscription_end ? new Date(status.subscription_end) : null;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 className="text-xl font-semibold">Membership</h2>
          <p className="text-sm text-ink-600" data-testid="subscription-status">
            {status.subscribed
              ? `Subscribed${end ? ` until ${end.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}` : ''}`
              : 'Not subscribed'}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void openCustomerPortal()}>
          Manage Subscription
        </Button>
      </div>
      <BecomeMember />
    </Card>
  );
}
