// The booking toast's text for a failed createCheckout call (the one callable-error map, with the
// booking's own fallback). No Firebase SDK import: the booking dialog paints before the SDKs arrive.
import { BOOKING_FAILED } from '@brunchers/model';
import { callableErrorMessage } from '../../lib/callable-errors';

export function bookingErrorMessage(error: unknown): string {
  return callableErrorMessage(error, BOOKING_FAILED);
}
