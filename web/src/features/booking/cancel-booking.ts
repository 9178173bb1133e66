// The cancelBooking callable: a member's own booking (by id, signed in) or a guest's (the signed
// token of their mail link). preview asks for the refund quote only.
import type { CancelBookingOutput } from '@brunchers/model';
import type { Functions } from 'firebase/functions';
import { callable } from '../../lib/callables';

export type CancelTarget = { bookingId: string } | { token: string };

export function cancelBooking(
  functions: Functions,
  target: CancelTarget,
  options: { keepGuests?: number; preview?: boolean } = {},
): Promise<CancelBookingOutput> {
  return callable(
    functions,
    'cancelBooking',
  )({
    ...target,
    ...options,
  });
}
