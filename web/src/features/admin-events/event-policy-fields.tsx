// The event form's own policy (issue 39 item 3): each setting empty for the city's default (shown
// as the placeholder), or this event's value within the same bounds.
import {
  EVENT_POLICY_HINT,
  EVENT_POLICY_SECTION,
  POLICY_BOUNDS,
  POLICY_FIELD_NAMES,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { usePolicyDefaults } from '../../lib/policy';
import { POLICY_KEYS, type PolicyText } from '../../lib/policy-fields';
import { Card, CardTitle } from '../../ui/card';
import { FormField } from '../../ui/form-field';

export function EventPolicyFields({
  value,
  error,
  onChange,
}: {
  value: PolicyText;
  error: string | undefined;
  onChange: (value: PolicyText) => void;
}) {
  const defaults = usePolicyDefaults();
  return (
    <Card className="p-6">
      <CardTitle>{t(EVENT_POLICY_SECTION)}</CardTitle>
      <p className="mt-1 text-sm text-ink-600">{t(EVENT_POLICY_HINT)}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {POLICY_KEYS.map((key) => (
          <FormField
            key={key}
            name={`policy.${key}`}
            label={t(POLICY_FIELD_NAMES[key])}
            type="number"
            inputMode="numeric"
            min={POLICY_BOUNDS[key].min}
            max={POLICY_BOUNDS[key].max}
            placeholder={defaults ? String(defaults[key]) : undefined}
            value={value[key]}
            onChange={(change) => onChange({ ...value, [key]: change.target.value })}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-xs font-semibold text-red-700">
          {t(error)}
        </p>
      ) : null}
    </Card>
  );
}
