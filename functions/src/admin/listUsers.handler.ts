// listUsers (admin): id and e-mail of every Auth user, a page at a time; or of the users named by
// uid (what a screen shows) or by e-mail (a role or a venue's partner to assign).

import {
  LIST_USERS_DEFAULT_PAGE_SIZE,
  listUsersInputSchema,
  type ListUsersOutput,
} from '@brunchers/model';
import { fail } from '../lib/errors.js';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { parseInput } from '../lib/validate.js';
import type { AdminDeps } from './deps.js';

export async function handleListUsers(
  request: CallRequest,
  deps: AdminDeps,
): Promise<ListUsersOutput> {
  await requireAdmin(deps.db, request, 'listUsers');
  const input = parseInput(listUsersInputSchema, request.data) ?? {};
  if ('uids' in input) {
    const found = await deps.auth.getUsers(input.uids.map((uid) => ({ uid })));
    return { users: found.users.map((user) => ({ id: user.uid, email: user.email ?? null })) };
  }
  if ('email' in input) {
    try {
      const user = await deps.auth.getUserByEmail(input.email);
      return { users: [{ id: user.uid, email: user.email ?? null }] };
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return { users: [] };
      throw error;
    }
  }
  let page;
  try {
    page = await deps.auth.listUsers(
      input.pageSize ?? LIST_USERS_DEFAULT_PAGE_SIZE,
      input.pageToken,
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/invalid-page-token')
      fail('invalid-argument', 'pageToken: invalid page token');
    throw error;
  }
  const output: ListUsersOutput = {
    users: page.users.map((user) => ({ id: user.uid, email: user.email ?? null })),
  };
  if (page.pageToken) output.nextPageToken = page.pageToken;
  return output;
}
