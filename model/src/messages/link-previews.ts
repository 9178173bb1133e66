// What a shared link's preview says around the page's own content (issue 37: previews in the
// page's language; model/src/page-meta.ts composes them). Node only: no page's JavaScript reads it.
import { msg } from '../i18n/message';

export const LINK_PREVIEW_TEXTS = {
  siteDescription:
    'Brunchers: curated brunch and wellness events where you meet like-minded people in your city.',
  cancelled: 'Cancelled',
  when: 'When',
  where: 'Where',
  writtenBy: 'Written by',
  published: 'Published',
} as const;

/** "Sat, Jul 4, 2026 at 11:00": the event's day (already formatted) and time. */
export const previewWhen = msg(
  'link-previews.previewWhen',
  (day: string, time: string) => `${day} at ${time}`,
);
