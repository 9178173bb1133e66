// Reads and writes of the profile page: the private profile (owner only), saving both profile
// documents, and the photo gallery (Storage files plus user_photos records).
import {
  COLLECTIONS,
  PHOTO_NOT_IMAGE,
  photoStoragePath,
  privateProfileSchema,
  SENSITIVE_CONSENT_VERSION,
  sensitiveConsentSchema,
  sensitiveValuesCleared,
  userPhotoSchema,
  type SensitiveCategoryId,
  type SensitiveConsentDoc,
  type PrivateProfileDoc,
  type PrivateProfileUpdate,
  type PublicProfileUpdate,
  type UserPhotoWithId,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { loadStorage } from '../../lib/firebase/storage';
import { uploadRasterImage } from '../../lib/image-upload';
import {
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from '../../lib/firebase/live-data';

const parsePrivateProfile = (_id: string, data: unknown): PrivateProfileDoc =>
  privateProfileSchema.parse(data);

/** user_private_profiles/{uid}: "missing" until the member first saves the form. */
export function usePrivateProfile(uid: string): LiveDoc<PrivateProfileDoc> {
  const db = useFirestore();
  const ref_ = useMemo(() => doc(db, COLLECTIONS.userPrivateProfiles, uid), [db, uid]);
  return useLiveDoc(ref_, parsePrivateProfile);
}

/**
 * Saves the form: the public profile is updated with only the client's fields (the server
 * created it at sign-up, completeSignUp; the member shell asks for it before any page works);
 * the private profile is merged. Both stamp updated_at with the server's time.
 */
export async function saveProfile(
  db: Firestore,
  uid: string,
  publicProfile: PublicProfileUpdate,
  privateProfile: PrivateProfileUpdate,
): Promise<void> {
  const publicRef = doc(db, COLLECTIONS.userProfiles, uid);
  await updateDoc(publicRef, { ...publicProfile, updated_at: serverTimestamp() });
  await setDoc(
    doc(db, COLLECTIONS.userPrivateProfiles, uid),
    { ...privateProfile, updated_at: serverTimestamp() },
    { merge: true },
  );
}

/** The conversation cards' opt-in (issue 38 item 4), merged into the private profile. */
export async function saveConversationCardsOptIn(
  db: Firestore,
  uid: string,
  optIn: boolean,
): Promise<void> {
  await setDoc(
    doc(db, COLLECTIONS.userPrivateProfiles, uid),
    { conversation_cards_opt_in: optIn, updated_at: serverTimestamp() },
    { merge: true },
  );
}

// A just-added photo has no server time yet (pending serverTimestamp): count it as now.
function parsePhoto(id: string, data: Record<string, unknown>): UserPhotoWithId {
  return { ...userPhotoSchema.parse({ ...data, created_at: data.created_at ?? new Date() }), id };
}

/** The member's gallery (sorted newest first here, so no composite index is needed). */
export function useMyPhotos(uid: string): LiveList<UserPhotoWithId> {
  const db = useFirestore();
  const mine = useMemo(
    () => query(collection(db, COLLECTIONS.userPhotos), where('user_id', '==', uid)),
    [db, uid],
  );
  const photos = useLiveQuery(mine, `photos:${uid}`, parsePhoto);
  return useMemo(() => {
    if (photos.status !== 'ready') return photos;
    const time = (photo: UserPhotoWithId) =>
      photo.created_at instanceof Date
        ? photo.created_at.getTime()
        : photo.created_at.toDate().getTime();
    return { status: 'ready', data: [...photos.data].sort((a, b) => time(b) - time(a)) };
  }, [photos]);
}

/**
 * Uploads a photo to user-photos/{uid}/{timestamp}.{ext} (progress 0..100 reported as it goes),
 * records it in user_photos, and makes it the profile photo when the member has none yet.
 */
export async function uploadPhoto(
  db: Firestore,
  uid: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  // The bytes must be the raster type the file claims (storage.rules check the declared type
  // only; a mismatch is refused here and served as a download, never an image).
  const path = photoStoragePath(uid, Date.now(), file.name);
  const url = await uploadRasterImage(path, file, t(PHOTO_NOT_IMAGE), onProgress);
  await addDoc(collection(db, COLLECTIONS.userPhotos), {
    user_id: uid,
    photo_url: url,
    storage_path: path,
    created_at: serverTimestamp(),
  });
  const profileRef = doc(db, COLLECTIONS.userProfiles, uid);
  const profile = await getDoc(profileRef);
  // A profile exists once sign-up is complete (completeSignUp); only the server creates one.
  if (profile.exists() && !profile.get('photo_url')) {
    await updateDoc(profileRef, { photo_url: url, updated_at: serverTimestamp() });
  }
}

/** Deletes the file and its record; a profile photo that pointed at it is cleared. */
export async function deletePhoto(
  db: Firestore,
  uid: string,
  photo: UserPhotoWithId,
): Promise<void> {
  const { deleteObject, ref, storage } = await loadStorage();
  await deleteObject(ref(storage, photo.storage_path ?? photo.photo_url)).catch(
    (error: unknown) => {
      // Already gone (e.g. a half-finished earlier delete): still remove the record.
      if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
    },
  );
  await deleteDoc(doc(db, COLLECTIONS.userPhotos, photo.id));
  const profileRef = doc(db, COLLECTIONS.userProfiles, uid);
  const profile = await getDoc(profileRef);
  if (profile.exists() && profile.get('photo_url') === photo.photo_url) {
    await updateDoc(profileRef, { photo_url: null, updated_at: serverTimestamp() });
  }
}

// --- Special-category consents (issue 36 §3): user_private_profiles/{uid}/sensitive_consents ---

const parseConsent = (_id: string, data: unknown): SensitiveConsentDoc =>
  sensitiveConsentSchema.parse({
    ...(data as object),
    granted_at: (data as { granted_at?: unknown }).granted_at ?? new Date(),
  });

/** The categories the member consented to (live). */
export function useSensitiveConsents(uid: string): LiveList<SensitiveConsentDoc> {
  const db = useFirestore();
  const consents = useMemo(
    () => collection(db, COLLECTIONS.userPrivateProfiles, uid, COLLECTIONS.sensitiveConsents),
    [db, uid],
  );
  return useLiveQuery(consents, `sensitive-consents:${uid}`, parseConsent);
}

/** Consent to one category, at the current version, stamped with the server's time. */
export async function giveSensitiveConsent(
  db: Firestore,
  uid: string,
  category: SensitiveCategoryId,
): Promise<void> {
  await setDoc(
    doc(db, COLLECTIONS.userPrivateProfiles, uid, COLLECTIONS.sensitiveConsents, category),
    {
      category,
      version: SENSITIVE_CONSENT_VERSION,
      granted_at: serverTimestamp(),
    },
  );
}

/** Withdraws a consent and deletes its answers in one batch (the server's trigger too). */
export async function withdrawSensitiveConsent(
  db: Firestore,
  uid: string,
  category: SensitiveCategoryId,
): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(
    doc(db, COLLECTIONS.userPrivateProfiles, uid, COLLECTIONS.sensitiveConsents, category),
  );
  batch.set(
    doc(db, COLLECTIONS.userPrivateProfiles, uid),
    { ...sensitiveValuesCleared([category]), updated_at: serverTimestamp() },
    {
      merge: true,
    },
  );
  await batch.commit();
}

/** Deletes answers stored without consent (the member chose "Delete" when asked). */
export async function deleteUnconsentedAnswers(
  db: Firestore,
  uid: string,
  categories: readonly SensitiveCategoryId[],
): Promise<void> {
  await setDoc(
    doc(db, COLLECTIONS.userPrivateProfiles, uid),
    { ...sensitiveValuesCleared(categories), updated_at: serverTimestamp() },
    {
      merge: true,
    },
  );
}
