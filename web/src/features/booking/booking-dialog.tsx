import {
  ACCOUNT_SUSPENDED,
  BOOKING_DIALOG_TITLE,
  BOOKING_EMAIL_HINT,
  COMPLETE_PAYMENT,
  EMAIL_NOT_VERIFIED,
  errorToast,
  guestOptions,
  NUMBER_OF_GUESTS,
  payLabel,
  PROCESSING,
  priceBooking,
  SECURE_PAYMENT_NOTE,
  validateGuestContact,
  countsFromDefaults,
  DIETARY_NEEDS,
  NEEDS_TEXTS,
  type CreateCheckoutInput,
  type DietaryNeed,
  type EventWithId,
  type NeedCounts,
  type PromoTerms,
  type SaveBookingNeedsInput,
  contentText,
} from '@brunchers/model';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { NeedsFieldset } from '../../ui/needs-fieldset';
import { currentLocale, t } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PartySizeSelect } from '../../ui/party-size-select';
import { GuestContactFields } from '../../ui/guest-contact-fields';
import { notify } from '../../ui/toast';
import { SuspendedNotice } from '../safety/suspended-notice';
import { bookingErrorMessage } from './booking-errors';
import { openCheckoutTab } from './checkout-tab';
import { RefundPolicyNote } from './refund-policy-note';
import { PriceSummary, PromoCodeField, type CheckCode } from './price-summary';

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
  requestCheckout: (input: CreateCheckoutInput) => Promise<{ url: string; bookingId?: string }>;
  /** Members: stores the party's dietary and access needs on the new booking (with consent). */
  saveNeeds?: (input: SaveBookingNeedsInput) => Promise<unknown>;
  /** Members: their default needs from the profile, which prefill the form. */
  loadDefaultNeeds?: () => Promise<DietaryNeed[]>;
  /** Checks a promotion code for this event (the server checks it again when booking). */
  checkCode?: CheckCode;
  /** Whether the signed-in member has an active membership (the member price), asked on open. */
  requestMember?: () => Promise<boolean>;
}

/** "Complete Your Booking": guests, total, guest contact, then Stripe Checkout in a new tab. */
export function BookingDialog({
  open,
  onClose,
  event,
  signedIn,
  unverified = false,
  requestCheckout,
  saveNeeds,
  loadDefaultNeeds,
  checkCode,
  requestMember,
}: BookingDialogProps) {
  const options = guestOptions(event.spots_left);
  const [guests, setGuests] = useState(1);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  // Dietary and access needs (members): prefilled from the profile; consent asked every time.
  const asksNeeds = signedIn && saveNeeds !== undefined;
  const [needs, setNeeds] = useState<NeedCounts>({});
  const [needsConsent, setNeedsConsent] = useState(false);
  useEffect(() => {
    if (!asksNeeds || !loadDefaultNeeds) return;
    let current = true;
    loadDefaultNeeds().then(
      (defaults) => current && defaults.length > 0 && setNeeds(countsFromDefaults(defaults)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [asksNeeds, loadDefaultNeeds]);
  const hasNeeds = DIETARY_NEEDS.some((need) => (needs[need] ?? 0) > 0);
  // Until they verify (or the server says they have not: an old session's token).
  const [mustVerify, setMustVerify] = useState(signedIn && unverified);
  // The server refused a suspended member: the notice says why and how to appeal.
  const [suspended, setSuspended] = useState(false);
  // Spots can drop while the dialog is open: never offer more than are left.
  const guestCount = Math.min(guests, Math.max(options.length, 1));
  const [code, setCode] = useState<PromoTerms | null>(null);
  const [member, setMember] = useState(false);
  const memberTier = Boolean(event.price_tiers?.member);
  useEffect(() => {
    if (!signedIn || !memberTier || !requestMember) return;
    let live = true;
    requestMember()
      .then((isMember) => live && setMember(isMember))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [signedIn, memberTier, requestMember]);
  // What the server will charge (it prices again, with the seats, when booking).
  const price = priceBooking({
    event,
    tiers: event.price_tiers,
    member,
    code,
    guests: guestCount,
    now: new Date(),
  });
  const total = price.totalCents;

  async function pay(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (!signedIn) {
      const problem = validateGuestContact(name, email);
      if (problem) {
        notify.error(t(problem));
        return;
      }
    }
    if (asksNeeds && hasNeeds && !needsConsent) {
      notify.error(t(NEEDS_TEXTS.consentRequired));
      return;
    }
    setBusy(true);
    const tab = openCheckoutTab();
    try {
      const promo = code ? { promoCode: code.code } : {};
      // The page's language: the booking's mails are written in it.
      const locale = currentLocale();
      const input: CreateCheckoutInput = signedIn
        ? { eventId: event.id, guestCount, locale, ...promo }
        : {
            eventId: event.id,
            guestCount,
            guestName: name.trim(),
            guestEmail: email.trim(),
            locale,
            ...promo,
          };
      const { url, bookingId } = await requestCheckout(input);
      if (asksNeeds && hasNeeds && bookingId && saveNeeds) {
        // The seats are held already: a failure here must not stop the payment.
        const counted: NeedCounts = {};
        for (const need of DIETARY_NEEDS)
          if ((needs[need] ?? 0) > 0) counted[need] = Math.min(needs[need]!, guestCount);
        await saveNeeds({ bookingId, needs: counted, consent: true }).catch(() =>
          notify.error(t(NEEDS_TEXTS.saveFailed)),
        );
      }
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
      description={contentText(event, 'title', currentLocale())}
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
          {asksNeeds ? (
            <NeedsFieldset
              partySize={guestCount}
              counts={needs}
              onChange={setNeeds}
              consent={needsConsent}
              onConsentChange={setNeedsConsent}
              disabled={busy}
            />
          ) : null}
          {checkCode ? (
            <PromoCodeField
              eventId={event.id}
              applied={code}
              onApplied={setCode}
              checkCode={checkCode}
              effect={price.discountCents}
              disabled={busy}
            />
          ) : null}
          <PriceSummary price={price} guests={guestCount} />
          <RefundPolicyNote event={event} testId="booking-refund-policy" className="text-xs" />
          <Button type="submit" size="lg" fullWidth disabled={busy || options.length === 0}>
            {busy ? t(PROCESSING) : t(payLabel, total)}
          </Button>
          <p className="text-center text-xs text-ink-600">{t(SECURE_PAYMENT_NOTE)}</p>
        </form>
      )}
    </Dialog>
  );
}
