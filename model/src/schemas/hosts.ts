// hosts/{auto}: the people who host brunches, picked in the event form (issue 39 item 2). Staff
// profiles, not members (no uid). The console writes them only through saveHost; the rating is
// derived from the reviews of the host's brunches (rating_sum / rating_count, server-kept).

import { z } from 'zod';
import { ID_MAX, NAME_MAX, nonNegativeInt, timestampLikeSchema, urlSchema } from './common';

export const HOST_BIO_MAX = 300;

/** The host form's error texts (messages/validation.ts gives them to the catalogues). */
export const HOST_FORM_ERRORS = {
  nameRequired: 'Give the host a name.',
  nameTooLong: 'The name is too long.',
  bioTooLong: `The bio may be at most ${HOST_BIO_MAX} characters.`,
} as const;

export const hostSchema = z.object({
  name: z.string().min(1).max(NAME_MAX),
  photo_url: urlSchema.nullable(),
  bio: z.string().max(HOST_BIO_MAX).nullable(),
  /** Sum and count of the ratings of reviews of this host's brunches (each review once). */
  rating_sum: nonNegativeInt,
  rating_count: nonNegativeInt,
  created_at: timestampLikeSchema,
  updated_at: timestampLikeSchema,
});
export type HostDoc = z.infer<typeof hostSchema>;
export type HostWithId = HostDoc & { id: string };

/** The console's host form (and saveHost's input): messages are the form's error texts. */
export const hostInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, HOST_FORM_ERRORS.nameRequired)
    .max(NAME_MAX, HOST_FORM_ERRORS.nameTooLong),
  photo_url: urlSchema.nullable(),
  bio: z.string().trim().max(HOST_BIO_MAX, HOST_FORM_ERRORS.bioTooLong).nullable(),
});
export type HostInput = z.infer<typeof hostInputSchema>;

/** saveHost: a new host (no hostId) or changes to one; upcoming events take the new name and photo. */
export const saveHostInputSchema = z.strictObject({
  hostId: z.string().min(1).max(ID_MAX).nullable(),
  host: hostInputSchema,
});
export type SaveHostInput = z.infer<typeof saveHostInputSchema>;
export interface SaveHostOutput {
  hostId: string;
}

/** hosts/{id}/rated_reviews/{reviewId}: the rating a review added (taken back if it goes). */
export const ratedReviewSchema = z.object({ rating: z.number().int() });

/** The host rating shown: the mean to one decimal, or null (no rating, never 0) without reviews. */
export function hostRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** What an event copies from its host (the spec's host_name, host_avatar, host_rating). */
export function hostCopyOf(
  host: Pick<HostDoc, 'name' | 'photo_url' | 'rating_sum' | 'rating_count'> | null,
) {
  return {
    host_name: host?.name ?? null,
    host_avatar: host?.photo_url ?? null,
    host_rating: host ? hostRating(host.rating_sum, host.rating_count) : null,
  };
}

/** How many upcoming events of a host one change refreshes (bounded; a host runs a few a month). */
export const HOST_UPCOMING_EVENTS_MAX = 100;
