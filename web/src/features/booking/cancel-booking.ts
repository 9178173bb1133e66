// The cancelBooking callable: a member's own booking (by id, signed in) or a guest's (the signed
// token of their mail link). preview asks for the refund quote only.
import type { CancelBookingOutput } from '@brunchers/model';
import { callable } from '../../lib/callables';

export type CancelTarget = { bookingId: string } | { token: string };

export function cancelBooking(
  target: CancelTarget,
  options: { keepGuests?: number; preview?: boolean } = {},
): Promise<CancelBookingOutput> {
  return callable('cancelBooking')({
    ...target,
    ...options,
  });
}
