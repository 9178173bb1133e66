// Issue 17 §10: the seed's attended brunches (checked in) took place before today, never ahead.
import { describe, expect, it } from 'vitest';
import { seedBookings } from '../../src/seed/bookings.js';
import { seedEvents } from '../../src/seed/events.js';

describe('seeded attendances', () => {
  it('are at events dated before today, checked in no later than now', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const events = new Map(seedEvents(now).map(({ id, doc }) => [id, doc]));
    const attended = seedBookings(events, now).filter((row) => row.attendance.marked_present);
    expect(attended.length).toBeGreaterThan(0);
    for (const { booking, attendance } of attended) {
      expect(events.get(booking.event_id)!.event_date < '2026-06-15').toBe(true);
      expect((attendance.marked_present_at as Date).getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });
});
