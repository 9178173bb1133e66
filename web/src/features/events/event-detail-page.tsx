import {
  earlyAccessNotice,
  formatEventDateTime,
  toDate,
  REFUND_POLICY_HEADING,
  ACCESSIBILITY_LABELS,
  ACCESSIBILITY_TITLE,
  attendees,
  BACK_LINK,
  BACK_TO_EVENTS,
  BOOK_EVENT,
  BOOKING_LANDMARK,
  DEFAULT_HOST_NAME,
  DETAIL_ADDRESS,
  DETAIL_DATE,
  DETAIL_PEOPLE_GOING,
  DETAIL_SPOTS,
  DETAIL_TIME,
  DETAIL_VENUE,
  EVENT_DETAILS_TITLE,
  EVENT_INFO,
  EVENT_INFO_TITLE,
  EVENT_LOAD_FAILED,
  HOSTED_BY,
  hostRatingLabel,
  PER_PERSON,
  spotsOf,
  CANCELLED_BOOKING_PARAM,
  CHECKOUT_CANCELLED,
  contentText,
  descriptionParagraphs,
  EVENT_CANCELLED_NOTICE,
  EVENT_LOADING,
  EVENT_NOT_FOUND,
  EVENT_NOT_ON_SALE,
  EVENT_STATUS_LABELS,
  EVENT_SOLD_OUT,
  eventInfoVariant,
  formatEventDate,
  formatEventTime,
  EVENT_TAKEN_PLACE,
  hasTakenPlace,
  JOIN_WAITLIST,
  NOT_CHARGED_YET,
  type EventAccessibility,
  type EventWithId,
} from '@brunchers/model';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { currentLocale, t } from '../../lib/i18n';
import { eventsSectionPath } from '../../lib/paths';
import { Badge } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import { Card, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { BookingDialog } from '../booking/lazy-booking-dialog';
import {
  loadDefaultNeeds,
  requestCheckout,
  requestCodeCheck,
  requestMemberStatus,
  saveBookingNeeds,
  useBookingAccess,
} from '../booking/booking-access';
import { useEvent } from '../../lib/event-data';
import { eventImage } from '../../ui/event-image';
import { EventPrice } from '../../ui/event-price';
import { RefundPolicyNote } from '../booking/refund-policy-note';

// The waitlist arrives with Firestore, once the page is up (a sold-out event, or a member who may
// be waiting or have seats offered).
const WaitlistPanel = lazy(() => import('../waitlist/waitlist-panel'));
// A past event's "has taken place" card with its next dates (Firestore, once the page is up).
const PastEventPanel = lazy(() => import('./past-event-panel'));
const JoinWaitlistDialog = lazy(() =>
  import('../waitlist/join-waitlist-dialog').then((m) => ({ default: m.JoinWaitlistDialog })),
);

/**
 * Stripe's Cancel comes back to /event/{id}?cancelled_booking={bookingId}: cancel that checkout at
 * once (seats back for everyone watching), then drop the parameter so a reload does not repeat it.
 */
function useCancelReturnedCheckout(): void {
  const [params, setParams] = useSearchParams();
  const bookingId = params.get(CANCELLED_BOOKING_PARAM);
  useEffect(() => {
    if (!bookingId) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CANCELLED_BOOKING_PARAM);
        return next;
      },
      { replace: true },
    );
    import('../booking/cancel-checkout')
      .then(({ cancelCheckout }) => cancelCheckout(bookingId))
      .then(
        ({ status }) => {
          if (status === 'cancelled') notify.info(t(CHECKOUT_CANCELLED));
        },
        // Not cancelled now (e.g. offline): the hold still ends with the session.
        (error: unknown) => console.warn('Could not cancel the checkout', error),
      );
  }, [bookingId, setParams]);
}

/** /event/:id — the event, live, with the booking card and dialog. */
export function Component() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  useCancelReturnedCheckout();
  // A screen tall, so the footer stays below the fold until the event arrives (no layout shift).
  if (event.status === 'loading') return <Spinner label={t(EVENT_LOADING)} className="min-h-dvh" />;
  if (event.status === 'ready') return <EventDetail event={event.data} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-24">
      <EmptyState
        title={t(EVENT_NOT_FOUND)}
        titleAs="h1"
        description={event.status === 'error' ? t(EVENT_LOAD_FAILED) : undefined}
        action={<ButtonLink to={eventsSectionPath}>{t(BACK_TO_EVENTS)}</ButtonLink>}
      />
    </div>
  );
}

function EventDetail({ event }: { event: EventWithId }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [imageFailed, setImageFailed] = useState(false);
  const infoVariant = eventInfoVariant(contentText(event, 'title', 'en'));
  // The page's language, else the other one (issue 37.3).
  const title = contentText(event, 'title', currentLocale());
  const description = contentText(event, 'description', currentLocale());
  // A brunch whose day is over sells nothing: no booking, no waitlist (hasTakenPlace in the model).
  const past = event.status !== 'cancelled' && hasTakenPlace(event, new Date());
  // Back returns to the previous page of the app; opened directly (a shared link, a new tab), there
  // is none ('default' key), so it goes to the landing page's events.
  const back = () => (location.key === 'default' ? navigate(eventsSectionPath) : navigate(-1));
  return (
    <article className="mx-auto max-w-6xl px-4 pt-4 pb-10 sm:px-6 lg:pb-12">
      <Button variant="ghost" size="sm" onClick={back} className="-ml-2">
        <span aria-hidden="true">←</span> {t(BACK_LINK)}
      </Button>
      {/* One grid: on phones everything stacks (and the booking bar sticks to the bottom of all of
          it); from md the 4:3 picture shows whole beside the title and description; from lg the
          booking card sits beside the detail cards. */}
      <div className="mt-3 grid gap-6 md:grid-cols-12 md:gap-x-8 md:gap-y-10">
        <div className="overflow-hidden rounded-(--radius-card) bg-cream-200 md:col-span-7 lg:col-span-8">
          {imageFailed ? (
            <div className="aspect-[4/3]" />
          ) : (
            <img
              src={eventImage(event)}
              alt={title}
              onError={() => setImageFailed(true)}
              className="aspect-[4/3] w-full object-cover"
            />
          )}
        </div>
        <div className="flex flex-col gap-6 md:col-span-5 md:self-center lg:col-span-4">
          <header className="flex flex-col gap-3">
            <Badge tone="butter" className="self-start">
              {event.style}
            </Badge>
            <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
          </header>
          <div className="flex flex-col gap-4 text-base leading-relaxed text-ink-700">
            {descriptionParagraphs(description).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-6 md:col-span-12 lg:col-span-8">
          {past ? (
            <Suspense fallback={null}>
              <PastEventPanel event={event} />
            </Suspense>
          ) : (
            <EventWaitlist event={event} />
          )}
          {event.status === 'cancelled' ? (
            <Card tone="butter" className="p-6" role="status">
              <CardTitle>{t(EVENT_STATUS_LABELS.cancelled)}</CardTitle>
              <p className="mt-2 text-ink-700">{t(EVENT_CANCELLED_NOTICE)}</p>
            </Card>
          ) : null}
          <EventDetailsCard event={event} />
          {event.accessibility ? <AccessibilityCard accessibility={event.accessibility} /> : null}
          {infoVariant ? <EventInfoCard variant={infoVariant} /> : null}
          <HostedByCard event={event} />
          {event.status === 'cancelled' || past ? null : (
            <Card className="p-6">
              <CardTitle>{t(REFUND_POLICY_HEADING)}</CardTitle>
              <RefundPolicyNote event={event} className="mt-2" />
            </Card>
          )}
        </div>
        <BookingCard event={event} past={past} />
      </div>
    </article>
  );
}

/** The waitlist card or offer banner, for a sold-out event or a signed-in member. */
function EventWaitlist({ event }: { event: EventWithId }) {
  const signIn = useBookingAccess();
  if (event.status === 'cancelled') return null;
  if (event.spots_left > 0 && !signIn.signedIn) return null;
  return (
    <Suspense fallback={null}>
      <WaitlistPanel event={event} />
    </Suspense>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-4">
      <dt className="shrink-0 text-sm font-semibold text-ink-600 sm:w-44">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

function EventDetailsCard({ event }: { event: EventWithId }) {
  return (
    <Card className="p-6">
      <CardTitle>{t(EVENT_DETAILS_TITLE)}</CardTitle>
      <dl className="mt-4 flex flex-col gap-3">
        <DetailRow label={t(DETAIL_DATE)}>
          {formatEventDate(event.event_date, currentLocale())}
        </DetailRow>
        <DetailRow label={t(DETAIL_TIME)}>{formatEventTime(event.event_time)}</DetailRow>
        <DetailRow label={t(DETAIL_VENUE)}>{event.location_name}</DetailRow>
        <DetailRow label={t(DETAIL_ADDRESS)}>
          {event.address.trim() ? (
            <>
              {event.address}
              <br />
            </>
          ) : null}
          {[event.city, event.country].filter((part) => part.trim()).join(', ')}
        </DetailRow>
        <DetailRow label={t(DETAIL_SPOTS)}>
          <span data-testid="spots-available">
            {t(spotsOf, event.spots_left, event.spots_total)}
          </span>
        </DetailRow>
        <DetailRow label={t(DETAIL_PEOPLE_GOING)}>
          <span data-testid="people-going">{attendees(event)}</span>
        </DetailRow>
      </dl>
    </Card>
  );
}

/** The access features stated as available; unknown ones are not listed (no card when none). */
function AccessibilityCard({ accessibility }: { accessibility: EventAccessibility }) {
  const features = (Object.keys(t(ACCESSIBILITY_LABELS)) as (keyof EventAccessibility)[]).filter(
    (feature) => accessibility[feature],
  );
  if (features.length === 0) return null;
  return (
    <Card className="p-6">
      <CardTitle>{t(ACCESSIBILITY_TITLE)}</CardTitle>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label={t(ACCESSIBILITY_TITLE)}>
        {features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-flex size-6 items-center justify-center rounded-full bg-sage-700 text-sm text-white"
            >
              ✓
            </span>
            <span className="text-ink-900">{t(ACCESSIBILITY_LABELS[feature])}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function EventInfoCard({ variant }: { variant: keyof typeof EVENT_INFO }) {
  return (
    <Card tone="sage" className="p-6">
      <CardTitle>{t(EVENT_INFO_TITLE)}</CardTitle>
      <dl className="mt-4 flex flex-col gap-3">
        {t(EVENT_INFO[variant]).map((item) => (
          <DetailRow key={item.label} label={item.label}>
            {item.text}
          </DetailRow>
        ))}
      </dl>
    </Card>
  );
}

function HostedByCard({ event }: { event: EventWithId }) {
  const hostName = event.host_name ?? t(DEFAULT_HOST_NAME);
  return (
    <Card className="flex items-center gap-4 p-6">
      {event.host_avatar ? (
        <img src={event.host_avatar} alt="" className="size-14 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-14 items-center justify-center rounded-full bg-terracotta-600 text-lg font-semibold text-white"
        >
          {hostName.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="flex-1">
        <h2 className="text-sm font-semibold text-ink-600">{t(HOSTED_BY)}</h2>
        <p className="font-display text-lg font-semibold">{hostName}</p>
        {event.host_rating !== null ? (
          <p className="text-sm text-ink-700">
            <span aria-hidden="true" className="text-butter-400">
              ★
            </span>{' '}
            {t(
              hostRatingLabel,
              event.host_rating.toLocaleString(currentLocale(), {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
            )}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * Whether the signed-in visitor pays the event's member price: asked (checkSubscription) only
 * when the event has one, so the card shows what they would pay.
 */
function useMemberPrice(event: EventWithId, signedIn: boolean): boolean {
  const [member, setMember] = useState(false);
  const memberTier = Boolean(event.price_tiers?.member);
  useEffect(() => {
    if (!signedIn || !memberTier) return;
    let live = true;
    requestMemberStatus().then(
      (isMember) => live && setMember(isMember),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn, memberTier]);
  return signedIn && memberTier && member;
}

function BookingCard({ event, past }: { event: EventWithId; past: boolean }) {
  const [open, setOpen] = useState(false);
  const [joining, setJoining] = useState(false);
  const signIn = useBookingAccess();
  const cancelled = event.status === 'cancelled';
  const soldOut = event.spots_left === 0;
  const signedIn = signIn.signedIn;
  const member = useMemberPrice(event, signedIn);
  return (
    // Sticky at the bottom of the screen on phones (until the page content ends), beside the
    // content on wide screens.
    <aside
      aria-label={t(BOOKING_LANDMARK)}
      className="sticky bottom-0 z-30 -mx-4 sm:-mx-6 md:col-span-12 lg:top-24 lg:bottom-auto lg:col-span-4 lg:mx-0 lg:self-start"
    >
      {/* A Card on wide screens; a full-width bar (no rounded corners) on phones. */}
      <div className="flex items-center gap-4 bg-white p-4 shadow-(--shadow-soft) ring-1 ring-ink-900/5 lg:flex-col lg:items-stretch lg:rounded-(--radius-card) lg:p-6">
        <div className="flex-1">
          <EventPrice
            event={event}
            member={member}
            align="start"
            className="text-2xl font-semibold"
          >
            <span className="text-sm font-normal text-ink-600">{t(PER_PERSON)}</span>
          </EventPrice>
          <p className="text-xs text-ink-600">
            {t(
              past
                ? EVENT_TAKEN_PLACE
                : cancelled
                  ? EVENT_NOT_ON_SALE
                  : soldOut
                    ? EVENT_SOLD_OUT
                    : NOT_CHARGED_YET,
            )}
          </p>
          {event.status === 'early_access' && event.public_from ? (
            <p className="text-xs font-semibold text-terracotta-700" data-testid="early-access">
              {t(
                earlyAccessNotice,
                formatEventDateTime(toDate(event.public_from), currentLocale()),
              )}
            </p>
          ) : null}
        </div>
        {cancelled || past ? null : (
          <Button
            size="lg"
            onClick={() => (soldOut ? setJoining(true) : setOpen(true))}
            disabled={signIn.status === 'loading'}
          >
            {t(soldOut ? JOIN_WAITLIST : BOOK_EVENT)}
          </Button>
        )}
      </div>
      {joining ? (
        <Suspense fallback={null}>
          <JoinWaitlistDialog
            open
            onClose={() => setJoining(false)}
            event={event}
            signedIn={signedIn}
            unverified={signIn.unverified}
          />
        </Suspense>
      ) : null}
      {open ? (
        <BookingDialog
          open
          onClose={() => setOpen(false)}
          event={event}
          signedIn={signedIn}
          unverified={signIn.unverified}
          requestCheckout={requestCheckout}
          saveNeeds={saveBookingNeeds}
          loadDefaultNeeds={loadDefaultNeeds}
          checkCode={requestCodeCheck}
          requestMember={requestMemberStatus}
        />
      ) : null}
    </aside>
  );
}
