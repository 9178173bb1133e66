// /admin/venues: create and edit venues (name, street, postcode, city, country, table sizes, the
// access features the venue states) and assign a partner
// by e-mail: the e-mail is looked up in Auth (listUsers), the partner role granted through
// setUserRole (audited), then the venue written (admins write venues; firestore.rules).
import {
  ACCESSIBILITY_LABELS,
  ADMIN_SECTIONS,
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
import { addDoc, collection, doc, setDoc } from 'firebase/firestore';
import { useState, type FormEvent } from 'react';
import { useFirestore, useFunctions } from 'reactfire';
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
        <h1 className="font-display text-3xl font-semibold">{ADMIN_SECTIONS.venues}</h1>
        <Button size="sm" onClick={() => setEditing('new')}>
          New venue
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
        <Spinner label="Loading venues..." />
      ) : venues.data.length === 0 ? (
        <p className="py-6 text-center text-ink-600">No venues yet.</p>
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
                    No full address yet: tickets of parties placed here show no street.
                  </p>
                )}
                <p className="text-sm break-all text-ink-600">
                  Partner: {venue.partner_user_id ? emailOf(venue.partner_user_id) : 'none'}
                </p>
                <p className="text-sm text-ink-600">
                  Tables: {(venue.table_sizes ?? DEFAULT_TABLE_SIZES).join(', ')}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  aria-label={`Edit ${venue.name}`}
                  onClick={() => setEditing(venue)}
                >
                  Edit
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
  const functions = useFunctions();
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
    const found = await callable(functions, 'listUsers')({ email });
    const user = found.users[0];
    if (!user) return undefined;
    await callable(functions, 'setUserRole')({ uid: user.id, role: 'partner', granted: true });
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
        next[key] ??= issue.message;
      }
    if (!sizes.ok) next.tables = sizes.error;
    setErrors(next);
    if (!sizes.ok || !fields.success || Object.keys(next).length) return;
    setBusy(true);
    try {
      const uid = await partnerUid();
      if (uid === undefined) {
        setErrors({ partner: 'No member has this e-mail.' });
        return;
      }
      const data: VenueDoc = venueSchema.parse({
        ...fields.data,
        partner_user_id: uid,
        table_sizes: sizes.sizes,
      });
      if (venue) await setDoc(doc(db, COLLECTIONS.venues, venue.id), data);
      else await addDoc(collection(db, COLLECTIONS.venues), data);
      notify.success(venue ? 'Venue saved.' : 'Venue created.');
      onDone();
    } catch (error) {
      console.warn('Saving the venue failed', error);
      notify.error(callableErrorMessage(error, 'Could not save the venue.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-5">
      <form
        aria-label={venue ? `Edit ${venue.name}` : 'New venue'}
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => void save(event)}
        noValidate
      >
        <h2 className="text-xl font-semibold sm:col-span-2">
          {venue ? `Edit ${venue.name}` : 'New venue'}
        </h2>
        <FormField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          required
        />
        <FormField
          label="Street and number"
          hint="Shown on the tickets and mails of the parties placed here."
          autoComplete="street-address"
          value={street}
          onChange={(event) => setStreet(event.target.value)}
          error={errors.address}
          required
        />
        <FormField
          label="Postcode"
          hint="e.g. 1200-109"
          autoComplete="postal-code"
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          error={errors.postcode}
          required
        />
        <FormField
          label="City"
          autoComplete="address-level2"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          error={errors.city}
          required
        />
        <FormField
          label="Country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          error={errors.country}
        />
        <FormField
          label="Table sizes"
          hint="Seats per table, e.g. 6, 6, 8"
          value={tables}
          onChange={(event) => setTables(event.target.value)}
          error={errors.tables}
        />
        <FormField
          label="Partner e-mail"
          type="email"
          hint="Leave empty for no partner; the member becomes a partner."
          value={partner}
          onChange={(event) => setPartner(event.target.value)}
          error={errors.partner}
          className="sm:col-span-2"
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-ink-900">Access the venue offers</legend>
          <p className="text-xs text-ink-600">
            Tick only what you know it has: event pages list these and nothing else.
          </p>
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
                {ACCESSIBILITY_LABELS[feature]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save venue'}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
