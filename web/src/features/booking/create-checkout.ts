// Calls the createCheckout callable (prices and seat holds are the server's job); booking-errors.ts
// turns its failures into the message the booking toast shows.
import type { CreateCheckoutInput, CreateCheckoutOutput } from '@brunchers/model';
import { callable } from '../../lib/callables';

export { bookingErrorMessage } from './booking-errors';

export async function createCheckout(input: CreateCheckoutInput): Promise<CreateCheckoutOutput> {
  return callable('createCheckout')(input);
}
