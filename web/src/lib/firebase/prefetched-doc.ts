// Data that index.html started reading before the app's code arrived. For a page whose content is
// one document (the event page, a story) or one ordered list (places, stories), the inline script
// the route-preloads plugin adds to index.html (vite.config.ts) reads it from Firestore's REST API
// while the JavaScript downloads; the page shows it at once and the SDK's live listener takes over
// as soon as it answers.
import type { DocumentData } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LiveDoc, LiveList, Parser } from './live-data';
import { orderedListKey, type OrderedList } from './ordered-list';

/** A Firestore REST `Value` (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

/** A REST document: its full name (lists only) and its fields. */
interface RestDocument {
  name?: string;
  fields?: Record<string, RestValue>;
}

/** A runQuery answer: one row per document (a single row without one when nothing matched). */
type RestQueryRows = { document?: RestDocument }[];

/** What the inline script keeps per document path or list key: the request, then its answer. */
interface PrefetchEntry {
  /** Resolves to the REST document (null when the server answered 404), or a list's rows. */
  p: Promise<RestDocument | RestQueryRows | null>;
  /** Set once answered. */
  d?: RestDocument | RestQueryRows | null;
  ok?: 1;
}

declare global {
  interface Window {
    __brunchersPrefetch?: Record<string, PrefetchEntry>;
  }
}

/** A REST value as the web SDK would hand it to the app (timestamps as Dates, references as paths). */
export function fromRestValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(value.timestampValue!);
  if ('mapValue' in value) return fromRestFields(value.mapValue?.fields);
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(fromRestValue);
  if ('geoPointValue' in value)
    return {
      latitude: value.geoPointValue?.latitude ?? 0,
      longitude: value.geoPointValue?.longitude ?? 0,
    };
  if ('referenceValue' in value)
    return value.referenceValue!.split('/documents/')[1] ?? value.referenceValue;
  if ('bytesValue' in value) return value.bytesValue;
  return null;
}

export function fromRestFields(fields: Record<string, RestValue> = {}): DocumentData {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]),
  );
}

const LOADING = { status: 'loading' } as const;

/** A document the parser rejects stays 'loading': the live listener has the last word on it. */
function toLiveDoc<T>(id: string, answer: PrefetchEntry['d'], parse: Parser<T>): LiveDoc<T> {
  if (!answer || Array.isArray(answer)) return { status: 'missing' };
  try {
    return { status: 'ready', data: parse(id, fromRestFields(answer.fields)) };
  } catch {
    return LOADING;
  }
}

/** A list's rows, parsed; a row the parser rejects is left out, as useLiveQuery does. */
function toLiveList<T>(answer: PrefetchEntry['d'], parse: Parser<T>): LiveList<T> {
  if (!Array.isArray(answer)) return LOADING;
  const data: T[] = [];
  for (const { document } of answer) {
    if (!document?.name) continue;
    try {
      const id = document.name.slice(document.name.lastIndexOf('/') + 1);
      data.push(parse(id, fromRestFields(document.fields)));
    } catch {
      // The live listener reports it.
    }
  }
  return { status: 'ready', data };
}

/**
 * Forgets the prefetched copy under `key` (a document path, or orderedListKey of a list), so a
 * later visit of the page never starts from it.
 */
export function dropPrefetched(key: string): void {
  if (typeof window !== 'undefined') delete window.__brunchersPrefetch?.[key];
}

/**
 * What index.html prefetched under `key`, turned into the page's value by `toValue`: `loading`
 * while the request runs (or when there was none, or it failed), then the value. The prefetch is
 * looked up once per key, so dropping it (once the live listener has answered) does not change
 * the result.
 */
function usePrefetched<V>(key: string, toValue: (answer: PrefetchEntry['d']) => V, loading: V): V {
  const entry = useMemo(
    () => (typeof window === 'undefined' ? undefined : window.__brunchersPrefetch?.[key]),
    [key],
  );
  const [answered, setAnswered] = useState<{ key: string; value: V } | null>(null);
  useEffect(() => {
    if (!entry || entry.ok) return;
    let current = true;
    entry.p.then(
      (answer) => current && setAnswered({ key, value: toValue(answer) }),
      () => {}, // the live listener answers (or reports the error) instead
    );
    return () => {
      current = false;
    };
  }, [entry, key, toValue]);
  const answeredEarly = entry?.ok === 1;
  const early = useMemo(
    () => (entry && answeredEarly ? toValue(entry.d) : loading),
    [entry, answeredEarly, toValue, loading],
  );
  if (!entry) return loading;
  if (answeredEarly) return early;
  return answered?.key === key ? answered.value : loading;
}

/**
 * The document at `path` as index.html prefetched it: 'loading' while the request runs (or when
 * there was none, or it failed), then the parsed document or 'missing'.
 */
export function usePrefetchedDoc<T>(path: string, parse: Parser<T>): LiveDoc<T> {
  const id = path.slice(path.lastIndexOf('/') + 1);
  const toValue = useCallback(
    (answer: PrefetchEntry['d']) => toLiveDoc(id, answer, parse),
    [id, parse],
  );
  return usePrefetched<LiveDoc<T>>(path, toValue, LOADING);
}

/** The ordered list as index.html prefetched it: 'loading', then the parsed documents. */
export function usePrefetchedList<T>(list: OrderedList, parse: Parser<T>): LiveList<T> {
  const toValue = useCallback((answer: PrefetchEntry['d']) => toLiveList(answer, parse), [parse]);
  return usePrefetched<LiveList<T>>(orderedListKey(list), toValue, LOADING);
}
