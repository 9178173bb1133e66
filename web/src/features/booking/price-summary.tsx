// The booking dialog's price (issue 39.4): the tier, list vs. paid price and a promotion code's
// effect, from the model's priceBooking (the server charges the same, and checks the code again).
import {
  PRICE_LIST_LABEL,
  PRICE_TIER_LABEL,
  PRICE_TOTAL_LABEL,
  PROMO_CODE_APPLY,
  PROMO_CODE_CHECK_FAILED,
  PROMO_CODE_LABEL,
  PROMO_CODE_REMOVE,
  codeEffect,
  formatMoney,
  GUESTS_LABEL,
  PRICE_PER_PERSON,
  type BookingPrice,
  type CheckPromotionCodeInput,
  type CheckPromotionCodeOutput,
  type PromoTerms,
} from '@brunchers/model';
import { useState } from 'react';
import { currentLocale, t } from '../../lib/i18n';
import { Button } from '../../ui/button';

/** Euros in the page's language ("€12.50", "12,50 €"). */
const money = (cents: number) => formatMoney(cents, currentLocale());

export type CheckCode = (input: CheckPromotionCodeInput) => Promise<CheckPromotionCodeOutput>;

export function PriceSummary({ price, guests }: { price: BookingPrice; guests: number }) {
  const reduced = price.unitCents !== price.listUnitCents;
  return (
    <dl className="flex flex-col gap-1 rounded-2xl bg-cream-200/70 p-4 text-sm">
      <div className="flex justify-between">
        <dt className="text-ink-700">{t(PRICE_TIER_LABEL)}</dt>
        <dd data-testid="booking-tier">{price.tierName}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-ink-700">{t(PRICE_PER_PERSON)}</dt>
        <dd>
          {reduced ? (
            <s className="mr-2 text-ink-600" aria-label={t(PRICE_LIST_LABEL)}>
              {money(price.listUnitCents)}
            </s>
          ) : null}
          <span data-testid="booking-unit">{money(price.unitCents)}</span>
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-ink-700">{t(GUESTS_LABEL)}</dt>
        <dd>× {guests}</dd>
      </div>
      {price.code ? (
        <div className="flex justify-between text-sage-700">
          <dt>{price.code}</dt>
          <dd data-testid="booking-discount">{`−${money(price.discountCents)}`}</dd>
        </div>
      ) : null}
      <div className="mt-1 flex justify-between border-t border-ink-900/10 pt-2 text-base font-semibold">
        <dt>{t(PRICE_TOTAL_LABEL)}</dt>
        <dd>
          {price.totalCents !== price.listUnitCents * guests ? (
            <s className="mr-2 font-normal text-ink-600" aria-label={t(PRICE_LIST_LABEL)}>
              {money(price.listUnitCents * guests)}
            </s>
          ) : null}
          <span data-testid="booking-total">{money(price.totalCents)}</span>
        </dd>
      </div>
    </dl>
  );
}

/** A code field: Apply asks the server whether the code applies; its answer shows inline. */
export function PromoCodeField({
  eventId,
  applied,
  onApplied,
  checkCode,
  effect,
  disabled,
}: {
  eventId: string;
  applied: PromoTerms | null;
  onApplied: (terms: PromoTerms | null) => void;
  checkCode: CheckCode;
  /** The code's discount on this booking, in cents. */
  effect: number;
  disabled: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply() {
    if (!text.trim()) return;
    setChecking(true);
    setError(null);
    try {
      const answer = await checkCode({ eventId, code: text.trim() });
      if (answer.ok) onApplied(answer.terms);
      else setError(answer.message);
    } catch {
      setError(t(PROMO_CODE_CHECK_FAILED));
    } finally {
      setChecking(false);
    }
  }

  if (applied)
    return (
      <div className="flex items-center justify-between gap-2 text-sm">
        <p role="status" data-testid="promo-effect" className="text-sage-700">
          {t(codeEffect, effect, applied.code)}
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="shrink-0"
          onClick={() => onApplied(null)}
          disabled={disabled}
        >
          {t(PROMO_CODE_REMOVE)}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="promo-code" className="text-sm font-medium text-ink-800">
        {t(PROMO_CODE_LABEL)}
      </label>
      <div className="flex gap-2">
        <input
          id="promo-code"
          name="promoCode"
          autoComplete="off"
          autoCapitalize="characters"
          value={text}
          onChange={(change) => setText(change.target.value)}
          onKeyDown={(key) => {
            if (key.key === 'Enter') {
              key.preventDefault();
              void apply();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-code-error' : undefined}
          disabled={disabled || checking}
          className="min-h-11 w-full min-w-0 rounded-xl border border-ink-900/15 bg-white px-3 text-base uppercase"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void apply()}
          disabled={disabled || checking || !text.trim()}
        >
          {t(PROMO_CODE_APPLY)}
        </Button>
      </div>
      {error ? (
        <p id="promo-code-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
