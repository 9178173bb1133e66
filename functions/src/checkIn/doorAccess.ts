// Who may work a venue's door: an admin, or the venue's partner (holding the partner role now, as
// the rules' isPartnerOf). Role documents are the only authority, read on every call.

import { userRoleId } from '@brunchers/model';
import type { Firestore } from 'firebase-admin/firestore';
import { isAdmin, type CallerAuth } from '../lib/caller.js';
import { typedDoc } from '../lib/docs.js';
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
      typedDoc(db, 'userRoles', userRoleId(auth.uid, 'partner')).get(),
      typedDoc(db, 'venues', venueId).get(),
    ]);
    const grant = role.data();
    const partner = grant?.role === 'partner' && grant.user_id === auth.uid;
    if (partner && venue.data()?.partner_user_id === auth.uid) return 'partner';
  }
  fail('permission-denied', 'Only the venue’s partner or an admin can do this.');
}

/** The name the door shows for a checker ("by Paula"): their display name, if they have one. */
export async function checkerName(db: Firestore, uid: string): Promise<string | null> {
  const name = (await typedDoc(db, 'userProfiles', uid).get()).data()?.display_name?.trim();
  return name ? name : null;
}
