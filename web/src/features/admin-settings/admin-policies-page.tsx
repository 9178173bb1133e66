// /admin/policies: the city's refund window, late refund, checkout hold and waitlist offer time
// (issue 39 item 3), saved through savePolicySettings (clients never write policy_settings). An
// event can set its own on its form; bookings keep the refund terms they were sold under.
import {
  ADMIN_SECTIONS,
  POLICY_BOUNDS,
  POLICY_FIELD_HINTS,
  POLICY_FIELD_NAMES,
  POLICY_PAGE_INTRO,
  POLICY_PREVIEW_LABEL,
  POLICY_SAVE,
  POLICY_SAVE_FAILED,
  POLICY_SAVED,
  policySchema,
  refundPolicyNote,
  type Policy,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { useState, type FormEvent } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { usePolicyDefaults } from '../../lib/policy';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import {
  POLICY_KEYS,
  policyNumbers,
  policyText,
  type PolicyKey,
  type PolicyText,
} from '../../lib/policy-fields';

export function Component() {
  const defaults = usePolicyDefaults();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.policies)}</h1>
      <p className="text-ink-700">{t(POLICY_PAGE_INTRO)}</p>
      {defaults ? (
        <PolicyForm saved={defaults} />
      ) : (
        <Spinner label={`${t(ADMIN_SECTIONS.policies)}...`} />
      )}
    </div>
  );
}

function PolicyForm({ saved }: { saved: Policy }) {
  const [values, setValues] = useState<PolicyText>(() => policyText(saved));
  const [errors, setErrors] = useState<Partial<Record<PolicyKey, string>>>({});
  const [busy, setBusy] = useState(false);
  const parsed = policySchema.safeParse(policyNumbers(values));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) {
      const next: Partial<Record<PolicyKey, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as PolicyKey;
        next[key] ??= t(issue.message);
      }
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await callable('savePolicySettings')({ policy: parsed.data });
      notify.success(t(POLICY_SAVED));
    } catch (error) {
      notify.error(t(callableErrorMessage(error, t(POLICY_SAVE_FAILED))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-5">
      <form
        aria-label={t(ADMIN_SECTIONS.policies)}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => void save(event)}
        noValidate
      >
        {POLICY_KEYS.map((key) => (
          <FormField
            key={key}
            label={t(POLICY_FIELD_NAMES[key])}
            hint={t(POLICY_FIELD_HINTS[key])}
            type="number"
            inputMode="numeric"
            min={POLICY_BOUNDS[key].min}
            max={POLICY_BOUNDS[key].max}
            value={values[key]}
            error={errors[key]}
            onChange={(change) => {
              const typed = change.target.value;
              setValues((current) => ({ ...current, [key]: typed }));
              setErrors((current) => ({ ...current, [key]: undefined }));
            }}
          />
        ))}
        {parsed.success ? (
          <div className="rounded-2xl bg-cream-200/70 p-4 text-sm sm:col-span-2">
            <p className="font-semibold text-ink-900">{t(POLICY_PREVIEW_LABEL)}</p>
            <p className="mt-1 text-ink-700" data-testid="policy-preview">
              {t(
                refundPolicyNote,
                parsed.data.refund_window_hours,
                parsed.data.late_refund_percent,
              )}
            </p>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {t(POLICY_SAVE)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
