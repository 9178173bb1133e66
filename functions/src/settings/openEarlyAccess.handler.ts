// openEarlyAccessEvents (every 5 minutes): events whose public-from time has passed stop being
// members-first: early_access → published, so the public listing shows them (issue 39). Bounded:
// a page of events per run (a city publishes a handful a week); the next run takes the rest.

import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';

export const EARLY_ACCESS_PAGE = 100;

export async function handleOpenEarlyAccess(deps: {
  db: Firestore;
  clock: Clock;
}): Promise<{ opened: number }> {
  const { db } = deps;
  const now = deps.clock();
  const due = await db
    .collection(COLLECTIONS.events)
    .where('status', '==', 'early_access')
    .where('public_from', '<=', timestamp(now))
    .orderBy('public_from')
    .limit(EARLY_ACCESS_PAGE)
    .get();
  let opened = 0;
  for (const event of due.docs) {
    const done = await db.runTransaction(async (tx) => {
      const fresh = await tx.get(event.ref);
      // Unpublished, cancelled or moved later meanwhile: left as it is.
      const publicFrom = fresh.get('public_from') as { toMillis?: () => number } | undefined;
      if (fresh.get('status') !== 'early_access' || (publicFrom?.toMillis?.() ?? 0) > now.getTime())
        return false;
      tx.update(event.ref, { status: 'published', updated_at: timestamp(now) });
      return true;
    });
    if (done) opened += 1;
  }
  if (opened > 0) logs.earlyAccessOpened(opened);
  return { opened };
}
