// /partner (issue 22): venue selector when the partner has several venues, venue header,
// and the door screen of the venue (door-screen.tsx): pick the event, scan tickets or check people
// in by name. Everything is live, so every open door and admin screen follows check-ins.
import {
  ATTENDANCES_LOAD_FAILED,
  DOOR_LOADING_EVENTS,
  DOOR_LOADING_VENUES,
  DOOR_NO_EVENTS,
  DOOR_NO_VENUES,
  DOOR_VENUE_LABEL,
  VENUES_LOAD_FAILED,
} from '@brunchers/model';
import { useEffect, useState } from 'react';
import { t } from '../../lib/i18n';
import { useMember } from '../../lib/member-context';
import { RequireRole } from '../../lib/require-role';
import { EmptyState } from '../../ui/empty-state';
import { SelectField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { DoorScreen } from './door-screen';
import { useDoorEvents, usePartnerVenues } from './partner-data';
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
      notify.error(t(VENUES_LOAD_FAILED));
    }
  }, [venues]);

  if (venues.status === 'loading') return <Spinner label={t(DOOR_LOADING_VENUES)} />;
  if (venues.status === 'error') return <EmptyState title={t(VENUES_LOAD_FAILED)} />;
  if (venues.data.length === 0)
    return (
      <EmptyState title={t(DOOR_NO_VENUES).title} description={t(DOOR_NO_VENUES).description} />
    );
  const venue = venues.data.find((candidate) => candidate.id === chosen) ?? venues.data[0]!;

  return (
    <div className="flex flex-col gap-6">
      {venues.data.length > 1 ? (
        <SelectField
          label={t(DOOR_VENUE_LABEL)}
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
  const events = useDoorEvents(venueId);

  useEffect(() => {
    if (events.status === 'error') {
      console.warn('Events not loaded', events.error);
      notify.error(t(ATTENDANCES_LOAD_FAILED));
    }
  }, [events]);

  if (events.status === 'loading') return <Spinner label={t(DOOR_LOADING_EVENTS)} />;
  if (events.status === 'error') return <EmptyState title={t(ATTENDANCES_LOAD_FAILED)} />;
  if (events.data.length === 0) return <EmptyState title={t(DOOR_NO_EVENTS)} />;
  return <DoorScreen venueId={venueId} events={events.data} />;
}
