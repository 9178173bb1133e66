// The waitlist offer page (issue 39 item 9): "Book your seats" only while the offer is open. A
// member's lapsed offer (booking expired, or its hold over before the sweep ran) says it ended;
// a guest, who cannot read the booking, learns it from the server and the button goes.
import { BOOK_OFFERED_SEATS, OFFER_LAPSED } from '@brunchers/model';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FunctionsError } from 'firebase/functions';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  user: { uid: 'u1' } as unknown,
  booking: { status: 'loading' } as unknown,
  call: (() => Promise.resolve({ url: 'https://pay' })) as (data: unknown) => Promise<unknown>,
}));
vi.mock('../../src/lib/session', () => ({
  useSession: () => ({ status: 'ready', user: state.user }),
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('firebase/firestore', () => ({ doc: () => ({ path: 'bookings/b1' }) }));
vi.mock('../../src/lib/firebase/live-data', () => ({ useLiveDoc: () => state.booking }));
vi.mock('../../src/lib/callables', async (original) => ({
  ...(await original<typeof import('../../src/lib/callables')>()),
  callable: () => (data: unknown) => state.call(data),
}));

const { Component: OfferPage } = await import('../../src/features/waitlist/offer-page');

function renderPage() {
  const router = createMemoryRouter([{ path: '/offer/:bookingId', element: <OfferPage /> }], {
    initialEntries: ['/offer/b1'],
  });
  return render(<RouterProvider router={router} />);
}

const booking = (status: string, holdMinutes: number) => ({
  status: 'ready',
  data: {
    id: 'b1',
    status,
    guest_count: 2,
    event_title: 'Garden Brunch',
    total_amount_cents: 5000,
    hold_expires_at: new Date(Date.now() + holdMinutes * 60_000),
  },
});

const bookButton = () => screen.queryByRole('button', { name: BOOK_OFFERED_SEATS });

beforeEach(() => {
  state.user = { uid: 'u1' };
});

describe('the offer page', () => {
  it('offers "Book your seats" while the member’s offer is open', () => {
    state.booking = booking('pending', 20);
    renderPage();
    expect(bookButton()).not.toBeNull();
    expect(screen.getByTestId('offer-details').textContent).toContain('Garden Brunch');
  });

  it('says the offer ended, without the button, once the booking expired', () => {
    state.booking = booking('expired', -5);
    renderPage();
    expect(screen.getByText(OFFER_LAPSED)).toBeTruthy();
    expect(bookButton()).toBeNull();
  });

  it('takes the button away when the hold is over, before the sweep expires the booking', () => {
    state.booking = booking('pending', -1);
    renderPage();
    expect(screen.getByText(OFFER_LAPSED)).toBeTruthy();
    expect(bookButton()).toBeNull();
  });

  it('a guest told by the server that the offer ended loses the button', async () => {
    state.user = null;
    state.booking = { status: 'loading' };
    state.call = () => Promise.reject(new FunctionsError('failed-precondition', OFFER_LAPSED));
    renderPage();
    await act(async () => {
      fireEvent.click(bookButton()!);
    });
    expect(screen.getByText(OFFER_LAPSED)).toBeTruthy();
    expect(bookButton()).toBeNull();
  });
});
