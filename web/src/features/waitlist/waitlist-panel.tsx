// The event page's waitlist card (loaded once the page is up, with Firestore): the order freed
// seats are offered in, and for a signed-in member their live place in line or the banner of the
// seats offered to them.
import {
  LEAVE_WAITLIST,
  LEAVE_WAITLIST_FAILED,
  ON_WAITLIST,
  WAITLIST_OFFER_MINUTES,
  waitlistPriorityNote,
  errorToast,
  waitlistPartyLabel,
  waitlistPosition,
  waitlistPositionLabel,
  type EventWithId,
  type WaitlistEntryWithId,
  WAITLIST_TITLE,
} from '@brunchers/model';
import { useEventPolicy } from '../../lib/policy';
import { useState } from 'react';
import { callableErrorMessage } from '../../lib/callables';
import { useLazySession } from '../../lib/firebase/lazy';
import { Button } from '../../ui/button';
import { Card, CardTitle } from '../../ui/card';
import { notify } from '../../ui/toast';
import { OfferBanner } from './offer-banner';
import { leaveWaitlist } from './waitlist-calls';
import { currentEntry, useMyWaitlistEntries, useWaitlistQueue } from './waitlist-data';
import { t } from '../../lib/i18n';

export default function WaitlistPanel({ event }: { event: EventWithId }) {
  const session = useLazySession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? null) : null;
  const entries = useMyWaitlistEntries(uid, event.id);
  const mine = entries.status === 'ready' ? currentEntry(entries.data) : null;
  const policy = useEventPolicy(event);
  if (mine?.status === 'offered') return <OfferBanner entry={mine} />;
  if (!mine && event.spots_left > 0) return null;
  return (
    <Card className="p-6" data-testid="waitlist-panel">
      <CardTitle>{t(WAITLIST_TITLE)}</CardTitle>
      {mine ? <MyPlace entry={mine} /> : null}
      <p className="mt-3 text-sm text-ink-700">
        {t(waitlistPriorityNote, policy?.waitlist_offer_minutes ?? WAITLIST_OFFER_MINUTES)}
      </p>
    </Card>
  );
}

/** The member's live place: their entry's index in the event's queue. */
function MyPlace({ entry }: { entry: WaitlistEntryWithId }) {
  const queue = useWaitlistQueue(entry.event_id);
  const [busy, setBusy] = useState(false);
  const position = queue.status === 'ready' ? waitlistPosition(queue.data.queue, entry.id) : null;
  async function leave() {
    setBusy(true);
    try {
      await leaveWaitlist(entry.id);
    } catch (error) {
      notify.error(t(errorToast(callableErrorMessage(error, LEAVE_WAITLIST_FAILED))));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className="flex-1 text-lg font-semibold" data-testid="waitlist-position">
        {position !== null ? t(waitlistPositionLabel, position) : t(ON_WAITLIST)}{' '}
        <span className="text-sm font-normal text-ink-600">
          {t(waitlistPartyLabel, entry.party_size)}
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={() => void leave()} disabled={busy}>
        {t(LEAVE_WAITLIST)}
      </Button>
    </div>
  );
}
