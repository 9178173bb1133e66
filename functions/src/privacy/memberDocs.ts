// The documents of one member, found the way the privacy registry (model/src/privacy/member-data)
// says for each collection: the deleter and the exporter share this, so what is deleted is what
// is exported.

import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, memberCollectionPath, type MemberDocSelector } from '@brunchers/model';
import { mailPreferencesId } from '../mail/preferences.js';

type CollectionKey = keyof typeof COLLECTIONS;

export interface Member {
  uid: string;
  /** The account's e-mail, if it has one (newsletter sign-ups, outbox mails, guest preferences). */
  email: string | null;
}

/** The e-mail as stored in the member's documents: as typed, and normalised. */
function emailForms(email: string): string[] {
  return [...new Set([email, email.trim().toLowerCase()])];
}

/**
 * The existing documents of `key` that `select` finds for the member.
 * @singleFieldQueries one equality or array-contains filter each (the deploy preflight's scan).
 */
export async function findMemberDocs(
  db: Firestore,
  key: CollectionKey,
  select: MemberDocSelector,
  member: Member,
): Promise<DocumentSnapshot[]> {
  const collection = db.collection(memberCollectionPath(key, select, member.uid));
  const existing = (snapshots: DocumentSnapshot[]) => snapshots.filter((doc) => doc.exists);
  switch (select.by) {
    case 'doc_id':
      return existing([await collection.doc(member.uid).get()]);
    case 'guest_preferences_id':
      return member.email
        ? existing([await collection.doc(mailPreferencesId({ email: member.email })).get()])
        : [];
    case 'field':
      return (await collection.where(select.field, '==', member.uid).get()).docs;
    case 'array_contains':
      return (await collection.where(select.field, 'array-contains', member.uid).get()).docs;
    case 'email_field': {
      if (!member.email) return [];
      const found = await Promise.all(
        emailForms(member.email).map((email) => collection.where(select.field, '==', email).get()),
      );
      const byPath = new Map(
        found.flatMap((query) => query.docs).map((doc) => [doc.ref.path, doc]),
      );
      return [...byPath.values()];
    }
    case 'subcollection_of':
      return (await collection.get()).docs;
  }
}
