import {
  evaluate,
  parseRules,
  rv,
  type DocumentLookup,
  type RulesValue,
  type Ruleset,
} from '../rules/index.js';
import { authFromAuthorizationHeader } from '../shared/auth-token.js';
import type { StoredObject } from './metadata.js';

export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface StorageRulesRequest {
  bucket: string;
  /** Object name, or for `list` the prefix without its trailing slash. */
  name: string;
  method: StorageMethod;
  /** The raw Authorization header: `Firebase <jwt>` from the web SDK, `Bearer <jwt>` or `Bearer owner`. */
  authorization: string | undefined;
  resource: StoredObject | undefined;
  requestResource?: StoredObject;
}

export interface StorageRulesDecision {
  allowed: boolean;
  reason?: string;
}

/** One bucket's own rules (a firebase.json storage deploy target). */
export interface BucketRules {
  bucket: string;
  source: string;
}

/**
 * storage.rules, evaluated by the shared rules engine: one ruleset for every bucket, or each
 * bucket its own (firebase.json `storage: [{ bucket, rules }]`). A bucket without a ruleset
 * denies every client request.
 */
export class StorageRules {
  private ruleset: Ruleset | undefined;
  private readonly perBucket = new Map<string, Ruleset>();
  /** Backs firestore.get()/exists() in storage.rules: the Firestore of the bucket's project. */
  private firestore: ((bucket: string) => DocumentLookup) | undefined;

  /**
   * Cross-service rules: firestore.get/exists read the Firestore that `lookupFor` gives for the
   * request's bucket (absent: they deny).
   */
  linkFirestore(lookupFor: (bucket: string) => DocumentLookup): void {
    this.firestore = lookupFor;
  }

  /** One ruleset for every bucket. Throws RulesSyntaxError and keeps the previous rules when the source does not parse. */
  load(source: string): void {
    this.ruleset = parseRules(source);
    this.perBucket.clear();
  }

  /** Each listed bucket its own rules, other buckets none; all or nothing when one does not parse. */
  loadPerBucket(rules: readonly BucketRules[]): void {
    const parsed = rules.map((r) => [r.bucket, parseRules(r.source)] as const);
    this.ruleset = undefined;
    this.perBucket.clear();
    for (const [bucket, ruleset] of parsed) this.perBucket.set(bucket, ruleset);
  }

  /** Replaces one bucket's rules (a watched deploy-target file changed); the shared ruleset is dropped. */
  loadForBucket(bucket: string, source: string): void {
    const ruleset = parseRules(source);
    this.ruleset = undefined;
    this.perBucket.set(bucket, ruleset);
  }

  check(request: StorageRulesRequest): StorageRulesDecision {
    const auth = authFromAuthorizationHeader(
      request.authorization?.replace(/^Firebase\s+/i, 'Bearer '),
    );
    if (auth === 'owner') return { allowed: true };
    const ruleset = this.perBucket.get(request.bucket) ?? this.ruleset;
    if (!ruleset)
      return {
        allowed: false,
        reason: `No storage rules are loaded for bucket ${request.bucket}.`,
      };
    const result = evaluate(ruleset, {
      service: 'firebase.storage',
      path: `/b/${request.bucket}/o/${request.name}`,
      method: request.method,
      auth,
      time: new Date(),
      resource: request.resource ? toRulesResource(request.resource) : null,
      requestResource: request.requestResource ? toRulesResource(request.requestResource) : null,
      ...(this.firestore ? { lookup: this.firestore(request.bucket) } : {}),
    });
    return { allowed: result.allowed, ...(result.error !== undefined && { reason: result.error }) };
  }
}

/** The metadata map rules see as `resource` / `request.resource`. */
function toRulesResource(object: StoredObject): RulesValue {
  const optional: Record<string, RulesValue> = {};
  if (object.cacheControl !== undefined) optional.cacheControl = rv.string(object.cacheControl);
  if (object.contentLanguage !== undefined)
    optional.contentLanguage = rv.string(object.contentLanguage);
  return rv.map({
    name: rv.string(object.name),
    bucket: rv.string(object.bucket),
    generation: rv.int(BigInt(object.generation)),
    metageneration: rv.int(object.metageneration),
    size: rv.int(object.size),
    timeCreated: rv.timestamp(new Date(object.timeCreated)),
    updated: rv.timestamp(new Date(object.updated)),
    md5Hash: rv.string(object.md5Hash),
    crc32c: rv.string(object.crc32c),
    etag: rv.string(object.etag),
    contentDisposition: rv.string(object.contentDisposition ?? 'inline'),
    contentEncoding: rv.string(object.contentEncoding ?? 'identity'),
    contentType: rv.string(object.contentType),
    metadata: rv.map(
      Object.fromEntries(Object.entries(object.customMetadata).map(([k, v]) => [k, rv.string(v)])),
    ),
    ...optional,
  });
}
