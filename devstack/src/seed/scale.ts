// A city N times the demo city, on top of it, for the scale benchmark (issue 23): per unit of
// scale 20 members (profiles, one or two photos), 14 events (published, half past and half ahead,
// across the four venues), 200 confirmed bookings with their attendances (80% of the past ones
// checked in, half of those reviewed), 1,000 likes and passes and the matches they make. At 100:
// 2,000 members, 1,400 events, 20,000 bookings, 100,000 likes (the figures).
//
// Deterministic: a seeded PRNG, so two runs at the same scale and day write the same city. The demo
// accounts get nothing new (their screens' own data stays the same, so a screen whose reads grow
// is reading the city, not the user). The plan carries the console's aggregates over the demo city
// and this one together (cityAggregates): the generator writes while no trigger runs.
import {
  attendanceForBooking,
  bookingSchema,
  brunchReviewSchema,
  bruncherLikeId,
  bruncherLikeSchema,
  COLLECTIONS,
  eventAttendanceSchema,
  eventSchema,
  levelFromXp,
  matchSchema,
  pendingBooking,
  publicProfileSchema,
  userPhotoSchema,
  type BookingDoc,
  type BruncherLikeDoc,
  type EventDoc,
} from '@brunchers/model';
import { daysAgo, daysFromToday } from './dates.js';
import { seedEvents } from './events.js';
import { seedMembers } from './members.js';
import {
  cityAggregates,
  validWrite,
  type SeedPlan,
  type SeedUser,
  type SeedWrite,
} from './plan.js';
import { seedMatches } from './social.js';
import { VENUES } from './venues.js';

export const PER_SCALE = { members: 20, events: 14, bookings: 200, likes: 1000 } as const;

/** Likes go to members at most this far either side in the list: a neighbourhood, so some are mutual. */
const LIKE_REACH = 75;
const DAY_MS = 24 * 60 * 60 * 1000;

const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Diogo', 'Elena', 'Filipe', 'Grace', 'Hugo', 'Irene', 'João',
  'Kira', 'Leo', 'Marta', 'Nuno', 'Olivia', 'Paulo', 'Rita', 'Samuel', 'Tânia', 'Vasco',
  'Wen', 'Yara', 'Zé', 'Amira', 'Ben', 'Clara', 'David', 'Eva', 'Farah', 'Gil',
]; // prettier-ignore
const LAST_NAMES = [
  'Almeida', 'Barros', 'Cardoso', 'Dias', 'Esteves', 'Ferreira', 'Gomes', 'Henriques', 'Lopes',
  'Moreira', 'Nunes', 'Oliveira', 'Pinto', 'Queiroz', 'Ribeiro', 'Sousa', 'Teixeira', 'Vieira',
  'Weber', 'Novak', 'Rossi', 'Müller', 'Tanaka', 'Okafor', 'Haddad',
]; // prettier-ignore

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(5, '0');
export const scaleMemberUid = (index: number) => `scale-member-${pad(index + 1)}`;
export const scaleEventId = (index: number) => `scale-event-${pad(index + 1)}`;

/**
 * The scale city's documents and accounts (validated), plus the aggregates of `base` (the demo
 * city's plan) and this city together. Pure: tests inspect it without a database.
 */
export function buildScalePlan(scale: number, base: SeedPlan, now = new Date()): SeedPlan {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a whole number ≥ 1`);
  const random = seededRandom(20261124 + scale);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const writes: SeedWrite[] = [];
  const users: SeedUser[] = [];

  // Members: the demo members' profiles as templates, with names, ages and XP of their own.
  const templates = seedMembers(now);
  const memberCount = PER_SCALE.members * scale;
  const names: string[] = [];
  for (let index = 0; index < memberCount; index++) {
    const uid = scaleMemberUid(index);
    const template = templates[index % templates.length]!;
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const name = `${first} ${last}`;
    names.push(name);
    const email = `${uid}@scale.brunchers.test`;
    users.push({ uid, email, password: '', displayName: name });
    const joined = daysAgo(between(1, 400), now);
    const xp = between(0, 400);
    writes.push(
      validWrite(COLLECTIONS.userProfiles, publicProfileSchema, uid, {
        ...template.profile,
        user_id: uid,
        display_name: name,
        birth_year: between(1970, 2004),
        level: levelFromXp(xp),
        experience_points: xp,
        created_at: joined,
      }),
    );
    template.photos.slice(0, 1 + (index % 2)).forEach((photo, n) =>
      writes.push(
        validWrite(COLLECTIONS.userPhotos, userPhotoSchema, `${uid}-photo-${n + 1}`, {
          ...photo,
          user_id: uid,
          created_at: new Date(joined.getTime() + n * 3_600_000),
        }),
      ),
    );
  }

  // Events: the demo events' content at other dates (-180..+180 days) and venues.
  const eventTemplates = seedEvents(now);
  const events: Array<{ id: string; doc: EventDoc; start: Date; seats: number }> = [];
  for (let index = 0; index < PER_SCALE.events * scale; index++) {
    const template = eventTemplates[index % eventTemplates.length]!.doc;
    const venue = VENUES[index % VENUES.length]!;
    const date = daysFromToday(index % 2 === 0 ? -between(1, 180) : between(1, 180), now);
    events.push({
      id: scaleEventId(index),
      doc: {
        ...template,
        event_date: date,
        location_name: venue.name,
        address: venue.address,
        city: venue.city,
        country: venue.country,
        venue_id: venue.id,
      },
      start: new Date(`${date}T${template.event_time}:00Z`),
      seats: 0,
    });
  }

  // Bookings: a member at most once per event; seats sold set each event's spots.
  const taken = new Set<string>();
  for (let index = 0; index < PER_SCALE.bookings * scale; index++) {
    let event = pick(events);
    let member = between(0, memberCount - 1);
    while (taken.has(`${event.id}|${member}`)) {
      event = pick(events);
      member = between(0, memberCount - 1);
    }
    taken.add(`${event.id}|${member}`);
    const id = `scale-booking-${pad(index + 1)}`;
    const past = event.start < now;
    const bookedAt = past
      ? new Date(event.start.getTime() - between(1, 30) * DAY_MS)
      : daysAgo(between(0, 60), now);
    const guests = pick([1, 1, 1, 2, 2, 3]);
    event.seats += guests;
    const booking: BookingDoc = {
      ...pendingBooking({
        eventId: event.id,
        event: event.doc,
        guestCount: guests,
        userId: scaleMemberUid(member),
        checkoutSessionId: `cs_test_scale_${id}`,
        now: bookedAt,
      }),
      status: 'confirmed',
      hold_expires_at: null,
      confirmed_at: bookedAt,
    };
    writes.push(validWrite(COLLECTIONS.bookings, bookingSchema, id, booking));
    const attendance = attendanceForBooking(id, booking, names[member]!, bookedAt);
    const present = past && random() < 0.8;
    if (present)
      Object.assign(attendance, {
        marked_present: true,
        marked_present_at: event.start,
        marked_by:
          VENUES.find((venue) => venue.id === event.doc.venue_id)?.partner_user_id ?? 'demo-admin',
      });
    writes.push(validWrite(COLLECTIONS.eventAttendances, eventAttendanceSchema, id, attendance));
    const reviewedAt = new Date(event.start.getTime() + DAY_MS);
    if (present && reviewedAt < now && random() < 0.5)
      writes.push(
        validWrite(COLLECTIONS.brunchReviews, brunchReviewSchema, id, {
          user_id: booking.user_id!,
          booking_id: id,
          venue_id: booking.venue_id,
          rating: between(3, 5),
          review_text: random() < 0.5 ? 'Lovely table, great coffee.' : null,
          created_at: reviewedAt,
        }),
      );
  }
  for (const event of events) {
    const total = Math.max(event.doc.spots_total, event.seats + between(0, 12));
    writes.push(
      validWrite(COLLECTIONS.events, eventSchema, event.id, {
        ...event.doc,
        spots_total: total,
        spots_left: total - event.seats,
      }),
    );
  }

  // Likes and passes between neighbours in the member list; mutual likes make matches.
  const likes: Array<{ id: string; doc: BruncherLikeDoc }> = [];
  const liked = new Set<string>();
  const reach = Math.min(LIKE_REACH, Math.floor((memberCount - 1) / 2));
  const maxLikes = memberCount * reach * 2;
  for (let index = 0; likes.length < Math.min(PER_SCALE.likes * scale, maxLikes); index++) {
    const liker = index % memberCount;
    const offset = between(1, reach) * (random() < 0.5 ? -1 : 1);
    const likerId = scaleMemberUid(liker);
    const likedId = scaleMemberUid((liker + offset + memberCount) % memberCount);
    const id = bruncherLikeId(likerId, likedId);
    if (liked.has(id)) continue;
    liked.add(id);
    likes.push({
      id,
      doc: {
        liker_id: likerId,
        liked_id: likedId,
        is_like: random() < 0.85,
        created_at: daysAgo(between(0, 120), now),
      },
    });
  }
  for (const { id, doc } of likes)
    writes.push(validWrite(COLLECTIONS.bruncherLikes, bruncherLikeSchema, id, doc));
  for (const { id, doc } of seedMatches(likes))
    writes.push(validWrite(COLLECTIONS.matches, matchSchema, id, doc));

  const people = new Map([...base.users, ...users].map((user) => [user.uid, user]));
  writes.push(...cityAggregates([...base.writes, ...writes], people, now));
  return { users, writes };
}
