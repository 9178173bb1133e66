// Places: defaults for missing spot fields and the list filters.

import { PLACE_DEFAULTS } from '../constants';
import type { BrunchSpotDoc } from '../schemas/content';

export interface PlaceView {
  id: string;
  name: string;
  city: string;
  description: string;
  rating: number;
  review_count: number;
  is_partner: boolean;
  image: string;
  price_range: string;
  address: string | null;
  website: string | null;
  phone_number: string | null;
  cuisine_type: string | null;
  instagram: string | null;
}

const present = (value: string | null | undefined) => (value && value.trim() ? value : null);

/** A spot with the spec's defaults: city Unknown, rating 4.5, 0 reviews, €€, placeholder image. */
export function placeView(spot: BrunchSpotDoc & { id: string }): PlaceView {
  return {
    id: spot.id,
    name: spot.name,
    city: present(spot.city) ?? PLACE_DEFAULTS.city,
    description: spot.description ?? '',
    rating: spot.rating ?? PLACE_DEFAULTS.rating,
    review_count: spot.review_count ?? PLACE_DEFAULTS.review_count,
    is_partner: spot.is_partner ?? false,
    image: present(spot.logo_image) ?? PLACE_DEFAULTS.image,
    price_range: spot.price_range ?? PLACE_DEFAULTS.price_range,
    address: present(spot.address),
    website: present(spot.website),
    phone_number: present(spot.phone_number),
    cuisine_type: present(spot.cuisine_type),
    instagram: present(spot.instagram),
  };
}

/** The distinct cities for the city filter, sorted. */
export function distinctCities(places: readonly { city: string }[]): string[] {
  return [...new Set(places.map((place) => place.city))].sort((a, b) => a.localeCompare(b));
}

/** Search over name or description (case-insensitive) and a city ('all' for All Cities). */
export function filterPlaces<P extends { name: string; description: string; city: string }>(
  places: readonly P[],
  search: string,
  city: string | 'all',
): P[] {
  const needle = search.trim().toLowerCase();
  return places.filter(
    (place) =>
      (city === 'all' || place.city === city) &&
      (needle === '' ||
        place.name.toLowerCase().includes(needle) ||
        place.description.toLowerCase().includes(needle)),
  );
}

/** The maps search link for an address. */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
