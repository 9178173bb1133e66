// What /login and /signup do with Firebase, loaded when the visitor starts filling a form (or
// submits it): the pages paint without Auth's SDK (issue 40: their first paint waited for it).
// Auth and Functions come from lib/firebase/lazy.ts, the same instances as everywhere else.
import type { CallableInput } from '@brunchers/model';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import { callable } from '../../lib/callables';
import { currentLocale } from '../../lib/i18n';
import { loadAuth, loadFunctions } from '../../lib/firebase/lazy';
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
  const { functions } = await loadFunctions();
  // A new profile keeps the page's language: its mails' (issue 37).
  await callable(functions, 'completeSignUp')({ locale: currentLocale(), ...input });
}

export async function sendVerificationEmail(): Promise<void> {
  const { functions } = await loadFunctions();
  // In the page's language, as Firebase Auth's templates follow the page's (issue 37).
  await callable(functions, 'sendVerificationEmail')({ locale: currentLocale() });
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { functions } = await loadFunctions();
  await callable(functions, 'sendPasswordReset')({ email, locale: currentLocale() });
}

export async function claimGuestBooking(sessionId: string): Promise<void> {
  const { functions } = await loadFunctions();
  await claimBooking(functions, sessionId);
}
