import type { AllowStatement, FunctionDecl, MatchBlock, Method, PatternSegment, RulesFile, ServiceBlock } from './ast.js';
import { RulesEvalError } from './errors.js';
import { Evaluator, type DocumentLookup } from './evaluator.js';
import { parseExpression, parseRulesFile } from './parser.js';
import { rv } from './convert.js';
import { LazyBinding, Scope } from './scope.js';
import { NULL, pathFromString, type PathValue, type RulesValue } from './values.js';

export interface RulesAuth {
  uid: string;
  /** All ID-token claims (email, email_verified, firebase.sign_in_provider, custom claims...). */
  token: Record<string, unknown>;
}

export interface EvaluationInput {
  service: 'cloud.firestore' | 'firebase.storage';
  /** Firestore: '/databases/(default)/documents/coll/id'; Storage: '/b/<bucket>/o/<object name>'. */
  path: string;
  method: Method;
  auth: RulesAuth | null;
  /** request.time */
  time: Date;
  /** The existing resource (Firestore: rv.firestoreResource(...); Storage: metadata map) or null. */
  resource: RulesValue | null;
  /** request.resource for create/update. */
  requestResource?: RulesValue | null;
  /** request.query for list requests. */
  query?: { limit?: number; offset?: number; orderBy?: unknown };
  /** Backs get()/exists() (and getAfter()/existsAfter()); return null when the document is missing. */
  lookup?: DocumentLookup;
  /** Extra global bindings. */
  variables?: Record<string, RulesValue>;
  /** Distinct documents get()/exists() may read in this request (default 10, as Firebase for single-document requests). */
  maxDocumentAccesses?: number;
  /** Called with every value passed to debug() in a condition (for logging). */
  onDebug?: (value: RulesValue) => void;
}

export interface EvaluationResult {
  allowed: boolean;
  /** Why the request was denied (each allow statement tried, with its line), or undefined when allowed. */
  error?: string;
}

const DEFAULT_MAX_DOCUMENT_ACCESSES = 10;
const NO_VARS: ReadonlyMap<string, RulesValue> = new Map();

/** A parsed rules file, ready to evaluate any number of requests. */
export class Ruleset {
  readonly version: '1' | '2';
  private readonly services: Map<string, ServiceBlock>;
  private readonly fileFunctions: ReadonlyMap<string, FunctionDecl>;

  constructor(readonly source: string) {
    const file: RulesFile = parseRulesFile(source);
    this.version = file.version;
    this.services = new Map(file.services.map((s) => [s.name, s]));
    this.fileFunctions = file.functions;
  }

  hasService(name: string): boolean {
    return this.services.has(name);
  }

  /** Never throws: bad input (an invalid Date, a throwing lookup...) denies with the reason. */
  evaluate(input: EvaluationInput): EvaluationResult {
    try {
      return this.judge(input);
    } catch (error) {
      return { allowed: false, error: `Invalid request: ${(error as Error)?.message ?? String(error)}` };
    }
  }

  private judge(input: EvaluationInput): EvaluationResult {
    const service = this.services.get(input.service);
    if (!service) return { allowed: false, error: `No rules for service ${input.service}.` };
    const path = pathFromString(input.path);
    const globals = new Scope(null, globalBindings(input, path), null);
    // File-level functions sit between the globals and the service.
    const fileScope = new Scope(globals, NO_VARS, this.fileFunctions);
    const serviceScope = new Scope(fileScope, NO_VARS, service.functions);
    const segments = path.segments;
    const candidates: Array<{ allow: AllowStatement; scope: Scope }> = [];
    collectAllows(service.matches, segments, 0, serviceScope, input.method, this.version === '2', candidates);
    if (candidates.length === 0) return { allowed: false, error: `No matching allow statements for '${input.method}' on ${input.path}.` };

    const evaluator = new Evaluator(input.lookup, input.maxDocumentAccesses ?? DEFAULT_MAX_DOCUMENT_ACCESSES, input.onDebug);
    const reasons: string[] = [];
    for (const { allow, scope } of candidates) {
      if (!allow.condition) return { allowed: true };
      try {
        if (evaluator.evalBool(allow.condition, scope)) return { allowed: true };
        reasons.push(`false for '${input.method}' @ L${allow.line}`);
      } catch (error) {
        const message =
          error instanceof RulesEvalError ? error.message : `Internal error: ${(error as Error)?.message ?? String(error)}`;
        reasons.push(`${message} for '${input.method}' @ L${allow.line}`);
      }
    }
    return { allowed: false, error: reasons.join(', ') };
  }
}

export function parseRules(source: string): Ruleset {
  return new Ruleset(source);
}

export function evaluate(ruleset: Ruleset, input: EvaluationInput): EvaluationResult {
  return ruleset.evaluate(input);
}

/**
 * Evaluates one expression with the same globals as a request (for tests, debugging and REPLs).
 * Throws RulesSyntaxError for bad syntax; evaluation errors come back as `error`.
 */
export function evaluateExpression(
  source: string,
  input: Partial<EvaluationInput> = {},
): { value: RulesValue; error?: undefined } | { value?: undefined; error: string } {
  const expr = parseExpression(source);
  const full: EvaluationInput = {
    service: 'cloud.firestore',
    path: '/databases/(default)/documents',
    method: 'get',
    auth: null,
    time: new Date(0),
    resource: null,
    ...input,
  };
  const scope = new Scope(null, globalBindings(full, pathFromString(full.path)), null);
  try {
    const evaluator = new Evaluator(full.lookup, full.maxDocumentAccesses ?? DEFAULT_MAX_DOCUMENT_ACCESSES, full.onDebug);
    return { value: evaluator.eval(expr, scope) };
  } catch (error) {
    if (error instanceof RulesEvalError) return { error: error.message };
    throw error;
  }
}

const authCache = new WeakMap<RulesAuth, RulesValue>();

function authValue(auth: RulesAuth | null): RulesValue {
  if (!auth) return NULL;
  let value = authCache.get(auth);
  if (!value) {
    value = rv.map({ uid: rv.string(auth.uid), token: rv.fromJs(auth.token ?? {}) });
    authCache.set(auth, value);
  }
  return value;
}

/** request.time for a Date; queries evaluate many documents with the same Date. */
const timeCache = new WeakMap<Date, RulesValue>();

function timeValue(time: Date): RulesValue {
  let value = timeCache.get(time);
  if (!value) {
    value = rv.timestamp(time);
    timeCache.set(time, value);
  }
  return value;
}

function globalBindings(input: EvaluationInput, path: PathValue): Map<string, RulesValue | LazyBinding> {
  // Built with set() rather than from an array of pairs: this runs once per evaluation.
  const request = new Map<string, RulesValue>();
  request.set('auth', authValue(input.auth));
  request.set('method', rv.string(input.method));
  request.set('path', path);
  request.set('time', timeValue(input.time));
  request.set('resource', input.requestResource ?? NULL);
  if (input.query) {
    request.set(
      'query',
      rv.map({
        limit: rv.fromJs(input.query.limit ?? null),
        offset: rv.fromJs(input.query.offset ?? null),
        orderBy: rv.fromJs(input.query.orderBy ?? null),
      }),
    );
  }
  const vars = new Map<string, RulesValue | LazyBinding>();
  vars.set('request', { kind: 'map', entries: request });
  vars.set('resource', input.resource ?? NULL);
  if (input.variables) for (const [name, value] of Object.entries(input.variables)) vars.set(name, value);
  return vars;
}

/** Walks the match tree, gathering (allow, scope) for every block that matches the whole path. */
function collectAllows(
  blocks: readonly MatchBlock[],
  segments: readonly string[],
  offset: number,
  parent: Scope,
  method: Method,
  v2: boolean,
  out: Array<{ allow: AllowStatement; scope: Scope }>,
): void {
  for (const block of blocks) {
    matchPattern(block, segments, offset, v2, (end, bindings) => {
      const scope = new Scope(parent, bindings, block.functions);
      if (end === segments.length) {
        for (const allow of block.allows) if (allow.methods.has(method)) out.push({ allow, scope });
      }
      if (block.matches.length > 0) collectAllows(block.matches, segments, end, scope, method, v2, out);
    });
  }
}

/**
 * Calls `onMatch` for every way the block's pattern matches segments from `offset` on. Without a
 * recursive wildcard there is at most one way; `{name=**}` can take zero (v2) or one (v1) or more
 * segments. Literal segments are checked before any binding is allocated.
 */
function matchPattern(
  block: MatchBlock,
  segments: readonly string[],
  offset: number,
  v2: boolean,
  onMatch: (end: number, bindings: Map<string, RulesValue>) => void,
): void {
  const { pattern, restIndex } = block;
  const fixed = restIndex < 0 ? pattern.length : pattern.length - 1;
  const available = segments.length - offset - fixed;
  if (available < 0) return;
  const minRest = restIndex < 0 ? 0 : v2 ? 0 : 1;
  const maxRest = restIndex < 0 ? 0 : available;
  for (let restLength = minRest; restLength <= maxRest; restLength++) {
    if (!literalsMatch(pattern, segments, offset, restIndex, restLength)) continue;
    const bindings = new Map<string, RulesValue>();
    let at = offset;
    for (const p of pattern) {
      if (p.type === 'rest') {
        const taken = segments.slice(at, at + restLength);
        bindings.set(p.name, v2 ? { kind: 'path', segments: taken } : rv.string(taken.join('/')));
        at += restLength;
      } else {
        if (p.type === 'var') bindings.set(p.name, rv.string(segments[at] as string));
        at++;
      }
    }
    onMatch(at, bindings);
  }
}

function literalsMatch(
  pattern: readonly PatternSegment[],
  segments: readonly string[],
  offset: number,
  restIndex: number,
  restLength: number,
): boolean {
  for (let i = 0, at = offset; i < pattern.length; i++) {
    const p = pattern[i] as PatternSegment;
    if (i === restIndex) {
      at += restLength;
      continue;
    }
    if (p.type === 'literal' && p.text !== segments[at]) return false;
    at++;
  }
  return true;
}
