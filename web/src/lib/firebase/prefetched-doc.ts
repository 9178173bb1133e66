// Documents that index.html started reading before the app's code arrived. For a page whose
// content is one document (the event page), the inline script the route-preloads plugin adds to
// index.html (vite.config.ts) GETs it from Firestore's REST API while the JavaScript downloads;
// the page shows it at once and the SDK's live listener takes over as soon as it answers.
import type { DocumentData } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import type { LiveDoc, Parser } from './live-data';

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

/** What the inline script keeps per document path: the request, then its answer. */
interface PrefetchEntry {
  /** Resolves to the REST document, or null when the server answered 404. */
  p: Promise<{ fields?: Record<string, RestValue> } | null>;
  /** Set once answered: the document or null. */
  d?: { fields?: Record<string, RestValue> } | null;
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
  if (!answer) return { status: 'missing' };
  try {
    return { status: 'ready', data: parse(id, fromRestFields(answer.fields)) };
  } catch {
    return LOADING;
  }
}

/** Forgets the prefetched copy of `path`, so a later visit of the page never starts from it. */
export function dropPrefetchedDoc(path: string): void {
  if (typeof window !== 'undefined') delete window.__brunchersPrefetch?.[path];
}

/**
 * The document at `path` as index.html prefetched it: 'loading' while the request runs (or when
 * there was none, or it failed), then the parsed document or 'missing'. The prefetch is looked up
 * once per path, so dropping it (once the live listener has answered) does not change the result.
 */
export function usePrefetchedDoc<T>(path: string, parse: Parser<T>): LiveDoc<T> {
  const entry = useMemo(
    () => (typeof window === 'undefined' ? undefined : window.__brunchersPrefetch?.[path]),
    [path],
  );
  const id = path.slice(path.lastIndexOf('/') + 1);
  const [answered, setAnswered] = useState<{ path: string; value: LiveDoc<T> } | null>(null);
  useEffect(() => {
    if (!entry || entry.ok) return;
    let current = true;
    entry.p.then(
      (answer) => current && setAnswered({ path, value: toLiveDoc(id, answer, parse) }),
      () => {}, // the live listener answers (or reports the error) instead
    );
    return () => {
      current = false;
    };
  }, [entry, path, id, parse]);
  const answeredEarly = entry?.ok === 1;
  const early = useMemo(
    () => (entry && answeredEarly ? toLiveDoc(id, entry.d, parse) : LOADING),
    [entry, answeredEarly, id, parse],
  );
  if (!entry) return LOADING;
  if (answeredEarly) return early;
  return answered?.path === path ? answered.value : LOADING;
}
