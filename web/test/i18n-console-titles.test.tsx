// Issue 37.3: the console's lists read event titles through contentText: a Portuguese page shows
// the Portuguese title when the event has one (and the English one when it has not).
import type { AdminBookingRowWithId } from '@brunchers/model';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminBookings } from '../src/features/admin/admin-bookings';
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
