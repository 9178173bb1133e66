// The booking toast's text for a failed createCheckout call. No Firebase SDK import (the booking
// dialog is part of the event page, which paints before the SDKs arrive): a Functions error is
// recognised by its 'functions/…' code, as FunctionsError carries it.
import { BOOKING_FAILED } from '@brunchers/model';

function isFunctionsError(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error)) return false;
  const { code } = error as Error & { code?: unknown };
  return typeof code === 'string' && code.startsWith('functions/');
}

/**
 * The error's own message when the server meant it for people (HttpsError with a message), else
 * the catalogue's generic text. SDK codes such as "internal" are not shown.
 */
export function bookingErrorMessage(error: unknown): string {
  if (isFunctionsError(error)) {
    const generic =
      error.code === 'functions/internal' || error.message === error.code.replace('functions/', '');
    return generic || !error.message ? BOOKING_FAILED : error.message;
  }
  return BOOKING_FAILED;
}
