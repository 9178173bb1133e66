import {
  ACCOUNT_SUSPENDED,
  BOOKING_FAILED,
  SUSPENDED_NOTICE_TITLE,
  COMPLETE_PAYMENT,
  INFORMATION_REQUIRED,
  INVALID_EMAIL,
  PROCESSING,
  type CreateCheckoutInput,
  type EventWithId,
} from '@brunchers/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FunctionsError } from 'firebase/functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDialog } from '../src/features/booking/booking-dialog';
import { renderWithApp } from './render';

const event: EventWithId = {
  id: 'ev1',
  title: 'Garden Brunch',
  description: 'Eggs and friends.',
  style: 'Garden',
  event_date: '2030-05-04',
  event_time: '11:00',
  location_name: 'The Yard',
  address: '1 Main St',
  city: 'Lisbon',
  country: 'Portugal',
  spots_total: 20,
  spots_left: 3,
  price: 12.5,
  price_cents: 1250,
  image_url: null,
  host_name: 'Ana',
  host_avatar: null,
  host_rating: 4.8,
  status: 'published',
};

type Request = (input: CreateCheckoutInput) => Promise<{ url: string }>;

function renderDialog({
  signedIn = false,
  spotsLeft = event.spots_left,
  requestCheckout = vi.fn<Request>().mockResolvedValue({ url: 'https://checkout.test/s/1' }),
} = {}) {
  const onClose = vi.fn();
  renderWithApp(
    <BookingDialog
      open
      onClose={onClose}
      event={{ ...event, spots_left: spotsLeft }}
      signedIn={signedIn}
      requestCheckout={requestCheckout}
    />,
  );
  return { onClose, requestCheckout };
}

const guestsSelect = () => screen.getByLabelText('Number of guests') as HTMLSelectElement;
const payButton = () => screen.getByRole('button', { name: /^(Pay|Processing)/ });

describe('BookingDialog', () => {
  let tab: {
    opener: unknown;
    closed: boolean;
    location: { href: string };
    close: ReturnType<typeof vi.fn>;
  };
  beforeEach(() => {
    tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  });

  it('offers 1 to spots left guests, at most 10', () => {
    renderDialog({ spotsLeft: 3 });
    expect([...guestsSelect().options].map((option) => option.value)).toEqual(['1', '2', '3']);
    expect(guestsSelect().options[0]?.textContent).toBe('1 guest');
    expect(guestsSelect().options[1]?.textContent).toBe('2 guests');
  });

  it('caps the guest choice at 10 when more spots are left', () => {
    renderDialog({ spotsLeft: 25 });
    expect(guestsSelect().options).toHaveLength(10);
    expect(guestsSelect().options[9]?.value).toBe('10');
  });

  it('shows guests × price with two decimals on the pay button', () => {
    renderDialog();
    expect(payButton().textContent).toBe('Pay €12.50');
    fireEvent.change(guestsSelect(), { target: { value: '3' } });
    expect(payButton().textContent).toBe('Pay €37.50');
    expect(screen.getByTestId('booking-total').textContent).toBe('€37.50');
  });

  it('asks guests for name and email before calling the server', async () => {
    const { requestCheckout } = renderDialog();
    fireEvent.click(payButton());
    expect(await screen.findByText(INFORMATION_REQUIRED.title)).toBeTruthy();
    expect(screen.getByText(INFORMATION_REQUIRED.description!)).toBeTruthy();
    expect(requestCheckout).not.toHaveBeenCalled();
    expect(window.open).not.toHaveBeenCalled();
  });

  it('rejects an email without the simple pattern', async () => {
    const { requestCheckout } = renderDialog();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'ana@example' } });
    fireEvent.click(payButton());
    expect(await screen.findByText(INVALID_EMAIL.title)).toBeTruthy();
    expect(screen.getByText(INVALID_EMAIL.description!)).toBeTruthy();
    expect(requestCheckout).not.toHaveBeenCalled();
  });

  it('sends a guest booking, opens checkout in a new tab, closes and tells to pay', async () => {
    const { requestCheckout, onClose } = renderDialog();
    fireEvent.change(guestsSelect(), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: ' Ana ' } });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestCheckout).toHaveBeenCalledWith({
      eventId: 'ev1',
      guestCount: 2,
      guestName: 'Ana',
      guestEmail: 'ana@example.com',
      locale: 'en',
    });
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('https://checkout.test/s/1');
    expect(tab.opener).toBeNull();
    expect(await screen.findByText(COMPLETE_PAYMENT.title)).toBeTruthy();
  });

  it('books members without asking for contact details, showing Processing... meanwhile', async () => {
    let resolve: (value: { url: string }) => void = () => {};
    const requestCheckout = vi.fn<Request>(() => new Promise((done) => (resolve = done)));
    const { onClose } = renderDialog({ signedIn: true, requestCheckout });
    expect(screen.queryByLabelText('Your name')).toBeNull();
    fireEvent.click(payButton());
    await waitFor(() => expect(payButton().textContent).toBe(PROCESSING));
    expect(requestCheckout).toHaveBeenCalledWith({ eventId: 'ev1', guestCount: 1, locale: 'en' });
    resolve({ url: 'https://checkout.test/s/2' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's message when the booking is refused and closes the blank tab", async () => {
    const requestCheckout = vi
      .fn<Request>()
      .mockRejectedValue(
        new FunctionsError('failed-precondition', 'Only 1 spot is left for this event.'),
      );
    const { onClose } = renderDialog({ signedIn: true, requestCheckout });
    fireEvent.click(payButton());
    expect(await screen.findByText('Only 1 spot is left for this event.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells a suspended member why, and how to appeal, in place of the form', async () => {
    const requestCheckout = vi
      .fn<Request>()
      .mockRejectedValue(new FunctionsError('permission-denied', ACCOUNT_SUSPENDED));
    const { onClose } = renderDialog({ signedIn: true, requestCheckout });
    fireEvent.click(payButton());
    expect(
      (await screen.findByRole('region', { name: SUSPENDED_NOTICE_TITLE })).textContent,
    ).toContain('reply to that e-mail');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(tab.close).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the generic booking failure text', async () => {
    const requestCheckout = vi
      .fn<Request>()
      .mockRejectedValue(new FunctionsError('internal', 'internal'));
    renderDialog({ signedIn: true, requestCheckout });
    fireEvent.click(payButton());
    expect(await screen.findByText(BOOKING_FAILED)).toBeTruthy();
  });
});
