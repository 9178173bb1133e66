import { describe, expect, it } from 'vitest';
import { checkSale, readEventSeats } from '../src/index';

const stored = {
  title: 'Sunday Brunch',
  title_pt: 'Brunch de Domingo',
  event_date: '2025-05-04',
  spots_left: 6,
  spots_total: 10,
  seats_held: 2,
  price_cents: 1999,
  venue_id: 'v1',
};

describe('readEventSeats', () => {
  it('reads the stored fields', () => {
    expect(readEventSeats(stored)).toEqual({
      title: 'Sunday Brunch',
      titlePt: 'Brunch de Domingo',
      eventDate: '2025-05-04',
      spotsLeft: 6,
      spotsTotal: 10,
      seatsHeld: 2,
      priceCents: 1999,
      venueId: 'v1',
    });
  });

  it('reads malformed or missing fields as null, held seats as 0', () => {
    const seats = readEventSeats({ spots_left: 2.5, spots_total: '10', seats_held: -0.5 });
    expect(seats).toMatchObject({
      title: null,
      titlePt: '',
      eventDate: null,
      spotsLeft: null,
      spotsTotal: null,
      seatsHeld: 0,
      venueId: null,
    });
    expect(readEventSeats(undefined).spotsLeft).toBeNull();
  });

  it('falls back to the price in euros', () => {
    expect(readEventSeats({ price: 12.5 }).priceCents).toBe(1250);
  });
});

describe('checkSale', () => {
  it('sells an upcoming, priced, readable event', () => {
    expect(checkSale(readEventSeats(stored), '2025-05-04')).toEqual({
      onSale: {
        title: 'Sunday Brunch',
        titlePt: 'Brunch de Domingo',
        eventDate: '2025-05-04',
        priceCents: 1999,
        venueId: 'v1',
      },
    });
  });

  it.each([
    ['no title', { ...stored, title: 3 }, 'unreadable'],
    ['no date', { ...stored, event_date: undefined }, 'unreadable'],
    ['free', { ...stored, price_cents: 0 }, 'unpriced'],
    ['fractional cents', { ...stored, price_cents: 12.5 }, 'unpriced'],
    ['yesterday', { ...stored, event_date: '2025-05-03' }, 'past'],
  ] as const)('refuses %s', (_label, data, refusal) => {
    expect(checkSale(readEventSeats(data), '2025-05-04')).toEqual({ refusal });
  });
});
