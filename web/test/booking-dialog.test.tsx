import {
  ACCOUNT_SUSPENDED,
  BOOKING_FAILED,
  SUSPENDED_NOTICE_TITLE,
  COMPLETE_PAYMENT,
  INFORMATION_REQUIRED,
  INVALID_EMAIL,
  PROCESSING,
  NEEDS_TEXTS,
  PRICE_LIST_LABEL,
  PROMO_CODE_APPLY,
  PROMO_CODE_ERRORS,
  PROMO_CODE_LABEL,
  TIER_NAMES,
  codeEffect,
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

  it('asks for the e-mail when only the name is given; one toast at a time, the dialog stays open', async () => {
    const { requestCheckout, onClose } = renderDialog();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Gina Guest' } });
    fireEvent.click(payButton());
    expect(await screen.findByText(INFORMATION_REQUIRED.title)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'gina@example' } });
    fireEvent.click(payButton());
    expect(await screen.findByText(INVALID_EMAIL.title)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(INFORMATION_REQUIRED.title)).toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
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

describe('BookingDialog pricing (issue 39.4)', () => {
  const tiered: EventWithId = {
    ...event,
    price_tiers: {
      early_bird: { price_cents: 1_000, ends_at: '2099-01-01T00:00:00Z', seat_cap: 10 },
      member: { price_cents: 1_100 },
    },
    early_bird_taken: 0,
  };
  type Check = NonNullable<Parameters<typeof BookingDialog>[0]['checkCode']>;

  function renderPriced(checkCode: Check, overrides: Partial<EventWithId> = {}) {
    const requestCheckout = vi
      .fn<Request>()
      .mockResolvedValue({ url: 'https://checkout.test/s/1' });
    renderWithApp(
      <BookingDialog
        open
        onClose={vi.fn()}
        event={{ ...tiered, ...overrides }}
        signedIn
        requestCheckout={requestCheckout}
        checkCode={checkCode}
        requestMember={() => Promise.resolve(false)}
      />,
    );
    return { requestCheckout };
  }

  beforeEach(() => {
    vi.spyOn(window, 'open').mockReturnValue({
      opener: {},
      closed: false,
      location: { href: '' },
      close: vi.fn(),
    } as unknown as Window);
  });

  it('shows the tier, the list price struck through and the tier price', () => {
    renderPriced(vi.fn<Check>());
    expect(screen.getByTestId('booking-tier').textContent).toBe(TIER_NAMES.early_bird);
    expect(screen.getByTestId('booking-unit').textContent).toBe('€10.00');
    expect(screen.getAllByLabelText(PRICE_LIST_LABEL)[0]?.textContent).toBe('€12.50');
    expect(payButton().textContent).toBe('Pay €10.00');
  });

  it('applies a code: its effect, the reduced total, and the booking carries it', async () => {
    const checkCode = vi.fn<Check>().mockResolvedValue({
      ok: true,
      terms: { code: 'BRUNCH20', kind: 'percent', percent_off: 20, amount_off_cents: null },
    });
    const { requestCheckout } = renderPriced(checkCode, { price_tiers: null });
    fireEvent.change(guestsSelect(), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(PROMO_CODE_LABEL), { target: { value: 'brunch20' } });
    fireEvent.click(screen.getByRole('button', { name: PROMO_CODE_APPLY }));
    expect((await screen.findByTestId('promo-effect')).textContent).toBe(
      codeEffect(500, 'BRUNCH20'),
    );
    expect(checkCode).toHaveBeenCalledWith({ eventId: 'ev1', code: 'brunch20' });
    expect(screen.getByTestId('booking-total').textContent).toBe('€20.00');
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(requestCheckout).toHaveBeenCalledWith({
        eventId: 'ev1',
        guestCount: 2,
        locale: 'en',
        promoCode: 'BRUNCH20',
      }),
    );
  });

  it('shows a member the member price once their membership is confirmed', async () => {
    const requestCheckout = vi.fn<Request>();
    renderWithApp(
      <BookingDialog
        open
        onClose={vi.fn()}
        event={{ ...tiered, price_tiers: { early_bird: null, member: { price_cents: 1_100 } } }}
        signedIn
        requestCheckout={requestCheckout}
        requestMember={() => Promise.resolve(true)}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('booking-tier').textContent).toBe(TIER_NAMES.member),
    );
    expect(payButton().textContent).toBe('Pay €11.00');
  });

  it('says why a code does not apply, and keeps the price', async () => {
    const checkCode = vi.fn<Check>().mockResolvedValue({
      ok: false,
      refusal: 'used_up',
      message: PROMO_CODE_ERRORS.used_up,
    });
    renderPriced(checkCode, { price_tiers: null });
    fireEvent.change(screen.getByLabelText(PROMO_CODE_LABEL), { target: { value: 'GONE' } });
    fireEvent.click(screen.getByRole('button', { name: PROMO_CODE_APPLY }));
    expect((await screen.findByRole('alert')).textContent).toBe(PROMO_CODE_ERRORS.used_up);
    expect(payButton().textContent).toBe('Pay €12.50');
  });
});

describe('BookingDialog: dietary and access needs (issue 39 item 7)', () => {
  beforeEach(() => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  });

  function renderMember(defaults: string[] = []) {
    const requestCheckout = vi
      .fn<(input: CreateCheckoutInput) => Promise<{ url: string; bookingId: string }>>()
      .mockResolvedValue({ url: 'https://checkout.test/s/1', bookingId: 'bk1' });
    const saveNeeds = vi.fn().mockResolvedValue({ saved: true });
    renderWithApp(
      <BookingDialog
        open
        onClose={vi.fn()}
        event={event}
        signedIn
        requestCheckout={requestCheckout}
        saveNeeds={saveNeeds}
        loadDefaultNeeds={() => Promise.resolve(defaults as never)}
      />,
    );
    return { requestCheckout, saveNeeds };
  }

  it('prefills the profile’s needs and asks for consent before booking with them', async () => {
    const { requestCheckout, saveNeeds } = renderMember(['vegan']);
    const vegan = await screen.findByRole('checkbox', { name: 'vegan' });
    await waitFor(() => expect((vegan as HTMLInputElement).checked).toBe(true));
    fireEvent.click(payButton());
    expect(await screen.findByText(NEEDS_TEXTS.consentRequired)).toBeTruthy();
    expect(requestCheckout).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: NEEDS_TEXTS.consent }));
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(saveNeeds).toHaveBeenCalledWith({
        bookingId: 'bk1',
        needs: { vegan: 1 },
        consent: true,
      }),
    );
  });

  it('books without needs and without asking for consent when none is ticked', async () => {
    const { requestCheckout, saveNeeds } = renderMember();
    expect(screen.queryByRole('checkbox', { name: NEEDS_TEXTS.consent })).toBeNull();
    fireEvent.click(payButton());
    await waitFor(() => expect(requestCheckout).toHaveBeenCalled());
    expect(saveNeeds).not.toHaveBeenCalled();
  });

  it('asks no needs of guests (they cannot come back to them)', () => {
    renderDialog();
    expect(screen.queryByTestId('needs-fieldset')).toBeNull();
  });
});
