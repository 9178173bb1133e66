// The status badge of a booking (or waitlist place) wherever bookings are listed: My Bookings, the
// booking page, the admin list, the partner list. Words from the model's one map.
import { BOOKING_STATE_LABELS, type BookingState } from '@brunchers/model';
import { t } from '../lib/i18n';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<BookingState, BadgeTone> = {
  pending_payment: 'butter',
  awaiting_payment: 'butter',
  confirmed: 'success',
  cancelled: 'neutral',
  refund_pending: 'sage',
  refunded: 'sage',
  expired: 'neutral',
  offered: 'terracotta',
  waitlisted: 'butter',
};

export function BookingStatusBadge({ state }: { state: BookingState }) {
  return (
    <Badge tone={TONES[state]}>
      <span data-testid="booking-status">{t(BOOKING_STATE_LABELS[state])}</span>
    </Badge>
  );
}
