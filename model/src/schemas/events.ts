// events. Prices: `price` in euros for display (as the spec has it) and `price_cents`,
// the integer amount the server charges, so money is never computed with floats.

import { z } from 'zod';
import { EVENT_PRICE_MAX_EUROS, EVENT_PRICE_MIN_EUROS, EVENT_SPOTS_MAX } from '../constants';
import {
  dateStringSchema,
  ID_MAX,
  NAME_MAX,
  timestampLikeSchema,
  nonNegativeInt,
  TEXT_MAX,
  timeStringSchema,
  urlSchema,
} from './common';
import { priceTiersSchema } from './pricing';
import { hasContentText } from '../i18n/content-text';

/** The form's and the server's message when neither language has a title. */
export const EVENT_TITLE_REQUIRED = 'Give the event a title.';

/** The event form's other error texts (messages/validation.ts gives them to the catalogues). */
export const EVENT_FORM_ERRORS = {
  titleRequired: EVENT_TITLE_REQUIRED,
  placeRequired: 'Say where it happens.',
  cityRequired: 'Give the city.',
  seatsRequired: 'Give the number of seats.',
  seatsWhole: 'Seats are a whole number.',
  seatsMin: 'An event has at least one seat.',
  seatsMax: `At most ${EVENT_SPOTS_MAX} seats.`,
  priceRequired: 'Give a price in euros.',
  priceMin: `The price is at least €${EVENT_PRICE_MIN_EUROS.toFixed(2)}.`,
  priceMax: `At most €${EVENT_PRICE_MAX_EUROS}.`,
  wholeCents: 'Whole cents only.',
  nothingToChange: 'Nothing to change.',
} as const;

/**
 * An event's life: created as a draft (only admins see it), published (anyone sees and books it),
 * cancelled (still readable, so booked members can see what happened; nobody can book it).
 * A document without `status` is a draft: visibility fails closed (firestore.rules reads it so).
 */
/**
 * early_access (issue 39): published with a public-from time still ahead: members with early
 * access see and book it (from public_from less their plan's hours), everyone else from
 * public_from, when the server makes it published.
 */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'early_access'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** The statuses members and guests may read (firestore.rules keeps the same list). */
export const PUBLIC_EVENT_STATUSES = ['published', 'cancelled'] as const satisfies EventStatus[];

/** Accessibility details the organiser states for an event (shown on the event page). */
export const eventAccessibilitySchema = z.strictObject({
  step_free_access: z.boolean(),
  accessible_toilet: z.boolean(),
  quiet_area: z.boolean(),
  dietary_options: z.boolean(),
});
export type EventAccessibility = z.infer<typeof eventAccessibilitySchema>;

/**
 * An event's own policy settings (issue 39), numbers by setting. Their names and bounds are checked
 * by eventExtrasSchema (rules/event-extras.ts) where they are typed and saved (the event form,
 * createEvent, updateEvent); kept apart so every screen that reads events need not load them.
 */
const eventPolicyShape = z.record(z.string(), z.number());

/** The plain field shape (pick/extend from this one; eventSchema adds cross-field checks). */
export const eventFieldsSchema = z.object({
  /**
   * English (the spec's field); `title_pt` is the Portuguese (issue 37.3). One may be empty, not
   * both (eventSchema); read them with contentText(event, 'title', locale).
   */
  title: z.string().max(200),
  title_pt: z.string().max(200).optional(),
  description: z.string().max(10_000),
  description_pt: z.string().max(10_000).optional(),
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
   * The host picked from hosts/ (the three host_ fields above are the server's copy of that host:
   * name, photo and derived rating). Absent on events made before hosts were a list.
   */
  host_id: z.string().max(ID_MAX).nullable().optional(),
  /**
   * Seats taken off spots_left by checkouts still awaiting payment (server-maintained). They are
   * not people going until paid: a cancelled or expired checkout gives them back.
   */
  seats_held: nonNegativeInt.optional(),
  /** Partner venue hosting the event, when known (bookings inherit it). */
  venue_id: z.string().max(ID_MAX).nullable().optional(),
  /** Missing on documents made before statuses: read as a draft (see EVENT_STATUSES). */
  status: z.enum(EVENT_STATUSES).default('draft'),
  /** Absent when the organiser has not stated it (the page then shows nothing). */
  accessibility: eventAccessibilitySchema.optional(),
  /**
   * Issue 39, early access: when everyone may see and book the event (absent or null: from
   * publication). Before it the event is early_access: members only.
   */
  public_from: timestampLikeSchema.nullable().optional(),
  /**
   * Issue 39: this event's own refund window, hold or offer time (absent or null: the city's
   * defaults; null is what a callable sends for a form with none, and what clears them on an edit).
   */
  policy: eventPolicyShape.nullable().optional(),
  /** Ticket tiers besides the standard price (issue 39.4; server-written through setPriceTiers). */
  price_tiers: priceTiersSchema.nullable().optional(),
  /** Seats held or sold at the early-bird price (server-maintained with the holds). */
  early_bird_taken: nonNegativeInt.optional(),
});

export const eventSchema = eventFieldsSchema
  .refine((event) => hasContentText(event, 'title'), {
    message: EVENT_TITLE_REQUIRED,
    path: ['title'],
  })
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

// --- The organiser console's event callables (functions/src/organiser/events) ---

/**
 * What an organiser writes: every field of the spec's event except the server's (spots_left,
 * seats_held, price_cents, status, and the host_ fields copied from the chosen host). `price` is in euros; the server derives price_cents from it.
 */
export const eventInputSchema = z.strictObject({
  /** English and Portuguese: one may be left empty (eventInputCheckedSchema), not both. */
  title: z.string().trim().max(200),
  title_pt: z.string().trim().max(200).optional(),
  description: z.string().trim().max(10_000),
  description_pt: z.string().trim().max(10_000).optional(),
  style: z.string().trim().max(NAME_MAX),
  event_date: dateStringSchema,
  event_time: timeStringSchema,
  location_name: z.string().trim().min(1, EVENT_FORM_ERRORS.placeRequired).max(TEXT_MAX),
  address: z.string().trim().max(TEXT_MAX),
  city: z.string().trim().min(1, EVENT_FORM_ERRORS.cityRequired).max(NAME_MAX),
  country: z.string().trim().max(NAME_MAX),
  spots_total: z
    .number({ error: EVENT_FORM_ERRORS.seatsRequired })
    .int(EVENT_FORM_ERRORS.seatsWhole)
    .min(1, EVENT_FORM_ERRORS.seatsMin)
    .max(EVENT_SPOTS_MAX, EVENT_FORM_ERRORS.seatsMax),
  price: z
    .number({ error: EVENT_FORM_ERRORS.priceRequired })
    .min(EVENT_PRICE_MIN_EUROS, EVENT_FORM_ERRORS.priceMin)
    .max(EVENT_PRICE_MAX_EUROS, EVENT_FORM_ERRORS.priceMax)
    .refine(
      (euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6,
      EVENT_FORM_ERRORS.wholeCents,
    ),
  image_url: urlSchema.nullable(),
  /** A host from hosts/ (the server copies its name, photo and rating onto the event), or none. */
  host_id: z.string().max(ID_MAX).nullable(),
  venue_id: z.string().max(ID_MAX).nullable(),
  accessibility: eventAccessibilitySchema,
  /**
   * When the public may book (ISO time; null: at publication); members with early access earlier.
   * Checked by eventExtrasSchema (rules/event-extras.ts) where it is typed and saved.
   */
  public_from: z.string().max(40).nullable().optional(),
  /** Settings this event changes from the city's defaults (absent, null or empty: none). */
  policy: eventPolicyShape.nullable().optional(),
});
export type EventInput = z.infer<typeof eventInputSchema>;

/** A whole event as typed: a title in at least one language (the form and createEvent). */
export const eventInputCheckedSchema = eventInputSchema.refine(
  (input) => hasContentText(input, 'title'),
  // Checked alongside the other fields' messages, not only once they are right.
  { message: EVENT_TITLE_REQUIRED, path: ['title'], when: () => true },
);

const eventIdInput = z.strictObject({ eventId: z.string().min(1).max(ID_MAX) });

export const createEventInputSchema = z.strictObject({ event: eventInputCheckedSchema });
export type CreateEventInput = z.infer<typeof createEventInputSchema>;

/**
 * Only the fields given change; spots_total is checked against seats sold and held, and the
 * titles, merged with the stored ones, against both being empty (updateEvent).
 */
export const updateEventInputSchema = eventIdInput.extend({
  changes: eventInputSchema.partial().refine((changes) => Object.keys(changes).length > 0, {
    message: EVENT_FORM_ERRORS.nothingToChange,
  }),
});
export type UpdateEventInput = z.infer<typeof updateEventInputSchema>;

export const eventIdInputSchema = eventIdInput;
export type EventIdInput = z.infer<typeof eventIdInputSchema>;

export interface EventIdOutput {
  eventId: string;
}
export interface UpdateEventOutput {
  eventId: string;
  /** Booked members mailed about a date, time or place change (0 when none changed). */
  notified: number;
}
export interface SetEventStatusOutput {
  eventId: string;
  status: EventStatus;
}
export interface CancelEventOutput {
  eventId: string;
  /** Confirmed bookings refunded by this call (a re-run counts only what it finished). */
  refunded: number;
  /** Unpaid checkouts whose seats were released. */
  released: number;
  /** Waitlist entries closed. */
  waitlistCleared: number;
  /** True when every booking, hold and waitlist entry is done. */
  complete: boolean;
}
