// Calls the createCheckout callable (prices and seat holds are the server's job) and turns its
// failures into the message the booking toast shows.
import {
  BOOKING_FAILED,
  CALLABLES,
  type CreateCheckoutInput,
  type CreateCheckoutOutput,
} from '@brunchers/model';
import { FunctionsError, httpsCallable, type Functions } from 'firebase/functions';

export async function createCheckout(
  functions: Functions,
  input: CreateCheckoutInput,
): Promise<CreateCheckoutOutput> {
  const call = httpsCallable<CreateCheckoutInput, CreateCheckoutOutput>(functions, CALLABLES.createCheckout);
  const { data } = await call(input);
  return data;
}

/**
 * The error's own message when the server meant it for people (HttpsError with a message), else
 * the catalogue's generic text. SDK codes such as "internal" are not shown.
 */
export function bookingErrorMessage(error: unknown): string {
  if (error instanceof FunctionsError) {
    const generic = error.code === 'functions/internal' || error.message === error.code.replace('functions/', '');
    return generic || !error.message ? BOOKING_FAILED : error.message;
  }
  return BOOKING_FAILED;
}
