// A booking row's organiser actions (issue 33): an "Actions" menu (Headless UI: arrow keys, Escape,
// focus back on the button) that opens the action's dialog, and the booking's audit history (who,
// when, before → after) in a disclosure. Used by the attendee page and the bookings list.
import {
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
} from '@headlessui/react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_BY_UNKNOWN,
  AUDIT_EMPTY,
  AUDIT_TITLE,
  BOOKING_ACTION_KINDS,
  BOOKING_ACTION_LABELS,
  BOOKING_ACTIONS_LABEL,
  AUDIT_FIELD_LABELS,
  auditRefundedLabel,
  formatMoney,
  toDate,
  type BookingActionKind,
  LOADING,
} from '@brunchers/model';
import { currentLocale, t } from '../../../lib/i18n';
import { useHistoryDialog } from '../../../lib/history-dialog';
import { buttonClasses } from '../../../ui/button';
import { BookingActionDialog } from './booking-action-dialog';
import { useBookingAudit, type BookingAuditWithId } from './booking-actions-data';

/**
 * Actions that make sense for a booking in this status: the server acts on confirmed bookings
 * only (bookingActionable; it checks again), so a cancelled or refunded one offers none.
 */
function actionsFor(status: string): BookingActionKind[] {
  return status === 'confirmed' ? [...BOOKING_ACTION_KINDS] : [];
}

/** The open action dialog, as kept in the page's history entry (see useHistoryDialog). */
interface OpenAction {
  bookingId: string;
  action: BookingActionKind;
  requestId: string;
}

function openActionOf(bookingId: string) {
  return (value: unknown): OpenAction | null => {
    if (typeof value !== 'object' || value === null) return null;
    const open = value as Partial<OpenAction>;
    return open.bookingId === bookingId &&
      typeof open.requestId === 'string' &&
      (BOOKING_ACTION_KINDS as readonly unknown[]).includes(open.action)
      ? (open as OpenAction)
      : null;
  };
}

export function BookingActions({
  bookingId,
  eventId,
  status,
  who,
}: {
  bookingId: string;
  eventId: string;
  status: string;
  who: string;
}) {
  const [open, setOpen, close] = useHistoryDialog('bookingAction', openActionOf(bookingId));
  const actions = actionsFor(status);
  // An open dialog stays when the booking changes meanwhile (another tab, another organiser): it
  // says so itself rather than vanishing.
  if (actions.length === 0 && !open) return null;
  return (
    <>
      {actions.length > 0 ? (
        <Menu>
          <MenuButton
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
            aria-label={`${t(BOOKING_ACTIONS_LABEL)}: ${who}`}
          >
            {t(BOOKING_ACTIONS_LABEL)} <span aria-hidden="true">▾</span>
          </MenuButton>
          <MenuItems
            anchor="bottom end"
            modal={false}
            className="z-40 mt-1 flex w-60 flex-col rounded-2xl bg-white p-1 shadow-lg ring-1 ring-ink-900/10 focus:outline-none"
          >
            {actions.map((action) => (
              <MenuItem key={action}>
                <button
                  type="button"
                  onClick={() => setOpen({ bookingId, action, requestId: crypto.randomUUID() })}
                  className="rounded-xl px-3 py-2.5 text-left text-sm text-ink-900 data-focus:bg-cream-200"
                >
                  {t(BOOKING_ACTION_LABELS[action])}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
      ) : null}
      {open ? (
        <BookingActionDialog
          key={open.requestId}
          target={{ bookingId, eventId, who, action: open.action }}
          requestId={open.requestId}
          onClose={close}
        />
      ) : null}
    </>
  );
}

const SHOWN_FIELDS: Record<string, string> = {
  status: AUDIT_FIELD_LABELS.status,
  guest_count: AUDIT_FIELD_LABELS.party,
  event_id: AUDIT_FIELD_LABELS.event,
  event_title: AUDIT_FIELD_LABELS.event,
  venue_name: AUDIT_FIELD_LABELS.venue,
  total_amount_cents: AUDIT_FIELD_LABELS.total,
};

/** "party 4 → 2, status confirmed → cancelled": the fields the action changed. */
function changes(entry: BookingAuditWithId): string {
  const keys = new Set([...Object.keys(entry.before), ...Object.keys(entry.after)]);
  const parts: string[] = [];
  for (const key of keys) {
    if (!(key in SHOWN_FIELDS) || (key === 'event_id' && keys.has('event_title'))) continue;
    const show = (value: unknown) =>
      key === 'total_amount_cents' && typeof value === 'number'
        ? formatMoney(value, currentLocale())
        : value === undefined || value === null
          ? '–'
          : String(value);
    const before = show(entry.before[key]);
    const after = show(entry.after[key]);
    if (before !== after) parts.push(`${t(SHOWN_FIELDS[key]!)} ${before} → ${after}`);
  }
  return parts.join(', ');
}

function when(value: unknown): string {
  try {
    return toDate(value as Date).toLocaleString(
      currentLocale() === 'en' ? 'en-GB' : currentLocale(),
      {
        dateStyle: 'medium',
        timeStyle: 'short',
      },
    );
  } catch {
    return '';
  }
}

/** The booking's audit trail, opened on demand (the listener starts with it). */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  return (
    <Disclosure>
      <DisclosureButton className="inline-flex min-h-6 items-center self-start text-sm font-semibold text-terracotta-700 underline underline-offset-2">
        {t(AUDIT_TITLE)}
      </DisclosureButton>
      <DisclosurePanel className="mt-2">
        <AuditList bookingId={bookingId} />
      </DisclosurePanel>
    </Disclosure>
  );
}

function AuditList({ bookingId }: { bookingId: string }) {
  const audit = useBookingAudit(bookingId);
  if (audit.status === 'loading') return <p className="text-sm text-ink-600">{t(LOADING)}</p>;
  if (audit.status === 'error') return <p className="text-sm text-red-700">{t(AUDIT_EMPTY)}</p>;
  if (audit.data.length === 0) return <p className="text-sm text-ink-600">{t(AUDIT_EMPTY)}</p>;
  return (
    <ol className="flex flex-col gap-2 text-sm" data-testid="booking-audit">
      {audit.data.map((entry) => (
        <li key={entry.id} className="rounded-xl bg-cream-50 p-2 ring-1 ring-ink-900/5">
          <p className="font-semibold text-ink-900">
            {t(AUDIT_ACTION_LABELS[entry.action])}
            {entry.refunded_cents > 0
              ? ` · ${t(auditRefundedLabel, formatMoney(entry.refunded_cents, currentLocale()))}`
              : ''}
          </p>
          <p className="text-ink-700">
            {when(entry.at)} · {entry.actor_name ?? t(AUDIT_BY_UNKNOWN)}
          </p>
          {changes(entry) ? <p className="text-ink-700">{changes(entry)}</p> : null}
          {entry.reason ? <p className="text-ink-600 italic">“{entry.reason}”</p> : null}
        </li>
      ))}
    </ol>
  );
}
