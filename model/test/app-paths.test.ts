import { describe, expect, it } from 'vitest';
import {
  APP_PATHS,
  CHECKOUT_SUCCESS_PATH,
  bookingSuccessPath,
  checkoutCancelledPath,
  eventPath,
} from '../src/index';

describe('app paths', () => {
  it('builds the event page, escaping the id', () => {
    expect(eventPath('e 1/2')).toBe('/event/e%201%2F2');
  });

  it("builds the booking success page of a session, and Checkout's template of it", () => {
    expect(bookingSuccessPath('cs_test_a1')).toBe('/booking-success?session_id=cs_test_a1');
    expect(CHECKOUT_SUCCESS_PATH).toBe('/booking-success?session_id={CHECKOUT_SESSION_ID}');
  });

  it("sends Checkout's cancel back to the event page, naming the booking to cancel", () => {
    expect(checkoutCancelledPath('e1', 'b1')).toBe('/event/e1?cancelled_booking=b1');
  });

  it('includes the pages mails link to', () => {
    expect(APP_PATHS).toMatchObject({ myBookings: '/profile#my-bookings', ticket: '/ticket' });
  });
});
