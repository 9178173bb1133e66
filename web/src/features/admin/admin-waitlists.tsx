// The organiser's view of every event's waitlist (admins read all entries and queues): who waits,
// for how many seats, in offer order, members with priority marked, and the offers holding seats.
import {
  contentText,
  COLLECTIONS,
  guestBookerLabel,
  offeredUntilLabel,
  seatsCountLabel,
  WAITLIST_STATUS_LABELS,
  waitlistOfLabel,
  WAITLISTS_TEXTS,
  formatCityTime,
  organiserWaitlistOrder,
  toDate,
  waitlistEntrySchema,
  waitlistQueueSchema,
  type WaitlistEntryWithId,
  type WaitlistQueueDoc,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import { collection, limit, query, where, type DocumentData } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '../../lib/firebase/live-data';
import { useUserEmails } from './user-emails';
import { Badge } from '../../ui/badge';
import { Spinner } from '../../ui/spinner';

function parseEntry(id: string, data: DocumentData): WaitlistEntryWithId {
  return { ...waitlistEntrySchema.parse(data), id };
}

function parseQueue(_id: string, data: DocumentData): WaitlistQueueDoc {
  return waitlistQueueSchema.parse(data);
}

/** Open entries shown at most (the oldest events' queues first come in whatever order). */
const OPEN_ENTRIES_MAX = 100;

export function AdminWaitlists() {
  const db = useFirestore();
  const open = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.waitlistEntries),
        where('status', 'in', ['waiting', 'offered']),
        limit(OPEN_ENTRIES_MAX),
      ),
    [db],
  );
  const entries = useLiveQuery(open, 'admin-waitlist-entries', parseEntry);
  // Only the queues of the events listed (Firestore's `in` takes 30 values at most).
  const eventIds = useMemo(
    () =>
      entries.status === 'ready'
        ? [...new Set(entries.data.map((entry) => entry.event_id))].slice(0, 30)
        : [],
    [entries],
  );
  const queuesRef = useMemo(
    () =>
      eventIds.length
        ? query(collection(db, COLLECTIONS.waitlists), where('event_id', 'in', eventIds))
        : null,
    [db, eventIds],
  );
  const queues = useLiveQuery(queuesRef, `admin-waitlists-${eventIds.join(',')}`, parseQueue);
  const memberIds = useMemo(
    () =>
      entries.status === 'ready'
        ? entries.data.flatMap((entry) => (entry.user_id ? [entry.user_id] : []))
        : [],
    [entries],
  );
  const nameOf = useUserEmails(memberIds);
  if (entries.status === 'error') throw entries.error;
  if (queues.status === 'error') throw queues.error;
  if (entries.status !== 'ready') return <Spinner label={t(WAITLISTS_TEXTS.loading)} />;
  const byEvent = new Map<string, WaitlistEntryWithId[]>();
  for (const entry of entries.data)
    byEvent.set(entry.event_id, [...(byEvent.get(entry.event_id) ?? []), entry]);
  if (byEvent.size === 0)
    return <p className="py-6 text-center text-ink-600">{t(WAITLISTS_TEXTS.nobody)}</p>;
  if (queues.status !== 'ready') return <Spinner label={t(WAITLISTS_TEXTS.loading)} />;
  return (
    <div className="flex flex-col gap-6">
      {[...byEvent].map(([eventId, list]) => {
        const queue = queues.data.find((doc) => doc.event_id === eventId)?.queue ?? [];
        const ordered = organiserWaitlistOrder(list, queue);
        const title = contentText(list[0]!, 'event_title', currentLocale());
        return (
          <section key={eventId} aria-label={t(waitlistOfLabel, title)}>
            <h2 className="font-semibold">{title}</h2>
            <ol className="mt-2 flex flex-col gap-2" data-testid={`waitlist-${eventId}`}>
              {ordered.map((entry, index) => (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 text-sm shadow-(--shadow-soft) ring-1 ring-ink-900/5"
                >
                  <span className="w-6 font-semibold text-ink-600">{index + 1}.</span>
                  <span className="min-w-0 flex-1 basis-48 break-all">
                    {entry.user_id
                      ? nameOf(entry.user_id)
                      : t(
                          guestBookerLabel,
                          `${entry.guest_name ?? ''} <${entry.guest_email ?? ''}>`,
                        )}
                  </span>
                  <span>{t(seatsCountLabel, entry.party_size)}</span>
                  {entry.member_priority ? (
                    <Badge tone="butter">{t(WAITLISTS_TEXTS.memberPriority)}</Badge>
                  ) : null}
                  <Badge tone={entry.status === 'offered' ? 'sage' : 'neutral'}>
                    {entry.status === 'offered' && entry.offer_expires_at
                      ? t(offeredUntilLabel, formatCityTime(toDate(entry.offer_expires_at)))
                      : entry.status in t(WAITLIST_STATUS_LABELS)
                        ? t(
                            WAITLIST_STATUS_LABELS[
                              entry.status as keyof typeof WAITLIST_STATUS_LABELS
                            ],
                          )
                        : entry.status}
                  </Badge>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
