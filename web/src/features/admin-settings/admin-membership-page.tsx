// /admin/membership: the membership plans (issue 39 item 3): name, price, perks and early access.
// Saved through saveMembershipPlan, which keeps the plan's Stripe product and price in step (a new
// price is a new Stripe price; existing members keep theirs). Members see these before checkout.
import {
  ADMIN_SECTIONS,
  MEMBERSHIP_PAGE_INTRO,
  MEMBERSHIP_PLAN_LABELS,
  MEMBERSHIP_PLANS,
  PLAN_EARLY_ACCESS_HINT,
  PLAN_EARLY_ACCESS_LABEL,
  PLAN_NAME_LABEL,
  PLAN_NOT_SET_UP,
  PLAN_PERIOD_LABELS,
  PLAN_PERIOD_OF,
  PLAN_PERKS_HINT,
  PLAN_PERKS_LABEL,
  PLAN_PERKS_MAX,
  PLAN_PRICE_LABEL,
  PLAN_SAVE,
  PLAN_SAVE_FAILED,
  PLAN_SAVED,
  PLAN_SAVED_NEW_PRICE,
  eurosToCents,
  planInputSchema,
  type MembershipPlan,
  type PlanInput,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { useId, useState, type FormEvent } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { usePlan, type PlanWithId } from '../../lib/plans';
import { Button } from '../../ui/button';
import { Card, CardTitle } from '../../ui/card';
import { FormField, inputClasses } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';

export function Component() {
  return (
    <div className="flex flex-col gap-5">
      <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.membership)}</h1>
      <p className="text-ink-700">{t(MEMBERSHIP_PAGE_INTRO)}</p>
      <div className="grid gap-5 xl:grid-cols-2">
        {MEMBERSHIP_PLANS.map((plan) => (
          <PlanCard key={plan} plan={plan} />
        ))}
      </div>
    </div>
  );
}

function PlanCard({ plan }: { plan: MembershipPlan }) {
  const saved = usePlan(plan);
  if (saved.status === 'loading') return <Spinner label={t(MEMBERSHIP_PLAN_LABELS[plan])} />;
  return (
    <PlanForm
      key={saved.status === 'ready' ? saved.data.version : 0}
      plan={plan}
      saved={saved.status === 'ready' ? saved.data : null}
    />
  );
}

type PlanField = keyof PlanInput;

function PlanForm({ plan, saved }: { plan: MembershipPlan; saved: PlanWithId | null }) {
  const perksId = useId();
  const [name, setName] = useState(saved?.name ?? MEMBERSHIP_PLAN_LABELS[plan]);
  const [price, setPrice] = useState(saved ? (saved.price_cents / 100).toFixed(2) : '');
  const [perks, setPerks] = useState(saved?.perks.join('\n') ?? '');
  const [early, setEarly] = useState(String(saved?.early_access_hours ?? 0));
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const [busy, setBusy] = useState(false);
  const title = t(MEMBERSHIP_PLAN_LABELS[plan]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const euros = Number(price.replace(',', '.'));
    const parsed = planInputSchema.safeParse({
      name,
      price_cents: price.trim() === '' || Number.isNaN(euros) ? undefined : eurosToCents(euros),
      perks: perks
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      early_access_hours: early.trim() === '' ? undefined : Number(early),
    });
    if (!parsed.success) {
      const next: Partial<Record<PlanField, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as PlanField] ??= t(issue.message);
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      const { newPrice } = await callable('saveMembershipPlan')({
        plan,
        fields: parsed.data,
      });
      notify.success(newPrice && saved ? t(PLAN_SAVED_NEW_PRICE) : t(PLAN_SAVED));
    } catch (error) {
      notify.error(t(callableErrorMessage(error, t(PLAN_SAVE_FAILED))));
    } finally {
      setBusy(false);
    }
  }

  const clear = (field: PlanField) => setErrors((current) => ({ ...current, [field]: undefined }));
  return (
    <Card className="p-5" data-testid={`plan-${plan}`}>
      <form
        aria-label={title}
        className="flex flex-col gap-4"
        onSubmit={(event) => void save(event)}
        noValidate
      >
        <div>
          <CardTitle>{`${title} (${t(PLAN_PERIOD_LABELS[PLAN_PERIOD_OF[plan]])})`}</CardTitle>
          <p className="mt-1 text-xs text-ink-600">
            {saved ? `Stripe price ${saved.stripe_price_id}` : t(PLAN_NOT_SET_UP)}
          </p>
        </div>
        <FormField
          label={t(PLAN_NAME_LABEL)}
          value={name}
          error={errors.name}
          onChange={(change) => {
            setName(change.target.value);
            clear('name');
          }}
        />
        <FormField
          label={t(PLAN_PRICE_LABEL)}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={1}
          value={price}
          error={errors.price_cents}
          onChange={(change) => {
            setPrice(change.target.value);
            clear('price_cents');
          }}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={perksId} className="text-sm font-semibold text-ink-900">
            {t(PLAN_PERKS_LABEL)}
          </label>
          <textarea
            id={perksId}
            rows={PLAN_PERKS_MAX / 2}
            value={perks}
            aria-invalid={errors.perks ? true : undefined}
            aria-describedby={`${perksId}-hint${errors.perks ? ` ${perksId}-error` : ''}`}
            onChange={(change) => {
              setPerks(change.target.value);
              clear('perks');
            }}
            className={inputClasses}
          />
          <p id={`${perksId}-hint`} className="text-xs text-ink-600">
            {t(PLAN_PERKS_HINT)}
          </p>
          {errors.perks ? (
            <p id={`${perksId}-error`} className="text-xs font-semibold text-red-700">
              {errors.perks}
            </p>
          ) : null}
        </div>
        <FormField
          label={t(PLAN_EARLY_ACCESS_LABEL)}
          hint={t(PLAN_EARLY_ACCESS_HINT)}
          type="number"
          inputMode="numeric"
          min={0}
          value={early}
          error={errors.early_access_hours}
          onChange={(change) => {
            setEarly(change.target.value);
            clear('early_access_hours');
          }}
        />
        <Button type="submit" disabled={busy} className="self-start">
          {t(PLAN_SAVE)}
        </Button>
      </form>
    </Card>
  );
}
