// /partner (§2, §4): venue selector when the partner has several venues, venue header, Total
// Bookings and Checked In, tabs Pending (n) and Checked In (n); a partner marks attendees present.
// Everything is live, so every open partner screen follows check-ins.
import {
  ATTENDANCES_LOAD_FAILED,
  ATTENDEE_MARKED_PRESENT,
  formatEventDate,
  guestCountLabel,
  MARK_ATTENDANCE_FAILED,
  PARTNER_STATS,
  PARTNER_TABS,
  toDate,
  toDateString,
  VENUES_LOAD_FAILED,
  type EventAttendanceWithId,
} from '@brunchers/model';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useMember } from '../../app/member-shell/member-context';
import { RequireRole } from '../../app/member-shell/require-role';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { SelectField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { notify } from '../../ui/toast';
import { markPresent, usePartnerVenues, useVenueAttendances } from './partner-data';

export function Component() {
  return (
    <RequireRole role="partner">
      <PartnerDashboard />
    </RequireRole>
  );
}

function PartnerDashboard() {
  const { uid } = useMember();
  const venues = usePartnerVenues(uid);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (venues.status === 'error') {
      console.warn('Venues not loaded', venues.error);
      notify.error(VENUES_LOAD_FAILED);
    }
  }, [venues]);

  if (venues.status === 'loading') return <Spinner label="Loading venues..." />;
  if (venues.status === 'error') return <EmptyState title={VENUES_LOAD_FAILED} />;
  if (venues.data.length === 0)
    return (
      <EmptyState title="No venues yet" description="Venues you partner with will appear here." />
    );
  const venue = venues.data.find((candidate) => candidate.id === chosen) ?? venues.data[0]!;

  return (
    <div className="flex flex-col gap-6">
      {venues.data.length > 1 ? (
        <SelectField
          label="Venue"
          value={venue.id}
          onChange={(event) => setChosen(event.target.value)}
          className="max-w-sm"
        >
          {venues.data.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <header>
        <h1 className="font-display text-3xl font-semibold">{venue.name}</h1>
        <p className="text-ink-600">
          {venue.city}, {venue.country}
        </p>
      </header>
      <VenueAttendances key={venue.id} venueId={venue.id} />
    </div>
  );
}

function VenueAttendances({ venueId }: { venueId: string }) {
  const db = useFirestore();
  const { uid } = useMember();
  const attendances = useVenueAttendances(venueId);
  const [marking, setMarking] = useState<string | null>(null);

  useEffect(() => {
    if (attendances.status === 'error') {
      console.warn('Attendances not loaded', attendances.error);
      notify.error(ATTENDANCES_LOAD_FAILED);
    }
  }, [attendances]);

  if (attendances.status === 'loading') return <Spinner label="Loading attendees..." />;
  if (attendances.status === 'error') return <EmptyState title={ATTENDANCES_LOAD_FAILED} />;
  const pending = attendances.data.filter((row) => !row.marked_present);
  const checkedIn = attendances.data.filter((row) => row.marked_present);

  async function mark(attendanceId: string) {
    setMarking(attendanceId);
    try {
      await markPresent(db, attendanceId, uid);
      notify.success(ATTENDEE_MARKED_PRESENT);
    } catch (error) {
      console.warn('Check-in failed', error);
      notify.error(MARK_ATTENDANCE_FAILED);
    } finally {
      setMarking(null);
    }
  }

  const list = (rows: EventAttendanceWithId[], canMark: boolean) =>
    rows.length === 0 ? (
      <p className="py-6 text-center text-ink-600">No attendees here.</p>
    ) : (
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <li
            key={row.id}
            className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-(--shadow-soft) ring-1 ring-ink-900/5"
          >
            <div className="flex-1">
              <p className="font-semibold">{row.attendee_name ?? 'Guest'}</p>
              <p className="text-sm text-ink-600">
                {guestCountLabel(row.guest_count)} · {row.event_title} · booked{' '}
                {formatEventDate(toDateString(toDate(row.booking_date)))}
              </p>
            </div>
            {canMark ? (
              <Button
                size="sm"
                disabled={marking === row.id}
                onClick={() => void mark(row.id)}
                aria-label={`Mark ${row.attendee_name ?? 'guest'} present`}
              >
                Mark Present
              </Button>
            ) : (
              <span className="text-sm font-semibold text-sage-700">Checked in</span>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <Card className="p-5">
          <p className="text-sm font-semibold text-ink-600">{PARTNER_STATS.totalBookings}</p>
          <p className="mt-1 text-3xl font-semibold" data-testid="partner-total">
            {attendances.data.length}
          </p>
        </Card>
        <Card className="p-5">
          <p className="text-sm font-semibold text-ink-600">{PARTNER_STATS.checkedIn}</p>
          <p className="mt-1 text-3xl font-semibold" data-testid="partner-checked-in">
            {checkedIn.length}
          </p>
        </Card>
      </div>
      <Tabs
        tabs={[
          { label: `${PARTNER_TABS.pending} (${pending.length})`, panel: list(pending, true) },
          {
            label: `${PARTNER_TABS.checkedIn} (${checkedIn.length})`,
            panel: list(checkedIn, false),
          },
        ]}
      />
    </>
  );
}
