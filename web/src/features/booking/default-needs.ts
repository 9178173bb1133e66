// The member's default dietary and access needs (member_needs/{uid}, owner-only), loaded with
// Firestore when the booking dialog asks for them.
import { COLLECTIONS, memberNeedsSchema, type DietaryNeed } from '@brunchers/model';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../lib/firebase/firestore';

export async function readDefaultNeeds(uid: string): Promise<DietaryNeed[]> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.memberNeeds, uid));
  const parsed = memberNeedsSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data.needs : [];
}
