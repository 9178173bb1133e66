// "Become a member": the monthly or yearly plan opens Stripe Checkout in subscription mode
// (startMembership); Stripe returns to the profile, where checkSubscription shows the membership
// once the webhook has recorded it. Shown on the profile and the dashboard to non-members.
import {
  BECOME_MEMBER,
  MEMBERSHIP_FAILED,
  MEMBERSHIP_PITCH,
  MEMBERSHIP_PLAN_LABELS,
  MEMBERSHIP_PLANS,
  errorToast,
  type MembershipPlan,
} from '@brunchers/model';
import { useState } from 'react';
import { useFunctions } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { useSubscription } from '../../lib/subscription';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { notify } from '../../ui/toast';
import { t } from '../../lib/i18n';

/** The plan buttons (nothing for a member). */
export function BecomeMember({ framed = false }: { framed?: boolean }) {
  const { status } = useSubscription();
  const functions = useFunctions();
  const [busy, setBusy] = useState<MembershipPlan | null>(null);
  if (status.subscribed) return null;

  async function start(plan: MembershipPlan) {
    setBusy(plan);
    try {
      const { url } = await callable(functions, 'startMembership')({ plan });
      window.location.assign(url);
    } catch (error) {
      notify.error(t(errorToast(callableErrorMessage(error, MEMBERSHIP_FAILED))));
      setBusy(null);
    }
  }

  const body = (
    <section aria-label={t(BECOME_MEMBER)} className="flex flex-col gap-3">
      <h2 className={framed ? 'text-xl font-semibold' : 'text-base font-semibold'}>
        {t(BECOME_MEMBER)}
      </h2>
      <p className="text-sm text-ink-700">{t(MEMBERSHIP_PITCH)}</p>
      <div className="flex flex-wrap gap-2">
        {MEMBERSHIP_PLANS.map((plan) => (
          <Button
            key={plan}
            size="sm"
            variant={plan === 'monthly' ? 'primary' : 'outline'}
            disabled={busy !== null}
            onClick={() => void start(plan)}
          >
            {`${t(BECOME_MEMBER)}: ${t(MEMBERSHIP_PLAN_LABELS[plan])}`}
          </Button>
        ))}
      </div>
    </section>
  );
  return framed ? <Card className="p-5">{body}</Card> : body;
}
