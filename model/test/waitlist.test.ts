import { describe, expect, it } from 'vitest';
import {
  WAITLIST_OFFER_MINUTES,
  formatCityTime,
  isActiveMembership,
  mustWaitFor,
  offerExpiresAt,
  offerPath,
  organiserWaitlistOrder,
  pickOffers,
  queueWith,
  renderMail,
  waitlistPosition,
  type WaitlistQueueItem,
} from '../src/index';

const item = (
  entry_id: string,
  party_size: number,
  member_priority = false,
): WaitlistQueueItem => ({
  entry_id,
  party_size,
  member_priority,
});

describe('queueWith', () => {
  it('puts members with an active membership ahead of non-members, each first come first served', () => {
    let queue: WaitlistQueueItem[] = [];
    queue = queueWith(queue, item('n1', 1));
    queue = queueWith(queue, item('m1', 1, true));
    queue = queueWith(queue, item('n2', 1));
    queue = queueWith(queue, item('m2', 1, true));
    expect(queue.map((i) => i.entry_id)).toEqual(['m1', 'm2', 'n1', 'n2']);
  });
});

describe('pickOffers', () => {
  it('offers in order to the first parties that fit; a party too large keeps its place', () => {
    const queue = [item('a', 3), item('b', 2), item('c', 1), item('d', 2)];
    expect(pickOffers(queue, 3)).toEqual({
      offered: [item('a', 3)],
      waiting: [item('b', 2), item('c', 1), item('d', 2)],
      seatsLeft: 0,
    });
    const twoSeats = pickOffers(queue, 2);
    expect(twoSeats.offered.map((i) => i.entry_id)).toEqual(['b']);
    expect(twoSeats.waiting.map((i) => i.entry_id)).toEqual(['a', 'c', 'd']);
    expect(pickOffers(queue, 4).offered.map((i) => i.entry_id)).toEqual(['a', 'c']);
    expect(pickOffers([item('a', 3)], 2)).toEqual({
      offered: [],
      waiting: [item('a', 3)],
      seatsLeft: 2,
    });
    expect(pickOffers(queue, 0).offered).toEqual([]);
  });
});

describe('waitlist helpers', () => {
  it('positions, offer ends, who must wait, membership statuses, offer links', () => {
    expect(waitlistPosition([item('a', 1), item('b', 1)], 'b')).toBe(2);
    expect(waitlistPosition([item('a', 1)], 'z')).toBeNull();
    const now = new Date('2026-05-01T10:00:00Z');
    expect(offerExpiresAt(now).getTime() - now.getTime()).toBe(WAITLIST_OFFER_MINUTES * 60_000);
    expect(mustWaitFor(1, 2)).toBe(true);
    expect(mustWaitFor(2, 2)).toBe(false);
    expect(isActiveMembership({ status: 'active' })).toBe(true);
    expect(isActiveMembership({ status: 'trialing' })).toBe(true);
    expect(isActiveMembership({ status: 'past_due' })).toBe(false);
    expect(isActiveMembership(undefined)).toBe(false);
    expect(offerPath('b 1')).toBe('/offer/b%201');
    // Lisbon is UTC+1 in May.
    expect(formatCityTime(now)).toBe('11:00');
  });

  it('the organiser reads offers first, then the queue order', () => {
    const entries = [
      { id: 'w2', status: 'waiting', joined_at: 2 },
      { id: 'o1', status: 'offered', joined_at: 3 },
      { id: 'w1', status: 'waiting', joined_at: 1 },
    ];
    expect(
      organiserWaitlistOrder(entries, [item('w1', 1), item('w2', 1)]).map((e) => e.id),
    ).toEqual(['o1', 'w1', 'w2']);
  });

  it('the offer mail links to the offer and says until when', () => {
    const mail = renderMail({
      kind: 'waitlist_offer',
      appUrl: 'https://app.example',
      event: {
        title: 'Garden Brunch',
        event_date: '2026-05-03',
        event_time: '11:00',
        location_name: 'Greenhouse',
        address: 'Rua Verde 1',
        city: 'Lisbon',
      },
      name: 'Bea',
      partySize: 2,
      totalCents: 4000,
      bookingUrl: 'https://app.example/profile',
      eventUrl: 'https://app.example/event/e1',
      mapsUrl: 'https://maps.example',
      offer: { url: 'https://app.example/offer/b1', until: '11:30' },
    });
    expect(mail.subject).toBe('Seats for you: Garden Brunch');
    expect(mail.text).toContain('2 seats are held for you until 11:30');
    expect(mail.text).toContain('Book your seats: https://app.example/offer/b1');
    expect(mail.text).toContain('Total to pay: €40.00');
  });
});
