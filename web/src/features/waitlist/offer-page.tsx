// /offer/:bookingId — seats offered from the waitlist (the offer mail's and the banner's link).
// The booking id is the capability: a guest pays from here as they booked; a member's offer opens
// only for them (the server checks). A signed-in member sees what is held and until when. Once
// the offer has lapsed (the booking no longer pending, or its hold over) the page says so and
// offers no "Book your seats": a guest, who cannot read the booking, learns it from the server.
import {
  BOOK_OFFERED_SEATS,
  OFFER_BANNER_TITLE,
  OFFER_LAPSED,
  OFFER_PAGE_TITLE,
  PROCESSING,
  formatCityTime,
  offerBannerText,
  offerIsOpen,
  toDate,
  type BookingWithId,
  OFFER_SOON,
  formatMoney,
} from '@brunchers/model';
import { doc } from 'firebase/firestore';
import { FunctionsError } from 'firebase/functions';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useFirestore, useFunctions } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { useLiveDoc } from '../../lib/firebase/live-data';
import { parseBooking } from '../../lib/member-data';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { currentLocale, t } from '../../lib/i18n';

/** The server's answers that mean the offer is over (gone, or no longer payable). */
const OVER = ['functions/failed-precondition', 'functions/not-found'];

export function Component() {
  const { bookingId = '' } = useParams();
  const functions = useFunctions();
  const firestore = useFirestore();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const member = session.status === 'ready' ? session.user : null;
  // The member reads their own pending booking; a guest cannot (the rules), so reads nothing.
  const ref = useMemo(
    () => (member ? doc(firestore, 'bookings', bookingId) : null),
    [firestore, bookingId, member],
  );
  const booking = useLiveDoc(ref, parseBooking);
  const held = booking.status === 'ready' ? booking.data : null;
  const open = useOfferOpen(held);

  async function book() {
    setBusy(true);
    setProblem(null);
    try {
      const { url } = await callable(functions, 'checkoutOffer')({ bookingId });
      window.location.assign(url);
    } catch (error) {
      if (error instanceof FunctionsError && OVER.includes(error.code)) setRefused(true);
      setProblem(t(callableErrorMessage(error, OFFER_LAPSED)));
      setBusy(false);
    }
  }

  // Lapsed: the server refused it, or the member's booking shows it over.
  const lapsed = refused || (held !== null && !open);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="font-display text-3xl font-semibold">{t(OFFER_PAGE_TITLE)}</h1>
        {lapsed ? (
          <p className="text-ink-700" data-testid="offer-lapsed">
            {t(OFFER_LAPSED)}
          </p>
        ) : held ? (
          <MemberOffer held={held} />
        ) : member ? null : (
          <p className="text-ink-700">{t(OFFER_BANNER_TITLE)}.</p>
        )}
        {problem && !lapsed ? (
          <p role="alert" className="rounded-2xl bg-terracotta-100 p-4 text-sm text-ink-900">
            {problem}
          </p>
        ) : null}
        {lapsed ? null : (
          <Button
            size="lg"
            onClick={() => void book()}
            disabled={
              busy ||
              session.status === 'loading' ||
              (member !== null && booking.status === 'loading')
            }
          >
            {t(busy ? PROCESSING : BOOK_OFFERED_SEATS)}
          </Button>
        )}
      </Card>
    </div>
  );
}

/** Whether the member's offer is open now, turning false by itself when its hold runs out. */
function useOfferOpen(held: BookingWithId | null): boolean {
  const until = held?.hold_expires_at ? toDate(held.hold_expires_at) : null;
  const [, setTick] = useState(0);
  const untilMs = until?.getTime() ?? null;
  useEffect(() => {
    if (untilMs === null) return;
    const wait = untilMs - Date.now();
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setTick((tick) => tick + 1), wait + 50);
    return () => window.clearTimeout(timer);
  }, [untilMs]);
  return held !== null && offerIsOpen({ status: held.status, hold_expires_at: until }, new Date());
}

/** What the offer holds. */
function MemberOffer({ held }: { held: BookingWithId }) {
  const until = held.hold_expires_at ? formatCityTime(toDate(held.hold_expires_at)) : t(OFFER_SOON);
  return (
    <div className="flex flex-col gap-1 text-ink-700" data-testid="offer-details">
      <p>{t(offerBannerText, held.guest_count, until, held.event_title)}</p>
      <p className="text-lg font-semibold text-ink-900">
        {formatMoney(held.total_amount_cents, currentLocale())}
      </p>
    </div>
  );
}
