// Issue 37.3: the console's lists read event titles through contentText: a Portuguese page shows
// the Portuguese title when the event has one (and the English one when it has not).
import type { AdminBookingRowWithId, WaitlistEntryWithId } from '@brunchers/model';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminBookings } from '../src/features/admin/admin-bookings';
import { OfferBanner } from '../src/features/waitlist/offer-banner';
import { applyLocale } from '../src/lib/i18n';
import { renderWithApp } from './render';

vi.mock('reactfire', () => ({ useFunctions: () => ({}) }));

beforeAll(() => applyLocale('pt-PT'));
afterAll(() => applyLocale('en'));

const row = (id: string, title: string, titlePt?: string): AdminBookingRowWithId => ({
  id,
  event_id: `event-${id}`,
  event_title: title,
  ...(titlePt ? { event_title_pt: titlePt } : {}),
  event_date: '2030-01-05',
  venue_id: null,
  venue_name: null,
  venue_city: null,
  status: 'confirmed',
  awaiting_payment: false,
  guest_count: 1,
  total_amount_cents: 2500,
  user_id: null,
  name: 'Gil Guest',
  email: 'gil@x.io',
  is_guest: true,
  checked_in: false,
  search: [],
  created_at: new Date('2030-01-01T10:00:00Z'),
});

describe('console bookings in Portuguese', () => {
  it('shows the Portuguese event title, else the English one', () => {
    renderWithApp(
      <AdminBookings
        rows={[row('a', 'Sunday Brunch', 'Brunch de Domingo'), row('b', 'Yoga Morning')]}
        venues={[]}
      />,
    );
    const first = screen.getByTestId('admin-booking-a');
    expect(first.textContent).toContain('Brunch de Domingo');
    expect(first.textContent).not.toContain('Sunday Brunch');
    expect(screen.getByTestId('admin-booking-b').textContent).toContain('Yoga Morning');
  });
});

describe('a waitlist offer in Portuguese', () => {
  it("names the event by its Portuguese title on the member's banner", () => {
    const offer: WaitlistEntryWithId = {
      id: 'w1',
      event_id: 'e1',
      event_title: 'Sunday Brunch',
      event_title_pt: 'Brunch de Domingo',
      user_id: 'm1',
      guest_name: null,
      guest_email: null,
      party_size: 2,
      member_priority: false,
      status: 'offered',
      joined_at: new Date('2030-01-01T10:00:00Z'),
      offer_booking_id: 'b1',
      offered_at: new Date('2030-01-02T10:00:00Z'),
      offer_expires_at: new Date('2030-01-02T12:00:00Z'),
      updated_at: new Date('2030-01-02T10:00:00Z'),
    };
    renderWithApp(<OfferBanner entry={offer} />);
    const banner = screen.getByTestId('offer-banner');
    expect(banner.textContent).toContain('Brunch de Domingo');
    expect(banner.textContent).not.toContain('Sunday Brunch');
  });
});
