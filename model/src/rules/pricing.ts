// Pricing a booking (issue 39 item 4): one pure function for the server, which charges what it
// says, and the booking dialog, which only shows it. Integer cents throughout.

import { TIER_NAMES, type PromoCodeRefusal } from '../messages/pricing';
import type { PriceTierKind, PriceTiers, PromoTerms } from '../schemas/pricing';

/** Stripe's smallest euro charge: a code never takes a booking's total below it. */
export const MIN_CHARGE_CENTS = 50;

export interface PricedEvent {
  /** The standard price of a seat (the spec's price, in cents). */
  price_cents: number;
  /** Seats held or sold at the early-bird price so far (server-maintained). */
  early_bird_taken?: number | undefined;
}

export interface PriceRequest {
  event: PricedEvent;
  tiers: PriceTiers | null | undefined;
  /** The booker has an active membership (a guest never has). */
  member: boolean;
  /** A code already checked as valid for this event (promoRefusal), or null. */
  code: PromoTerms | null;
  guests: number;
  now: Date;
}

export interface BookingPrice {
  tier: PriceTierKind;
  tierName: string;
  listUnitCents: number;
  unitCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** Seats this booking takes from the early-bird allowance (0 unless early bird). */
  earlyBirdSeats: number;
  code: string | null;
}

/** Whether the early bird still sells `guests` seats at `now` (before its end, within its cap). */
export function earlyBirdOpen(
  tiers: PriceTiers | null | undefined,
  taken: number,
  guests: number,
  now: Date,
): boolean {
  const early = tiers?.early_bird;
  if (!early) return false;
  if (early.ends_at !== null && now.getTime() >= Date.parse(early.ends_at)) return false;
  // A party fits whole or not at all: one booking, one price a seat.
  return early.seat_cap === null || taken + guests <= early.seat_cap;
}

/** The discount a code gives on `subtotal`, leaving at least MIN_CHARGE_CENTS to pay. */
export function discountOf(code: PromoTerms | null, subtotalCents: number): number {
  if (!code) return 0;
  const raw =
    code.kind === 'percent'
      ? Math.round((subtotalCents * (code.percent_off ?? 0)) / 100)
      : (code.amount_off_cents ?? 0);
  return Math.max(0, Math.min(raw, subtotalCents - MIN_CHARGE_CENTS));
}

/**
 * The price of `guests` seats: the cheapest tier the booker can have (standard; early bird while
 * open; member price for members), then the code's discount on the whole booking.
 */
export function priceBooking(request: PriceRequest): BookingPrice {
  const { event, tiers, member, code, guests, now } = request;
  const list = event.price_cents;
  let tier: PriceTierKind = 'standard';
  let unit = list;
  // Ties keep the earlier tier: the standard price, then the member price (which has no cap).
  if (member && tiers?.member && tiers.member.price_cents < unit) {
    tier = 'member';
    unit = tiers.member.price_cents;
  }
  if (
    tiers?.early_bird &&
    tiers.early_bird.price_cents < unit &&
    earlyBirdOpen(tiers, event.early_bird_taken ?? 0, guests, now)
  ) {
    tier = 'early_bird';
    unit = tiers.early_bird.price_cents;
  }
  const subtotal = unit * guests;
  const discount = discountOf(code, subtotal);
  return {
    tier,
    tierName: TIER_NAMES[tier],
    listUnitCents: list,
    unitCents: unit,
    subtotalCents: subtotal,
    discountCents: discount,
    totalCents: subtotal - discount,
    earlyBirdSeats: tier === 'early_bird' ? guests : 0,
    code: code && discount > 0 ? code.code : null,
  };
}

/** What an event's card shows a visitor (issue 39): the seat price they would pay now. */
export interface ShownPrice {
  tier: PriceTierKind;
  tierName: string;
  /** A seat at the tier the visitor gets now (no code: codes are typed in the booking dialog). */
  unitCents: number;
  /** The standard price, struck through beside unitCents when higher. */
  listUnitCents: number;
  /** For a visitor who is not a member: the member price when it is lower (a perk hint). */
  memberHintCents: number | null;
}

/**
 * The card's price, from priceBooking as the server charges one seat: the early bird while it
 * is open, the member price for a member; a guest or non-member sees a cheaper member price as
 * a hint.
 */
export function shownPrice(
  event: PricedEvent & { price_tiers?: PriceTiers | null | undefined },
  member: boolean,
  now: Date,
): ShownPrice {
  const price = priceBooking({
    event,
    tiers: event.price_tiers,
    member,
    code: null,
    guests: 1,
    now,
  });
  const memberCents = event.price_tiers?.member?.price_cents ?? null;
  return {
    tier: price.tier,
    tierName: price.tierName,
    unitCents: price.unitCents,
    listUnitCents: price.listUnitCents,
    memberHintCents:
      !member && memberCents !== null && memberCents < price.unitCents ? memberCents : null,
  };
}

/**
 * What a waitlist offer will charge when its payment opens, as priceOffer prices it on the server
 * (issue 39): priceBooking with the offer's own standard price as the list price (an offer never
 * costs more than its mail said), the event's tiers and early-bird count now, no code.
 */
export function offerPrice(
  event: { early_bird_taken?: number | undefined; price_tiers?: PriceTiers | null | undefined },
  offerListUnitCents: number,
  guests: number,
  member: boolean,
  now: Date,
): BookingPrice {
  return priceBooking({
    event: { price_cents: offerListUnitCents, early_bird_taken: event.early_bird_taken ?? 0 },
    tiers: event.price_tiers,
    member,
    code: null,
    guests,
    now,
  });
}

/** The fields of a promotion code that decide whether it applies (promotion_codes/{CODE}). */
export interface PromoCodeState {
  active: boolean;
  expires_at: string | null;
  max_redemptions: number | null;
  times_redeemed: number;
  event_ids: readonly string[] | null;
}

/**
 * Why a code cannot be used for `eventId` at `now`, or null when it can. `alreadyUsed`: the
 * booker's e-mail has a redemption of it (one per member or e-mail).
 */
export function promoRefusal(
  code: PromoCodeState | null,
  eventId: string,
  now: Date,
  alreadyUsed = false,
): PromoCodeRefusal | null {
  if (!code) return 'unknown';
  if (!code.active) return 'inactive';
  if (code.expires_at !== null && now.getTime() >= Date.parse(code.expires_at)) return 'expired';
  if (code.event_ids !== null && !code.event_ids.includes(eventId)) return 'not_for_event';
  if (alreadyUsed) return 'already_used';
  if (code.max_redemptions !== null && code.times_redeemed >= code.max_redemptions)
    return 'used_up';
  return null;
}
