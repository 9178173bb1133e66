// /booking-success with fake timers: the self-discovery dialog opens 1.5 s after arrival (§2, §9);
// an unknown session id waits, then after 30 s stops waiting and says so (and still follows the
// booking live if it shows up later).
import {
  BOOKING_CANCELLED_BY_YOU,
  BOOKING_CONFIRMED,
  BOOKING_NOT_COMPLETED,
  BOOKING_PAYMENT_DECLINED,
  BOOKING_REFUNDED,
  BOOKING_STATE_LABELS,
  BROWSE_MORE_EVENTS,
  CREATE_ACCOUNT,
  PAYMENT_CONFIRMING,
  PAYMENT_PROCESSING,
  SELF_DISCOVERY_INVITE_TEXTS,
  VIEW_MY_BOOKINGS,
  type CheckoutSessionDoc,
} from '@brunchers/model';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveDoc } from '../src/lib/firebase/live-data';

// The live document as a small store: setting it re-renders the page like a new snapshot does.
const live = vi.hoisted(() => {
  let value: unknown = { status: 'loading' };
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: unknown) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
// Who is signed in: a member by default; a guest (null) in the guest tests.
const session = vi.hoisted(() => ({ user: { uid: 'u1' } as unknown }));
vi.mock('../src/lib/session', () => ({
  useSession: () => ({ status: 'ready', user: session.user }),
}));
vi.mock('../src/features/booking/booking-data', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useCheckoutSession: () => useSyncExternalStore(live.subscribe, live.get) };
});

// The ticket the getTicket callable returns for this Checkout session (issue 22).
const ticketFor = vi.hoisted(() => ({ sessionIds: [] as string[] }));
vi.mock('../src/features/tickets/ticket-data', () => ({
  useTicket: (input: { sessionId: string }) => {
    ticketFor.sessionIds.push(input.sessionId);
    return {
      status: 'ready',
      ticket: {
        token: 'BRT1.YjE.signature-of-b1-signature-of-b1-sig',
        bookingId: 'b1',
        eventTitle: 'Garden Brunch',
        eventDate: '2030-01-05',
        eventTime: '11:00',
        venueName: 'Garden Terrace',
        locationName: 'The Greenhouse',
        address: 'Rua Verde 1',
        city: 'Lisbon',
        guestCount: 2,
        holderName: 'Maria',
      },
    };
  },
}));

const { BOOKING_LOOKUP_TIMEOUT_MS, Component: BookingSuccessPage } =
  await import('../src/features/booking/booking-success-page');
// The page loads these after itself (lazy): in the module cache first, so the fake clock does not
// race real module loading.
await import('../src/features/tickets/session-ticket');
await import('../src/features/booking/self-discovery-invite');

const INVITE = 'Start your self-discovery path';

function setBooking(doc: LiveDoc<CheckoutSessionDoc>) {
  act(() => live.set(doc));
}

function renderPage(url = '/booking-success?session_id=cs_test_unknown') {
  const router = createMemoryRouter([{ path: '*', element: <BookingSuccessPage /> }], {
    initialEntries: [url],
  });
  return render(<RouterProvider router={router} />);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  session.user = { uid: 'u1' };
  vi.useFakeTimers();
  setBooking({ status: 'missing' } as LiveDoc<CheckoutSessionDoc>);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BookingSuccessPage', () => {
  it('opens the self-discovery dialog 1.5 s after arrival, not before', async () => {
    renderPage();
    await advance(0);
    expect(screen.queryByRole('dialog', { name: INVITE })).toBeNull();
    await advance(1_499);
    expect(screen.queryByRole('dialog', { name: INVITE })).toBeNull();
    await advance(1);
    const invite = screen.getByRole('dialog', { name: INVITE });
    // Its way on is the member's path (moved here from the browser layer's booking-success spec).
    expect(
      within(invite)
        .getByRole('link', { name: SELF_DISCOVERY_INVITE_TEXTS.open })
        .getAttribute('href'),
    ).toBe('/self-discovery');
  });

  it('waits for an unknown session for 30 s, then says it cannot find the booking with ways on', async () => {
    expect(BOOKING_LOOKUP_TIMEOUT_MS).toBe(30_000);
    renderPage();
    await advance(0);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Waiting for your booking...' }),
    ).toBeTruthy();
    await advance(BOOKING_LOOKUP_TIMEOUT_MS - 1);
    // (hidden: the invite dialog is open by now and hides the page from the accessibility tree)
    expect(
      screen.getByRole('heading', { level: 1, hidden: true, name: 'Waiting for your booking...' }),
    ).toBeTruthy();
    await advance(1);
    const heading = screen.getByRole('heading', {
      level: 1,
      hidden: true,
      name: "We couldn't find this booking",
    });
    expect(heading.closest('[role="status"]')).toBeTruthy();
    expect(
      screen.getByRole('link', { hidden: true, name: VIEW_MY_BOOKINGS }).getAttribute('href'),
    ).toBe('/profile');
    expect(
      screen.getByRole('link', { hidden: true, name: BROWSE_MORE_EVENTS }).getAttribute('href'),
    ).toBe('/#events');
  });

  it('keeps following the booking: one that shows up after the wait is still shown live', async () => {
    renderPage();
    await advance(BOOKING_LOOKUP_TIMEOUT_MS);
    expect(
      screen.getByRole('heading', { hidden: true, name: "We couldn't find this booking" }),
    ).toBeTruthy();
    setBooking({
      status: 'ready',
      data: {
        booking_id: 'b1',
        event_id: 'e1',
        event_title: 'Garden Brunch',
        guest_count: 2,
        total_amount_cents: 5000,
        status: 'confirmed',
        updated_at: new Date('2030-01-01'),
      },
    } as LiveDoc<CheckoutSessionDoc>);
    await advance(0);
    expect(screen.getByRole('heading', { hidden: true, name: BOOKING_CONFIRMED })).toBeTruthy();
    // The ticket of this session: its QR code, the holder and a full-screen link by token.
    expect(ticketFor.sessionIds).toContain('cs_test_unknown');
    expect(screen.getByRole('img', { hidden: true, name: 'Ticket QR code' })).toBeTruthy();
    expect(screen.getByText('Maria')).toBeTruthy();
    expect(
      screen.getByRole('link', { hidden: true, name: 'Show full screen' }).getAttribute('href'),
    ).toBe('/ticket?t=BRT1.YjE.signature-of-b1-signature-of-b1-sig');
  });

  it('does not give up on a booking that is known and pending', async () => {
    setBooking({
      status: 'ready',
      data: {
        booking_id: 'b1',
        event_id: 'e1',
        event_title: 'Garden Brunch',
        guest_count: 1,
        total_amount_cents: 2500,
        status: 'pending',
        updated_at: new Date('2030-01-01'),
      },
    } as LiveDoc<CheckoutSessionDoc>);
    renderPage();
    await advance(BOOKING_LOOKUP_TIMEOUT_MS * 2);
    expect(
      screen.getByRole('heading', { hidden: true, name: 'Confirming your payment...' }),
    ).toBeTruthy();
  });

  it('a delayed payment (SEPA) is processing, with no spinner and no "few seconds"', async () => {
    setBooking({
      status: 'ready',
      data: {
        booking_id: 'b1',
        event_id: 'e1',
        event_title: 'Garden Brunch',
        guest_count: 1,
        total_amount_cents: 2500,
        status: 'pending',
        awaiting_payment: true,
        updated_at: new Date('2030-01-01'),
      },
    } as LiveDoc<CheckoutSessionDoc>);
    renderPage();
    await advance(0);
    expect(screen.getByRole('heading', { name: PAYMENT_PROCESSING.title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: PAYMENT_CONFIRMING.title })).toBeNull();
    expect(screen.queryByText(/few seconds/)).toBeNull();
  });

  it('a declined bank debit says declined, nothing charged (not "not finished in time")', async () => {
    const base = {
      booking_id: 'b1',
      event_id: 'e1',
      event_title: 'Garden Brunch',
      guest_count: 1,
      total_amount_cents: 2500,
      status: 'expired' as const,
      updated_at: new Date('2030-01-01'),
    };
    setBooking({ status: 'ready', data: { ...base, payment_declined: true } });
    const page = renderPage();
    await advance(0);
    expect(screen.getByRole('heading', { name: BOOKING_PAYMENT_DECLINED.title })).toBeTruthy();
    expect(screen.getByText(/nothing was charged/)).toBeTruthy();
    expect(screen.queryByText(/not finished in time/)).toBeNull();
    page.unmount();
    // A checkout that simply ran out still says so.
    setBooking({ status: 'ready', data: base });
    renderPage();
    await advance(0);
    expect(screen.getByRole('heading', { name: BOOKING_NOT_COMPLETED.title })).toBeTruthy();
  });

  it('a booking its customer cancelled says so, with the shared status word (not "late payment")', async () => {
    session.user = null;
    setBooking({
      status: 'ready',
      data: {
        booking_id: 'b1',
        event_id: 'e1',
        event_title: 'Garden Brunch',
        guest_count: 2,
        total_amount_cents: 5000,
        status: 'refunded',
        cancelled_by_customer: true,
        updated_at: new Date('2030-01-01'),
      },
    } as LiveDoc<CheckoutSessionDoc>);
    renderPage('/booking-success?session_id=cs_test_cancelled');
    await advance(0);
    expect(
      screen.getByRole('heading', { name: BOOKING_CANCELLED_BY_YOU.refunded.title }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: BOOKING_REFUNDED.title })).toBeNull();
    expect(screen.getByTestId('booking-status').textContent).toBe(BOOKING_STATE_LABELS.refunded);
  });

  it('offers a guest an account (claiming this booking) and more events, not member actions', async () => {
    session.user = null;
    setBooking({
      status: 'ready',
      data: {
        booking_id: 'b1',
        event_id: 'e1',
        event_title: 'Garden Brunch',
        guest_count: 1,
        total_amount_cents: 2500,
        status: 'confirmed',
        updated_at: new Date('2030-01-01'),
      },
    } as LiveDoc<CheckoutSessionDoc>);
    renderPage('/booking-success?session_id=cs_test_guest');
    await advance(5_000);
    expect(screen.queryByRole('dialog', { name: INVITE })).toBeNull();
    expect(screen.queryByRole('link', { name: VIEW_MY_BOOKINGS })).toBeNull();
    expect(screen.getByRole('link', { name: CREATE_ACCOUNT }).getAttribute('href')).toBe(
      '/signup?claim=cs_test_guest',
    );
    expect(screen.getByRole('link', { name: BROWSE_MORE_EVENTS })).toBeTruthy();
  });
});
