// Display formatting shared by every screen. English, UTC-based so output never depends on the
// machine's time zone.

import { CURRENCY_SYMBOL } from './constants';

/** Integer cents as euros with two decimals: 1250 → '€12.50'. */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${(Math.abs(Math.round(cents)) / 100).toFixed(2)}`;
}
