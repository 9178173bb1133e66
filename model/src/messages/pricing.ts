// Pricing texts (issue 39 item 4): tiers, promotion codes and their errors, in the booking
// dialog and the console.
import { formatEuros } from '../format';
import { msg } from '../i18n/message';

export const TIER_NAMES = {
  standard: 'Standard',
  early_bird: 'Early bird',
  member: 'Member price',
} as const;

// --- Booking dialog ---
export const PROMO_CODE_LABEL = 'Promotion code';
export const PROMO_CODE_APPLY = 'Apply';
export const PROMO_CODE_REMOVE = 'Remove code';
export const PRICE_TIER_LABEL = 'Ticket';
export const PRICE_LIST_LABEL = 'List price';
export const PRICE_TOTAL_LABEL = 'Total';
/** '€6.00 off with BRUNCH20' */
export const codeEffect = msg(
  'pricing.codeEffect',
  (discountCents: number, code: string) => `${formatEuros(discountCents)} off with ${code}`,
);
/** 'Early bird: €20.00 a seat (standard €25.00)' */
export function tierLine(tierName: string, unitCents: number, listUnitCents: number): string {
  return unitCents === listUnitCents
    ? `${tierName}: ${formatEuros(unitCents)} a seat`
    : `${tierName}: ${formatEuros(unitCents)} a seat (standard ${formatEuros(listUnitCents)})`;
}

// --- The event's card and the events grid (what a visitor would pay) ---
/** 'Members pay €18.00' (a perk hint for guests and non-members). */
export const memberPriceHint = msg(
  'pricing.memberPriceHint',
  (cents: number) => `Members pay ${formatEuros(cents)}`,
);

// --- Why a code does not apply (the server's errors, shown as they are) ---
export const PROMO_CODE_ERRORS = {
  unknown: 'This promotion code does not exist.',
  expired: 'This promotion code has expired.',
  used_up: 'This promotion code has been used up.',
  not_for_event: 'This promotion code is not valid for this event.',
  already_used: 'You have already used this promotion code.',
  inactive: 'This promotion code is no longer active.',
} as const;
export type PromoCodeRefusal = keyof typeof PROMO_CODE_ERRORS;

// --- Console ---
export const PROMO_CODES_TITLE = 'Promotion codes';
export const PROMO_CODES_EMPTY = 'No promotion codes yet.';
export const PROMO_CODE_CREATE = 'Create code';
export const PROMO_CODE_CREATED = 'Promotion code created';
export const PROMO_CODE_FIELDS = {
  code: 'Code',
  kind: 'Discount',
  percent: 'Percent off',
  amount: 'Amount off (€)',
  maxRedemptions: 'Max. redemptions (empty: no limit)',
  expiresAt: 'Expires (empty: never)',
  eventIds: 'Only for event ids (comma-separated; empty: every event)',
  redeemed: 'Redeemed',
} as const;
export const PRICE_TIERS_TITLE = 'Ticket tiers';
export const PRICE_TIERS_SAVED = 'Ticket tiers saved';
export const PRICE_TIER_FIELDS = {
  earlyBird: 'Early bird',
  earlyBirdPrice: 'Early-bird price (€)',
  earlyBirdEndsAt: 'Early bird ends (empty: no end date)',
  earlyBirdSeatCap: 'Early-bird seats (empty: no cap)',
  member: 'Member price',
  memberPrice: 'Member price (€)',
  taken: 'Early-bird seats taken',
} as const;
export const PRICE_TIERS_SAVE = 'Save tiers';
export const PROMO_CODE_DEACTIVATE = 'Deactivate';
export const PROMO_CODE_ACTIVATE = 'Activate';
export const PROMO_CODE_INACTIVE = 'inactive';
export const PROMO_CODE_CHECK_FAILED = 'The code could not be checked. Please try again.';
export const PRICE_TIERS_EVENT = 'Event';
export const PRICE_TIERS_PICK = 'Choose an event';
export const PROMO_CODE_NO_LIMIT = 'no limit';
export const PROMO_CODE_NEVER = 'never';
export const PROMO_CODE_ALL_EVENTS = 'every event';
export const PROMO_CODE_EXPIRES = 'Expires';
export const PROMO_CODE_EVENTS = 'Events';
/** '20% off' / '€5.00 off' */
export function promoOffLabel(terms: {
  kind: 'percent' | 'amount';
  percent_off: number | null;
  amount_off_cents: number | null;
}): string {
  return terms.kind === 'percent'
    ? `${terms.percent_off ?? 0}% off`
    : `${formatEuros(terms.amount_off_cents ?? 0)} off`;
}

export const PRICING_LOADING_EVENTS = 'Loading events...';
export const PRICING_LOADING_CODES = 'Loading codes...';
