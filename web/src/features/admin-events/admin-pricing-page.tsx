// /admin/pricing (issue 39.4): an event's ticket tiers (early bird by date and/or seats, member
// price) and the promotion codes (percent or amount off, limit, expiry, events), each created at
// Stripe by the server. Bounded reads: the latest events and the newest codes.
import {
  ADMIN_SECTIONS,
  createPromotionCodeInputSchema,
  formatEuros,
  PRICE_TIER_FIELDS,
  PRICE_TIERS_EVENT,
  PRICE_TIERS_PICK,
  PRICE_TIERS_SAVE,
  PRICE_TIERS_SAVED,
  PRICE_TIERS_TITLE,
  priceTiersSchema,
  PRICING_LOADING_CODES,
  PRICING_LOADING_EVENTS,
  PROMO_CODE_ACTIVATE,
  PROMO_CODE_ALL_EVENTS,
  PROMO_CODE_CREATE,
  PROMO_CODE_CREATED,
  PROMO_CODE_DEACTIVATE,
  PROMO_CODE_EVENTS,
  PROMO_CODE_EXPIRES,
  PROMO_CODE_FIELDS,
  PROMO_CODE_INACTIVE,
  PROMO_CODE_NEVER,
  PROMO_CODE_NO_LIMIT,
  PROMO_CODES_EMPTY,
  PROMO_CODES_TITLE,
  promoOffLabel,
  type EventWithId,
  contentText,
} from '@brunchers/model';
import { useState, type FormEvent } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField, SelectField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { useAdminEvents } from './admin-events-data';
import { centsOf, instantOf, localOf, usePromotionCodes } from './admin-pricing-data';
import { currentLocale, t } from '../../lib/i18n';

/** Events offered for tiers: the latest ones (bounded). */
const TIER_EVENTS = 50;

export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.pricing)}</h1>
      <TiersCard />
      <CodesCard />
    </div>
  );
}

function TiersCard() {
  const events = useAdminEvents(TIER_EVENTS);
  const [eventId, setEventId] = useState('');
  if (events.status === 'error') throw events.error;
  const list = events.status === 'ready' ? events.data : [];
  const event = list.find((candidate) => candidate.id === eventId) ?? null;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-xl font-semibold">{t(PRICE_TIERS_TITLE)}</h2>
      {events.status !== 'ready' ? (
        <Spinner label={t(PRICING_LOADING_EVENTS)} />
      ) : (
        <SelectField
          label={t(PRICE_TIERS_EVENT)}
          data-testid="tier-events"
          value={eventId}
          onChange={(change) => setEventId(change.target.value)}
        >
          <option value="">{t(PRICE_TIERS_PICK)}</option>
          {list.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {`${candidate.event_date} · ${contentText(candidate, 'title', currentLocale())} · ${formatEuros(candidate.price_cents)}`}
            </option>
          ))}
        </SelectField>
      )}
      {event ? <TiersForm key={event.id} event={event} /> : null}
    </Card>
  );
}

function TiersForm({ event }: { event: EventWithId }) {
  const tiers = event.price_tiers;
  const euros = (cents: number | undefined) =>
    cents === undefined ? '' : (cents / 100).toFixed(2);
  const [early, setEarly] = useState(Boolean(tiers?.early_bird));
  const [earlyPrice, setEarlyPrice] = useState(euros(tiers?.early_bird?.price_cents));
  const [endsAt, setEndsAt] = useState(localOf(tiers?.early_bird?.ends_at));
  const [seatCap, setSeatCap] = useState(String(tiers?.early_bird?.seat_cap ?? ''));
  const [member, setMember] = useState(Boolean(tiers?.member));
  const [memberPrice, setMemberPrice] = useState(euros(tiers?.member?.price_cents));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(formEvent: FormEvent) {
    formEvent.preventDefault();
    const parsed = priceTiersSchema.safeParse({
      early_bird: early
        ? {
            price_cents: centsOf(earlyPrice),
            ends_at: instantOf(endsAt),
            seat_cap: seatCap.trim() ? Number(seatCap) : null,
          }
        : null,
      member: member ? { price_cents: centsOf(memberPrice) } : null,
    });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'Check the tiers.'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await callable('setPriceTiers')({ eventId: event.id, tiers: parsed.data });
      notify.success(t(PRICE_TIERS_SAVED));
    } catch (failure) {
      setError(t(callableErrorMessage(failure, 'Could not save the tiers.')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      aria-label={t(PRICE_TIERS_TITLE)}
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={(formEvent) => void save(formEvent)}
      noValidate
    >
      <label className="flex items-center gap-2 font-semibold sm:col-span-3">
        <input type="checkbox" checked={early} onChange={() => setEarly(!early)} />
        {t(PRICE_TIER_FIELDS.earlyBird)}
      </label>
      {early ? (
        <>
          <FormField
            label={t(PRICE_TIER_FIELDS.earlyBirdPrice)}
            inputMode="decimal"
            value={earlyPrice}
            onChange={(change) => setEarlyPrice(change.target.value)}
          />
          <FormField
            label={t(PRICE_TIER_FIELDS.earlyBirdEndsAt)}
            type="datetime-local"
            value={endsAt}
            onChange={(change) => setEndsAt(change.target.value)}
          />
          <FormField
            label={t(PRICE_TIER_FIELDS.earlyBirdSeatCap)}
            inputMode="numeric"
            value={seatCap}
            onChange={(change) => setSeatCap(change.target.value)}
            hint={`${t(PRICE_TIER_FIELDS.taken)}: ${event.early_bird_taken ?? 0}`}
          />
        </>
      ) : null}
      <label className="flex items-center gap-2 font-semibold sm:col-span-3">
        <input type="checkbox" checked={member} onChange={() => setMember(!member)} />
        {t(PRICE_TIER_FIELDS.member)}
      </label>
      {member ? (
        <FormField
          label={t(PRICE_TIER_FIELDS.memberPrice)}
          inputMode="decimal"
          value={memberPrice}
          onChange={(change) => setMemberPrice(change.target.value)}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-3">
          {error}
        </p>
      ) : null}
      <div className="sm:col-span-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : t(PRICE_TIERS_SAVE)}
        </Button>
      </div>
    </form>
  );
}

function CodesCard() {
  const codes = usePromotionCodes();
  if (codes.status === 'error') throw codes.error;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-xl font-semibold">{t(PROMO_CODES_TITLE)}</h2>
      <CodeForm />
      {codes.status !== 'ready' ? (
        <Spinner label={t(PRICING_LOADING_CODES)} />
      ) : codes.data.length === 0 ? (
        <p className="py-4 text-center text-ink-600">{t(PROMO_CODES_EMPTY)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-900/10" aria-label={t(PROMO_CODES_TITLE)}>
          {codes.data.map((code) => (
            <li
              key={code.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              data-testid={`promo-${code.id}`}
            >
              <p className="font-mono font-semibold">
                {code.code}
                {code.active ? null : (
                  <span className="ml-2 font-sans text-sm font-normal text-ink-600">
                    ({t(PROMO_CODE_INACTIVE)})
                  </span>
                )}
              </p>
              <p>{promoOffLabel(code)}</p>
              <p className="text-sm text-ink-600">
                {`${t(PROMO_CODE_FIELDS.redeemed)}: ${code.times_redeemed} / ${code.max_redemptions ?? t(PROMO_CODE_NO_LIMIT)}`}
              </p>
              <p className="text-sm text-ink-600">
                {`${t(PROMO_CODE_EXPIRES)}: ${code.expires_at ? new Date(code.expires_at).toLocaleString() : t(PROMO_CODE_NEVER)}`}
              </p>
              <p className="text-sm text-ink-600">
                {`${t(PROMO_CODE_EVENTS)}: ${code.event_ids?.join(', ') ?? t(PROMO_CODE_ALL_EVENTS)}`}
              </p>
              <ActiveSwitch code={code.code} active={code.active} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Stops a code (new bookings refuse it; uses already held or paid stay), or restarts it. */
function ActiveSwitch({ code, active }: { code: string; active: boolean }) {
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      await callable('setPromotionCodeActive')({ code, active: !active });
    } catch (failure) {
      notify.error(t(callableErrorMessage(failure, 'Could not change the code.')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={`${active ? t(PROMO_CODE_DEACTIVATE) : t(PROMO_CODE_ACTIVATE)} ${code}`}
      onClick={() => void toggle()}
    >
      {active ? t(PROMO_CODE_DEACTIVATE) : t(PROMO_CODE_ACTIVATE)}
    </Button>
  );
}

function CodeForm() {
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [amount, setAmount] = useState('');
  const [max, setMax] = useState('');
  const [expires, setExpires] = useState('');
  const [events, setEvents] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(formEvent: FormEvent) {
    formEvent.preventDefault();
    const eventIds = events
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const parsed = createPromotionCodeInputSchema.safeParse({
      code,
      kind,
      percent_off: kind === 'percent' ? Number(amount) : null,
      amount_off_cents: kind === 'amount' ? centsOf(amount) : null,
      max_redemptions: max.trim() ? Number(max) : null,
      expires_at: instantOf(expires),
      event_ids: eventIds.length ? eventIds : null,
    });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'Check the code.'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await callable('createPromotionCode')(parsed.data);
      notify.success(t(PROMO_CODE_CREATED));
      // The live list shows the code before the call returns; what the admin typed since (the
      // next code) stays.
      const sent = (value: string) => (current: string) => (current === value ? '' : current);
      setCode(sent(code));
      setAmount(sent(amount));
      setMax(sent(max));
      setExpires(sent(expires));
      setEvents(sent(events));
    } catch (failure) {
      setError(t(callableErrorMessage(failure, 'Could not create the code.')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      aria-label={t(PROMO_CODE_CREATE)}
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={(formEvent) => void create(formEvent)}
      noValidate
    >
      <FormField
        label={t(PROMO_CODE_FIELDS.code)}
        value={code}
        autoCapitalize="characters"
        onChange={(change) => setCode(change.target.value)}
      />
      <SelectField
        label={t(PROMO_CODE_FIELDS.kind)}
        value={kind}
        onChange={(change) => setKind(change.target.value === 'amount' ? 'amount' : 'percent')}
      >
        <option value="percent">{t(PROMO_CODE_FIELDS.percent)}</option>
        <option value="amount">{t(PROMO_CODE_FIELDS.amount)}</option>
      </SelectField>
      <FormField
        label={kind === 'percent' ? t(PROMO_CODE_FIELDS.percent) : t(PROMO_CODE_FIELDS.amount)}
        inputMode="decimal"
        value={amount}
        onChange={(change) => setAmount(change.target.value)}
      />
      <FormField
        label={t(PROMO_CODE_FIELDS.maxRedemptions)}
        inputMode="numeric"
        value={max}
        onChange={(change) => setMax(change.target.value)}
      />
      <FormField
        label={t(PROMO_CODE_FIELDS.expiresAt)}
        type="datetime-local"
        value={expires}
        onChange={(change) => setExpires(change.target.value)}
      />
      <FormField
        label={t(PROMO_CODE_FIELDS.eventIds)}
        value={events}
        onChange={(change) => setEvents(change.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-3">
          {error}
        </p>
      ) : null}
      <div className="sm:col-span-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating...' : t(PROMO_CODE_CREATE)}
        </Button>
      </div>
    </form>
  );
}
