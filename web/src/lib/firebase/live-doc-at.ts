// followDoc by document path, on the app's Firestore instance. Loaded on demand (through
// lazy.ts) by screens that paint before the Firebase SDKs arrive; it brings Firestore alone.
import { doc } from 'firebase/firestore';
import { db } from './firestore';
import { followDoc, type LiveDoc, type Parser } from './live-data';

export function followDocAt<T>(
  path: string,
  parse: Parser<T>,
  onValue: (value: LiveDoc<T>) => void,
): () => void {
  return followDoc(doc(db, path), parse, onValue);
}
