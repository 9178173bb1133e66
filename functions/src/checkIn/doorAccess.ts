// Who may work a venue's door: an admin, or the venue's partner (holding the partner role now, as
// the rules' isPartnerOf). Role documents are the only authority, read on every call.

import { COLLECTIONS, userRoleId } from '@brunchers/model';
import type { Firestore } from 'firebase-admin/firestore';
import { isAdmin, type CallerAuth } from '../lib/caller.js';
import { fail } from '../lib/errors.js';

export type DoorRole = 'admin' | 'partner';

export async function requireDoorKeeper(
  db: Firestore,
  auth: CallerAuth,
  venueId: string | null,
): Promise<DoorRole> {
  if (await isAdmin(db, auth)) return 'admin';
  if (venueId !== null) {
    const [role, venue] = await Promise.all([
      db.collection(COLLECTIONS.userRoles).doc(userRoleId(auth.uid, 'partner')).get(),
      db.collection(COLLECTIONS.venues).doc(venueId).get(),
    ]);
    const partner =
      role.exists && role.get('role') === 'partner' && role.get('user_id') === auth.uid;
    if (partner && venue.exists && venue.get('partner_user_id') === auth.uid) return 'partner';
  }
  fail('permission-denied', 'Only the venue’s partner or an admin can do this.');
}

/** The name the door shows for a checker ("by Paula"): their display name, if they have one. */
export async function checkerName(db: Firestore, uid: string): Promise<string | null> {
  const profile = await db.collection(COLLECTIONS.userProfiles).doc(uid).get();
  const name: unknown = profile.get('display_name');
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}
