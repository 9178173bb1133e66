// A member's language on their profile (issue 37): the only write the language switcher makes,
// in a chunk of its own (loaded on a switch by a signed-in member).
import { COLLECTIONS, type Locale } from '@brunchers/model';
import { doc, updateDoc } from 'firebase/firestore';
import { db } from './firebase/firestore';

export function saveProfileLocale(uid: string, locale: Locale): Promise<void> {
  return updateDoc(doc(db, COLLECTIONS.userProfiles, uid), { locale });
}
