// Granting or revoking a role, always together with its audit record (role_audit: who, when), in
// the caller's transaction. Every server path that changes user_roles goes through here; clients
// cannot write user_roles or role_audit at all (firestore.rules).

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, userRoleId, type Role, type RoleAuditDoc } from '@brunchers/model';
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
  const current = await tx.get(roleRef);
  if (current.exists === change.granted) return false;
  if (change.granted) tx.set(roleRef, { user_id: change.uid, role: change.role });
  else tx.delete(roleRef);
  const audit: RoleAuditDoc = {
    user_id: change.uid,
    role: change.role,
    action: change.granted ? 'granted' : 'revoked',
    by: change.by,
    at: timestamp(change.now),
  };
  tx.create(db.collection(COLLECTIONS.roleAudit).doc(), audit);
  return true;
}
