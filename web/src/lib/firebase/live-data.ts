// Live Firestore reads for components: onSnapshot wrapped in hooks that report "missing"
// explicitly and never hand back the previous document after the ref changes. (reactfire's
// useFirestoreDocData can stay "loading" on a missing document, #440, and can briefly report the
// old document after a ref change, #327/#601.) Pass memoised refs/queries and module-level parsers.
import {
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';

export type LiveDoc<T> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: Error };

export type LiveList<T> =
  { status: 'loading' } | { status: 'ready'; data: T[] } | { status: 'error'; error: Error };

const LOADING = { status: 'loading' } as const;

/**
 * A local write's serverTimestamp() reads as null until the server answers; schemas expect a
 * timestamp, so show the SDK's local estimate meanwhile (the server value replaces it).
 */
const PENDING_WRITES = { serverTimestamps: 'estimate' } as const;

/**
 * With metadata changes: when a document or query was listened to before (another screen, or the
 * same screen earlier), the SDK raises its cached copy first and the server's confirmation of an
 * unchanged result only as a metadata change. Without this option that confirmation never arrives,
 * and a cached "missing" or empty result (which is not an answer yet) would stay loading forever.
 */
const WITH_METADATA = { includeMetadataChanges: true } as const;

/** Turns raw document data into the view type; throw for a document the app cannot show. */
export type Parser<T> = (id: string, data: DocumentData) => T;

/**
 * Calls `onValue` with the document's state on every snapshot until the returned function is
 * called (the listener behind useLiveDoc, for code that loads the SDK itself).
 */
export function followDoc<T>(
  ref: DocumentReference,
  parse: Parser<T>,
  onValue: (value: LiveDoc<T>) => void,
): () => void {
  return onSnapshot(
    ref,
    WITH_METADATA,
    (snapshot) => {
      // Offline, the SDK reports "missing" from its empty cache; only the server may say so.
      if (!snapshot.exists() && snapshot.metadata.fromCache) return;
      const data = snapshot.data(PENDING_WRITES);
      let value: LiveDoc<T>;
      try {
        value = data ? { status: 'ready', data: parse(snapshot.id, data) } : { status: 'missing' };
      } catch (error) {
        value = { status: 'error', error: toError(error) };
      }
      onValue(value);
    },
    (error) => onValue({ status: 'error', error }),
  );
}

/** Follows one document live. `null` ref → stays loading (e.g. while an id is unknown). */
export function useLiveDoc<T>(ref: DocumentReference | null, parse: Parser<T>): LiveDoc<T> {
  const key = ref?.path ?? null;
  const [state, setState] = useState<{ key: string | null; value: LiveDoc<T> }>({
    key: null,
    value: LOADING,
  });
  useEffect(() => {
    if (!ref) return;
    return followDoc(ref, parse, (value) => setState({ key: ref.path, value }));
  }, [ref, parse]);
  return key !== null && state.key === key ? state.value : LOADING;
}

/**
 * Calls `onValue` with the query's documents on every snapshot until the returned function is
 * called (the listener behind useLiveQuery, for code that loads the SDK itself). Documents the
 * parser rejects are left out and reported with console.warn, so one bad document does not blank
 * a whole list.
 */
export function followQuery<T>(
  query: Query,
  parse: Parser<T>,
  onValue: (value: LiveList<T>) => void,
): () => void {
  return onSnapshot(
    query,
    WITH_METADATA,
    (snapshot) => {
      // An empty result from the local cache (e.g. offline) is not an answer yet.
      if (snapshot.empty && snapshot.metadata.fromCache) return;
      const data: T[] = [];
      for (const doc of snapshot.docs) {
        try {
          data.push(parse(doc.id, doc.data(PENDING_WRITES)));
        } catch (error) {
          console.warn(`Skipping ${doc.ref.path}: ${toError(error).message}`);
        }
      }
      onValue({ status: 'ready', data });
    },
    (error) => onValue({ status: 'error', error }),
  );
}

/**
 * Follows a query live. `key` must identify the query (queries have no stable string form);
 * results from an older key are never returned.
 */
export function useLiveQuery<T>(query: Query | null, key: string, parse: Parser<T>): LiveList<T> {
  const [state, setState] = useState<{ key: string | null; value: LiveList<T> }>({
    key: null,
    value: LOADING,
  });
  useEffect(() => {
    if (!query) return;
    return followQuery(query, parse, (value) => setState({ key, value }));
  }, [query, key, parse]);
  return query && state.key === key ? state.value : LOADING;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
