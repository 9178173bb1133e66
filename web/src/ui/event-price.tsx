// What a visitor would pay for a seat (issue 39): the model's shownPrice, priced as the server
// charges. A tier below the standard price shows its name and the standard price struck through
// ("Early bird €20.00 €25.00"; in a grid's card the name goes under the prices); a visitor who
// is not a member sees a cheaper member price as a hint.
import {
  PRICE_LIST_LABEL,
  TIER_NAMES,
  formatMoney,
  memberPriceHint,
  shownPrice,
  type EventWithId,
} from '@brunchers/model';
import type { ReactNode } from 'react';
import { currentLocale, t } from '../lib/i18n';
import { cx } from './cx';

export function EventPrice({
  event,
  member = false,
  children,
  className,
  align = 'end',
}: {
  event: EventWithId;
  /** The visitor has an active membership (the member price is theirs). */
  member?: boolean;
  /** The price line's look (its size differs between the grid's cards and the event page). */
  className?: string;
  /** Right-aligned in a card's footer, left-aligned on the event page. */
  align?: 'start' | 'end';
  children?: ReactNode;
}) {
  const price = shownPrice(event, member, new Date());
  const money = (cents: number) => formatMoney(cents, currentLocale());
  const reduced = price.unitCents < price.listUnitCents;
  const tierName = reduced ? (
    <span className="text-sm font-semibold text-terracotta-700">{t(TIER_NAMES)[price.tier]}</span>
  ) : null;
  // In a narrow card (end-aligned) the tier's name goes under the prices; inline on the page.
  const below = align === 'end';
  return (
    <span
      className={cx('flex flex-col gap-0.5', below ? 'items-end' : 'items-start')}
      data-testid="event-price"
      data-tier={price.tier}
    >
      <span
        className={cx(
          'flex flex-wrap items-baseline gap-x-1.5',
          below ? 'justify-end' : 'justify-start',
          className,
        )}
      >
        {below ? null : tierName}
        <span data-testid="event-price-unit">{money(price.unitCents)}</span>
        {reduced ? (
          <s className="text-sm font-normal text-ink-600" aria-label={t(PRICE_LIST_LABEL)}>
            {money(price.listUnitCents)}
          </s>
        ) : null}
        {children}
      </span>
      {below ? tierName : null}
      {price.memberHintCents !== null ? (
        <span className="text-xs font-medium text-sage-700" data-testid="member-price-hint">
          {t(memberPriceHint, price.memberHintCents)}
        </span>
      ) : null}
    </span>
  );
}
