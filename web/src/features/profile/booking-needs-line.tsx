// An upcoming booking's dietary and access needs on My Bookings (booking_needs/{bookingId}, the
// member's own): what the venue will count, and Remove, which withdraws them (the consent says
// they can be removed any time). Nothing when none were stated.
import {
  bookingNeedsSchema,
  COLLECTIONS,
  needCountsText,
  NEEDS_TEXTS,
  type BookingNeedsDoc,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { doc } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { callable } from '../../lib/callables';
import { useLiveDoc } from '../../lib/firebase/live-data';
import { Button } from '../../ui/button';
import { notify } from '../../ui/toast';

const parseNeeds = (_id: string, data: unknown): BookingNeedsDoc => bookingNeedsSchema.parse(data);

export function BookingNeedsLine({ bookingId, title }: { bookingId: string; title: string }) {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.bookingNeeds, bookingId), [db, bookingId]);
  const needs = useLiveDoc(ref, parseNeeds);
  const [busy, setBusy] = useState(false);
  if (needs.status !== 'ready') return null;

  async function remove() {
    setBusy(true);
    try {
      await callable('saveBookingNeeds')({ bookingId, needs: {}, consent: false });
    } catch {
      notify.error(t(NEEDS_TEXTS.removeFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <p
      className="flex w-full flex-wrap items-center gap-2 text-sm text-ink-700"
      data-testid="booking-needs"
    >
      {t(NEEDS_TEXTS.onBooking)}: {needCountsText(needs.data.needs)}
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => void remove()}
        aria-label={`${t(NEEDS_TEXTS.removeFromBooking)} (${t(NEEDS_TEXTS.onBooking)}): ${title}`}
      >
        {t(NEEDS_TEXTS.removeFromBooking)}
      </Button>
    </p>
  );
}
