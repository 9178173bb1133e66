// events (spec §3). Prices: `price` in euros for display (as the spec has it) and `price_cents`,
// the integer amount the server charges, so money is never computed with floats.

import { z } from 'zod';
import {
  dateStringSchema,
  ID_MAX,
  NAME_MAX,
  nonNegativeInt,
  TEXT_MAX,
  timeStringSchema,
  urlSchema,
} from './common';

/** The plain field shape (pick/extend from this one; eventSchema adds cross-field checks). */
export const eventFieldsSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(10_000),
  style: z.string().max(NAME_MAX),
  event_date: dateStringSchema,
  event_time: timeStringSchema,
  location_name: z.string().max(TEXT_MAX),
  address: z.string().max(TEXT_MAX),
  city: z.string().max(NAME_MAX),
  country: z.string().max(NAME_MAX),
  spots_total: nonNegativeInt,
  spots_left: nonNegativeInt,
  price: z.number().nonnegative(),
  price_cents: nonNegativeInt,
  image_url: urlSchema.nullable(),
  host_name: z.string().max(NAME_MAX).nullable(),
  host_avatar: urlSchema.nullable(),
  host_rating: z.number().min(0).max(5).nullable(),
  /**
   * Seats taken off spots_left by checkouts still awaiting payment (server-maintained). They are
   * not people going until paid: a cancelled or expired checkout gives them back.
   */
  seats_held: nonNegativeInt.optional(),
  /** Partner venue hosting the event, when known (bookings inherit it). */
  venue_id: z.string().max(ID_MAX).nullable().optional(),
});

export const eventSchema = eventFieldsSchema
  .refine((event) => event.spots_left <= event.spots_total, {
    message: 'spots_left cannot exceed spots_total',
    path: ['spots_left'],
  })
  .refine((event) => Math.round(event.price * 100) === event.price_cents, {
    message: 'price and price_cents must agree',
    path: ['price_cents'],
  });
export type EventDoc = z.infer<typeof eventFieldsSchema>;
/** An event together with its Firestore document id. */
export type EventWithId = EventDoc & { id: string };
