// The event form's values are the text the organiser typed, kept as typed (nothing is lost on a
// bad input); they become an EventInput only through the model's eventInputSchema, whose
// messages are shown next to each field.
import {
  eventInputCheckedSchema,
  eventExtrasSchema,
  NO_ACCESSIBILITY_STATED,
  type EventAccessibility,
  type EventInput,
} from '@brunchers/model';
import { policyNumbers, policyText, type PolicyText } from '../../lib/policy-fields';
import { t } from '../../lib/i18n';

export interface EventFormValues {
  /** English and Portuguese (issue 37.3): one may be left empty. */
  title: string;
  title_pt: string;
  description: string;
  description_pt: string;
  style: string;
  event_date: string;
  event_time: string;
  location_name: string;
  address: string;
  city: string;
  country: string;
  spots_total: string;
  price: string;
  image_url: string;
  host_id: string;
  venue_id: string;
  accessibility: EventAccessibility;
  /** Early access (issue 39): when the public may book, as a datetime-local value; empty: none. */
  public_from: string;
  /** The event's own policy settings as typed; empty: the city's default (issue 39). */
  policy: PolicyText;
}

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  title_pt: '',
  description: '',
  description_pt: '',
  style: '',
  event_date: '',
  event_time: '11:00',
  location_name: '',
  address: '',
  city: 'Lisbon',
  country: 'Portugal',
  spots_total: '',
  price: '',
  image_url: '',
  host_id: '',
  venue_id: '',
  accessibility: NO_ACCESSIBILITY_STATED,
  public_from: '',
  policy: policyText(undefined),
};

export function formValuesOf(input: EventInput): EventFormValues {
  return {
    ...input,
    title_pt: input.title_pt ?? '',
    description_pt: input.description_pt ?? '',
    spots_total: String(input.spots_total),
    price: String(input.price),
    image_url: input.image_url ?? '',
    host_id: input.host_id ?? '',
    venue_id: input.venue_id ?? '',
    public_from: input.public_from ? localDateTime(input.public_from) : '',
    policy: policyText(input.policy ?? undefined),
  };
}

/** An ISO time as the browser's datetime-local value ('YYYY-MM-DDTHH:mm', local time). */
function localDateTime(iso: string): string {
  const moment = new Date(iso);
  return new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
}

/** A number field: empty stays undefined (the schema says it is required), text is not a number. */
const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.replace(',', '.'));
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A datetime-local value as an ISO time (null: none; kept as typed when unreadable). */
function isoOf(local: string): string | null {
  if (local.trim() === '') return null;
  const moment = new Date(local);
  return Number.isNaN(moment.getTime()) ? local : moment.toISOString();
}

function overridesOf(text: PolicyText) {
  const numbers = policyNumbers(text);
  return Object.keys(numbers).length > 0 ? numbers : undefined;
}

/** The values as an EventInput, or the first message per field. */
export function readEventForm(
  values: EventFormValues,
): { ok: true; input: EventInput } | { ok: false; errors: EventFormErrors } {
  const parsed = eventInputCheckedSchema.safeParse({
    ...values,
    spots_total: numberOf(values.spots_total),
    price: numberOf(values.price),
    image_url: orNull(values.image_url),
    host_id: orNull(values.host_id),
    venue_id: orNull(values.venue_id),
    // Only the settings typed; none at all: no policy field (the city's defaults).
    policy: overridesOf(values.policy),
    public_from: isoOf(values.public_from),
  });
  // The event's own policy within the console's bounds, a readable public-from time (issue 39).
  const extras = eventExtrasSchema.safeParse({
    policy: overridesOf(values.policy),
    public_from: isoOf(values.public_from),
  });
  if (parsed.success && extras.success) return { ok: true, input: parsed.data };
  const errors: EventFormErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof EventFormValues | undefined;
    if (field && !errors[field]) errors[field] = t(issue.message);
  }
  // Their own messages name the setting and its bounds.
  for (const issue of extras.error?.issues ?? []) {
    const field = issue.path[0] as 'policy' | 'public_from';
    errors[field] ??= t(issue.message);
  }
  return { ok: false, errors };
}

/** The fields that differ from the event as loaded (what updateEvent is sent). */
export function changedFields(before: EventInput, after: EventInput): Partial<EventInput> {
  const changes: Partial<EventInput> = {};
  for (const key of Object.keys(after) as (keyof EventInput)[]) {
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key]))
      (changes as Record<string, unknown>)[key] = after[key];
  }
  return changes;
}
