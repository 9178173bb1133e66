import {
  BOOKING_CANCELLED_BY_YOU,
  BOOKING_CHECKING,
  BOOKING_DETAILS_SENT,
  BOOKING_LOAD_FAILED,
  BOOKING_LOOKUP_NOT_FOUND,
  BOOKING_LOOKUP_SLOW,
  BOOKING_WAITING,
  BOOKING_EVENT_CANCELLED,
  BOOKING_NOT_COMPLETED,
  BOOKING_PAYMENT_DECLINED,
  BOOKING_CONFIRMED,
  BOOKING_REFUNDED,
  bookingState,
  BROWSE_MORE_EVENTS,
  CREATE_ACCOUNT,
  formatMoney,
  GUEST_KEEP_BOOKINGS,
  guestCountLabel,
  isAwaitingPayment,
  isRefundStatus,
  PAYMENT_CONFIRMING,
  PAYMENT_PROCESSING,
  VIEW_MY_BOOKINGS,
  type CheckoutSessionDoc,
  BOOKING_SUCCESS_SESSION_PARAM,
  contentText,
} from '@brunchers/model';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { currentLocale, t } from '../../lib/i18n';
import { eventsSectionPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { AddToCalendar } from './add-to-calendar';
import { BookingStatusBadge } from '../../ui/booking-status-badge';
import { signupToClaim } from '../auth/claim-booking';
import { useCheckoutSession } from './booking-data';

// Both appear after the page (the ticket once paid, the invite 1.5 s in) and bring large code (the
// QR encoder, the dialog): loaded after the page, they keep its first load small.
const SessionTicket = lazy(() =>
  import('../tickets/session-ticket').then((module) => ({ default: module.SessionTicket })),
);
const SelfDiscoveryInvite = lazy(() =>
  import('./self-discovery-invite').then((module) => ({ default: module.SelfDiscoveryInvite })),
);

/**
 * /booking-success?session_id=… — follows the booking until the payment confirms it. Members get
 * their bookings and path; a guest is offered an account (with this booking in it) instead.
 */
export function Component() {
  const [params] = useSearchParams();
  const sessionId = params.get(BOOKING_SUCCESS_SESSION_PARAM);
  const session = useSession();
  if (!sessionId) return <Navigate to={paths.home} replace />;
  // Until Auth answers, neither set of actions (a member must not see guest offers, nor the reverse).
  const who = session.status === 'loading' ? null : session.user ? 'member' : 'guest';
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <BookingStatus key={sessionId} sessionId={sessionId} who={who} />
      {who === 'member' ? (
        <Suspense fallback={null}>
          <SelfDiscoveryInvite />
        </Suspense>
      ) : null}
    </div>
  );
}

type Who = 'member' | 'guest' | null;

/** A guest's way to keep the booking: an account with the same e-mail (the booking joins it). */
function GuestOffer({ sessionId }: { sessionId: string }) {
  return (
    <div className="flex w-full flex-col gap-3 rounded-2xl bg-cream-100 p-4 text-left">
      <h2 className="text-base font-semibold">{t(GUEST_KEEP_BOOKINGS.title)}</h2>
      <p className="text-sm text-ink-700">{t(GUEST_KEEP_BOOKINGS.description ?? '')}</p>
      <ButtonLink {...signupToClaim(sessionId)} fullWidth>
        {t(CREATE_ACCOUNT)}
      </ButtonLink>
    </div>
  );
}

/**
 * How long an unknown session id may stay unknown: Stripe redirects here right after payment and
 * the booking's public status document exists from checkout on, so 30 s is far more than a slow
 * network needs. Past it the page stops waiting and says so (it still updates if the booking shows).
 */
export const BOOKING_LOOKUP_TIMEOUT_MS = 30_000;

/** False until `ms` after the first render. */
function useTimePassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return passed;
}

function BookingStatus({ sessionId, who }: { sessionId: string; who: Who }) {
  const booking = useCheckoutSession(sessionId);
  const gaveUp = useTimePassed(BOOKING_LOOKUP_TIMEOUT_MS);
  if (booking.status === 'ready' && booking.data.status === 'confirmed') {
    return <Confirmed booking={booking.data} sessionId={sessionId} who={who} />;
  }
  let message: {
    title: string;
    text: string;
    waiting: boolean;
    notFound?: boolean;
    offerAccount?: boolean;
  };
  if (booking.status === 'missing' && gaveUp) {
    message = { ...BOOKING_LOOKUP_NOT_FOUND, waiting: false, notFound: true };
  } else if (booking.status === 'loading' && gaveUp) {
    message = { ...BOOKING_LOOKUP_SLOW, waiting: false, notFound: true };
  } else if (booking.status === 'loading') {
    message = { title: BOOKING_CHECKING, text: '', waiting: true };
  } else if (booking.status === 'ready' && isAwaitingPayment(booking.data)) {
    // A bank debit clears in days: say so, and let them go (the e-mail confirms it).
    message = {
      title: PAYMENT_PROCESSING.title,
      text: PAYMENT_PROCESSING.description ?? '',
      waiting: false,
      offerAccount: true,
    };
  } else if (booking.status === 'ready' && booking.data.status === 'pending') {
    message = {
      title: PAYMENT_CONFIRMING.title,
      text: PAYMENT_CONFIRMING.description ?? '',
      waiting: true,
    };
  } else if (booking.status === 'ready' && booking.data.cancelled_by_organiser) {
    message = { ...BOOKING_EVENT_CANCELLED, waiting: false };
  } else if (booking.status === 'ready' && booking.data.cancelled_by_customer) {
    message = {
      ...(isRefundStatus(booking.data.status)
        ? BOOKING_CANCELLED_BY_YOU.refunded
        : BOOKING_CANCELLED_BY_YOU.notRefunded),
      waiting: false,
    };
  } else if (booking.status === 'ready' && isRefundStatus(booking.data.status)) {
    message = { ...BOOKING_REFUNDED, waiting: false };
  } else if (booking.status === 'ready' && booking.data.payment_declined) {
    // The bank said no to the delayed debit: nothing was charged (not "too late").
    message = { ...BOOKING_PAYMENT_DECLINED, waiting: false };
  } else if (booking.status === 'ready') {
    message = { ...BOOKING_NOT_COMPLETED, waiting: false };
  } else if (booking.status === 'missing') {
    message = { ...BOOKING_WAITING, waiting: true };
  } else {
    message = { ...BOOKING_LOAD_FAILED, waiting: false };
  }
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      {message.waiting ? (
        <span
          aria-hidden="true"
          className="size-8 animate-spin rounded-full border-3 border-terracotta-200 border-t-terracotta-600 motion-reduce:animate-none"
        />
      ) : null}
      {/* The heading is a polite live region: each new state is read out as it arrives. */}
      <div role="status" className="flex flex-col items-center gap-3">
        {booking.status === 'ready' ? (
          <BookingStatusBadge state={bookingState(booking.data)} />
        ) : null}
        <h1 className="text-2xl font-semibold">{t(message.title)}</h1>
        {message.text ? <p className="text-ink-700">{t(message.text)}</p> : null}
      </div>
      {message.offerAccount && who === 'guest' ? <GuestOffer sessionId={sessionId} /> : null}
      {(message.notFound || message.offerAccount) && who === 'member' ? (
        <div className="flex w-full flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.profile} fullWidth>
            {t(VIEW_MY_BOOKINGS)}
          </ButtonLink>
          <ButtonLink to={eventsSectionPath} variant="outline" fullWidth>
            {t(BROWSE_MORE_EVENTS)}
          </ButtonLink>
        </div>
      ) : (
        <ButtonLink to={eventsSectionPath} variant="outline">
          {t(BROWSE_MORE_EVENTS)}
        </ButtonLink>
      )}
    </Card>
  );
}

function Confirmed({
  booking,
  sessionId,
  who,
}: {
  booking: CheckoutSessionDoc;
  sessionId: string;
  who: Who;
}) {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <img src="/images/confirmed.svg" alt="" className="size-24" />
      <BookingStatusBadge state={bookingState(booking)} />
      <h1 className="text-3xl font-semibold">{t(BOOKING_CONFIRMED)}</h1>
      <p className="text-ink-700">
        {contentText(booking, 'event_title', currentLocale())} ·{' '}
        {t(guestCountLabel, booking.guest_count)} ·{' '}
        {formatMoney(booking.total_amount_cents, currentLocale())}
      </p>
      <p className="text-sm text-ink-600">{t(BOOKING_DETAILS_SENT)}</p>
      <Suspense fallback={null}>
        <SessionTicket sessionId={sessionId} />
      </Suspense>
      <AddToCalendar
        bookingId={booking.booking_id}
        eventId={booking.event_id}
        bookingUrl={window.location.href}
      />
      {who === 'guest' ? <GuestOffer sessionId={sessionId} /> : null}
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        {who === 'member' ? (
          <ButtonLink to={paths.profile} fullWidth>
            {t(VIEW_MY_BOOKINGS)}
          </ButtonLink>
        ) : null}
        <ButtonLink to={eventsSectionPath} variant="outline" fullWidth>
          {t(BROWSE_MORE_EVENTS)}
        </ButtonLink>
      </div>
    </Card>
  );
}
