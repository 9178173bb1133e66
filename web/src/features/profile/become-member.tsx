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
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { useSubscription } from '../../lib/subscription';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { notify } from '../../ui/toast';
import { t } from '../../lib/i18n';

// Each saved plan's price and perks (issue 39), loaded with the plans' schema once the buttons show.
const PlanOffer = lazy(() => import('./plan-offer'));

/** The plan buttons (nothing for a member). */
export function BecomeMember({ framed = false }: { framed?: boolean }) {
  const { status } = useSubscription();
  const [busy, setBusy] = useState<MembershipPlan | null>(null);
  if (status.subscribed) return null;

  async function start(plan: MembershipPlan) {
    setBusy(plan);
    try {
      const { url } = await callable('startMembership')({ plan });
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
      <div className="grid gap-3 sm:grid-cols-2">
        {MEMBERSHIP_PLANS.map((plan) => (
          <PlanSlot key={plan} plan={plan}>
            <Button
              size="sm"
              variant={plan === 'monthly' ? 'primary' : 'outline'}
              disabled={busy !== null}
              onClick={() => void start(plan)}
              className="self-start"
            >
              {`${t(BECOME_MEMBER)}: ${t(MEMBERSHIP_PLAN_LABELS[plan])}`}
            </Button>
          </PlanSlot>
        ))}
      </div>
    </section>
  );
  return framed ? <Card className="p-5">{body}</Card> : body;
}

/** The plan's button at once; its price and perks around it when they have loaded. */
function PlanSlot({ plan, children }: { plan: MembershipPlan; children: ReactNode }) {
  return (
    <Suspense fallback={<div className="flex flex-col">{children}</div>}>
      <PlanOffer plan={plan}>{children}</PlanOffer>
    </Suspense>
  );
}
