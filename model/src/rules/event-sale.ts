// The seat and sale fields of a stored event, read once for every server writer that sells,
// offers or gives back seats (createCheckout, a late payment in the webhook, the waitlist's offers,
// joinWaitlist, addEventSeats, seat releases). Documents come from firebase-admin untyped: a
// missing or malformed field reads as null (never NaN), so each writer decides what it refuses.

import { eurosToCents, isChargeablePriceCents } from './booking';
import { isUpcoming } from './events';

export interface EventSeats {
  title: string | null;
  /** The Portuguese title (issue 37.3); '' when none. */
  titlePt: string;
  eventDate: string | null;
  /** Whole numbers, else null. */
  spotsLeft: number | null;
  spotsTotal: number | null;
  /** Seats held by unpaid checkouts; 0 when missing or malformed (holds made before it existed). */
  seatsHeld: number;
  /** The unit price as stored (price_cents, else price in euros converted): not yet checked. */
  priceCents: unknown;
  venueId: string | null;
}

const wholeOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** An event document's data (undefined when it does not exist) as EventSeats. */
export function readEventSeats(data: Readonly<Record<string, unknown>> | undefined): EventSeats {
  const price = data?.price;
  return {
    title: stringOrNull(data?.title),
    titlePt: stringOrNull(data?.title_pt) ?? '',
    eventDate: stringOrNull(data?.event_date),
    spotsLeft: wholeOrNull(data?.spots_left),
    spotsTotal: wholeOrNull(data?.spots_total),
    seatsHeld: wholeOrNull(data?.seats_held) ?? 0,
    priceCents: data?.price_cents ?? (typeof price === 'number' ? eurosToCents(price) : undefined),
    venueId: stringOrNull(data?.venue_id),
  };
}

/** What a booking of an event on sale copies from it. */
export interface EventOnSale {
  title: string;
  titlePt: string;
  eventDate: string;
  priceCents: number;
  venueId: string | null;
}

/** Why an event's seats cannot be sold: fields unreadable, no chargeable price, or in the past. */
export type SaleRefusal = 'unreadable' | 'unpriced' | 'past';

export type SaleCheck =
  { onSale: EventOnSale; refusal?: never } | { onSale?: never; refusal: SaleRefusal };

/** Whether seats of the event can be sold on `today` ('YYYY-MM-DD'), checked in that order. */
export function checkSale(event: EventSeats, today: string): SaleCheck {
  const { title, titlePt, eventDate, priceCents, venueId } = event;
  if (title === null || eventDate === null) return { refusal: 'unreadable' };
  if (!isChargeablePriceCents(priceCents)) return { refusal: 'unpriced' };
  if (!isUpcoming({ event_date: eventDate }, today)) return { refusal: 'past' };
  return { onSale: { title, titlePt, eventDate, priceCents, venueId } };
}
