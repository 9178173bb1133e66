import {
  ALL_CITIES,
  distinctCities,
  filterPlaces,
  PLACES_EMPTY,
  type PlaceView,
} from '@brunchers/model';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { FormField, SelectField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { PlaceCard } from './place-card';
import { PlaceDetailsDialog } from './place-details-dialog';
import { usePlaces } from './place-data';

/** /places — partner venues and favourite brunch spots, searchable and filterable by city. */
export function Component() {
  const places = usePlaces();
  const [search, setSearch] = useState('');
  const [city, setCity] = useState('all');
  const [selected, setSelected] = useState<PlaceView | null>(null);
  const all = places.status === 'ready' ? places.data : [];
  const visible = filterPlaces(all, search, city);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8 flex flex-col gap-2">
        <h1 className="text-4xl font-semibold">Places</h1>
        <p className="text-ink-700">Our partner venues and the brunch spots members love.</p>
      </header>
      <div role="search" className="mb-8 grid gap-4 sm:grid-cols-[1fr_16rem]">
        <FormField
          label="Search places"
          type="search"
          placeholder="Name or description"
          value={search}
          onChange={(change) => setSearch(change.target.value)}
        />
        <SelectField label="City" value={city} onChange={(change) => setCity(change.target.value)}>
          <option value="all">{ALL_CITIES}</option>
          {distinctCities(all).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      {places.status === 'loading' ? (
        // At least a screen tall, so the footer does not jump up and back as the list arrives.
        <Spinner label="Loading places..." className="min-h-dvh" />
      ) : places.status === 'error' ? (
        <EmptyState title="We couldn't load places" description="Please try again in a moment." />
      ) : visible.length === 0 ? (
        <EmptyState title={PLACES_EMPTY} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((place, index) => (
            <li key={place.id}>
              <PlaceCard place={place} first={index === 0} onOpen={() => setSelected(place)} />
            </li>
          ))}
        </ul>
      )}
      <PlaceDetailsDialog place={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
