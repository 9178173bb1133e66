// Stores a Now Live sign-up once per address: the document id is derived from the lower-cased
// address (model's newsletterSignupId), so signing up twice lands on the same document.
import { COLLECTIONS, newsletterSignupId } from '@brunchers/model';
import { FirebaseError } from 'firebase/app';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { db } from '../../lib/firebase/sdk';

export async function saveNewsletterSignup(email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  try {
    await setDoc(doc(db, COLLECTIONS.newsletterSignups, newsletterSignupId(address)), {
      email: address,
      created_at: serverTimestamp(),
    });
  } catch (error) {
    // Sign-ups are create-only: a repeat of a stored address is refused, and that is fine.
    if (error instanceof FirebaseError && error.code === 'permission-denied') return;
    throw error;
  }
}
