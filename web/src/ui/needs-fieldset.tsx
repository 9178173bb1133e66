// Dietary and access needs (issue 39 item 7): the model's fixed list as checkboxes; for a party,
// how many of it have each need; and the explicit consent, asked only once a need is ticked.
import {
  DIETARY_NEED_LABELS,
  DIETARY_NEEDS,
  NEEDS_TEXTS,
  type DietaryNeed,
  type NeedCounts,
} from '@brunchers/model';
import { t } from '../lib/i18n';
import { useId } from 'react';
import { inputClasses } from './form-field';

export function NeedsFieldset({
  partySize,
  counts,
  onChange,
  consent,
  onConsentChange,
  disabled = false,
  legend = t(NEEDS_TEXTS.legend),
  hint = t(NEEDS_TEXTS.hint),
}: {
  /** 1: checkboxes only; more: a count per ticked need. */
  partySize: number;
  counts: NeedCounts;
  onChange: (counts: NeedCounts) => void;
  /** null: no consent box (the caller asks for it elsewhere). */
  consent: boolean | null;
  onConsentChange?: (consent: boolean) => void;
  disabled?: boolean;
  legend?: string;
  hint?: string;
}) {
  const id = useId();
  const ticked = DIETARY_NEEDS.some((need) => (counts[need] ?? 0) > 0);
  const set = (need: DietaryNeed, n: number) => {
    const next: NeedCounts = { ...counts };
    if (n > 0) next[need] = n;
    else delete next[need];
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-2" data-testid="needs-fieldset">
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      <p className="text-sm text-ink-600">{hint}</p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5">
        {DIETARY_NEEDS.map((need) => {
          const n = Math.min(counts[need] ?? 0, partySize);
          return (
            <li key={need} className="flex min-h-9 items-center gap-2">
              <label className="flex flex-1 items-center gap-2 text-ink-800">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-terracotta-600"
                  checked={n > 0}
                  disabled={disabled}
                  onChange={(event) => set(need, event.target.checked ? 1 : 0)}
                />
                {DIETARY_NEED_LABELS[need]}
              </label>
              {n > 0 && partySize > 1 ? (
                <select
                  aria-label={`${t(NEEDS_TEXTS.partyHint)} ${DIETARY_NEED_LABELS[need]}`}
                  className={`${inputClasses} w-20 py-1`}
                  value={n}
                  disabled={disabled}
                  onChange={(event) => set(need, Number(event.target.value))}
                >
                  {Array.from({ length: partySize }, (_, i) => i + 1).map((k) => (
                    <option key={k} value={k}>
                      {k}
                    </option>
                  ))}
                </select>
              ) : null}
            </li>
          );
        })}
      </ul>
      {ticked && consent !== null ? (
        <label
          htmlFor={`${id}-consent`}
          className="mt-1 flex items-start gap-3 rounded-xl bg-cream-200/70 p-3 text-sm text-ink-800"
        >
          <input
            id={`${id}-consent`}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-terracotta-600"
            checked={consent}
            disabled={disabled}
            onChange={(event) => onConsentChange?.(event.target.checked)}
          />
          {t(NEEDS_TEXTS.consent)}
        </label>
      ) : null}
    </fieldset>
  );
}
