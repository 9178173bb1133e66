// A membership plan as the console saved it (issue 39 item 3), shown before checkout: its name,
// price per period and perks around its "Become a member" button. Loaded on its own (lazily) so
// the dashboard and profile pay for the plans' schema only when they offer membership.
import {
  PLAN_WAITLIST_PERK,
  formatEuros,
  planEarlyAccessPerk,
  planPriceLabel,
  type MembershipPlan,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import type { ReactNode } from 'react';
import { usePlan } from '../../lib/plans';

/**
 * A plan as the console saved it (issue 39): its name, price per period and perks, before
 * checkout. A plan not saved in the console shows its button only.
 */
export default function PlanOffer({
  plan,
  children,
}: {
  plan: MembershipPlan;
  children: ReactNode;
}) {
  const saved = usePlan(plan);
  if (saved.status !== 'ready') return <div className="flex flex-col">{children}</div>;
  const { name, price_cents, period, perks, early_access_hours } = saved.data;
  const lines = [
    t(PLAN_WAITLIST_PERK),
    ...(early_access_hours > 0 ? [t(planEarlyAccessPerk, early_access_hours)] : []),
    ...perks,
  ];
  return (
    <div
      className="flex flex-col gap-2 rounded-2xl bg-cream-200/70 p-4"
      data-testid={`plan-offer-${plan}`}
    >
      <p className="font-semibold text-ink-900">{name}</p>
      <p className="text-lg font-semibold" data-testid={`plan-price-${plan}`}>
        {t(planPriceLabel, formatEuros(price_cents), period)}
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
