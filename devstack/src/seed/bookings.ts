import {
  attendanceForBooking,
  pendingBooking,
  type BookingDoc,
  type EventAttendanceDoc,
  type EventDoc,
} from '@brunchers/model';
import { daysAgo } from './dates.js';

interface BookingSeed {
  id: string;
  eventId: string;
  userId: string;
  attendee: string;
  guests: number;
  present: boolean;
  bookedDaysAgo: number;
}

/**
 * Confirmed bookings so partner dashboards have attendees to check in, and the demo member has an
 * attended brunch (which unlocks the self-discovery path and asks for a review). Their seats are
 * part of each event's already-taken seats (spots_total - spots_left).
 */
const SEEDS: BookingSeed[] = [
  {
    id: 'seed-booking-01',
    eventId: 'last-sunday-garden-brunch',
    userId: 'demo-member',
    attendee: 'Maya Member',
    guests: 1,
    present: true,
    bookedDaysAgo: 6,
  },
  {
    id: 'seed-booking-02',
    eventId: 'sunday-slow-brunch',
    userId: 'member-01',
    attendee: 'Sofia Martin',
    guests: 2,
    present: false,
    bookedDaysAgo: 5,
  },
  {
    id: 'seed-booking-03',
    eventId: 'sunday-slow-brunch',
    userId: 'member-02',
    attendee: 'Lucas Pereira',
    guests: 1,
    present: false,
    bookedDaysAgo: 4,
  },
  {
    id: 'seed-booking-04',
    eventId: 'last-sunday-garden-brunch',
    userId: 'member-03',
    attendee: 'Joana Silva',
    guests: 1,
    present: true,
    bookedDaysAgo: 7,
  },
  {
    id: 'seed-booking-05',
    eventId: 'new-friends-brunch-club',
    userId: 'member-04',
    attendee: 'Priya Shah',
    guests: 3,
    present: false,
    bookedDaysAgo: 3,
  },
  {
    id: 'seed-booking-06',
    eventId: 'yoga-and-acai-morning',
    userId: 'member-12',
    attendee: 'Laura Bianchi',
    guests: 2,
    present: false,
    bookedDaysAgo: 2,
  },
  {
    id: 'seed-booking-07',
    eventId: 'halloween-masquerade-brunch',
    userId: 'member-06',
    attendee: 'Emma Clarke',
    guests: 2,
    present: false,
    bookedDaysAgo: 8,
  },
  {
    id: 'seed-booking-08',
    eventId: 'last-sunday-garden-brunch',
    userId: 'member-10',
    attendee: 'Chloé Dubois',
    guests: 1,
    present: true,
    bookedDaysAgo: 9,
  },
  {
    id: 'seed-booking-09',
    eventId: 'founders-and-flat-whites',
    userId: 'member-13',
    attendee: 'Daniel Kim',
    guests: 1,
    present: false,
    bookedDaysAgo: 1,
  },
];

export function seedBookings(
  events: ReadonlyMap<string, EventDoc>,
  now = new Date(),
): Array<{ id: string; booking: BookingDoc; attendance: EventAttendanceDoc }> {
  return SEEDS.map((seed) => {
    const event = events.get(seed.eventId);
    if (!event) throw new Error(`Seed booking ${seed.id} refers to unknown event ${seed.eventId}`);
    const bookedAt = daysAgo(seed.bookedDaysAgo, now);
    const booking: BookingDoc = {
      ...pendingBooking({
        eventId: seed.eventId,
        event,
        guestCount: seed.guests,
        userId: seed.userId,
        checkoutSessionId: `cs_test_seed_${seed.id}`,
        now: bookedAt,
      }),
      status: 'confirmed',
      hold_expires_at: null,
      confirmed_at: bookedAt,
    };
    const attendance = attendanceForBooking(seed.id, booking, seed.attendee, bookedAt);
    if (seed.present)
      Object.assign(attendance, {
        marked_present: true,
        // Checked in on the day (attended brunches are in the past).
        marked_present_at: new Date(`${event.event_date}T${event.event_time}:00Z`),
        marked_by: partnerOf(event),
      });
    return { id: seed.id, booking, attendance };
  });
}

function partnerOf(event: EventDoc): string {
  return event.venue_id === 'venue-principe-real' ? 'demo-partner-2' : 'demo-partner-1';
}
