// Issue 39: the events grid's cards and the event page show what the visitor would pay (the
// model's shownPrice, as the server prices a seat), with the standard price struck through.
import { PRICE_LIST_LABEL, type EventWithId } from '@brunchers/model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventCard } from '../src/ui/event-card';
import { EventPrice } from '../src/ui/event-price';
import { renderWithApp } from './render';

const event: EventWithId = {
  id: 'ev1',
  title: 'Garden Brunch',
  description: 'Eggs and friends.',
  style: 'Garden',
  event_date: '2099-05-04',
  event_time: '11:00',
  location_name: 'The Yard',
  address: '1 Main St',
  city: 'Lisbon',
  country: 'Portugal',
  spots_total: 20,
  spots_left: 12,
  price: 25,
  price_cents: 2500,
  image_url: null,
  host_name: 'Ana',
  host_avatar: null,
  host_rating: 4.8,
  status: 'published',
};
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const tiered: EventWithId = {
  ...event,
  early_bird_taken: 0,
  price_tiers: {
    early_bird: { price_cents: 2000, ends_at: inAWeek, seat_cap: 10 },
    member: { price_cents: 1800 },
  },
};

describe("the event card's price", () => {
  it('is the open early bird, with the standard price struck through, and the member hint', () => {
    renderWithApp(<EventCard event={tiered} />);
    const price = screen.getByTestId('event-price');
    expect(price.dataset.tier).toBe('early_bird');
    expect(within(price).getByText('Early bird')).toBeTruthy();
    expect(within(price).getByTestId('event-price-unit').textContent).toContain('€20.00');
    expect(within(price).getByLabelText(PRICE_LIST_LABEL).textContent).toContain('€25.00');
    expect(within(price).getByTestId('member-price-hint').textContent).toContain(
      'Members pay €18.00',
    );
  });

  it('is the standard price once the early bird is sold, still hinting the member price', () => {
    renderWithApp(<EventCard event={{ ...tiered, early_bird_taken: 10 }} />);
    const price = screen.getByTestId('event-price');
    expect(price.dataset.tier).toBe('standard');
    expect(within(price).getByTestId('event-price-unit').textContent).toContain('€25.00');
    expect(within(price).queryByLabelText(PRICE_LIST_LABEL)).toBeNull();
    expect(within(price).getByTestId('member-price-hint').textContent).toContain('€18.00');
  });

  it('is the member price for a member, without a hint', () => {
    renderWithApp(<EventPrice event={tiered} member />);
    const price = screen.getByTestId('event-price');
    expect(price.dataset.tier).toBe('member');
    expect(within(price).getByTestId('event-price-unit').textContent).toContain('€18.00');
    expect(within(price).getByLabelText(PRICE_LIST_LABEL).textContent).toContain('€25.00');
    expect(within(price).queryByTestId('member-price-hint')).toBeNull();
  });

  it('is the plain price without tiers', () => {
    renderWithApp(<EventCard event={event} />);
    const price = screen.getByTestId('event-price');
    expect(price.textContent).toMatch(/^€25\.00$/);
  });
});
