// Arguments a msg() text formats per language before its ICU message sees them (money in cents,
// dates). Every other msg() passes its arguments as they are: {0}, {1}, ... in the ICU message.

import { formatMoney } from '../format';
import type { Locale } from './locales';

type Prepare = (locale: Locale, ...args: never[]) => unknown[];

export const messageArguments: Readonly<Record<string, Prepare>> = {
  'booking.payLabel': (locale, totalCents: number) => [formatMoney(totalCents, locale)],
};
