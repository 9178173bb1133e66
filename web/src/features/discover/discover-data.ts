// Discover: up to 20 other members with a photo and a name, read once (cards must
// not reshuffle while the member swipes); each card's gallery photos are read when that card is
// shown, newest first and at most DISCOVER_GALLERY_LIMIT, so the reads stay bounded by what the
// screen shows. Members blocked either way and suspended members are never shown. Likes and passes go to bruncher_likes/{liker}_{liked}; the server makes a match
// from two likes.
import {
  bruncherLikeId,
  COLLECTIONS,
  discoverCandidates,
  discoverCard,
  DISCOVER_GALLERY_LIMIT,
  DISCOVER_PROFILE_LIMIT,
  type DiscoverCard,
} from '@brunchers/model';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { parseProfile } from '../../lib/member-data';
import { loadHiddenMembers } from '../safety/safety-data';

export async function loadDiscoverCards(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<DiscoverCard[]> {
  // Firestore filters one field with '!=' here (photo_url); profiles without a name (and the
  // viewer) are dropped after reading, so keep reading pages until 20 remain or none are left.
  // One extra per page: the viewer may be among the results.
  const pageSize = DISCOVER_PROFILE_LIMIT + 1;
  // Members blocked either way (issue 36 §4) are left out like the viewer.
  const hidden = await loadHiddenMembers(db, uid);
  const candidates = () => discoverCandidates(profiles, uid, DISCOVER_PROFILE_LIMIT, hidden);
  const profiles: ParsedProfile[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const constraints = [
      where('photo_url', '!=', null),
      ...(after ? [startAfter(after)] : []),
      limit(pageSize),
    ];
    const page = await getDocs(query(collection(db, COLLECTIONS.userProfiles), ...constraints));
    profiles.push(
      ...page.docs.flatMap((row) => {
        try {
          return [parseProfile(row.id, row.data())];
        } catch (error) {
          console.warn(`Skipping profile ${row.id}`, error);
          return [];
        }
      }),
    );
    after = page.docs.at(-1);
    if (page.size < pageSize || candidates().length >= DISCOVER_PROFILE_LIMIT) break;
  }
  return candidates().map((profile) => discoverCard(profile, now));
}

type ParsedProfile = ReturnType<typeof parseProfile>;

/** A gallery photo on a card: its id is what a report of that photo names. */
export interface GalleryPhoto {
  id: string;
  url: string;
}

/** A member's newest gallery photos for their card's carousel (index: user_id, created_at desc). */
export async function loadGalleryPhotos(db: Firestore, userId: string): Promise<GalleryPhoto[]> {
  const photos = await getDocs(
    query(
      collection(db, COLLECTIONS.userPhotos),
      where('user_id', '==', userId),
      orderBy('created_at', 'desc'),
      limit(DISCOVER_GALLERY_LIMIT),
    ),
  );
  return photos.docs.flatMap((row) => {
    const url = row.get('photo_url');
    return typeof url === 'string' ? [{ id: row.id, url }] : [];
  });
}

/** Stores a like (true) or a pass (false); a later like replaces a pass. */
export async function saveLike(
  db: Firestore,
  likerId: string,
  likedId: string,
  isLike: boolean,
): Promise<void> {
  await setDoc(doc(db, COLLECTIONS.bruncherLikes, bruncherLikeId(likerId, likedId)), {
    liker_id: likerId,
    liked_id: likedId,
    is_like: isLike,
    created_at: serverTimestamp(),
  });
}
