// Granting or revoking a role, always together with its audit record (role_audit: who, what,
// whom, the member's roles before and after, when), in
// the caller's transaction. Every server path that changes user_roles goes through here; clients
// cannot write user_roles or role_audit at all (firestore.rules).

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, ROLES, userRoleId, type Role, type RoleAuditDoc } from '@brunchers/model';
import { timestamp } from '../lib/time.js';

export interface RoleChange {
  uid: string;
  role: Role;
  granted: boolean;
  /** Who made the change: an admin's uid, or a name for a server path ('import', 'seed'). */
  by: string;
  now: Date;
}

/** Applies the change if it changes anything (reads first, as transactions require). */
export async function changeRoleIn(
  tx: Transaction,
  db: Firestore,
  change: RoleChange,
): Promise<boolean> {
  const roleRef = db.collection(COLLECTIONS.userRoles).doc(userRoleId(change.uid, change.role));
  const [current, held] = await Promise.all([
    tx.get(roleRef),
    tx.get(db.collection(COLLECTIONS.userRoles).where('user_id', '==', change.uid)),
  ]);
  if (current.exists === change.granted) return false;
  const before = new Set(held.docs.map((row) => row.get('role') as Role));
  const after = new Set(before);
  if (change.granted) after.add(change.role);
  else after.delete(change.role);
  // In ROLES' order, so the log reads the same whatever order the documents came in.
  const ordered = (set: Set<Role>) => ROLES.filter((role) => set.has(role));
  if (change.granted) tx.set(roleRef, { user_id: change.uid, role: change.role });
  else tx.delete(roleRef);
  const audit: RoleAuditDoc = {
    user_id: change.uid,
    role: change.role,
    action: change.granted ? 'granted' : 'revoked',
    by: change.by,
    at: timestamp(change.now),
    roles_before: ordered(before),
    roles_after: ordered(after),
  };
  tx.create(db.collection(COLLECTIONS.roleAudit).doc(), audit);
  return true;
}
