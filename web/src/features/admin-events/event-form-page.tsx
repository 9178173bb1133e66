// /admin/events/new and /admin/events/:id/edit: every field of the spec's event plus its
// accessibility details and a cover image uploaded to Storage with a progress bar. Field errors
// come from the model's schema and sit next to their field; what was typed stays as typed.
import {
  EARLY_ACCESS_SECTION,
  PUBLIC_FROM_HINT,
  PUBLIC_FROM_LABEL,
  ACCESSIBILITY_LABELS,
  contentText,
  coverFormatsHint,
  editEventTitle,
  EVENT_FORM,
  hostRatingLine,
  membersEmailedLabel,
  seatsTakenHint,
  EVENT_COVER_MAX_BYTES,
  RASTER_IMAGE_TYPES,
  eventInputOf,
  hostRating,
  refillFromVenue,
  validateEventCover,
  venueFactsOf,
  type EventAccessibility,
  type EventWithId,
  type HostWithId,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RequireRole } from '../../lib/require-role';
import { paths } from '../../lib/paths';
import { callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Card, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { FormField, inputClasses, SelectField } from '../../ui/form-field';
import { ProgressBar } from '../../ui/progress-bar';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { useHosts } from '../../lib/hosts';
import { useVenues } from '../../lib/venues';
import { HostPhoto } from './host-photo';
import { organiserCalls, uploadEventCover, useAdminEvent } from './admin-events-data';
import {
  changedFields,
  EMPTY_EVENT_FORM,
  formValuesOf,
  readEventForm,
  type EventFormErrors,
  type EventFormValues,
} from './event-form-values';

// The event's own policy (issue 39) with the city's defaults as placeholders, loaded on its own.
const EventPolicyFields = lazy(() =>
  import('./event-policy-fields').then((module) => ({ default: module.EventPolicyFields })),
);

export function Component() {
  return (
    <RequireRole role="admin">
      <EventFormPage />
    </RequireRole>
  );
}

function EventFormPage() {
  const { id } = useParams();
  const event = useAdminEvent(id ?? null);
  if (!id) return <EventForm event={null} />;
  if (event.status === 'loading') return <Spinner label={t(EVENT_FORM.loading)} />;
  if (event.status !== 'ready')
    return <EmptyState title={t(EVENT_FORM.notFound)} description={t(EVENT_FORM.notFoundHint)} />;
  return <EventForm key={event.data.id} event={event.data} />;
}

function EventForm({ event }: { event: EventWithId | null }) {
  const navigate = useNavigate();
  const venues = useVenues();
  const hosts = useHosts();
  const initial = event ? formValuesOf(eventInputOf(event)) : EMPTY_EVENT_FORM;
  const [values, setValues] = useState<EventFormValues>(initial);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [saving, setSaving] = useState(false);
  const f = t(EVENT_FORM);
  const cancelled = event?.status === 'cancelled';

  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const text = (key: Exclude<keyof EventFormValues, 'accessibility' | 'policy'>) => ({
    name: key,
    value: values[key],
    error: errors[key] === undefined ? undefined : t(errors[key]),
    onChange: (change: { target: { value: string } }) => set(key, change.target.value),
  });

  // Choosing a venue fills where and access from it; what the organiser typed stays.
  const chooseVenue = (venueId: string) => {
    const list = venues.status === 'ready' ? venues.data : [];
    const facts = (id: string) => {
      const venue = list.find((candidate) => candidate.id === id);
      return venue ? venueFactsOf(venue) : null;
    };
    setValues((current) => ({
      ...refillFromVenue(current, facts(current.venue_id) ?? EMPTY_EVENT_FORM, facts(venueId)),
      venue_id: venueId,
    }));
    setErrors((current) => ({
      ...current,
      venue_id: undefined,
      location_name: undefined,
      address: undefined,
      city: undefined,
    }));
  };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const read = readEventForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      notify.error({ title: f.checkTitle, description: f.checkDescription });
      return;
    }
    setSaving(true);
    const calls = organiserCalls();
    try {
      if (!event) {
        await calls.create({ event: read.input });
        notify.success({ title: f.draftSaved, description: f.draftSavedHint });
      } else {
        const changes = changedFields(eventInputOf(event), read.input);
        if (Object.keys(changes).length > 0) {
          const { notified } = await calls.update({ eventId: event.id, changes });
          notify.success({
            title: f.saved,
            description: notified > 0 ? t(membersEmailedLabel, notified) : undefined,
          });
        }
      }
      void navigate(paths.adminEvents);
    } catch (error) {
      notify.error({
        title: f.notSaved,
        description: t(callableErrorMessage(error, EVENT_FORM.notSavedHint)),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">
          {event ? t(editEventTitle, contentText(event, 'title', currentLocale())) : f.newEvent}
        </h1>
        <Link
          to={paths.adminEvents}
          className="text-sm font-semibold text-terracotta-700 underline"
        >
          {f.back}
        </Link>
      </div>
      {cancelled ? (
        <p role="status" className="rounded-2xl bg-butter-200 p-4 text-ink-900">
          {f.cancelledNotice}
        </p>
      ) : null}
      <fieldset disabled={cancelled || saving} className="flex flex-col gap-6">
        <Section title={f.brunch}>
          <p className="text-sm text-ink-600 sm:col-span-2">{f.languagesHint}</p>
          <FormField label={f.titlePortuguese} lang="pt-PT" maxLength={200} {...text('title_pt')} />
          <FormField label={f.titleEnglish} lang="en" maxLength={200} {...text('title')} />
          <TextArea
            label={f.descriptionPortuguese}
            lang="pt-PT"
            hint={f.descriptionHint}
            {...text('description_pt')}
          />
          <TextArea
            label={f.descriptionEnglish}
            lang="en"
            hint={f.descriptionHint}
            {...text('description')}
          />
          <FormField label={f.style} hint={f.styleHint} {...text('style')} />
        </Section>
        <Section title={f.whenWhere}>
          <FormField label={f.date} type="date" required {...text('event_date')} />
          <FormField label={f.time} type="time" required {...text('event_time')} />
          <SelectField
            label={f.partnerVenue}
            hint={f.partnerVenueHint}
            {...text('venue_id')}
            onChange={(change) => chooseVenue(change.target.value)}
          >
            <option value="">{f.noPartnerVenue}</option>
            {venues.status === 'ready'
              ? venues.data.map((venue) => (
                  <option key={venue.id} value={venue.id}>
                    {venue.name}
                  </option>
                ))
              : null}
          </SelectField>
          <FormField label={f.locationName} required {...text('location_name')} />
          <FormField label={f.address} {...text('address')} />
          <FormField label={f.city} required {...text('city')} />
          <FormField label={f.country} {...text('country')} />
        </Section>
        <Section title={f.seatsPrice}>
          <FormField
            label={f.seats}
            type="number"
            inputMode="numeric"
            min={1}
            required
            hint={event ? t(seatsTakenHint, event.spots_total - event.spots_left) : undefined}
            {...text('spots_total')}
          />
          <FormField
            label={f.price}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0.5}
            required
            hint={event ? f.newPriceHint : undefined}
            {...text('price')}
          />
        </Section>
        <Section title={f.cover}>
          <CoverUpload
            url={values.image_url}
            error={errors.image_url}
            onUploaded={(url) => set('image_url', url)}
          />
          <FormField label={f.coverUrl} type="url" {...text('image_url')} />
        </Section>
        <Section title={f.host}>
          <SelectField label={f.host} hint={f.hostHint} {...text('host_id')}>
            <option value="">{f.noHost}</option>
            {hosts.status === 'ready'
              ? hosts.data.map((host) => (
                  <option key={host.id} value={host.id}>
                    {host.name}
                  </option>
                ))
              : null}
          </SelectField>
          <ChosenHost
            host={
              hosts.status === 'ready'
                ? (hosts.data.find((host) => host.id === values.host_id) ?? null)
                : null
            }
          />
        </Section>
        <AccessibilityFields
          value={values.accessibility}
          onChange={(accessibility) => set('accessibility', accessibility)}
        />
        <Section title={t(EARLY_ACCESS_SECTION)}>
          <FormField
            label={t(PUBLIC_FROM_LABEL)}
            type="datetime-local"
            hint={t(PUBLIC_FROM_HINT)}
            {...text('public_from')}
          />
        </Section>
        <Suspense fallback={null}>
          <EventPolicyFields
            value={values.policy}
            error={errors.policy}
            onChange={(policy) => set('policy', policy)}
          />
        </Suspense>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving || cancelled}>
          {saving ? f.saving : event ? f.saveChanges : f.saveDraft}
        </Button>
        <Link to={paths.adminEvents} className="self-center text-sm font-semibold underline">
          {f.cancel}
        </Link>
      </div>
    </form>
  );
}

/** The picked host as the event page will show them: photo, name and rating if any. */
function ChosenHost({ host }: { host: HostWithId | null }) {
  if (!host) return null;
  const rating = hostRating(host.rating_sum, host.rating_count);
  return (
    <div className="flex items-center gap-3" data-testid="chosen-host">
      <HostPhoto url={host.photo_url} />
      <div>
        <p className="font-semibold">{host.name}</p>
        <p className="text-sm text-ink-600">
          {rating === null
            ? t(EVENT_FORM.noReviews)
            : t(
                hostRatingLine,
                rating.toLocaleString(currentLocale(), {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
              )}
        </p>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <CardTitle>{title}</CardTitle>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

function TextArea({
  label,
  lang,
  hint,
  error,
  name,
  value,
  onChange,
}: {
  label: string;
  /** The language the text is typed in (spell checking, screen readers). */
  lang?: string;
  hint?: string;
  error: string | undefined;
  name: string;
  value: string;
  onChange: (change: { target: { value: string } }) => void;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        lang={lang}
        value={value}
        maxLength={10_000}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={onChange}
        className={inputClasses}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AccessibilityFields({
  value,
  onChange,
}: {
  value: EventAccessibility;
  onChange: (value: EventAccessibility) => void;
}) {
  const features = Object.keys(ACCESSIBILITY_LABELS) as (keyof EventAccessibility)[];
  return (
    <Card className="p-6">
      <fieldset>
        <legend className="font-display text-xl font-semibold">
          {t(EVENT_FORM.accessibility)}
        </legend>
        <p className="mt-1 text-sm text-ink-600">{t(EVENT_FORM.accessibilityHint)}</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {features.map((feature) => (
            <label key={feature} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name={feature}
                checked={value[feature]}
                onChange={(change) => onChange({ ...value, [feature]: change.target.checked })}
                className="size-5 accent-terracotta-600"
              />
              {t(ACCESSIBILITY_LABELS[feature])}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}

function CoverUpload({
  url,
  error,
  onUploaded,
}: {
  url: string;
  error: string | undefined;
  onUploaded: (url: string) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refusal = validateEventCover(file);
    setProblem(refusal);
    if (refusal) return;
    setProgress(0);
    try {
      onUploaded(await uploadEventCover(file, setProgress));
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : EVENT_FORM.uploadFailed);
    } finally {
      setProgress(null);
    }
  };
  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {url ? (
        <img
          src={url}
          alt={t(EVENT_FORM.coverPreview)}
          className="aspect-[4/3] w-full max-w-sm rounded-2xl object-cover"
        />
      ) : null}
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {t(EVENT_FORM.uploadCover)}
      </label>
      <input
        id={id}
        type="file"
        accept={RASTER_IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={(change) => void choose(change.target.files?.[0])}
        className="text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-sage-700 file:px-4 file:font-semibold file:text-white"
      />
      <p id={`${id}-hint`} className="text-xs text-ink-600">
        {t(coverFormatsHint, EVENT_COVER_MAX_BYTES / 1024 / 1024)}
      </p>
      {progress !== null ? (
        <ProgressBar value={progress} label={t(EVENT_FORM.uploadingCover)} className="max-w-sm" />
      ) : null}
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-semibold text-red-700">
          {t(message)}
        </p>
      ) : null}
    </div>
  );
}
