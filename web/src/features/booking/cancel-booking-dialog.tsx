// My Bookings' cancel dialog: the policy and the refund the member gets back, before they confirm.
import {
  BOOKING_CANCELLED_DONE,
  CANCEL_BOOKING_TITLE,
  KEEP_BOOKING,
  PARTY_REDUCED_DONE,
  guestCountLabel,
  type BookingWithId,
  contentText,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import { Dialog } from '../../ui/dialog';
import { notify } from '../../ui/toast';
import { CancelBookingForm } from './cancel-booking-form';

export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: BookingWithId | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title={t(CANCEL_BOOKING_TITLE)}
      description={
        booking
          ? `${contentText(booking, 'event_title', currentLocale())} · ${t(guestCountLabel, booking.guest_count)}`
          : undefined
      }
    >
      {booking ? (
        <CancelBookingForm
          target={{ bookingId: booking.id }}
          guestCount={booking.guest_count}
          onKeep={onClose}
          keepLabel={t(KEEP_BOOKING)}
          onDone={(result) => {
            notify.success(
              result.status === 'confirmed' ? t(PARTY_REDUCED_DONE) : t(BOOKING_CANCELLED_DONE),
            );
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}
