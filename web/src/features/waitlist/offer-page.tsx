// /offer/:bookingId — seats offered from the waitlist (the offer mail's and the banner's link).
// The booking id is the capability: a guest pays from here as they booked; a member's offer opens
// only for them (the server checks). A signed-in member sees what is held and until when.
import {
  BOOK_OFFERED_SEATS,
  OFFER_BANNER_TITLE,
  OFFER_LAPSED,
  OFFER_PAGE_TITLE,
  PROCESSING,
  formatCityTime,
  formatEuros,
  offerBannerText,
  toDate,
} from '@brunchers/model';
import { doc } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useFirestore, useFunctions } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { useLiveDoc } from '../../lib/firebase/live-data';
import { parseBooking } from '../../lib/member-data';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

export function Component() {
  const { bookingId = '' } = useParams();
  const functions = useFunctions();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function book() {
    setBusy(true);
    setProblem(null);
    try {
      const { url } = await callable(functions, 'checkoutOffer')({ bookingId });
      window.location.assign(url);
    } catch (error) {
      setProblem(callableErrorMessage(error, OFFER_LAPSED));
      setBusy(false);
    }
  }

  const member = session.status === 'ready' ? session.user : null;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="font-display text-3xl font-semibold">{OFFER_PAGE_TITLE}</h1>
        {member ? (
          <MemberOffer bookingId={bookingId} />
        ) : (
          <p className="text-ink-700">{OFFER_BANNER_TITLE}.</p>
        )}
        {problem ? (
          <p role="alert" className="rounded-2xl bg-terracotta-100 p-4 text-sm text-ink-900">
            {problem}
          </p>
        ) : null}
        <Button
          size="lg"
          onClick={() => void book()}
          disabled={busy || session.status === 'loading'}
        >
          {busy ? PROCESSING : BOOK_OFFERED_SEATS}
        </Button>
      </Card>
    </div>
  );
}

/** What the offer holds (the member reads their own pending booking). */
function MemberOffer({ bookingId }: { bookingId: string }) {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, 'bookings', bookingId), [firestore, bookingId]);
  const booking = useLiveDoc(ref, parseBooking);
  if (booking.status !== 'ready') return null;
  const held = booking.data;
  if (held.status !== 'pending') return <p className="text-ink-700">{OFFER_LAPSED}</p>;
  const until = held.hold_expires_at ? formatCityTime(toDate(held.hold_expires_at)) : 'soon';
  return (
    <div className="flex flex-col gap-1 text-ink-700" data-testid="offer-details">
      <p>{offerBannerText(held.guest_count, until, held.event_title)}</p>
      <p className="text-lg font-semibold text-ink-900">{formatEuros(held.total_amount_cents)}</p>
    </div>
  );
}
