// user_roles is the source of truth for roles; this mirrors a member's roles into their custom
// claims ({ role, roles }) so Security Rules can use request.auth.token.role without a document
// read. The claim is the highest role (admin over partner) and null when none is left. Clients see
// the change after their next token refresh (getIdToken(true)).

import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, ROLES, type Role } from '@brunchers/model';
import { logs } from '../lib/logs.js';

export interface RoleClaims {
  role: Role | null;
  roles: Role[];
}

export async function handleRolesChanged(
  db: Firestore,
  auth: Auth,
  uid: string,
): Promise<RoleClaims | null> {
  const rows = await db.collection(COLLECTIONS.userRoles).where('user_id', '==', uid).get();
  const held = new Set(rows.docs.map((row) => row.get('role') as unknown));
  // ROLES lists the roles from most to least powerful.
  const roles = ROLES.filter((role) => held.has(role));
  const claims: RoleClaims = { role: roles[0] ?? null, roles };

  let user;
  try {
    user = await auth.getUser(uid);
  } catch (error) {
    logs.rolesMirrorSkipped(uid, (error as { code?: string }).code ?? 'user lookup failed');
    return null;
  }
  await auth.setCustomUserClaims(uid, { ...user.customClaims, ...claims });
  logs.rolesMirrored(uid, roles);
  return claims;
}
