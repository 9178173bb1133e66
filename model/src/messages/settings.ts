import { msg } from '../i18n/message';
// Issue 39 item 3: the membership plans (the console's Membership screen, the offer members read)
// and early access (members first). The policy's texts are policy.ts.

export const MEMBERSHIP_PAGE_INTRO =
  'Saving a plan updates its Stripe product; a new price becomes a new Stripe price for new members, and existing members keep theirs.';
export const PLAN_NAME_LABEL = 'Name';
export const PLAN_PRICE_LABEL = 'Price (€)';
export const PLAN_PERKS_LABEL = 'Perks';
export const PLAN_PERKS_HINT = 'One per line, as members read them.';
export const PLAN_EARLY_ACCESS_LABEL = 'Early access (hours before the public)';
export const PLAN_EARLY_ACCESS_HINT = '0 for none, up to 168.';
export const PLAN_SAVE = 'Save plan';
export const PLAN_SAVED = 'Plan saved.';
export const PLAN_SAVED_NEW_PRICE =
  'Plan saved with a new Stripe price; existing members keep theirs.';
export const PLAN_SAVE_FAILED = 'Could not save the plan.';
export const PLAN_NOT_SET_UP = 'Not set up yet: saving creates it at Stripe.';
export const PLAN_PERIOD_LABELS = { month: 'month', year: 'year' } as const;
/** Always a perk of every plan (the waitlist order). */
export const PLAN_WAITLIST_PERK = 'First in line when a sold-out brunch frees seats';
export const planEarlyAccessPerk = msg(
  'settings.planEarlyAccessPerk',
  (hours: number) =>
    `Book new brunches ${hours} ${hours === 1 ? 'hour' : 'hours'} before everyone else`,
);
export const planPriceLabel = msg(
  'settings.planPriceLabel',
  (price: string, period: 'month' | 'year') => `${price} / ${PLAN_PERIOD_LABELS[period]}`,
);

// --- Early access (members first) ---
export const EARLY_ACCESS_MEMBERS_ONLY =
  'This brunch is open to members with early access for now.';
export const earlyAccessOpensToEveryone = msg(
  'settings.earlyAccessOpensToEveryone',
  (when: string) =>
    `This brunch opens to everyone on ${when}; members with early access can book it first.`,
);
export const earlyAccessOpensToMembers = msg(
  'settings.earlyAccessOpensToMembers',
  (when: string) => `Members can book this brunch from ${when}.`,
);
/** The event page of a members-first event (a member reads it). */
export const earlyAccessNotice = msg(
  'settings.earlyAccessNotice',
  (when: string) => `Members first: everyone else can book from ${when}.`,
);
export const EARLY_ACCESS_LIST_TITLE = 'Members first';
