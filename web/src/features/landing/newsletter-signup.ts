// Stores a Now Live sign-up once per address, pending: the document id is the normalised address
// (model's newsletterSignupId; the rules hold it to that), so signing up twice lands on the same
// document. The server mails a confirmation link (double opt-in, issue 36).
import { COLLECTIONS, newsletterSignupId, type Locale } from '@brunchers/model';
import { FirebaseError } from 'firebase/app';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { db } from '../../lib/firebase/sdk';

/** `locale`: the page's language, which the confirmation mail is written in (issue 37). */
export async function saveNewsletterSignup(email: string, locale: Locale): Promise<void> {
  const address = newsletterSignupId(email);
  try {
    await setDoc(doc(db, COLLECTIONS.newsletterSignups, address), {
      email: address,
      status: 'pending',
      created_at: serverTimestamp(),
      locale,
    });
  } catch (error) {
    // Sign-ups are create-only: a repeat of a stored address is refused, and that is fine.
    if (error instanceof FirebaseError && error.code === 'permission-denied') return;
    throw error;
  }
}
