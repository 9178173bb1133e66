// Booking statuses only move forward: a pending booking (seats held) becomes confirmed (paid),
// expired (hold ran out) or cancelled (checkout could not start). Those three are final, so a
// late or repeated webhook, a sweep and a webhook racing each other cannot undo one another.

import type { BookingStatus } from '@brunchers/model';

const NEXT: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'expired', 'cancelled'],
  confirmed: [],
  expired: [],
  cancelled: [],
};

export function canMove(from: BookingStatus, to: BookingStatus): boolean {
  return NEXT[from].includes(to);
}
