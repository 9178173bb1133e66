// Awards experience points exactly once per source document: the ledger entry keyed by the
// source's path is checked and written in the same transaction as the profile's XP and level, so
// a trigger delivered twice (or retried after a partial failure) changes nothing the second time.

import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, applyXp, xpAwardId, type XpAwardDoc } from '@brunchers/model';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';

export interface XpAward {
  uid: string;
  /** Document path that earned the points, e.g. brunch_reviews/abc. */
  source: string;
  xp: number;
}

/** Returns true when points were added, false when this source was already rewarded. */
export async function awardXp(db: Firestore, award: XpAward, clock: Clock): Promise<boolean> {
  const ledger = db.collection(COLLECTIONS.xpAwards).doc(xpAwardId(award.source));
  const profileRef = db.collection(COLLECTIONS.userProfiles).doc(award.uid);
  const result = await db.runTransaction(async (tx) => {
    const [entry, profile] = await Promise.all([tx.get(ledger), tx.get(profileRef)]);
    if (entry.exists) return null;
    const current = profile.exists ? Number(profile.get('experience_points') ?? 0) : 0;
    const next = applyXp(Number.isFinite(current) ? current : 0, award.xp);
    const now = timestamp(clock());
    if (profile.exists) {
      tx.update(profileRef, { experience_points: next.experience_points, level: next.level });
    } else {
      tx.set(profileRef, {
        user_id: award.uid,
        experience_points: next.experience_points,
        level: next.level,
      });
    }
    const awarded: XpAwardDoc = {
      user_id: award.uid,
      source: award.source,
      xp: award.xp,
      awarded_at: now,
    };
    tx.create(ledger, awarded);
    return next;
  });
  if (result)
    logs.xpAwarded(award.uid, award.source, award.xp, result.experience_points, result.level);
  else logs.xpAlreadyAwarded(award.source);
  return result !== null;
}
