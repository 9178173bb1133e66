import { describe, expect, it } from 'vitest';
import {
  attendanceForBooking,
  bookingSchema,
  checkoutSessionDoc,
  checkoutSessionSchema,
  eventAttendanceSchema,
  pendingBooking,
  sessionStartDeadline,
} from '../src/index';

const NOW = new Date('2025-05-01T09:00:00Z');
const event = { title: 'Sunday Brunch', price_cents: 1999, venue_id: 'v1' };

describe('pendingBooking', () => {
  it('prices in cents and holds for 31 minutes', () => {
    const booking = pendingBooking({ eventId: 'e1', event, guestCount: 3, userId: 'u1', now: NOW });
    expect(booking).toMatchObject({
      user_id: 'u1',
      event_id: 'e1',
      event_title: 'Sunday Brunch',
      venue_id: 'v1',
      guest_count: 3,
      total_amount_cents: 5997,
      total_amount: 59.97,
      currency: 'eur',
      status: 'pending',
      checkout_session_id: null,
      guest_name: null,
    });
    expect(booking.hold_expires_at).toEqual(new Date('2025-05-01T09:31:00Z'));
    expect(booking.confirmed_at).toBeNull();
    expect(bookingSchema.safeParse(booking).success).toBe(true);
  });

  it('holds until the deadline the writer gives (createCheckout: until the session is recorded)', () => {
    const booking = pendingBooking({
      eventId: 'e1',
      event,
      guestCount: 1,
      userId: 'u1',
      now: NOW,
      holdExpiresAt: sessionStartDeadline(NOW),
    });
    expect(booking.hold_expires_at).toEqual(sessionStartDeadline(NOW));
  });

  it('records guest contact details', () => {
    const booking = pendingBooking({
      eventId: 'e1',
      event: { ...event, venue_id: undefined },
      guestCount: 1,
      userId: null,
      guestName: 'Ann',
      guestEmail: 'ann@example.com',
      checkoutSessionId: 'cs_1',
      now: NOW,
    });
    expect(booking).toMatchObject({
      user_id: null,
      venue_id: null,
      guest_name: 'Ann',
      guest_email: 'ann@example.com',
      checkout_session_id: 'cs_1',
    });
    expect(bookingSchema.safeParse(booking).success).toBe(true);
  });
});

describe('attendanceForBooking', () => {
  it('starts not present and falls back to the guest name', () => {
    const booking = pendingBooking({
      eventId: 'e1',
      event,
      guestCount: 2,
      userId: null,
      guestName: 'Ann',
      guestEmail: 'a@b.co',
      now: NOW,
    });
    const attendance = attendanceForBooking('b1', booking, null, NOW);
    expect(attendance).toMatchObject({
      booking_id: 'b1',
      attendee_name: 'Ann',
      marked_present: false,
      marked_by: null,
      guest_count: 2,
    });
    expect(eventAttendanceSchema.safeParse(attendance).success).toBe(true);
    expect(attendanceForBooking('b1', booking, 'Member Name', NOW).attendee_name).toBe(
      'Member Name',
    );
  });
});

describe('checkoutSessionDoc', () => {
  const booking = {
    event_id: 'e1',
    event_title: 'Sunday Brunch',
    guest_count: 2,
    total_amount_cents: 3998,
  };

  it('copies what /booking-success shows, no personal data', () => {
    const doc = checkoutSessionDoc('b1', booking, 'confirmed', NOW);
    expect(doc).toEqual({
      booking_id: 'b1',
      event_id: 'e1',
      event_title: 'Sunday Brunch',
      guest_count: 2,
      total_amount_cents: 3998,
      status: 'confirmed',
      updated_at: NOW,
    });
    expect(checkoutSessionSchema.safeParse(doc).success).toBe(true);
  });

  it('adds the flags a status needs explained', () => {
    expect(
      checkoutSessionDoc('b1', booking, 'pending', NOW, { awaiting_payment: true }),
    ).toMatchObject({ status: 'pending', awaiting_payment: true });
    expect(
      checkoutSessionDoc('b1', booking, 'cancelled', NOW, { cancelled_by_customer: true }),
    ).toMatchObject({ status: 'cancelled', cancelled_by_customer: true });
  });
});
