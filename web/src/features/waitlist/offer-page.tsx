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
  PRICE_LIST_LABEL,
  TIER_NAMES,
  formatMoney,
  offerPrice,
  contentText,
} from '@brunchers/model';
import { doc } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useFirestore } from 'reactfire';
import { callableErrorCode } from '../../lib/callable-errors';
import { callable, callableErrorMessage } from '../../lib/callables';
import { useLiveDoc } from '../../lib/firebase/live-data';
import { parseBooking } from '../../lib/member-data';
import { parseEvent } from '../../lib/event-data';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { currentLocale, t } from '../../lib/i18n';

/** The server's answers that mean the offer is over (gone, or no longer payable). */
const OVER = ['functions/failed-precondition', 'functions/not-found'];

export function Component() {
  const { bookingId = '' } = useParams();
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
      const { url } = await callable('checkoutOffer')({ bookingId });
      window.location.assign(url);
    } catch (error) {
      if (OVER.includes(callableErrorCode(error) ?? '')) setRefused(true);
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

/** What the offer holds, at the price its payment will charge. */
function MemberOffer({ held }: { held: BookingWithId }) {
  const until = held.hold_expires_at ? formatCityTime(toDate(held.hold_expires_at)) : t(OFFER_SOON);
  const price = useOfferPrice(held);
  const money = (cents: number) => formatMoney(cents, currentLocale());
  const reduced = price !== null && price.totalCents < held.total_amount_cents;
  return (
    <div className="flex flex-col gap-1 text-ink-700" data-testid="offer-details">
      <p>
        {t(
          offerBannerText,
          held.guest_count,
          until,
          contentText(held, 'event_title', currentLocale()),
        )}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold text-ink-900">
        {reduced ? (
          <span className="text-sm text-terracotta-700">{t(TIER_NAMES)[price.tier]}</span>
        ) : null}
        <span data-testid="offer-total">
          {money(reduced ? price.totalCents : held.total_amount_cents)}
        </span>
        {reduced ? (
          <s className="text-sm font-normal text-ink-600" aria-label={t(PRICE_LIST_LABEL)}>
            {money(held.total_amount_cents)}
          </s>
        ) : null}
      </p>
    </div>
  );
}

/**
 * The offer priced as checkoutOffer will price it (model's offerPrice: the event's tiers now, the
 * member price for a member), until its payment has opened and the booking carries its price.
 */
function useOfferPrice(held: BookingWithId) {
  const firestore = useFirestore();
  const ref = useMemo(
    () => (held.pricing ? null : doc(firestore, 'events', held.event_id)),
    [firestore, held.event_id, held.pricing],
  );
  const event = useLiveDoc(ref, parseEvent);
  const tiers = event.status === 'ready' ? event.data.price_tiers : null;
  const memberTier = Boolean(tiers?.member);
  const [member, setMember] = useState(false);
  useEffect(() => {
    if (!memberTier) return;
    let live = true;
    callable('checkSubscription')(null).then(
      (status) => live && setMember(status.subscribed),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [memberTier]);
  if (held.pricing || event.status !== 'ready' || !tiers) return null;
  const guests = held.guest_count;
  return offerPrice(
    event.data,
    Math.round(held.total_amount_cents / guests),
    guests,
    member,
    new Date(),
  );
}
