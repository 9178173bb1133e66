// What /login and /signup do with Firebase, loaded when the visitor starts filling a form (or
// submits it): the pages paint without Auth's SDK (issue 40: their first paint waited for it).
// Auth comes from lib/firebase/lazy.ts, the same instance as everywhere else; the calls load
// Functions (lib/callables.ts).
import type { CallableInput } from '@brunchers/model';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { callable } from '../../lib/callables';
import { currentLocale } from '../../lib/i18n';
import { loadAuth } from '../../lib/firebase/lazy';
import { claimBooking } from './claim-booking';

export async function signIn(email: string, password: string): Promise<void> {
  const { auth } = await loadAuth();
  await signInWithEmailAndPassword(auth, email, password);
}

export async function createAccount(email: string, password: string): Promise<void> {
  const { auth } = await loadAuth();
  await createUserWithEmailAndPassword(auth, email, password);
}

export async function completeSignUp(input: CallableInput<'completeSignUp'>): Promise<void> {
  // A new profile keeps the page's language: its mails' (issue 37).
  await callable('completeSignUp')({ locale: currentLocale(), ...input });
}

// The prompt's own: one call for sign-up and the prompt's button.
export { sendVerificationEmail } from './verify-email-prompt';

export async function sendPasswordReset(email: string): Promise<void> {
  await callable('sendPasswordReset')({ email, locale: currentLocale() });
}

export async function claimGuestBooking(sessionId: string): Promise<void> {
  await claimBooking(sessionId);
}
