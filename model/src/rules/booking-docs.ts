// Builders for the documents a booking produces, so the checkout function, the webhook, the
// waitlist's offers and the seed data write exactly the same shapes. Money is computed in integer
// cents. Dates are plain Dates: firebase-admin stores them as timestamps.

import { CURRENCY, type BookingStatus } from '../constants';
import type { BookingDoc, CheckoutSessionDoc, EventAttendanceDoc } from '../schemas/bookings';
import type { EventDoc } from '../schemas/events';
import type { RefundPolicy } from '../schemas/policy';
import { holdExpiresAt, totalCents } from './booking';
import type { BookingPricing } from '../schemas/pricing';
import type { BookingPrice } from './pricing';
import type { Locale } from '../i18n/locales';

export interface PendingBookingInput {
  eventId: string;
  event: Pick<EventDoc, 'title' | 'title_pt' | 'price_cents' | 'venue_id'>;
  guestCount: number;
  /** The signed-in member, or null for a guest booking. */
  userId: string | null;
  guestName?: string | null;
  guestEmail?: string | null;
  checkoutSessionId?: string | null;
  now: Date;
  /** When the seats go back unless paid; by default with a Checkout session (holdExpiresAt). */
  holdExpiresAt?: Date;
  /** The language of the booking's mails. */
  locale?: Locale | null;
  /** The refund terms it is sold under (the event's effective policy). */
  refundPolicy?: RefundPolicy;
  /** How the server priced it (rules/pricing.ts priceBooking); absent: the standard price. */
  price?: BookingPrice;
  /** The promotion code redemption the booking holds (with a price that used a code). */
  redemptionId?: string | null;
}

/** The booking's pricing record from a price (bookings/{id}.pricing). */
export function pricingRecord(
  price: BookingPrice,
  redemptionId: string | null = null,
): BookingPricing {
  return {
    tier: price.tier,
    list_unit_cents: price.listUnitCents,
    unit_cents: price.unitCents,
    subtotal_cents: price.subtotalCents,
    discount_cents: price.discountCents,
    promotion_code: price.code,
    early_bird_seats: price.earlyBirdSeats,
    redemption_id: redemptionId,
  };
}

/** A pending booking holding its seats until the Checkout session expires. */
export function pendingBooking(input: PendingBookingInput): BookingDoc {
  const cents =
    input.price?.totalCents ??
    totalCents({ price_cents: input.event.price_cents }, input.guestCount);
  return {
    user_id: input.userId,
    event_id: input.eventId,
    event_title: input.event.title,
    ...(input.event.title_pt ? { event_title_pt: input.event.title_pt } : {}),
    venue_id: input.event.venue_id ?? null,
    guest_count: input.guestCount,
    total_amount: cents / 100,
    total_amount_cents: cents,
    currency: CURRENCY,
    booking_date: input.now,
    status: 'pending',
    checkout_session_id: input.checkoutSessionId ?? null,
    hold_expires_at: input.holdExpiresAt ?? holdExpiresAt(input.now),
    guest_name: input.guestName ?? null,
    guest_email: input.guestEmail ?? null,
    created_at: input.now,
    confirmed_at: null,
    ...(input.refundPolicy ? { refund_policy: input.refundPolicy } : {}),
    ...(input.price ? { pricing: pricingRecord(input.price, input.redemptionId ?? null) } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
  };
}

/**
 * checkout_sessions/{id}, the public status of a booking's Checkout session (no personal data),
 * written next to every status change of the booking. `flags` say why a status reads as it does.
 */
export function checkoutSessionDoc(
  bookingId: string,
  booking: Pick<
    BookingDoc,
    'event_id' | 'event_title' | 'event_title_pt' | 'guest_count' | 'total_amount_cents'
  >,
  status: BookingStatus,
  now: Date,
  flags: Pick<
    CheckoutSessionDoc,
    'awaiting_payment' | 'cancelled_by_customer' | 'cancelled_by_organiser' | 'payment_declined'
  > = {},
): CheckoutSessionDoc {
  return {
    booking_id: bookingId,
    event_id: booking.event_id,
    event_title: booking.event_title,
    ...(booking.event_title_pt ? { event_title_pt: booking.event_title_pt } : {}),
    guest_count: booking.guest_count,
    total_amount_cents: booking.total_amount_cents,
    status,
    updated_at: now,
    ...flags,
  };
}

/** The attendance created when a booking is confirmed: not present yet. */
export function attendanceForBooking(
  bookingId: string,
  booking: Pick<
    BookingDoc,
    | 'user_id'
    | 'venue_id'
    | 'event_id'
    | 'event_title'
    | 'event_title_pt'
    | 'guest_count'
    | 'booking_date'
    | 'guest_name'
  >,
  attendeeName: string | null,
  now: Date,
): EventAttendanceDoc {
  return {
    user_id: booking.user_id,
    booking_id: bookingId,
    venue_id: booking.venue_id,
    event_id: booking.event_id,
    event_title: booking.event_title,
    ...(booking.event_title_pt ? { event_title_pt: booking.event_title_pt } : {}),
    guest_count: booking.guest_count,
    booking_date: booking.booking_date,
    attendee_name: attendeeName ?? booking.guest_name,
    marked_present: false,
    marked_present_at: null,
    marked_by: null,
    created_at: now,
  };
}
