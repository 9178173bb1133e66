// Calls the createCheckout callable (prices and seat holds are the server's job); booking-errors.ts
// turns its failures into the message the booking toast shows.
import { CALLABLES, type CreateCheckoutInput, type CreateCheckoutOutput } from '@brunchers/model';
import { httpsCallable, type Functions } from 'firebase/functions';

export { bookingErrorMessage } from './booking-errors';

export async function createCheckout(
  functions: Functions,
  input: CreateCheckoutInput,
): Promise<CreateCheckoutOutput> {
  const call = httpsCallable<CreateCheckoutInput, CreateCheckoutOutput>(
    functions,
    CALLABLES.createCheckout,
  );
  const { data } = await call(input);
  return data;
}
