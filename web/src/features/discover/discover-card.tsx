// One member's card: photo carousel, name, age, place, distance, bio, job and interests. A
// gallery photo shown can be reported on its own (issue 36 §4); the profile photo goes with the
// profile's report.
import {
  REPORT_PHOTO_ACTION,
  type DiscoverCard as Card,
  photoOf,
  PREVIOUS_PHOTO,
  NEXT_PHOTO,
  reportPhotoOf,
  INTERESTS,
} from '@brunchers/model';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useMember } from '../../lib/member-context';
import { ReportDialog } from '../safety/report-dialog';
import { loadGalleryPhotos, type GalleryPhoto } from './discover-data';
import { t } from '../../lib/i18n';

/** A carousel photo; `id` is its user_photos id (null for a profile photo outside the gallery). */
interface CarouselPhoto {
  url: string;
  id: string | null;
}

/** The card's photos: the profile photo at once, then its gallery once read (failures only logged). */
function useCarouselPhotos(card: Card): CarouselPhoto[] {
  const db = useFirestore();
  const [gallery, setGallery] = useState<GalleryPhoto[]>([]);
  useEffect(() => {
    let live = true;
    loadGalleryPhotos(db, card.id)
      .then((photos) => live && setGallery(photos))
      .catch((error: unknown) => console.warn(`Gallery of ${card.id} not loaded`, error));
    return () => {
      live = false;
    };
  }, [db, card.id]);
  // One entry per URL; a profile photo that is also in the gallery keeps the gallery's id.
  const ids = new Map(gallery.map((photo) => [photo.url, photo.id]));
  return [...new Set([...card.photos, ...gallery.map((photo) => photo.url)])].map((url) => ({
    url,
    id: ids.get(url) ?? null,
  }));
}

/** Render with key={card.id}: the carousel position and photos belong to one member. */
export function DiscoverCardView({ card }: { card: Card }) {
  const { uid } = useMember();
  const photos = useCarouselPhotos(card);
  const [photo, setPhoto] = useState(0);
  const [reporting, setReporting] = useState<string | null>(null);
  const count = photos.length;
  const shown = photos[photo];
  // Never one's own photo (Discover leaves the viewer out; this keeps it so).
  const reportable = shown?.id && card.id !== uid ? shown.id : null;
  const step = (delta: number) => setPhoto((current) => (current + delta + count) % count);
  return (
    <article
      className="overflow-hidden rounded-(--radius-card) bg-white shadow-(--shadow-soft) ring-1 ring-ink-900/5"
      aria-label={card.name}
    >
      <div className="relative aspect-[4/5] max-h-[40svh] w-full bg-cream-200">
        {count > 0 ? (
          <img
            src={shown?.url}
            alt={t(photoOf, photo + 1, count, card.name)}
            className="size-full object-cover"
          />
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={t(PREVIOUS_PHOTO)}
              onClick={() => step(-1)}
              className="absolute top-1/2 left-2 size-10 -translate-y-1/2 rounded-full bg-white/90 font-semibold text-ink-900"
            >
              ‹
            </button>
            <button
              type="button"
              aria-label={t(NEXT_PHOTO)}
              onClick={() => step(1)}
              className="absolute top-1/2 right-2 size-10 -translate-y-1/2 rounded-full bg-white/90 font-semibold text-ink-900"
            >
              ›
            </button>
            <div className="absolute inset-x-0 top-2 flex justify-center gap-1" aria-hidden="true">
              {photos.map(({ url }, index) => (
                <span
                  key={url}
                  className={
                    index === photo
                      ? 'h-1 w-6 rounded-full bg-white'
                      : 'h-1 w-6 rounded-full bg-white/50'
                  }
                />
              ))}
            </div>
          </>
        ) : null}
        {reportable ? (
          <button
            type="button"
            onClick={() => setReporting(reportable)}
            aria-label={t(reportPhotoOf, t(REPORT_PHOTO_ACTION), card.name)}
            className="absolute right-2 bottom-2 rounded-full bg-white/90 px-3 py-1.5 text-xs font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600"
          >
            {t(REPORT_PHOTO_ACTION)}
          </button>
        ) : null}
      </div>
      <ReportDialog
        target={{ kind: 'photo', targetId: reporting ?? '', name: card.name }}
        open={reporting !== null}
        onClose={() => setReporting(null)}
      />
      <div className="flex flex-col gap-2 p-5">
        <h2 className="text-2xl font-semibold">
          {card.name}, {card.age}
        </h2>
        <p className="text-sm text-ink-600">
          {t(card.location)} · {t(card.distance)}
        </p>
        <p className="text-ink-700">{t(card.bio)}</p>
        <p className="text-sm font-semibold text-ink-700">{t(card.job)}</p>
        {card.interests.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t(INTERESTS)}>
            {card.interests.map((interest) => (
              <li
                key={interest}
                className="rounded-full bg-sage-100 px-2.5 py-0.5 text-xs font-semibold text-sage-700"
              >
                {interest}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
