import {
  EXPLORE_NEXT_EVENTS,
  INSTAGRAM_LINK,
  mapsSearchUrl,
  OFFICIAL_PARTNER,
  PLACE_ABOUT,
  PLACE_ADDRESS,
  PLACE_CUISINE,
  PLACE_PHONE,
  PLACE_SOCIAL,
  PLACE_WEBSITE,
  type PlaceView,
} from '@brunchers/model';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PlaceImage, PlaceRating } from './place-card';
import { t } from '../../lib/i18n';

const linkClass = 'font-semibold text-terracotta-700 underline underline-offset-4 break-words';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-600">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

/** A place's details: About, Cuisine Type, maps/tel/website/social links, Explore Next Events. */
export function PlaceDetailsDialog({
  place,
  onClose,
}: {
  place: PlaceView | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={place !== null} onClose={onClose} title={place?.name ?? ''} size="lg">
      {place ? (
        <div className="flex flex-col gap-5">
          {/* 3:2 like the place pictures (whose venue name sits near the bottom edge): the whole
              picture shows; beside the rating and About on wider screens. */}
          <div className="grid gap-5 sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] sm:items-start">
            <PlaceImage
              place={place}
              className="aspect-[3/2] w-full rounded-2xl bg-cream-200 object-cover"
            />
            <div className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center gap-3">
                <PlaceRating place={place} />
                <Badge tone="sage">{place.price_range}</Badge>
                {place.is_partner ? <Badge tone="success">{t(OFFICIAL_PARTNER)}</Badge> : null}
              </div>
              <section>
                <h3 className="text-lg font-semibold">{t(PLACE_ABOUT)}</h3>
                <p className="mt-1 text-ink-700">{place.description || 'No description yet.'}</p>
              </section>
            </div>
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            {place.cuisine_type ? <Row label={t(PLACE_CUISINE)}>{place.cuisine_type}</Row> : null}
            {place.address ? (
              <Row label={t(PLACE_ADDRESS)}>
                <a
                  href={mapsSearchUrl(place.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {place.address}
                </a>
              </Row>
            ) : null}
            {place.phone_number ? (
              <Row label={t(PLACE_PHONE)}>
                <a href={`tel:${place.phone_number.replace(/\s+/g, '')}`} className={linkClass}>
                  {place.phone_number}
                </a>
              </Row>
            ) : null}
            {place.website ? (
              <Row label={t(PLACE_WEBSITE)}>
                <a
                  href={place.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {place.website.replace(/^https?:\/\//, '')}
                </a>
              </Row>
            ) : null}
            {place.instagram ? (
              <Row label={t(PLACE_SOCIAL)}>
                <a
                  href={place.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {t(INSTAGRAM_LINK)}
                </a>
              </Row>
            ) : null}
          </dl>
          <ButtonLink to={paths.dashboard} size="lg" fullWidth>
            {t(EXPLORE_NEXT_EVENTS)}
          </ButtonLink>
        </div>
      ) : null}
    </Dialog>
  );
}
