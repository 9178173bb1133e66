// Which picture an event shows. Stored image_url values may be full URLs, paths of images bundled
// in the app (/images/...), or missing; then the event's style picks a bundled illustration.

export const PLACEHOLDER_EVENT_IMAGE = '/images/placeholder-event.svg';

const STYLE_IMAGES: Record<string, string> = {
  garden: '/images/events/garden.svg',
  rooftop: '/images/events/rooftop.svg',
  wellness: '/images/events/wellness.svg',
  yoga: '/images/events/wellness.svg',
  halloween: '/images/events/halloween.svg',
  social: '/images/events/social.svg',
  singles: '/images/events/social.svg',
  'new friends': '/images/events/social.svg',
};

export function eventImage(event: { image_url: string | null; style: string }): string {
  if (event.image_url) return event.image_url;
  return STYLE_IMAGES[event.style.trim().toLowerCase()] ?? PLACEHOLDER_EVENT_IMAGE;
}
