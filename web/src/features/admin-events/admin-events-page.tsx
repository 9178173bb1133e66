// /admin/events: the organiser's events, latest first, live, with their status and what can be
// done with each: edit, publish or unpublish, duplicate, cancel (a dialog says what will happen).
import {
  attendees,
  cancelEventConsequences,
  EVENT_STATUS_LABELS,
  formatEventDate,
  formatEventTime,
  isUpcoming,
  seatsTaken,
  type EventStatus,
  type EventWithId,
} from '@brunchers/model';
import { useState } from 'react';
import { useFunctions } from 'reactfire';
import { RequireRole } from '../../lib/require-role';
import { adminEventAttendeesPath, adminEventEditPath, eventPath, paths } from '../../lib/paths';
import { callableErrorMessage } from '../../lib/callables';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { localToday } from '../../lib/event-data';
import {
  ADMIN_EVENTS_PAGE,
  organiserCalls,
  useAdminEvents,
  useWaitingCount,
} from './admin-events-data';

export function Component() {
  return (
    <RequireRole role="admin">
      <AdminEventsPage />
    </RequireRole>
  );
}

const STATUS_TONES: Record<EventStatus, BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  cancelled: 'butter',
  early_access: 'sage',
};

function AdminEventsPage() {
  const [count, setCount] = useState(ADMIN_EVENTS_PAGE);
  const events = useAdminEvents(count + 1);
  const [cancelling, setCancelling] = useState<EventWithId | null>(null);
  if (events.status === 'error') throw events.error;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Events</h1>
        <ButtonLink to={paths.adminEventNew}>New event</ButtonLink>
      </div>
      {events.status === 'loading' ? (
        <Spinner label="Loading events..." />
      ) : events.data.length === 0 ? (
        <EmptyState title="No events yet" description="Create the first one." />
      ) : (
        <ul className="flex flex-col gap-3">
          {events.data.slice(0, count).map((event) => (
            <EventRow key={event.id} event={event} onCancel={() => setCancelling(event)} />
          ))}
        </ul>
      )}
      {events.status === 'ready' && events.data.length > count ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => setCount(count + ADMIN_EVENTS_PAGE)}
        >
          Show more events
        </Button>
      ) : null}
      {cancelling ? (
        <CancelEventDialog event={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </div>
  );
}

function EventRow({ event, onCancel }: { event: EventWithId; onCancel: () => void }) {
  const functions = useFunctions();
  const [busy, setBusy] = useState(false);
  const run = async (label: string, work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      notify.success(label);
    } catch (error) {
      notify.error({ title: 'Not done', description: callableErrorMessage(error, 'Try again.') });
    } finally {
      setBusy(false);
    }
  };
  const calls = organiserCalls(functions);
  const titleId = `event-${event.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-(--shadow-soft) ring-1 ring-ink-900/5 lg:flex-row lg:items-center"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="font-display text-lg font-semibold break-words">
            {event.title}
          </h2>
          <Badge tone={STATUS_TONES[event.status]}>{EVENT_STATUS_LABELS[event.status]}</Badge>
        </div>
        <p className="text-sm text-ink-700">
          {formatEventDate(event.event_date)} at {formatEventTime(event.event_time)} ·{' '}
          {event.location_name}
        </p>
        <p className="text-sm text-ink-700">
          {attendees(event)} going · {event.seats_held ?? 0} held · {event.spots_left} of{' '}
          {event.spots_total} left
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {event.status !== 'draft' ? (
          <ButtonLink to={eventPath(event.id)} variant="ghost" size="sm">
            View<span className="sr-only"> {event.title}</span>
          </ButtonLink>
        ) : null}
        {event.status !== 'draft' ? (
          <ButtonLink to={adminEventAttendeesPath(event.id)} variant="outline" size="sm">
            Attendees<span className="sr-only"> of {event.title}</span>
          </ButtonLink>
        ) : null}
        {event.status !== 'cancelled' ? (
          <ButtonLink to={adminEventEditPath(event.id)} variant="outline" size="sm">
            Edit<span className="sr-only"> {event.title}</span>
          </ButtonLink>
        ) : null}
        {event.status === 'draft' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void run('Published', () => calls.publish({ eventId: event.id }))}
          >
            Publish<span className="sr-only"> {event.title}</span>
          </Button>
        ) : null}
        {(event.status === 'published' || event.status === 'early_access') &&
        seatsTaken(event) === 0 ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run('Back to draft', () => calls.unpublish({ eventId: event.id }))}
          >
            Unpublish<span className="sr-only"> {event.title}</span>
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run('Copied as a draft', () => calls.duplicate({ eventId: event.id }))
          }
        >
          Duplicate<span className="sr-only"> {event.title}</span>
        </Button>
        {event.status !== 'cancelled' && isUpcoming(event, localToday()) ? (
          <Button size="sm" variant="danger" disabled={busy} onClick={onCancel}>
            Cancel event<span className="sr-only"> {event.title}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Says what cancelling does, with the event's live numbers; runs cancelEvent until complete. */
function CancelEventDialog({ event, onClose }: { event: EventWithId; onClose: () => void }) {
  const functions = useFunctions();
  const waiting = useWaitingCount(event.id);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const { cancel } = organiserCalls(functions);
    try {
      let refunded = 0;
      // Each call finishes a batch; a call that failed half-way is simply called again.
      for (let run = 0; run < 20; run++) {
        const answer = await cancel({ eventId: event.id });
        refunded += answer.refunded;
        if (answer.complete) break;
      }
      notify.success({
        title: 'Event cancelled',
        description: `${refunded} ${refunded === 1 ? 'booking' : 'bookings'} refunded.`,
      });
      onClose();
    } catch (error) {
      notify.error({
        title: 'Cancellation not finished',
        description: callableErrorMessage(
          error,
          'Some bookings are not refunded yet. Cancel again to finish: nobody is refunded twice.',
        ),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? () => undefined : onClose} title={`Cancel ${event.title}?`}>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-ink-700">
        {cancelEventConsequences({
          sold: attendees(event),
          held: event.seats_held ?? 0,
          waitlisted: waiting ?? 0,
        }).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Keep the event
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Cancelling...' : 'Cancel event and refund everyone'}
        </Button>
      </div>
    </Dialog>
  );
}
