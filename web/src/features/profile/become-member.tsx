// "Become a member": the monthly or yearly plan opens Stripe Checkout in subscription mode
// (startMembership); Stripe returns to the profile, where checkSubscription shows the membership
// once the webhook has recorded it. Shown on the profile and the dashboard to non-members.
import {
  BECOME_MEMBER,
  MEMBERSHIP_FAILED,
  MEMBERSHIP_PITCH,
  MEMBERSHIP_PLAN_LABELS,
  MEMBERSHIP_PLANS,
  PLAN_WAITLIST_PERK,
  errorToast,
  formatEuros,
  planEarlyAccessPerk,
  planPriceLabel,
  type MembershipPlan,
} from '@brunchers/model';
import { useState, type ReactNode } from 'react';
import { useFunctions } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { usePlan } from '../../lib/plans';
import { useSubscription } from '../../lib/subscription';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { notify } from '../../ui/toast';

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
      notify.error(errorToast(callableErrorMessage(error, MEMBERSHIP_FAILED)));
      setBusy(null);
    }
  }

  const body = (
    <section aria-label={BECOME_MEMBER} className="flex flex-col gap-3">
      <h2 className={framed ? 'text-xl font-semibold' : 'text-base font-semibold'}>
        {BECOME_MEMBER}
      </h2>
      <p className="text-sm text-ink-700">{MEMBERSHIP_PITCH}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {MEMBERSHIP_PLANS.map((plan) => (
          <PlanOffer key={plan} plan={plan}>
            <Button
              size="sm"
              variant={plan === 'monthly' ? 'primary' : 'outline'}
              disabled={busy !== null}
              onClick={() => void start(plan)}
              className="self-start"
            >
              {`${BECOME_MEMBER}: ${MEMBERSHIP_PLAN_LABELS[plan]}`}
            </Button>
          </PlanOffer>
        ))}
      </div>
    </section>
  );
  return framed ? <Card className="p-5">{body}</Card> : body;
}

/**
 * A plan as the console saved it (issue 39): its name, price per period and perks, before
 * checkout. A plan not saved in the console shows its button only.
 */
function PlanOffer({ plan, children }: { plan: MembershipPlan; children: ReactNode }) {
  const saved = usePlan(plan);
  if (saved.status !== 'ready') return <div className="flex flex-col">{children}</div>;
  const { name, price_cents, period, perks, early_access_hours } = saved.data;
  const lines = [
    PLAN_WAITLIST_PERK,
    ...(early_access_hours > 0 ? [planEarlyAccessPerk(early_access_hours)] : []),
    ...perks,
  ];
  return (
    <div
      className="flex flex-col gap-2 rounded-2xl bg-cream-200/70 p-4"
      data-testid={`plan-offer-${plan}`}
    >
      <p className="font-semibold text-ink-900">{name}</p>
      <p className="text-lg font-semibold" data-testid={`plan-price-${plan}`}>
        {planPriceLabel(formatEuros(price_cents), period)}
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {children}
    </div>
  );
}
