// importUsers (admin): creates the sample members in Auth with their public profile (and role,
// when given). Re-running it updates them instead of failing; XP and level are never reset, and
// profile fields a sample user does not set are left as the member has them.

import {
  COLLECTIONS,
  FIRST_LEVEL,
  importUsersInputSchema,
  type ImportUsersOutput,
  type SampleUser,
} from '@brunchers/model';
import { cleanMessage } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { timestamp } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { changeRoleIn } from '../roles/roleChange.js';
import type { AdminDeps } from './deps.js';

export async function handleImportUsers(
  request: CallRequest,
  deps: AdminDeps,
): Promise<ImportUsersOutput> {
  const admin = await requireAdmin(deps.db, request, 'importUsers');
  const { users } = parseInput(importUsersInputSchema, request.data);
  const output: ImportUsersOutput = { success: [], errors: [] };
  for (const user of users) {
    try {
      await importOne(user, admin.uid, deps);
      output.success.push(user.email);
    } catch (error) {
      output.errors.push({
        email: user.email,
        error: cleanMessage(error instanceof Error ? error.message : String(error)),
      });
    }
  }
  logs.usersImported(output.success.length, output.errors.length);
  return output;
}

async function importOne(
  user: SampleUser,
  adminUid: string,
  { db, auth, clock }: AdminDeps,
): Promise<void> {
  const uid = await upsertAuthUser(user, auth);
  const now = timestamp(clock());
  const profileRef = db.collection(COLLECTIONS.userProfiles).doc(uid);
  const defaults = {
    birth_year: null,
    currently_living_in: null,
    bio: null,
    job_title: null,
    interests: [],
    weekend_vibe: null,
    social_style: null,
    photo_url: null,
  };
  // Only the fields this sample user sets. An existing member keeps the rest: writing the
  // defaults over them wiped e.g. a photo the list has none for (and so took the member out of
  // Discover, which needs one) each time the import was re-run.
  const given = Object.fromEntries(
    Object.entries({
      birth_year: user.birth_year,
      currently_living_in: user.currently_living_in,
      bio: user.bio,
      job_title: user.job_title,
      interests: user.interests,
      weekend_vibe: user.weekend_vibe,
      social_style: user.social_style,
      photo_url: user.photo_url,
    }).filter(([, value]) => value !== undefined),
  );
  const fields = { user_id: uid, display_name: user.display_name, ...given, updated_at: now };
  await db.runTransaction(async (tx) => {
    const existing = await tx.get(profileRef);
    // Before the profile writes: a transaction reads (the role document) before it writes.
    if (user.role)
      await changeRoleIn(tx, db, {
        uid,
        role: user.role,
        granted: true,
        by: adminUid,
        now: clock(),
      });
    if (existing.exists) tx.update(profileRef, fields);
    else
      tx.set(profileRef, {
        ...defaults,
        ...fields,
        level: FIRST_LEVEL,
        experience_points: 0,
        created_at: now,
      });
  });
}

async function upsertAuthUser(user: SampleUser, auth: AdminDeps['auth']): Promise<string> {
  try {
    const existing = await auth.getUserByEmail(user.email);
    await auth.updateUser(existing.uid, { displayName: user.display_name });
    return existing.uid;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  const created = await auth.createUser({
    email: user.email,
    password: user.password,
    displayName: user.display_name,
  });
  return created.uid;
}
