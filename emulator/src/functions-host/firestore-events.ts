// Builds the JSON CloudEvents Cloud Functions receives for Firestore writes
// (google.cloud.firestore.document.v1.{created,updated,deleted,written}) from the local Firestore
// engine's commit notifications.

import { randomUUID } from 'node:crypto';
import type { DiscoveredFunction } from './protocol.js';

/** A document in proto3 JSON, as the engine reports it. */
export interface DocumentJson {
  name: string;
  fields?: Record<string, unknown>;
  createTime?: string;
  updateTime?: string;
}

export interface CommitEvent {
  project: string;
  database: string;
  commitTime: string;
  writes: Array<{ name: string; before: DocumentJson | null; after: DocumentJson | null }>;
}

export type FirestoreFunction = Extract<DiscoveredFunction, { kind: 'firestore' }>;

export interface TriggerDelivery {
  fn: FirestoreFunction;
  /** Full document resource name: deliveries for one (function, document) keep commit order. */
  documentName: string;
  event: Record<string, unknown>;
}

const EVENT_TYPE_PREFIX = 'google.cloud.firestore.document.v1.';
const AUTH_CONTEXT_SUFFIX = '.withAuthContext';

/**
 * Matches a relative document path against a trigger pattern such as `bookings/{bookingId}` or
 * `users/{uid}/{rest=**}` and returns the captured params, or null when it does not match.
 */
export function matchDocumentPattern(
  pattern: string,
  documentPath: string,
): Record<string, string> | null {
  const patternSegments = compiledPattern(pattern);
  const pathSegments = documentPath.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < patternSegments.length; i++) {
    const segment = patternSegments[i]!;
    if (segment.kind === 'rest') {
      // `{name=**}` takes every remaining segment (at least one).
      if (i !== patternSegments.length - 1 || pathSegments.length <= i) return null;
      params[segment.name] = pathSegments.slice(i).join('/');
      return params;
    }
    const value = pathSegments[i];
    if (value === undefined) return null;
    if (segment.kind === 'param') params[segment.name] = value;
    else if (segment.text !== value) return null;
  }
  return patternSegments.length === pathSegments.length ? params : null;
}

type PatternSegment =
  { kind: 'text'; text: string } | { kind: 'param'; name: string } | { kind: 'rest'; name: string };

/** Each trigger's pattern, split once (every write of every commit is matched against all). */
const compiledPatterns = new Map<string, PatternSegment[]>();

function compiledPattern(pattern: string): PatternSegment[] {
  let segments = compiledPatterns.get(pattern);
  if (!segments) {
    segments = pattern
      .replace(/^\/+|\/+$/g, '')
      .split('/')
      .map((segment): PatternSegment => {
        const multi = /^\{([^}=]+)=\*\*\}$/.exec(segment);
        if (multi) return { kind: 'rest', name: multi[1]! };
        const single = /^\{([^}=]+)(?:=\*)?\}$/.exec(segment);
        return single ? { kind: 'param', name: single[1]! } : { kind: 'text', text: segment };
      });
    compiledPatterns.set(pattern, segments);
  }
  return segments;
}

/** Which base event kinds one write produces. */
function kindsOf(before: DocumentJson | null, after: DocumentJson | null): string[] {
  if (!before && after) return ['created', 'written'];
  if (before && !after) return ['deleted', 'written'];
  if (before && after) return ['updated', 'written'];
  return [];
}

function changedFields(before: DocumentJson, after: DocumentJson): string[] {
  const names = new Set([...Object.keys(before.fields ?? {}), ...Object.keys(after.fields ?? {})]);
  return [...names].filter(
    (field) => JSON.stringify(before.fields?.[field]) !== JSON.stringify(after.fields?.[field]),
  );
}

/** The deliveries one commit causes, in the commit's write order. */
export function deliveriesForCommit(
  commit: CommitEvent,
  functions: FirestoreFunction[],
): TriggerDelivery[] {
  const deliveries: TriggerDelivery[] = [];
  const documentsRoot = `projects/${commit.project}/databases/${commit.database}/documents/`;
  for (const write of commit.writes) {
    if (!write.name.startsWith(documentsRoot)) continue;
    const documentPath = write.name.slice(documentsRoot.length);
    const kinds = kindsOf(write.before, write.after);
    for (const fn of functions) {
      if (fn.database !== commit.database) continue;
      const withAuth = fn.eventType.endsWith(AUTH_CONTEXT_SUFFIX);
      const kind = fn.eventType.slice(EVENT_TYPE_PREFIX.length).replace(AUTH_CONTEXT_SUFFIX, '');
      if (!kinds.includes(kind)) continue;
      if (!matchDocumentPattern(fn.document, documentPath)) continue;
      const data: Record<string, unknown> = {};
      if (write.after) data.value = write.after;
      if (write.before) data.oldValue = write.before;
      if (write.before && write.after)
        data.updateMask = { fieldPaths: changedFields(write.before, write.after) };
      deliveries.push({
        fn,
        documentName: write.name,
        event: {
          specversion: '1.0',
          id: randomUUID(),
          source: `//firestore.googleapis.com/projects/${commit.project}/databases/${commit.database}`,
          type: fn.eventType,
          time: commit.commitTime,
          datacontenttype: 'application/json',
          subject: `documents/${documentPath}`,
          project: commit.project,
          database: commit.database,
          namespace: '(default)',
          document: documentPath,
          location: fn.region,
          // Writes through the local stack carry no principal we could attribute reliably.
          ...(withAuth ? { authtype: 'unknown' } : {}),
          data,
        },
      });
    }
  }
  return deliveries;
}
