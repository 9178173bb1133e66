// Discover (§2, §7, §9): up to 20 other members with a photo and a name, read once (cards must
// not reshuffle while the member swipes), plus their gallery photos for the carousel. Likes and
// passes go to bruncher_likes/{liker}_{liked}; the server makes a match from two likes.
import {
  bruncherLikeId,
  COLLECTIONS,
  discoverCandidates,
  discoverCard,
  DISCOVER_PROFILE_LIMIT,
  type DiscoverCard,
} from '@brunchers/model';
import {
  collection,
  doc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { parseProfile } from '../../lib/member-data';

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

export async function loadDiscoverCards(db: Firestore, uid: string, now: Date): Promise<DiscoverCard[]> {
  // One extra: the viewer may be among the results and is left out.
  const profiles = await getDocs(
    query(collection(db, COLLECTIONS.userProfiles), where('photo_url', '!=', null), limit(DISCOVER_PROFILE_LIMIT + 1)),
  );
  const candidates = discoverCandidates(
    profiles.docs.flatMap((row) => {
      try {
        return [parseProfile(row.id, row.data())];
      } catch (error) {
        console.warn(`Skipping profile ${row.id}`, error);
        return [];
      }
    }),
    uid,
  );
  const ids = candidates.map((profile) => profile.id).slice(0, IN_LIMIT);
  const gallery = new Map<string, string[]>();
  if (ids.length > 0) {
    const photos = await getDocs(query(collection(db, COLLECTIONS.userPhotos), where('user_id', 'in', ids)));
    for (const row of photos.docs) {
      const owner = String(row.get('user_id'));
      const url = row.get('photo_url');
      if (typeof url === 'string') gallery.set(owner, [...(gallery.get(owner) ?? []), url]);
    }
  }
  return candidates.map((profile) => discoverCard(profile, now, gallery.get(profile.id) ?? []));
}

/** Stores a like (true) or a pass (false); a later like replaces a pass. */
export async function saveLike(db: Firestore, likerId: string, likedId: string, isLike: boolean): Promise<void> {
  await setDoc(doc(db, COLLECTIONS.bruncherLikes, bruncherLikeId(likerId, likedId)), {
    liker_id: likerId,
    liked_id: likedId,
    is_like: isLike,
    created_at: serverTimestamp(),
  });
}
