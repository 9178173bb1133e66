// /admin/events: the organiser's events, latest first, live, with their status and what can be
// done with each: edit, publish or unpublish, duplicate, cancel (a dialog says what will happen).
import {
  ADMIN_EVENTS_TITLE,
  attendees,
  attendeesOfLabel,
  BACK_TO_DRAFT,
  bookingsRefundedLabel,
  CANCEL_AND_REFUND_ALL,
  cancelEventConsequences,
  cancelEventTitle,
  CANCELLATION_NOT_FINISHED,
  CANCELLING,
  COPIED_AS_DRAFT,
  EVENT_CANCELLED_TITLE,
  EVENT_ROW_ACTIONS,
  eventSeatsLine,
  eventWhenLabel,
  KEEP_EVENT,
  LOADING_EVENTS,
  NEW_EVENT,
  NO_EVENTS_YET,
  NOT_DONE,
  SHOW_MORE_ADMIN_EVENTS,
  TRY_AGAIN,
  EVENT_STATUS_LABELS,
  formatEventDate,
  formatEventTime,
  isUpcoming,
  seatsTaken,
  type EventStatus,
  type EventWithId,
  contentText,
} from '@brunchers/model';
import { useState } from 'react';
import { currentLocale, t } from '../../lib/i18n';
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
        <h1 className="font-display text-3xl font-semibold">{t(ADMIN_EVENTS_TITLE)}</h1>
        <ButtonLink to={paths.adminEventNew}>{t(NEW_EVENT)}</ButtonLink>
      </div>
      {events.status === 'loading' ? (
        <Spinner label={t(LOADING_EVENTS)} />
      ) : events.data.length === 0 ? (
        <EmptyState title={t(NO_EVENTS_YET).title} description={t(NO_EVENTS_YET).description} />
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
          {t(SHOW_MORE_ADMIN_EVENTS)}
        </Button>
      ) : null}
      {cancelling ? (
        <CancelEventDialog event={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </div>
  );
}

function EventRow({ event, onCancel }: { event: EventWithId; onCancel: () => void }) {
  const [busy, setBusy] = useState(false);
  const run = async (label: string, work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      notify.success(t(label));
    } catch (error) {
      notify.error({
        title: t(NOT_DONE),
        description: t(callableErrorMessage(error, TRY_AGAIN)),
      });
    } finally {
      setBusy(false);
    }
  };
  const calls = organiserCalls();
  const titleId = `event-${event.id}-title`;
  const title = contentText(event, 'title', currentLocale());
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-(--shadow-soft) ring-1 ring-ink-900/5 lg:flex-row lg:items-center"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="font-display text-lg font-semibold break-words">
            {title}
          </h2>
          <Badge tone={STATUS_TONES[event.status]}>{t(EVENT_STATUS_LABELS[event.status])}</Badge>
        </div>
        <p className="text-sm text-ink-700">
          {t(
            eventWhenLabel,
            formatEventDate(event.event_date, currentLocale()),
            formatEventTime(event.event_time),
          )}{' '}
          · {event.location_name}
        </p>
        <p className="text-sm text-ink-700">
          {t(
            eventSeatsLine,
            attendees(event),
            event.seats_held ?? 0,
            event.spots_left,
            event.spots_total,
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {event.status !== 'draft' ? (
          <ButtonLink to={eventPath(event.id)} variant="ghost" size="sm">
            {t(EVENT_ROW_ACTIONS.view)}
            <span className="sr-only"> {title}</span>
          </ButtonLink>
        ) : null}
        {event.status !== 'draft' ? (
          <ButtonLink to={adminEventAttendeesPath(event.id)} variant="outline" size="sm">
            {t(EVENT_ROW_ACTIONS.attendees)}
            <span className="sr-only"> {t(attendeesOfLabel, title)}</span>
          </ButtonLink>
        ) : null}
        {event.status !== 'cancelled' ? (
          <ButtonLink to={adminEventEditPath(event.id)} variant="outline" size="sm">
            {t(EVENT_ROW_ACTIONS.edit)}
            <span className="sr-only"> {title}</span>
          </ButtonLink>
        ) : null}
        {event.status === 'draft' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void run(t(EVENT_STATUS_LABELS.published), () => calls.publish({ eventId: event.id }))
            }
          >
            {t(EVENT_ROW_ACTIONS.publish)}
            <span className="sr-only"> {title}</span>
          </Button>
        ) : null}
        {(event.status === 'published' || event.status === 'early_access') &&
        seatsTaken(event) === 0 ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run(t(BACK_TO_DRAFT), () => calls.unpublish({ eventId: event.id }))}
          >
            {t(EVENT_ROW_ACTIONS.unpublish)}
            <span className="sr-only"> {title}</span>
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void run(t(COPIED_AS_DRAFT), () => calls.duplicate({ eventId: event.id }))}
        >
          {t(EVENT_ROW_ACTIONS.duplicate)}
          <span className="sr-only"> {title}</span>
        </Button>
        {event.status !== 'cancelled' && isUpcoming(event, localToday()) ? (
          <Button size="sm" variant="danger" disabled={busy} onClick={onCancel}>
            {t(EVENT_ROW_ACTIONS.cancel)}
            <span className="sr-only"> {title}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Says what cancelling does, with the event's live numbers; runs cancelEvent until complete. */
function CancelEventDialog({ event, onClose }: { event: EventWithId; onClose: () => void }) {
  const waiting = useWaitingCount(event.id);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const { cancel } = organiserCalls();
    try {
      let refunded = 0;
      // Each call finishes a batch; a call that failed half-way is simply called again.
      for (let run = 0; run < 20; run++) {
        const answer = await cancel({ eventId: event.id });
        refunded += answer.refunded;
        if (answer.complete) break;
      }
      notify.success({
        title: t(EVENT_CANCELLED_TITLE),
        description: t(bookingsRefundedLabel, refunded),
      });
      onClose();
    } catch (error) {
      notify.error({
        title: t(CANCELLATION_NOT_FINISHED.title),
        description: t(callableErrorMessage(error, CANCELLATION_NOT_FINISHED.description)),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={t(cancelEventTitle, contentText(event, 'title', currentLocale()))}
    >
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-ink-700">
        {cancelEventConsequences(
          { sold: attendees(event), held: event.seats_held ?? 0, waitlisted: waiting ?? 0 },
          t,
        ).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t(KEEP_EVENT)}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {t(busy ? CANCELLING : CANCEL_AND_REFUND_ALL)}
        </Button>
      </div>
    </Dialog>
  );
}
