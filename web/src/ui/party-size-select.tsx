// How many people come: a select of party sizes ("Just me", "2 guests", …), used wherever a
// member or guest books seats or joins a waitlist.
import { guestCountLabel } from '@brunchers/model';
import { t } from '../lib/i18n';
import { SelectField } from './form-field';

export function PartySizeSelect({
  label,
  value,
  sizes,
  onChange,
  disabled,
}: {
  label: string;
  value: number;
  /** The sizes offered, smallest first. */
  sizes: readonly number[];
  onChange: (size: number) => void;
  disabled: boolean;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(change) => onChange(Number(change.target.value))}
      disabled={disabled}
    >
      {sizes.map((count) => (
        <option key={count} value={count}>
          {t(guestCountLabel, count)}
        </option>
      ))}
    </SelectField>
  );
}
