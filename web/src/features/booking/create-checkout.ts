// Calls the createCheckout callable (prices and seat holds are the server's job); booking-errors.ts
// turns its failures into the message the booking toast shows.
import type { CreateCheckoutInput, CreateCheckoutOutput } from '@brunchers/model';
import type { Functions } from 'firebase/functions';
import { callable } from '../../lib/callables';

export { bookingErrorMessage } from './booking-errors';

export async function createCheckout(
  functions: Functions,
  input: CreateCheckoutInput,
): Promise<CreateCheckoutOutput> {
  return callable(functions, 'createCheckout')(input);
}
