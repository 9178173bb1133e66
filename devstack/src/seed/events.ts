import type { EventAccessibility, EventDoc, HostDoc } from '@brunchers/model';
import { daysFromToday } from './dates.js';
import type { EventScene } from './event-images.js';
import { EVENTS_PT } from './events-pt.js';
import { VENUES } from './venues.js';

interface EventSeed {
  id: string;
  title: string;
  style: string;
  inDays: number;
  time: string;
  venue: number;
  spotsTotal: number;
  spotsLeft: number;
  priceCents: number;
  /** The host's name: a hosts/{hostIdOf(name)} document (seedHosts). */
  host: string;
  /** One of the app's own event pictures when it fits the event, else a seed scene drawn for it. */
  image: EventScene | `/images/events/${string}.svg`;
  description: string;
}

/** What each venue offers (by VENUES index): the event page's accessibility details. */
const VENUE_ACCESSIBILITY: EventAccessibility[] = [
  { step_free_access: true, accessible_toilet: true, quiet_area: false, dietary_options: true },
  { step_free_access: false, accessible_toilet: false, quiet_area: true, dietary_options: true },
  { step_free_access: true, accessible_toilet: false, quiet_area: true, dietary_options: false },
  { step_free_access: true, accessible_toilet: true, quiet_area: true, dietary_options: true },
];

const SEEDS: EventSeed[] = [
  {
    id: 'sunday-slow-brunch',
    title: 'Sunday Slow Brunch',
    style: 'Classic',
    inDays: 3,
    time: '11:00',
    venue: 0,
    spotsTotal: 24,
    spotsLeft: 9,
    priceCents: 2500,
    host: 'Pedro Costa',
    image: 'terrace',
    description:
      'Long tables, fresh pastries and good company on the terrace overlooking the river.\n\nWe seat you with five to seven other members so conversation flows from the first coffee.',
  },
  {
    id: 'halloween-masquerade-brunch',
    title: 'Halloween Masquerade Brunch',
    style: 'Themed',
    inDays: 6,
    time: '12:00',
    venue: 2,
    spotsTotal: 40,
    spotsLeft: 2,
    priceCents: 3500,
    host: 'Inês Duarte',
    image: '/images/events/halloween.svg',
    description:
      'Masks on, mimosas up. A playful costume brunch with a spooky menu and a best-mask prize.\n\nCome as you are or come as someone else entirely.',
  },
  {
    id: 'new-friends-brunch-club',
    title: 'New Friends Brunch Club',
    style: 'Social',
    inDays: 8,
    time: '10:30',
    venue: 1,
    spotsTotal: 20,
    spotsLeft: 11,
    priceCents: 2200,
    host: 'Pedro Costa',
    image: '/images/events/social.svg',
    description:
      'New in town or just ready to widen your circle? Small tables, guided icebreakers and zero awkwardness.\n\nEveryone leaves with at least three new numbers.',
  },
  {
    id: 'yoga-and-acai-morning',
    title: 'Yoga & Açaí Morning',
    style: 'Wellness',
    inDays: 4,
    time: '09:00',
    venue: 1,
    spotsTotal: 16,
    spotsLeft: 1,
    priceCents: 3000,
    host: 'Marta Lopes',
    image: '/images/events/wellness.svg',
    description:
      'A gentle 45-minute flow in the garden, then açaí bowls, cold brew and fresh juices.\n\nMats provided; bring your calm.',
  },
  {
    id: 'rooftop-bottomless-brunch',
    title: 'Rooftop Bottomless Brunch',
    style: 'Party',
    inDays: 10,
    time: '13:00',
    venue: 3,
    spotsTotal: 60,
    spotsLeft: 34,
    priceCents: 4500,
    host: 'Rui Almeida',
    image: '/images/events/rooftop.svg',
    description:
      'Sunset views, a DJ from 2 pm and a bottomless brunch menu.\n\nDress code: summer on a Saturday.',
  },
  {
    id: 'plant-based-feast',
    title: 'Plant-Based Feast',
    style: 'Vegan',
    inDays: 12,
    time: '11:30',
    venue: 0,
    spotsTotal: 30,
    spotsLeft: 18,
    priceCents: 2800,
    host: 'Clara Nunes',
    image: 'plant-based',
    description:
      'A seasonal vegan tasting brunch by a guest chef: tofu scramble, sourdough, and the famous pastel de nata (vegan edition).\n\nTell us your dietary needs when you book.',
  },
  {
    id: 'founders-and-flat-whites',
    title: 'Founders & Flat Whites',
    style: 'Networking',
    inDays: 5,
    time: '09:30',
    venue: 2,
    spotsTotal: 25,
    spotsLeft: 14,
    priceCents: 1800,
    host: 'Inês Duarte',
    image: 'flat-whites',
    description:
      'Meet founders, freelancers and makers over specialty coffee.\n\nShort intros, long conversations, no pitch decks.',
  },
  {
    id: 'jazz-and-eggs-benedict',
    title: 'Jazz & Eggs Benedict',
    style: 'Live Music',
    inDays: 14,
    time: '12:30',
    venue: 0,
    spotsTotal: 35,
    spotsLeft: 27,
    priceCents: 3200,
    host: 'Pedro Costa',
    image: 'jazz',
    description:
      'A live trio plays soft jazz standards while the kitchen plates its best eggs benedict.\n\nReserve early for the river-side tables.',
  },
  {
    id: 'singles-mimosa-mixer',
    title: 'Singles Mimosa Mixer',
    style: 'Singles',
    inDays: 9,
    time: '12:00',
    venue: 3,
    spotsTotal: 30,
    spotsLeft: 12,
    priceCents: 2900,
    host: 'Rui Almeida',
    image: 'mimosas',
    description:
      'Rotating tables every 20 minutes, a mimosa bar and hosts who make introductions easy.\n\nAges 25-40.',
  },
  {
    id: 'board-games-and-pancakes',
    title: 'Board Games & Pancakes',
    style: 'Games',
    inDays: 7,
    time: '11:00',
    venue: 1,
    spotsTotal: 20,
    spotsLeft: 20,
    priceCents: 1500,
    host: 'Marta Lopes',
    image: 'board-games',
    description:
      'Stacks of pancakes and a shelf of board games, from quick card games to strategy classics.\n\nTeams are mixed on arrival.',
  },
  {
    id: 'garden-picnic-brunch',
    title: 'Garden Picnic Brunch',
    style: 'Outdoor',
    inDays: 16,
    time: '11:00',
    venue: 1,
    spotsTotal: 40,
    spotsLeft: 25,
    priceCents: 2000,
    host: 'Clara Nunes',
    image: '/images/events/garden.svg',
    description:
      'Blankets on the lawn, baskets of local cheese, fruit and bread.\n\nIf it rains we move into the glasshouse.',
  },
  {
    id: 'mindful-morning-brunch',
    title: 'Mindful Morning Brunch',
    style: 'Wellness',
    inDays: 18,
    time: '10:00',
    venue: 2,
    spotsTotal: 18,
    spotsLeft: 6,
    priceCents: 3800,
    host: 'Marta Lopes',
    image: 'mindful',
    description:
      'A short guided meditation and journaling prompt, then a nourishing brunch shared in good company.\n\nPhones in the basket for the first hour.',
  },
  {
    id: 'latin-brunch-fiesta',
    title: 'Latin Brunch Fiesta',
    style: 'Party',
    inDays: 21,
    time: '13:30',
    venue: 3,
    spotsTotal: 50,
    spotsLeft: 41,
    priceCents: 3500,
    host: 'Rui Almeida',
    image: 'fiesta',
    description:
      'Arepas, chilaquiles and a salsa lesson between courses.\n\nNo dance experience needed.',
  },
  {
    id: 'pastry-masterclass-brunch',
    title: 'Pastry Masterclass Brunch',
    style: 'Workshop',
    inDays: 24,
    time: '10:00',
    venue: 0,
    spotsTotal: 12,
    spotsLeft: 5,
    priceCents: 6500,
    host: 'Clara Nunes',
    image: 'pastry',
    description:
      'Learn to fold, shape and bake pastéis de nata with a local pastry chef, then eat your work.\n\nApron included.',
  },
  {
    // Already happened: the seeded attended brunches (checked in, waiting for a review) took place
    // here, so nobody is "attended" at an event that is still ahead.
    id: 'last-sunday-garden-brunch',
    title: 'Last Sunday Garden Brunch',
    style: 'Classic',
    inDays: -6,
    time: '11:00',
    venue: 0,
    spotsTotal: 16,
    spotsLeft: 0,
    priceCents: 2500,
    host: 'Pedro Costa',
    image: '/images/events/garden.svg',
    description:
      'Slow garden brunch with shared tables.\n\nThanks to everyone who came: see you at the next one!',
  },
];

/** Events with dates relative to today (all upcoming but the last, which is past); image and host avatar are bundled illustrations. */
export function seedEvents(today = new Date()): Array<{ id: string; doc: EventDoc }> {
  return SEEDS.map((seed, index) => {
    const venue = VENUES[seed.venue]!;
    return {
      id: seed.id,
      doc: {
        title: seed.title,
        title_pt: EVENTS_PT[seed.id]?.title ?? '',
        description: seed.description,
        description_pt: EVENTS_PT[seed.id]?.description ?? '',
        style: seed.style,
        event_date: daysFromToday(seed.inDays, today),
        event_time: seed.time,
        location_name: venue.name,
        address: venue.address,
        city: venue.city,
        country: venue.country,
        spots_total: seed.spotsTotal,
        spots_left: seed.spotsLeft,
        price: seed.priceCents / 100,
        price_cents: seed.priceCents,
        image_url: eventImagePath(index),
        host_id: hostIdOf(seed.host),
        host_name: seed.host,
        host_avatar: hostAvatarPath(seed.host),
        // Derived from reviews of the host's brunches (issue 39): the demo city has none yet.
        host_rating: null,
        venue_id: venue.id,
        // Every seed event is live; the organiser console makes drafts (a missing status is one).
        status: 'published',
        accessibility: VENUE_ACCESSIBILITY[seed.venue]!,
      },
    };
  });
}

export const EVENT_COUNT = SEEDS.length;
export const HOST_NAMES = [...new Set(SEEDS.map((s) => s.host))];

/** The console's hosts behind the demo events (their rating comes with their first reviews). */
export function seedHosts(now = new Date()): Array<{ id: string; doc: HostDoc }> {
  return HOST_NAMES.map((name) => ({
    id: hostIdOf(name),
    doc: {
      name,
      photo_url: hostAvatarPath(name),
      bio: null,
      rating_sum: 0,
      rating_count: 0,
      created_at: now,
      updated_at: now,
    },
  }));
}

export function hostIdOf(name: string): string {
  return `host-${slugOf(name)}`;
}

/** The picture of the index-th seed event: an app picture (/images/events/) or its seed scene. */
export function eventImagePath(index: number): string {
  const seed = SEEDS[index]!;
  return seed.image.startsWith('/') ? seed.image : `/images/seed/events/${seed.id}.svg`;
}

/** The seed scenes to draw: file path, scene and the event's title as its label. */
export function eventScenes(): Array<{ path: string; scene: EventScene; label: string }> {
  return SEEDS.flatMap((seed, index) =>
    seed.image.startsWith('/')
      ? []
      : [{ path: eventImagePath(index), scene: seed.image as EventScene, label: seed.title }],
  );
}

export function hostAvatarPath(name: string): string {
  return `/images/seed/hosts/${slugOf(name)}.svg`;
}

/** 'Inês Duarte' → 'ines-duarte'. */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]+/g, '-');
}
