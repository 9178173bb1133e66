/**
 * Documents read per project, for benchmarks that bound what a screen reads
 * (`GET /emulator/v1/projects/{p}:readCount`, reset with `DELETE`). Counted like Firestore bills
 * the documents a client receives: each document a lookup (GetDocument, BatchGetDocuments: found
 * ones) or a query (RunQuery, ListDocuments) returns, each document an aggregation covered, and
 * each document a Listen stream sends (initial results and later changes). Unlike the real
 * service there is no minimum of one read per query, and an aggregation counts every document it
 * covered (Google bills one read per 1000 index entries). Reads with `Bearer owner` (firebase-admin,
 * Cloud Functions) are counted apart as privileged reads: they are not the client's. Client reads are
 * also counted per signed-in uid, so a test can bound what one user's screen read while other
 * tests read the same project beside it.
 */
import type { RequestAuth } from '../shared/auth-token.js';

export const READ_KINDS = ['lookup', 'query', 'aggregation', 'listen'] as const;
export type ReadKind = (typeof READ_KINDS)[number];

export interface ReadCount {
  /** Documents read by clients (requests judged by Security Rules). */
  reads: number;
  byKind: Record<ReadKind, number>;
  /** Client reads per signed-in uid (requests without a signed-in user count in `reads` only). */
  byUser: Record<string, number>;
  /** Documents read with `Bearer owner` (admin SDK, functions). */
  privilegedReads: number;
}

function emptyCount(): ReadCount {
  return {
    reads: 0,
    byKind: { lookup: 0, query: 0, aggregation: 0, listen: 0 },
    byUser: {},
    privilegedReads: 0,
  };
}

export class ReadCounter {
  private readonly projects = new Map<string, ReadCount>();

  add(project: string, auth: RequestAuth, kind: ReadKind, documents: number): void {
    if (documents <= 0) return;
    let count = this.projects.get(project);
    if (!count) this.projects.set(project, (count = emptyCount()));
    if (auth === 'owner') {
      count.privilegedReads += documents;
      return;
    }
    count.reads += documents;
    count.byKind[kind] += documents;
    if (auth) count.byUser[auth.uid] = (count.byUser[auth.uid] ?? 0) + documents;
  }

  get(project: string): ReadCount {
    const count = this.projects.get(project) ?? emptyCount();
    return { ...count, byKind: { ...count.byKind }, byUser: { ...count.byUser } };
  }

  /** Starts the project's count again from zero; returns the count it had. */
  reset(project: string): ReadCount {
    const before = this.get(project);
    this.projects.delete(project);
    return before;
  }
}

/** The project of a resource name ("projects/p/databases/d/..."), or '' when it has none. */
export function projectOfName(name: unknown): string {
  return typeof name === 'string' ? (/^projects\/([^/]+)/.exec(name)?.[1] ?? '') : '';
}
