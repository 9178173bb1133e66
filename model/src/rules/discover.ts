// Discover cards: which profiles are shown and the defaults for missing fields.

import { DISCOVER_DEFAULTS, DISCOVER_PROFILE_LIMIT } from '../constants';
import type { PublicProfileDoc } from '../schemas/profiles';

type DiscoverProfile = Pick<
  PublicProfileDoc,
  | 'display_name'
  | 'photo_url'
  | 'birth_year'
  | 'currently_living_in'
  | 'bio'
  | 'job_title'
  | 'interests'
> & { id: string };

export interface DiscoverCard {
  id: string;
  name: string;
  age: number;
  location: string;
  bio: string;
  job: string;
  distance: string;
  interests: string[];
  photos: string[];
}

const orDefault = (value: string | null | undefined, fallback: string) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
};

/** Age from the birth year in `now`'s UTC year, or 28 without one. */
export function ageFromBirthYear(birthYear: number | null | undefined, now: Date): number {
  return birthYear ? now.getUTCFullYear() - birthYear : DISCOVER_DEFAULTS.age;
}

/** The card shown for a profile; `extraPhotos` (the member's gallery) follow the profile photo. */
export function discoverCard(
  profile: DiscoverProfile,
  now: Date,
  extraPhotos: readonly string[] = [],
): DiscoverCard {
  const photos = [profile.photo_url, ...extraPhotos].filter((url): url is string => !!url);
  return {
    id: profile.id,
    name: orDefault(profile.display_name, DISCOVER_DEFAULTS.name),
    age: ageFromBirthYear(profile.birth_year, now),
    location: orDefault(profile.currently_living_in, DISCOVER_DEFAULTS.location),
    bio: orDefault(profile.bio, DISCOVER_DEFAULTS.bio),
    job: orDefault(profile.job_title, DISCOVER_DEFAULTS.job),
    distance: DISCOVER_DEFAULTS.distance,
    interests: [...(profile.interests ?? [])],
    photos: [...new Set(photos)],
  };
}

/**
 * Profiles eligible for discover: not the viewer, with a photo and a name, at most 20; never a
 * member blocked either way (`hidden`, the viewer's block list) nor a suspended one (issue 36 §4).
 */
export function discoverCandidates<
  P extends Pick<DiscoverProfile, 'id' | 'photo_url' | 'display_name'> & { suspended?: boolean },
>(
  profiles: readonly P[],
  viewerId: string,
  limit = DISCOVER_PROFILE_LIMIT,
  hidden: ReadonlySet<string> = new Set(),
): P[] {
  return profiles
    .filter(
      (profile) =>
        profile.id !== viewerId &&
        !!profile.photo_url &&
        !!profile.display_name &&
        profile.suspended !== true &&
        !hidden.has(profile.id),
    )
    .slice(0, limit);
}

/** The card after a like or pass: the next one, wrapping to the first at the end. */
export function nextCardIndex(index: number, total: number): number {
  return total <= 0 ? 0 : (index + 1) % total;
}
