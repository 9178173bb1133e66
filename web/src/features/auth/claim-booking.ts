// A guest's booking joins the account they create from /booking-success: the sign-up link carries
// the Checkout session id (?claim=…) and, once the account exists, the claimGuestBooking callable
// attaches the booking when the account's e-mail is the one booked with (the server checks both).
import { GUEST_BOOKING_CLAIMED, GUEST_BOOKING_NOT_CLAIMED } from '@brunchers/model';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { callable } from '../../lib/callables';
import { notify } from '../../ui/toast';
import { CLAIM_PARAM } from './claim-param';
import type { ReturnState } from './return-path';

export { CLAIM_PARAM };

/** The sign-up link for a guest's booking: back to My Bookings (on /profile) afterwards. */
export function signupToClaim(sessionId: string): {
  to: string;
  state: ReturnState;
} {
  return {
    to: `${paths.signup}?${new URLSearchParams({ [CLAIM_PARAM]: sessionId }).toString()}`,
    state: { from: paths.profile },
  };
}

/** Claims the booking for the signed-in account; tells the member how it went (never throws). */
export async function claimBooking(sessionId: string): Promise<void> {
  try {
    await callable('claimGuestBooking')({ sessionId });
    notify.success(t(GUEST_BOOKING_CLAIMED));
  } catch (error) {
    console.warn('Booking not claimed', error);
    notify.error(t(GUEST_BOOKING_NOT_CLAIMED));
  }
}
