// The in-app banner of a waitlist offer: seats held for the member until a time, with the link
// that books exactly those seats (the offer page, /offer/{bookingId}).
import {
  BOOK_OFFERED_SEATS,
  contentText,
  OFFER_BANNER_TITLE,
  formatCityTime,
  offerBannerText,
  offerPath,
  toDate,
  type WaitlistEntryWithId,
  OFFER_SOON,
} from '@brunchers/model';
import { ButtonLink } from '../../ui/button';
import { currentLocale, t } from '../../lib/i18n';

export function OfferBanner({ entry }: { entry: WaitlistEntryWithId }) {
  if (entry.status !== 'offered' || !entry.offer_booking_id) return null;
  const until = entry.offer_expires_at
    ? formatCityTime(toDate(entry.offer_expires_at))
    : t(OFFER_SOON);
  return (
    <section
      role="status"
      data-testid="offer-banner"
      className="flex flex-col gap-3 rounded-(--radius-card) bg-sage-100 p-4 ring-1 ring-sage-600/30 sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <h2 className="text-base font-semibold text-ink-900">{t(OFFER_BANNER_TITLE)}</h2>
        <p className="text-sm text-ink-700">
          {t(
            offerBannerText,
            entry.party_size,
            until,
            contentText(entry, 'event_title', currentLocale()),
          )}
        </p>
      </div>
      <ButtonLink to={offerPath(entry.offer_booking_id)}>{t(BOOK_OFFERED_SEATS)}</ButtonLink>
    </section>
  );
}

/** Every open offer of the member (the dashboard shows them at the top). */
export function OfferBanners({ entries }: { entries: WaitlistEntryWithId[] }) {
  const offers = entries.filter((entry) => entry.status === 'offered');
  if (offers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {offers.map((entry) => (
        <OfferBanner key={entry.id} entry={entry} />
      ))}
    </div>
  );
}
