import type { FunctionDecl, Method, RulesFile, ServiceBlock } from './ast.js';
import { RulesEvalError, type LineTable } from './errors.js';
import { Evaluator, type DocumentLookup } from './evaluator.js';
import { collectAllows, type Candidate } from './match-tree.js';
import { parseExpression, parseRulesFile } from './parser.js';
import { globalBindings } from './request.js';
import { Scope } from './scope.js';
import { pathFromString, type RulesValue } from './values.js';

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
  /**
   * A collection-group list: `path` ends in `<collectionId>/<id>`, and any number of segments may
   * stand between the rest of the path and them, so only match blocks whose recursive wildcard
   * spans that point apply (as in the real service).
   */
  collectionGroup?: boolean;
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
  private readonly lines: LineTable;

  constructor(readonly source: string) {
    const file: RulesFile = parseRulesFile(source);
    this.version = file.version;
    this.services = new Map(file.services.map((s) => [s.name, s]));
    this.fileFunctions = file.functions;
    this.lines = file.lines;
  }

  hasService(name: string): boolean {
    return this.services.has(name);
  }

  /** Never throws: bad input (an invalid Date, a throwing lookup...) denies with the reason. */
  evaluate(input: EvaluationInput): EvaluationResult {
    try {
      return this.judge(input);
    } catch (error) {
      return {
        allowed: false,
        error: `Invalid request: ${(error as Error)?.message ?? String(error)}`,
      };
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
    const candidates: Candidate[] = [];
    const gapAt = input.collectionGroup ? segments.length - 2 : -1;
    collectAllows(
      service.matches,
      segments,
      0,
      serviceScope,
      input.method,
      this.version === '2',
      candidates,
      gapAt,
    );
    if (candidates.length === 0)
      return {
        allowed: false,
        error: `No matching allow statements for '${input.method}' on ${input.path}.`,
      };

    const evaluator = new Evaluator(
      input.lookup,
      input.maxDocumentAccesses ?? DEFAULT_MAX_DOCUMENT_ACCESSES,
      input.onDebug,
    );
    const reasons: string[] = [];
    for (const { allow, scope } of candidates) {
      if (!allow.condition) return { allowed: true };
      try {
        if (evaluator.evalBool(allow.condition, scope)) return { allowed: true };
        reasons.push(`false for '${input.method}' @ L${allow.line}`);
      } catch (error) {
        if (error instanceof RulesEvalError) {
          // Like the real service, point at the line of the failing expression (maybe inside a function).
          const line =
            error.offset === undefined ? allow.line : this.lines.locate(error.offset).line;
          reasons.push(`${error.message} for '${input.method}' @ L${line}`);
        } else {
          reasons.push(
            `Internal error: ${(error as Error)?.message ?? String(error)} for '${input.method}' @ L${allow.line}`,
          );
        }
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
    const evaluator = new Evaluator(
      full.lookup,
      full.maxDocumentAccesses ?? DEFAULT_MAX_DOCUMENT_ACCESSES,
      full.onDebug,
    );
    return { value: evaluator.eval(expr, scope) };
  } catch (error) {
    if (error instanceof RulesEvalError) return { error: error.message };
    throw error;
  }
}
