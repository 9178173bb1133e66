// The booking dialog for the event page, loaded on demand: the dialog (Headless UI, the form) is
// not part of what the page needs to paint. useBookingAccess preloads it once the page is up.
import { lazy, Suspense } from 'react';
import type { BookingDialogProps } from './booking-dialog';

export const loadBookingDialog = () => import('./booking-dialog');

const Dialog = lazy(() =>
  loadBookingDialog().then((module) => ({ default: module.BookingDialog })),
);

/** BookingDialog (same props), rendered once its code is in. */
export function BookingDialog(props: BookingDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
