import {
  OFFICIAL_PARTNER,
  PLACEHOLDER_PLACE_IMAGE,
  type PlaceView,
  priceRange,
  viewDetailsOf,
  VIEW_DETAILS,
} from '@brunchers/model';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { t } from '../../lib/i18n';

/** Stars and count, e.g. "★ 4.5 (12 reviews)". */
export function PlaceRating({ place }: { place: PlaceView }) {
  return (
    <span className="text-sm text-ink-700">
      <span aria-hidden="true" className="text-butter-400">
        ★
      </span>{' '}
      {place.rating.toFixed(1)}{' '}
      <span className="text-ink-600">
        ({place.review_count} {place.review_count === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}

/**
 * Falls back to the placeholder picture when a stored image fails. `first`: the first card's
 * image, likely the page's largest paint, loads at once and before the others.
 */
export function PlaceImage({
  place,
  className,
  first = false,
}: {
  place: PlaceView;
  className?: string;
  first?: boolean;
}) {
  return (
    <img
      src={place.image}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      className={className}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER_PLACE_IMAGE))
          event.currentTarget.src = PLACEHOLDER_PLACE_IMAGE;
      }}
    />
  );
}

export function PlaceCard({
  place,
  onOpen,
  first = false,
}: {
  place: PlaceView;
  onOpen: () => void;
  first?: boolean;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-(--radius-card) bg-white shadow-(--shadow-soft) ring-1 ring-ink-900/5">
      <div className="relative aspect-[16/10] bg-cream-200">
        <PlaceImage place={place} first={first} className="size-full object-cover" />
        {place.is_partner ? (
          <Badge tone="success" className="absolute top-3 left-3">
            {t(OFFICIAL_PARTNER)}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg leading-snug font-semibold">{place.name}</h2>
          <span
            className="shrink-0 text-sm font-semibold text-sage-700"
            aria-label={t(priceRange, place.price_range)}
          >
            {place.price_range}
          </span>
        </div>
        <p className="text-sm text-ink-600">{place.city}</p>
        <p className="line-clamp-3 text-sm text-ink-700">{place.description}</p>
        <div className="mt-auto flex items-center justify-between pt-3">
          <PlaceRating place={place} />
          <Button
            variant="outline"
            size="sm"
            onClick={onOpen}
            aria-label={t(viewDetailsOf, place.name)}
          >
            {t(VIEW_DETAILS)}
          </Button>
        </div>
      </div>
    </article>
  );
}
