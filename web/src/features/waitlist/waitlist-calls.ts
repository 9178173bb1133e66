// The waitlist's callables, loaded on demand with Auth (a member acts as themselves once Auth has
// restored the session) and Functions. Seats, order and offers are the server's.
import type {
  CheckoutOfferOutput,
  JoinWaitlistInput,
  JoinWaitlistOutput,
  LeaveWaitlistOutput,
} from '@brunchers/model';
import { callable } from '../../lib/callables';
import { loadAuth, loadFunctions } from '../../lib/firebase/lazy';
import { currentLocale } from '../../lib/i18n';

/** Auth has restored the session (the call carries the member's ID token); Functions is loading too. */
async function ready(): Promise<void> {
  const [{ auth }] = await Promise.all([loadAuth(), loadFunctions()]);
  await auth.authStateReady();
}

export async function joinWaitlist(input: JoinWaitlistInput): Promise<JoinWaitlistOutput> {
  // The page's language writes a guest's confirmation mail (issue 37).
  await ready();
  return callable('joinWaitlist')({ locale: currentLocale(), ...input });
}

export async function leaveWaitlist(entryId: string): Promise<LeaveWaitlistOutput> {
  await ready();
  return callable('leaveWaitlist')({ entryId });
}

export async function checkoutOffer(bookingId: string): Promise<CheckoutOfferOutput> {
  await ready();
  return callable('checkoutOffer')({ bookingId });
}
