import {
  ACCOUNT_SUSPENDED,
  BOOKING_DIALOG_TITLE,
  BOOKING_EMAIL_HINT,
  COMPLETE_PAYMENT,
  EMAIL_NOT_VERIFIED,
  errorToast,
  formatMoney,
  guestOptions,
  GUESTS_LABEL,
  NUMBER_OF_GUESTS,
  payLabel,
  PRICE_PER_PERSON,
  PROCESSING,
  SECURE_PAYMENT_NOTE,
  TOTAL_LABEL,
  totalCents,
  validateGuestContact,
  type CreateCheckoutInput,
  type EventWithId,
} from '@brunchers/model';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { currentLocale, t } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PartySizeSelect } from '../../ui/party-size-select';
import { GuestContactFields } from '../../ui/guest-contact-fields';
import { notify } from '../../ui/toast';
import { SuspendedNotice } from '../safety/suspended-notice';
import { bookingErrorMessage } from './booking-errors';
import { openCheckoutTab } from './checkout-tab';

const VerifyEmailPrompt = lazy(() =>
  import('../auth/verify-email-prompt').then((m) => ({ default: m.VerifyEmailPrompt })),
);

export interface BookingDialogProps {
  open: boolean;
  onClose: () => void;
  event: EventWithId;
  /** Signed-in members book under their account; guests give a name and e-mail. */
  signedIn: boolean;
  /** A member who has not verified their address: the prompt to verify stands in for the form. */
  unverified?: boolean;
  /** Requests the Checkout session; resolves with the page to open. */
  requestCheckout: (input: CreateCheckoutInput) => Promise<{ url: string }>;
}

/** "Complete Your Booking": guests, total, guest contact, then Stripe Checkout in a new tab. */
export function BookingDialog({
  open,
  onClose,
  event,
  signedIn,
  unverified = false,
  requestCheckout,
}: BookingDialogProps) {
  const options = guestOptions(event.spots_left);
  const [guests, setGuests] = useState(1);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  // Until they verify (or the server says they have not: an old session's token).
  const [mustVerify, setMustVerify] = useState(signedIn && unverified);
  // The server refused a suspended member: the notice says why and how to appeal.
  const [suspended, setSuspended] = useState(false);
  // Spots can drop while the dialog is open: never offer more than are left.
  const guestCount = Math.min(guests, Math.max(options.length, 1));
  const total = totalCents(event, guestCount);

  async function pay(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (!signedIn) {
      const problem = validateGuestContact(name, email);
      if (problem) {
        notify.error(t(problem));
        return;
      }
    }
    setBusy(true);
    const tab = openCheckoutTab();
    try {
      // The page's language: the booking's mails are written in it.
      const locale = currentLocale();
      const input: CreateCheckoutInput = signedIn
        ? { eventId: event.id, guestCount, locale }
        : {
            eventId: event.id,
            guestCount,
            guestName: name.trim(),
            guestEmail: email.trim(),
            locale,
          };
      const { url } = await requestCheckout(input);
      tab.go(url);
      onClose();
      notify.info(t(COMPLETE_PAYMENT));
    } catch (error) {
      tab.close();
      const message = bookingErrorMessage(error);
      if (message === EMAIL_NOT_VERIFIED) setMustVerify(true);
      else if (message === ACCOUNT_SUSPENDED) setSuspended(true);
      // The server's refusals are the model's English texts: shown in the page's language.
      else notify.error(t(errorToast(message)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onClose}
      title={t(BOOKING_DIALOG_TITLE)}
      description={event.title}
    >
      {suspended ? (
        <SuspendedNotice />
      ) : mustVerify ? (
        <Suspense fallback={null}>
          <VerifyEmailPrompt onVerified={() => setMustVerify(false)} />
        </Suspense>
      ) : (
        <form onSubmit={pay} noValidate className="flex flex-col gap-4">
          <PartySizeSelect
            label={t(NUMBER_OF_GUESTS)}
            value={guestCount}
            sizes={options}
            onChange={setGuests}
            disabled={busy || options.length === 0}
          />
          {signedIn ? null : (
            <GuestContactFields
              name={name}
              email={email}
              onNameChange={setName}
              onEmailChange={setEmail}
              disabled={busy}
              emailHint={t(BOOKING_EMAIL_HINT)}
            />
          )}
          <dl className="flex flex-col gap-1 rounded-2xl bg-cream-200/70 p-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-ink-700">{t(PRICE_PER_PERSON)}</dt>
              <dd>{formatMoney(event.price_cents, currentLocale())}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-700">{t(GUESTS_LABEL)}</dt>
              <dd>× {guestCount}</dd>
            </div>
            <div className="mt-1 flex justify-between border-t border-ink-900/10 pt-2 text-base font-semibold">
              <dt>{t(TOTAL_LABEL)}</dt>
              <dd data-testid="booking-total">{formatMoney(total, currentLocale())}</dd>
            </div>
          </dl>
          <Button type="submit" size="lg" fullWidth disabled={busy || options.length === 0}>
            {busy ? t(PROCESSING) : t(payLabel, total)}
          </Button>
          <p className="text-center text-xs text-ink-600">{t(SECURE_PAYMENT_NOTE)}</p>
        </form>
      )}
    </Dialog>
  );
}
