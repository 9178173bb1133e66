// saveHost (admin): creates a host or changes one (name, photo, short bio). The rating fields are
// the review trigger's: a new host starts with none, a change never touches them. The host's
// upcoming events take the new name and photo.

import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, saveHostInputSchema, type SaveHostOutput } from '@brunchers/model';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import type { OrganiserEventDeps } from '../organiser/events/deps.js';
import { copyHostToUpcomingEvents } from './hostEvents.js';

export type HostDeps = Pick<OrganiserEventDeps, 'db' | 'clock'>;

export async function handleSaveHost(
  request: CallRequest,
  deps: HostDeps,
): Promise<SaveHostOutput> {
  const admin = await requireAdmin(deps.db, request, 'saveHost');
  const { hostId, host } = parseInput(saveHostInputSchema, request.data);
  const { db } = deps;
  const now = timestamp(deps.clock());
  const hosts = db.collection(COLLECTIONS.hosts);
  const fields = { name: host.name, photo_url: host.photo_url, bio: host.bio || null };
  if (!hostId) {
    const ref = hosts.doc();
    await ref.create({
      ...fields,
      rating_sum: 0,
      rating_count: 0,
      created_at: now,
      updated_at: now,
    });
    logs.hostSaved(ref.id, admin.uid, 0);
    return { hostId: ref.id };
  }
  const ref = hosts.doc(hostId);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) fail('not-found', 'Host not found.');
    tx.update(ref, { ...fields, updated_at: FieldValue.serverTimestamp() });
  });
  const updated = await copyHostToUpcomingEvents(
    db,
    hostId,
    { host_name: fields.name, host_avatar: fields.photo_url },
    deps.clock(),
  );
  logs.hostSaved(hostId, admin.uid, updated);
  return { hostId };
}
