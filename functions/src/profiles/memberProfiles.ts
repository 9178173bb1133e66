// Creating (or completing) a member's profiles from the details sign-up asks: the one code path
// for completeSignUp and the owner's CSV import (importMembers).
// - user_profiles/{uid}: display_name and birth_year (the public age; the rules refuse both to a
//   client creating a profile, and birth_year to any client write);
// - user_private_profiles/{uid}: date_of_birth, which only the owner reads and no client writes.
// A date of birth already recorded is never changed (the caller decides what that means).

import { COLLECTIONS, FIRST_LEVEL, type Locale } from '@brunchers/model';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

export interface MemberDetails {
  firstName: string;
  /** YYYY-MM-DD, already checked (dateOfBirthProblem). */
  dateOfBirth: string;
  /** A new profile's language (the sign-up page's, the import's); never changes a chosen one. */
  locale?: Locale | null;
}

export interface MemberProfileRefs {
  publicRef: DocumentReference;
  privateRef: DocumentReference;
}

export function memberProfileRefs(db: Firestore, uid: string): MemberProfileRefs {
  return {
    publicRef: db.collection(COLLECTIONS.userProfiles).doc(uid),
    privateRef: db.collection(COLLECTIONS.userPrivateProfiles).doc(uid),
  };
}

/**
 * Reads both profiles in `tx` (reads come first in a transaction) and returns the write to make
 * after the caller's other reads, or 'date_of_birth_differs' when a different date is recorded.
 */
export async function prepareMemberProfilesIn(
  tx: Transaction,
  db: Firestore,
  uid: string,
  details: MemberDetails,
): Promise<'date_of_birth_differs' | (() => void)> {
  const { publicRef, privateRef } = memberProfileRefs(db, uid);
  const [publicDoc, privateDoc] = await Promise.all([tx.get(publicRef), tx.get(privateRef)]);
  const recorded: unknown = privateDoc.get('date_of_birth');
  if (typeof recorded === 'string' && recorded !== details.dateOfBirth)
    return 'date_of_birth_differs';
  return () => {
    const docs = memberProfileDocs(uid, details);
    if (publicDoc.exists) tx.update(publicRef, docs.named);
    else tx.create(publicRef, docs.newPublic);
    tx.set(privateRef, docs.private, { merge: true });
  };
}

/**
 * The documents themselves: `named` updates an existing public profile, `newPublic` creates one,
 * `private` is merged into the private profile. A new account (an import's fresh uid) writes
 * newPublic and private with no read, in a batch.
 */
export function memberProfileDocs(uid: string, details: MemberDetails) {
  const now = FieldValue.serverTimestamp();
  const named = {
    display_name: details.firstName,
    birth_year: Number(details.dateOfBirth.slice(0, 4)),
    updated_at: now,
  };
  return {
    named,
    newPublic: {
      user_id: uid,
      level: FIRST_LEVEL,
      experience_points: 0,
      ...named,
      ...(details.locale ? { locale: details.locale } : {}),
      created_at: now,
    },
    private: { date_of_birth: details.dateOfBirth, updated_at: now },
  };
}
