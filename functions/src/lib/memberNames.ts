// Members' current names, read live from their public profiles (issue 36): tickets, the door's
// scan answer, the table plan and mails show the name a member has now, not a copy a booking
// made. One profile read per member, batched (getAll, at most NAMES_BATCH per round trip).

import { COLLECTIONS, memberName, partyName } from '@brunchers/model';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

const NAMES_BATCH = 100;

/** uid → current display name, for those who have one. */
export async function currentNames(
  db: Firestore,
  uids: Iterable<string | null | undefined>,
): Promise<Map<string, string>> {
  const unique = [...new Set([...uids].filter((uid): uid is string => !!uid))];
  const names = new Map<string, string>();
  for (let start = 0; start < unique.length; start += NAMES_BATCH) {
    const refs = unique
      .slice(start, start + NAMES_BATCH)
      .map((uid) => db.collection(COLLECTIONS.userProfiles).doc(uid));
    for (const snapshot of await db.getAll(...refs)) {
      const name = memberName(snapshot.data() as { display_name?: string | null } | undefined);
      if (name) names.set(snapshot.id, name);
    }
  }
  return names;
}

/** One party's live name (a member's profile name; a guest's booked name), read in `tx` if given. */
export async function livePartyName(
  db: Firestore,
  party: { user_id: string | null; attendee_name?: string | null },
  tx?: Transaction,
): Promise<string | null> {
  if (!party.user_id) return party.attendee_name ?? null;
  const ref = db.collection(COLLECTIONS.userProfiles).doc(party.user_id);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  const name = memberName(snapshot.data() as { display_name?: string | null } | undefined);
  return partyName(party, new Map(name ? [[party.user_id, name]] : []));
}
