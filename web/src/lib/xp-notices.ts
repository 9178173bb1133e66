// Which XP gains are already announced. The review toast already says "+25 XP earned!", so the XP
// watcher does not announce that review's points again (a Level Up still is). A gain is matched to
// its cause through the server's XP ledger (xp_awards/{id of the rewarded document}, written in the
// same transaction as the profile's points), not by its number of points: an answer worth as much
// as a review is still announced. Module state: one member per tab.
import { COLLECTIONS, xpAwardId, xpAwardSchema } from '@brunchers/model';
import { doc, getDoc, type Firestore } from 'firebase/firestore';

/** Reads the ledger entry of the document at a path: its points, or null while none exists. */
export type ReadXpAward = (sourcePath: string) => Promise<number | null>;

const announcedSources = new Set<string>();

/** The points the document at `sourcePath` earns are announced elsewhere (call before it is written). */
export function markXpAnnounced(sourcePath: string): void {
  announcedSources.add(sourcePath);
}

/**
 * Of a gain just seen on the profile, the points already announced: the sum over the marked
 * documents whose award now exists in the ledger (each is then forgotten). A marked document not
 * yet rewarded stays marked for the next gain.
 */
export async function takeAnnouncedXp(readAward: ReadXpAward): Promise<number> {
  const sources = [...announcedSources];
  const awards = await Promise.all(sources.map((source) => readAward(source).catch(() => null)));
  let announced = 0;
  sources.forEach((source, index) => {
    const xp = awards[index];
    if (xp === null || xp === undefined) return;
    announcedSources.delete(source);
    announced += xp;
  });
  return announced;
}

/** Reads the member's own ledger entries (the rules let each member read theirs). */
export function xpLedgerReader(db: Firestore): ReadXpAward {
  return async (sourcePath) => {
    const entry = await getDoc(doc(db, COLLECTIONS.xpAwards, xpAwardId(sourcePath)));
    return entry.exists() ? xpAwardSchema.parse(entry.data()).xp : null;
  };
}
