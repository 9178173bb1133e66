// followDoc by document path and followQuery of an ordered list, on the app's Firestore instance.
// Loaded on demand (through lazy.ts) by screens that paint before the Firebase SDKs arrive; it
// brings Firestore alone.
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { db } from './firestore';
import { followDoc, followQuery, type LiveDoc, type LiveList, type Parser } from './live-data';
import type { OrderedList } from './ordered-list';

export function followDocAt<T>(
  path: string,
  parse: Parser<T>,
  onValue: (value: LiveDoc<T>) => void,
): () => void {
  return followDoc(doc(db, path), parse, onValue);
}

/**
 * A whole collection in one field's order (lib/public-lists.ts names which).
 * @singleFieldQueries an automatic single-field index serves each (the deploy preflight's scan).
 */
export function followListAt<T>(
  list: OrderedList,
  parse: Parser<T>,
  onValue: (value: LiveList<T>) => void,
): () => void {
  const direction = list.direction === 'ASCENDING' ? 'asc' : 'desc';
  return followQuery(
    query(collection(db, list.collection), orderBy(list.orderBy, direction)),
    parse,
    onValue,
  );
}
