/**
 * Security Rules enforcement: one ruleset per project, evaluated by the rules engine. `owner`
 * requests and projects without rules are not checked. Lists are judged against a partial
 * resource that holds only the fields the query pins with == (see README.md); collection-group
 * lists only by match blocks whose recursive wildcard can place the group at any depth.
 */
import {
  evaluate,
  parseRules,
  rv,
  RulesSyntaxError,
  type EvaluationInput,
  type Ruleset,
  type RulesValue,
} from '../rules/index.js';
import type { RequestAuth } from '../shared/auth-token.js';
import { Code, FirestoreError } from './errors.js';
import { documentName } from './paths.js';
import { pinnedFields, type PreparedQuery } from './query.js';
import type { DatabaseId, DocumentJson, Fields } from './types.js';

export type WriteMethod = 'create' | 'update' | 'delete';

export interface Lookup {
  /** The document as stored now, by path relative to .../documents. */
  get(path: string): DocumentJson | null;
  /** The document as it will be if the request succeeds. */
  getAfter(path: string): DocumentJson | null;
}

export const PERMISSION_DENIED_MESSAGE = 'Missing or insufficient permissions.';

export class SecurityRules {
  private readonly rulesets = new Map<string, Ruleset>();

  /** Loads rules for a project; a syntax error is INVALID_ARGUMENT with line and column. */
  set(project: string, source: string): void {
    try {
      this.rulesets.set(project, parseRules(source));
    } catch (e) {
      if (e instanceof RulesSyntaxError)
        throw new FirestoreError(
          Code.INVALID_ARGUMENT,
          `Rules syntax error at line ${e.line}, column ${e.column}: ${e.message}`,
        );
      throw e;
    }
  }

  private ruleset(auth: RequestAuth, db: DatabaseId): Ruleset | null {
    if (auth === 'owner') return null;
    return this.rulesets.get(db.project) ?? null;
  }

  authorizeGet(
    auth: RequestAuth,
    db: DatabaseId,
    path: string,
    doc: DocumentJson | null,
    lookup: Lookup,
  ): void {
    const ruleset = this.ruleset(auth, db);
    if (!ruleset) return;
    this.judge(ruleset, {
      ...this.base(auth, db, path, 'get', lookup),
      resource: doc ? resourceValue(db, path, doc.fields) : null,
    });
  }

  authorizeList(auth: RequestAuth, db: DatabaseId, q: PreparedQuery, lookup: Lookup): void {
    const ruleset = this.ruleset(auth, db);
    if (!ruleset) return;
    // A kindless query spans every collection below the parent: only privileged callers (rules
    // bypassed above) send it; we do not prove rules over all of them.
    if (q.collectionId === '')
      throw new FirestoreError(
        Code.PERMISSION_DENIED,
        'Missing or insufficient permissions (a query without a collection id is not judged by rules here).',
      );
    // The document id is unknown for a list: a placeholder id binds the match variable.
    const collection = q.parent ? `${q.parent}/${q.collectionId}` : q.collectionId;
    const path = `${collection}/__list__`;
    const known = pinnedFields(q).map(({ field, value }) => ({ path: field, value }));
    const orderBy = Object.fromEntries(
      q.orderBy
        .filter((o) => o.fieldPath !== '__name__')
        .map((o) => [o.fieldPath, o.descending ? 'DESC' : 'ASC']),
    );
    this.judge(ruleset, {
      ...this.base(auth, db, path, 'list', lookup),
      resource: rv.firestoreResource(documentName(db, path), rv.partialFirestoreData(known)),
      collectionGroup: q.allDescendants,
      query: { limit: q.limit ?? undefined, offset: q.offset || undefined, orderBy },
    } as EvaluationInput);
  }

  /** `time` is the commit time, so request.time equals what serverTimestamp() writes. */
  authorizeWrite(
    auth: RequestAuth,
    db: DatabaseId,
    path: string,
    method: WriteMethod,
    before: DocumentJson | null,
    after: DocumentJson | null,
    lookup: Lookup,
    time: Date,
  ): void {
    const ruleset = this.ruleset(auth, db);
    if (!ruleset) return;
    this.judge(ruleset, {
      ...this.base(auth, db, path, method, lookup),
      time,
      resource: before ? resourceValue(db, path, before.fields) : null,
      requestResource: after ? resourceValue(db, path, after.fields) : null,
    });
  }

  private base(
    auth: RequestAuth,
    db: DatabaseId,
    path: string,
    method: EvaluationInput['method'],
    lookup: Lookup,
  ): Omit<EvaluationInput, 'resource'> {
    const toRelative = (rulesPath: string): string =>
      rulesPath.replace(/^\/?databases\/[^/]+\/documents\//, '');
    const asResource = (doc: DocumentJson | null, p: string): RulesValue | null =>
      doc ? resourceValue(db, p, doc.fields) : null;
    return {
      service: 'cloud.firestore',
      path: `/databases/${db.database}/documents/${path}`,
      method,
      auth: auth === 'owner' ? null : auth,
      time: new Date(),
      lookup: {
        get: (p) => asResource(lookup.get(toRelative(p)), toRelative(p)),
        getAfter: (p) => asResource(lookup.getAfter(toRelative(p)), toRelative(p)),
      },
    };
  }

  private judge(ruleset: Ruleset, input: EvaluationInput): void {
    const result = evaluate(ruleset, input);
    if (!result.allowed) {
      const detail = result.error ? ` (${input.method} ${input.path}: ${result.error})` : '';
      throw new FirestoreError(Code.PERMISSION_DENIED, PERMISSION_DENIED_MESSAGE + detail);
    }
  }
}

function resourceValue(db: DatabaseId, path: string, fields: Fields): RulesValue {
  return rv.firestoreResource(documentName(db, path), fields);
}
