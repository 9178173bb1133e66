// Typed refs for firebase-admin: each collection's documents read as the model's type, parsed
// by its schema on the way in (model/src/schemas/documents.ts holds the one definition).
// The checkout's seat and hold code (checkout/seatHold, holdLimits, stripeWebhook) still reads its
// few fields as unknown on purpose: a damaged event or booking there fails that one checkout with
// a logged reason the tests assert, where a parse would throw for the whole document.

import {
  COLLECTIONS,
  documentConverter,
  type DocumentOf,
  type TypedCollection,
} from '@brunchers/model';
import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  FirestoreDataConverter,
} from 'firebase-admin/firestore';

/** The collection `name`, its documents typed and validated. */
export function typedCollection<K extends TypedCollection>(
  db: Firestore,
  name: K,
): CollectionReference<DocumentOf<K>> {
  const converter = documentConverter(name) as FirestoreDataConverter<DocumentOf<K>>;
  return db.collection(COLLECTIONS[name]).withConverter(converter);
}

/** The document `id` of collection `name`, typed and validated. */
export function typedDoc<K extends TypedCollection>(
  db: Firestore,
  name: K,
  id: string,
): DocumentReference<DocumentOf<K>> {
  return typedCollection(db, name).doc(id);
}
