import {
  ALL_CITIES,
  distinctCities,
  filterPlaces,
  PLACES_EMPTY,
  type PlaceView,
  PLACES_TITLE,
  PLACES_INTRO,
  SEARCH_PLACES,
  PLACES_SEARCH_PLACEHOLDER,
  CITY,
  PLACES_LOADING,
  PLACES_LOAD_FAILED,
  TRY_AGAIN_SOON,
} from '@brunchers/model';
import { useState } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { FormField, SelectField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { PlaceCard } from './place-card';
import { PlaceDetailsDialog } from './place-details-dialog';
import { usePlaces } from './place-data';
import { t } from '../../lib/i18n';

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
        <h1 className="text-4xl font-semibold">{t(PLACES_TITLE)}</h1>
        <p className="text-ink-700">{t(PLACES_INTRO)}</p>
      </header>
      <div role="search" className="mb-8 grid gap-4 sm:grid-cols-[1fr_16rem]">
        <FormField
          label={t(SEARCH_PLACES)}
          type="search"
          placeholder={t(PLACES_SEARCH_PLACEHOLDER)}
          value={search}
          onChange={(change) => setSearch(change.target.value)}
        />
        <SelectField
          label={t(CITY)}
          value={city}
          onChange={(change) => setCity(change.target.value)}
        >
          <option value="all">{t(ALL_CITIES)}</option>
          {distinctCities(all).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      {places.status === 'loading' ? (
        // At least a screen tall, so the footer does not jump up and back as the list arrives.
        <Spinner label={t(PLACES_LOADING)} className="min-h-dvh" />
      ) : places.status === 'error' ? (
        <EmptyState title={t(PLACES_LOAD_FAILED)} description={t(TRY_AGAIN_SOON)} />
      ) : visible.length === 0 ? (
        <EmptyState title={t(PLACES_EMPTY)} />
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
