// The partner's venues (partner_user_id == uid) and the attendances of one venue
// (venue_id == that venue; the rules let a venue's partner read exactly those), both live.
// Checking in is the only change: not present → present, stamped with who and when.
import {
  COLLECTIONS,
  venueSchema,
  type AttendancePartnerField,
  type EventAttendanceWithId,
  type VenueWithId,
} from '@brunchers/model';
import {
  collection,
  doc,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveList } from '../../lib/live-data';
import { parseAttendance } from '../../lib/member-data';

function parseVenue(id: string, data: unknown): VenueWithId {
  return { ...venueSchema.parse(data), id };
}

export function usePartnerVenues(uid: string): LiveList<VenueWithId> {
  const db = useFirestore();
  const mine = useMemo(
    () => query(collection(db, COLLECTIONS.venues), where('partner_user_id', '==', uid)),
    [db, uid],
  );
  return useLiveQuery(mine, `partner-venues:${uid}`, parseVenue);
}

export function useVenueAttendances(venueId: string | null): LiveList<EventAttendanceWithId> {
  const db = useFirestore();
  const atVenue = useMemo(
    () =>
      venueId
        ? query(collection(db, COLLECTIONS.eventAttendances), where('venue_id', '==', venueId))
        : null,
    [db, venueId],
  );
  return useLiveQuery(atVenue, `venue-attendances:${venueId}`, parseAttendance);
}

export async function markPresent(
  db: Firestore,
  attendanceId: string,
  partnerUid: string,
): Promise<void> {
  // Named, and checked against the model's list: a field added to or dropped from it fails the
  // type check here instead of shifting which value lands in which field.
  const checkIn = {
    marked_present: true,
    marked_present_at: serverTimestamp(),
    marked_by: partnerUid,
  } satisfies Record<AttendancePartnerField, unknown>;
  await updateDoc(doc(db, COLLECTIONS.eventAttendances, attendanceId), checkIn);
}
