// setUserRole (admin): grants or revokes a member's role. The caller's admin role document is read
// on every call (a revoked admin is refused at once, whatever their token says), and the change is
// written with its role_audit record in one transaction. An admin cannot revoke their own admin
// role, so the last admin cannot lock everyone out by mistake.

import { setUserRoleInputSchema, type SetUserRoleOutput } from '@brunchers/model';
import { fail } from '../lib/errors.js';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { parseInput } from '../lib/validate.js';
import type { AdminDeps } from '../admin/deps.js';
import { changeRoleIn } from './roleChange.js';

export async function handleSetUserRole(
  request: CallRequest,
  deps: Pick<AdminDeps, 'db' | 'clock'>,
): Promise<SetUserRoleOutput> {
  const admin = await requireAdmin(deps.db, request, 'setUserRole');
  const input = parseInput(setUserRoleInputSchema, request.data);
  if (input.uid === admin.uid && input.role === 'admin' && !input.granted)
    fail('failed-precondition', 'You cannot revoke your own admin role.');
  const changed = await deps.db.runTransaction((tx) =>
    changeRoleIn(tx, deps.db, { ...input, by: admin.uid, now: deps.clock() }),
  );
  return { changed };
}
