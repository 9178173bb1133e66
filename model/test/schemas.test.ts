import { describe, expect, it } from 'vitest';
import {
  assignVenueInputSchema,
  bookingSchema,
  bruncherLikeSchema,
  COLLECTIONS,
  createCheckoutInputSchema,
  emptyInputSchema,
  eventSchema,
  importUsersInputSchema,
  listUsersInputSchema,
  matchSchema,
  reviewFormSchema,
  SAMPLE_USERS,
  timestampLikeSchema,
  toDate,
} from '../src/index';

const validEvent = {
  title: 'Sunday Brunch',
  description: 'Food\n\nFriends',
  style: 'Social',
  event_date: '2025-12-06',
  event_time: '11:00',
  location_name: 'Café Aurora',
  address: 'Rua 1',
  city: 'Lisbon',
  country: 'Portugal',
  spots_total: 20,
  spots_left: 5,
  price: 12.5,
  price_cents: 1250,
  image_url: null,
  host_name: 'Ana',
  host_avatar: null,
  host_rating: 4.8,
};

describe('TimestampLike', () => {
  it('accepts Dates and objects with toDate, rejects the rest', () => {
    const date = new Date('2025-01-01T00:00:00Z');
    expect(timestampLikeSchema.safeParse(date).success).toBe(true);
    expect(timestampLikeSchema.safeParse({ toDate: () => date }).success).toBe(true);
    expect(timestampLikeSchema.safeParse('2025-01-01').success).toBe(false);
    expect(timestampLikeSchema.safeParse(null).success).toBe(false);
    expect(toDate({ toDate: () => date })).toBe(date);
  });
});

describe('events', () => {
  it('accepts a valid event', () => {
    expect(eventSchema.safeParse(validEvent).success).toBe(true);
  });
  it.each([
    ['a malformed date', { event_date: '06/12/2025' }],
    ['a malformed time', { event_time: '11h' }],
    ['more spots left than total', { spots_left: 21 }],
    ['price and price_cents disagreeing', { price_cents: 1200 }],
    ['fractional cents', { price: 12.505, price_cents: 1250.5 }],
  ])('rejects %s', (_label, change) => {
    expect(eventSchema.safeParse({ ...validEvent, ...change }).success).toBe(false);
  });
});

describe('bookings', () => {
  const booking = {
    user_id: null,
    event_id: 'e1',
    event_title: 'Sunday Brunch',
    venue_id: null,
    guest_count: 2,
    total_amount: 25,
    total_amount_cents: 2500,
    currency: 'eur',
    booking_date: new Date(),
    status: 'pending',
    checkout_session_id: 'cs_test_1',
    hold_expires_at: new Date(),
    guest_name: 'Ann',
    guest_email: 'ann@example.com',
    created_at: new Date(),
  };
  it('accepts a guest booking', () => {
    expect(bookingSchema.safeParse(booking).success).toBe(true);
  });
  it('rejects unknown statuses and more than 10 guests', () => {
    expect(bookingSchema.safeParse({ ...booking, status: 'paid' }).success).toBe(false);
    expect(bookingSchema.safeParse({ ...booking, guest_count: 11 }).success).toBe(false);
  });
});

describe('matches and likes', () => {
  it('requires the match pair sorted', () => {
    expect(
      matchSchema.safeParse({ user1_id: 'a', user2_id: 'b', created_at: new Date() }).success,
    ).toBe(true);
    expect(
      matchSchema.safeParse({ user1_id: 'b', user2_id: 'a', created_at: new Date() }).success,
    ).toBe(false);
  });
  it('rejects liking oneself', () => {
    expect(
      bruncherLikeSchema.safeParse({
        liker_id: 'a',
        liked_id: 'a',
        is_like: true,
        created_at: new Date(),
      }).success,
    ).toBe(false);
  });
});

describe('review form', () => {
  it('trims the text and stores null when empty', () => {
    expect(reviewFormSchema.parse({ rating: 5, review_text: '  lovely  ' })).toEqual({
      rating: 5,
      review_text: 'lovely',
    });
    expect(reviewFormSchema.parse({ rating: 1, review_text: '   ' })).toEqual({
      rating: 1,
      review_text: null,
    });
  });
  it('requires a rating 1-5', () => {
    expect(reviewFormSchema.safeParse({ rating: 0, review_text: '' }).success).toBe(false);
    expect(reviewFormSchema.safeParse({ rating: 6, review_text: '' }).success).toBe(false);
  });
});

describe('callable contracts', () => {
  it('createCheckout accepts member and guest inputs', () => {
    expect(createCheckoutInputSchema.safeParse({ eventId: 'e1', guestCount: 1 }).success).toBe(
      true,
    );
    expect(
      createCheckoutInputSchema.safeParse({
        eventId: 'e1',
        guestCount: 10,
        guestName: ' Ann ',
        guestEmail: 'ann@x.io',
      }).data,
    ).toEqual({ eventId: 'e1', guestCount: 10, guestName: 'Ann', guestEmail: 'ann@x.io' });
  });
  it.each([
    ['0 guests', { eventId: 'e1', guestCount: 0 }],
    ['11 guests', { eventId: 'e1', guestCount: 11 }],
    ['fractional guests', { eventId: 'e1', guestCount: 1.5 }],
    ['a client-side amount (server prices)', { eventId: 'e1', guestCount: 1, amount: 1 }],
    ['a path as event id', { eventId: 'a/b', guestCount: 1 }],
    ['a bad e-mail', { eventId: 'e1', guestCount: 1, guestEmail: 'nope' }],
    ['an over-long name', { eventId: 'e1', guestCount: 1, guestName: 'x'.repeat(101) }],
  ])('createCheckout rejects %s', (_label, input) => {
    expect(createCheckoutInputSchema.safeParse(input).success).toBe(false);
  });
  it('empty inputs accept null, undefined and {} only', () => {
    expect(emptyInputSchema.safeParse(null).success).toBe(true);
    expect(emptyInputSchema.safeParse(undefined).success).toBe(true);
    expect(emptyInputSchema.safeParse({}).success).toBe(true);
    expect(emptyInputSchema.safeParse({ x: 1 }).success).toBe(false);
  });
  it('listUsers bounds the page size', () => {
    expect(listUsersInputSchema.safeParse({ pageSize: 50 }).success).toBe(true);
    expect(listUsersInputSchema.safeParse({ pageSize: 0 }).success).toBe(false);
    expect(listUsersInputSchema.safeParse({ pageSize: 1001 }).success).toBe(false);
  });
  it('assignVenue is strict', () => {
    expect(assignVenueInputSchema.safeParse({ bookingId: 'b', venueId: 'v' }).success).toBe(true);
    expect(
      assignVenueInputSchema.safeParse({ bookingId: 'b', venueId: 'v', status: 'confirmed' })
        .success,
    ).toBe(false);
  });
});

describe('sample users', () => {
  it('are valid import input with unique e-mails', () => {
    expect(importUsersInputSchema.safeParse({ users: SAMPLE_USERS }).success).toBe(true);
    expect(new Set(SAMPLE_USERS.map((user) => user.email)).size).toBe(SAMPLE_USERS.length);
    expect(SAMPLE_USERS.length).toBeGreaterThanOrEqual(10);
  });
  it('reject a short password', () => {
    expect(
      importUsersInputSchema.safeParse({ users: [{ ...SAMPLE_USERS[0], password: '12345' }] })
        .success,
    ).toBe(false);
  });
});

describe('COLLECTIONS', () => {
  it('uses unique snake_case names', () => {
    const names = Object.values(COLLECTIONS);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
