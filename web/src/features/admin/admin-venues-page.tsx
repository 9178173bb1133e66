// /admin/venues: create and edit venues (name, street, postcode, city, country, table sizes, the
// access features the venue states) and assign a partner
// by e-mail: the e-mail is looked up in Auth (listUsers), the partner role granted through
// setUserRole (audited), then the venue written (admins write venues; firestore.rules).
import {
  ACCESSIBILITY_LABELS,
  ADMIN_SECTIONS,
  editNameLabel,
  EVENT_FORM,
  HOSTS_TEXTS,
  VENUES_TEXTS,
  COLLECTIONS,
  DEFAULT_TABLE_SIZES,
  NO_ACCESSIBILITY_STATED,
  parseTableSizes,
  venueFormSchema,
  venueSchema,
  venueStreetLine,
  type EventAccessibility,
  type VenueDoc,
  type VenueWithId,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { addDoc, collection, doc, setDoc } from 'firebase/firestore';
import { useState, type FormEvent } from 'react';
import { useFirestore } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { useVenues } from '../../lib/venues';
import { useUserEmails } from './user-emails';

export function Component() {
  const venues = useVenues();
  const [editing, setEditing] = useState<VenueWithId | 'new' | null>(null);
  const partnerIds =
    venues.status === 'ready'
      ? venues.data.flatMap((venue) => (venue.partner_user_id ? [venue.partner_user_id] : []))
      : [];
  const emailOf = useUserEmails(partnerIds);
  if (venues.status === 'error') throw venues.error;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.venues)}</h1>
        <Button size="sm" onClick={() => setEditing('new')}>
          {t(VENUES_TEXTS.newVenue)}
        </Button>
      </div>
      {editing ? (
        <VenueForm
          key={editing === 'new' ? 'new' : editing.id}
          venue={editing === 'new' ? null : editing}
          partnerEmail={
            editing !== 'new' && editing.partner_user_id ? emailOf(editing.partner_user_id) : ''
          }
          onDone={() => setEditing(null)}
        />
      ) : null}
      {venues.status !== 'ready' ? (
        <Spinner label={t(VENUES_TEXTS.loading)} />
      ) : venues.data.length === 0 ? (
        <p className="py-6 text-center text-ink-600">{t(VENUES_TEXTS.empty)}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {venues.data.map((venue) => (
            <li key={venue.id}>
              <Card className="flex flex-col gap-2 p-4" data-testid={`venue-${venue.id}`}>
                <p className="font-semibold">{venue.name}</p>
                <p className="text-sm text-ink-600">
                  {[venueStreetLine(venue), venue.city, venue.country].filter(Boolean).join(', ')}
                </p>
                {venue.address && venue.postcode ? null : (
                  <p className="text-sm font-medium text-terracotta-700">
                    {t(VENUES_TEXTS.noAddress)}
                  </p>
                )}
                <p className="text-sm break-all text-ink-600">
                  {t(VENUES_TEXTS.partner)}:{' '}
                  {venue.partner_user_id ? emailOf(venue.partner_user_id) : t(VENUES_TEXTS.none)}
                </p>
                <p className="text-sm text-ink-600">
                  {t(VENUES_TEXTS.tables)}: {(venue.table_sizes ?? DEFAULT_TABLE_SIZES).join(', ')}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  aria-label={t(editNameLabel, venue.name)}
                  onClick={() => setEditing(venue)}
                >
                  {t(HOSTS_TEXTS.edit)}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VenueForm({
  venue,
  partnerEmail,
  onDone,
}: {
  venue: VenueWithId | null;
  partnerEmail: string;
  onDone: () => void;
}) {
  const db = useFirestore();
  const [name, setName] = useState(venue?.name ?? '');
  const [street, setStreet] = useState(venue?.address ?? '');
  const [postcode, setPostcode] = useState(venue?.postcode ?? '');
  const [city, setCity] = useState(venue?.city ?? '');
  const [country, setCountry] = useState(venue?.country ?? '');
  const [tables, setTables] = useState((venue?.table_sizes ?? DEFAULT_TABLE_SIZES).join(', '));
  const [partner, setPartner] = useState(partnerEmail);
  const [access, setAccess] = useState<EventAccessibility>(
    venue?.accessibility ?? NO_ACCESSIBILITY_STATED,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function partnerUid(): Promise<string | null | undefined> {
    const email = partner.trim();
    if (!email) return null;
    const found = await callable('listUsers')({ email });
    const user = found.users[0];
    if (!user) return undefined;
    await callable('setUserRole')({ uid: user.id, role: 'partner', granted: true });
    return user.id;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const sizes = parseTableSizes(tables);
    const fields = venueFormSchema.safeParse({
      name,
      address: street,
      postcode,
      city,
      country,
      accessibility: access,
    });
    const next: Record<string, string> = {};
    if (!fields.success)
      for (const issue of fields.error.issues) {
        const key = String(issue.path[0]);
        next[key] ??= t(issue.message);
      }
    if (!sizes.ok) next.tables = sizes.error;
    setErrors(next);
    if (!sizes.ok || !fields.success || Object.keys(next).length) return;
    setBusy(true);
    try {
      const uid = await partnerUid();
      if (uid === undefined) {
        setErrors({ partner: VENUES_TEXTS.noSuchMember });
        return;
      }
      const data: VenueDoc = venueSchema.parse({
        ...fields.data,
        partner_user_id: uid,
        table_sizes: sizes.sizes,
      });
      if (venue) await setDoc(doc(db, COLLECTIONS.venues, venue.id), data);
      else await addDoc(collection(db, COLLECTIONS.venues), data);
      notify.success(t(venue ? VENUES_TEXTS.saved : VENUES_TEXTS.created));
      onDone();
    } catch (error) {
      console.warn('Saving the venue failed', error);
      notify.error(t(callableErrorMessage(error, VENUES_TEXTS.saveFailed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-5">
      <form
        aria-label={venue ? t(editNameLabel, venue.name) : t(VENUES_TEXTS.newVenue)}
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => void save(event)}
        noValidate
      >
        <h2 className="text-xl font-semibold sm:col-span-2">
          {venue ? t(editNameLabel, venue.name) : t(VENUES_TEXTS.newVenue)}
        </h2>
        <FormField
          label={t(VENUES_TEXTS.name)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name ? t(errors.name) : undefined}
          required
        />
        <FormField
          label={t(VENUES_TEXTS.street)}
          hint={t(VENUES_TEXTS.streetHint)}
          autoComplete="street-address"
          value={street}
          onChange={(event) => setStreet(event.target.value)}
          error={errors.address ? t(errors.address) : undefined}
          required
        />
        <FormField
          label={t(VENUES_TEXTS.postcode)}
          hint={t(VENUES_TEXTS.postcodeHint)}
          autoComplete="postal-code"
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          error={errors.postcode ? t(errors.postcode) : undefined}
          required
        />
        <FormField
          label={t(VENUES_TEXTS.city)}
          autoComplete="address-level2"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          error={errors.city ? t(errors.city) : undefined}
          required
        />
        <FormField
          label={t(VENUES_TEXTS.country)}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          error={errors.country ? t(errors.country) : undefined}
        />
        <FormField
          label={t(VENUES_TEXTS.tableSizes)}
          hint={t(VENUES_TEXTS.tableSizesHint)}
          value={tables}
          onChange={(event) => setTables(event.target.value)}
          error={errors.tables ? t(errors.tables) : undefined}
        />
        <FormField
          label={t(VENUES_TEXTS.partnerEmail)}
          type="email"
          hint={t(VENUES_TEXTS.partnerEmailHint)}
          value={partner}
          onChange={(event) => setPartner(event.target.value)}
          error={errors.partner ? t(errors.partner) : undefined}
          className="sm:col-span-2"
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-ink-900">{t(VENUES_TEXTS.access)}</legend>
          <p className="text-xs text-ink-600">{t(VENUES_TEXTS.accessHint)}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(Object.keys(ACCESSIBILITY_LABELS) as (keyof EventAccessibility)[]).map((feature) => (
              <label key={feature} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name={feature}
                  checked={access[feature]}
                  onChange={(change) => setAccess({ ...access, [feature]: change.target.checked })}
                  className="size-5 accent-terracotta-600"
                />
                {t(ACCESSIBILITY_LABELS[feature])}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? t(EVENT_FORM.saving) : t(VENUES_TEXTS.save)}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t(EVENT_FORM.cancel)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
