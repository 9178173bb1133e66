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

async function ready() {
  const [{ auth }, { functions }] = await Promise.all([loadAuth(), loadFunctions()]);
  await auth.authStateReady();
  return functions;
}

export async function joinWaitlist(input: JoinWaitlistInput): Promise<JoinWaitlistOutput> {
  // The page's language writes a guest's confirmation mail (issue 37).
  return callable(await ready(), 'joinWaitlist')({ locale: currentLocale(), ...input });
}

export async function leaveWaitlist(entryId: string): Promise<LeaveWaitlistOutput> {
  return callable(await ready(), 'leaveWaitlist')({ entryId });
}

export async function checkoutOffer(bookingId: string): Promise<CheckoutOfferOutput> {
  return callable(await ready(), 'checkoutOffer')({ bookingId });
}
