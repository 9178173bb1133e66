// Back from Stripe's payment page with Cancel: the cancel URL names the booking, and the event page
// asks the server to expire that Checkout session, which gives the seats back at once (otherwise
// they stay held until the session runs out). Loaded on demand, with Auth (a member's booking is
// cancelled as that member) and Functions.
import type { CancelCheckoutOutput } from '@brunchers/model';
import { callable } from '../../lib/callables';
import { loadAuth, loadFunctions } from '../../lib/firebase/lazy';

export async function cancelCheckout(bookingId: string): Promise<CancelCheckoutOutput> {
  const [{ auth }] = await Promise.all([loadAuth(), loadFunctions()]);
  // The callable carries the member's ID token only once Auth has restored the session.
  await auth.authStateReady();
  return callable('cancelCheckout')({ bookingId });
}
