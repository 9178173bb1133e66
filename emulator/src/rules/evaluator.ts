import type { Expr, FunctionDecl } from './ast.js';
import { callNamespace, findGlobal, isNamespace, type BuiltinHost } from './builtins.js';
import { RulesEvalError, fail } from './errors.js';
import { callMethod, stringChars } from './methods.js';
import { binary, isType, negate, not } from './operators.js';
import { intIndex } from './args.js';
import { LazyBinding, Scope } from './scope.js';
import {
  FALSE,
  TRUE,
  bool,
  pathFromString,
  pathToString,
  typeName,
  type PathValue,
  type RulesValue,
} from './values.js';

/** Firebase caps nested function calls; this also stops recursion. */
const MAX_CALL_DEPTH = 20;

export interface DocumentLookup {
  get(path: string): RulesValue | null;
  getAfter?(path: string): RulesValue | null;
}

/** Evaluates expressions for one request; holds that request's document-access budget. */
export class Evaluator implements BuiltinHost {
  private depth = 0;
  // Allocated on the first get()/exists(): most evaluations never read other documents.
  private fetched: Map<string, RulesValue | null> | null = null;
  private accessedPaths: Set<string> | null = null;

  constructor(
    private readonly documents: DocumentLookup | undefined,
    private readonly maxDocumentAccesses: number,
    private readonly onDebug: ((value: RulesValue) => void) | undefined,
  ) {}

  debug(value: RulesValue): void {
    this.onDebug?.(value);
  }

  evalBool(e: Expr, scope: Scope): boolean {
    const v = this.eval(e, scope);
    if (v.kind !== 'bool') fail(`Condition must be bool, got ${typeName(v)}.`);
    return v.value;
  }

  eval(e: Expr, scope: Scope): RulesValue {
    try {
      return this.evalNode(e, scope);
    } catch (error) {
      // The first frame to see the error is the expression that raised it: record where.
      if (error instanceof RulesEvalError && error.offset === undefined) error.offset = e.pos;
      throw error;
    }
  }

  private evalNode(e: Expr, scope: Scope): RulesValue {
    switch (e.k) {
      case 'lit':
        return e.value;
      case 'ident':
        return this.variable(e.name, scope);
      case 'member':
        return member(this.eval(e.object, scope), e.name);
      case 'index':
        return index(this.eval(e.object, scope), this.eval(e.index, scope));
      case 'slice':
        return slice(
          this.eval(e.object, scope),
          e.from ? this.eval(e.from, scope) : null,
          e.to ? this.eval(e.to, scope) : null,
        );
      case 'call':
        return this.call(e.callee, e.args, scope);
      case 'unary':
        return e.op === '!' ? not(this.eval(e.arg, scope)) : negate(this.eval(e.arg, scope));
      case 'binary':
        return binary(e.op, this.eval(e.left, scope), this.eval(e.right, scope));
      case 'and':
        return this.logical(e.left, e.right, scope, false);
      case 'or':
        return this.logical(e.left, e.right, scope, true);
      case 'cond':
        return this.evalBool(e.test, scope)
          ? this.eval(e.then, scope)
          : this.eval(e.otherwise, scope);
      case 'is':
        return bool(isType(this.eval(e.arg, scope), e.type));
      case 'list':
        return { kind: 'list', items: e.items.map((x) => this.eval(x, scope)) };
      case 'map': {
        const entries = new Map<string, RulesValue>();
        for (const [k, v] of e.entries) {
          const key = this.eval(k, scope);
          if (key.kind !== 'string') fail(`Map keys must be strings, got ${typeName(key)}.`);
          entries.set(key.value, this.eval(v, scope));
        }
        return { kind: 'map', entries };
      }
      case 'path':
        return this.path(e.segments, scope);
    }
  }

  /**
   * `&&` and `||` as the rules service evaluates them: a decisive operand wins even when the other
   * one errors (`error && false` is false, `error || true` is true); otherwise the error propagates.
   */
  private logical(left: Expr, right: Expr, scope: Scope, decisive: boolean): RulesValue {
    let leftValue: boolean;
    try {
      leftValue = this.evalBool(left, scope);
    } catch (error) {
      if (!(error instanceof RulesEvalError)) throw error;
      let rightValue: boolean;
      try {
        rightValue = this.evalBool(right, scope);
      } catch (rightError) {
        if (rightError instanceof RulesEvalError) throw error; // report the first error
        throw rightError;
      }
      if (rightValue === decisive) return bool(decisive);
      throw error;
    }
    if (leftValue === decisive) return bool(decisive);
    return this.evalBool(right, scope) ? TRUE : FALSE;
  }

  private variable(name: string, scope: Scope): RulesValue {
    const v = scope.findVar(name);
    if (v === undefined) {
      if (isNamespace(name))
        fail(`${name} is a namespace; call one of its functions, e.g. ${name}.<function>(...).`);
      return fail(`Unknown variable '${name}'.`);
    }
    if (!(v instanceof LazyBinding)) return v;
    v.value ??= this.eval(v.expr, v.scope);
    return v.value;
  }

  private call(callee: Expr, argExprs: Expr[], scope: Scope): RulesValue {
    if (callee.k === 'ident') {
      const user = scope.findFunction(callee.name);
      const args = argExprs.map((a) => this.eval(a, scope));
      if (user) return this.callUser(user.decl, user.scope, args);
      const builtin = findGlobal(callee.name);
      if (!builtin) fail(`Function not found error: Name: [${callee.name}].`);
      return builtin(args, this);
    }
    if (callee.k !== 'member') return fail('Only functions and methods can be called.');
    const target = callee.object;
    if (
      target.k === 'ident' &&
      isNamespace(target.name) &&
      scope.findVar(target.name) === undefined
    ) {
      return callNamespace(
        target.name,
        callee.name,
        argExprs.map((a) => this.eval(a, scope)),
        this,
      );
    }
    const receiver = this.eval(target, scope);
    return callMethod(
      receiver,
      callee.name,
      argExprs.map((a) => this.eval(a, scope)),
    );
  }

  private callUser(decl: FunctionDecl, declScope: Scope, args: RulesValue[]): RulesValue {
    if (args.length !== decl.params.length) {
      fail(`${decl.name}() takes ${decl.params.length} argument(s), got ${args.length}.`);
    }
    if (this.depth >= MAX_CALL_DEPTH)
      fail(`Maximum function call depth (${MAX_CALL_DEPTH}) exceeded in ${decl.name}().`);
    const vars = new Map<string, RulesValue | LazyBinding>();
    decl.params.forEach((p, i) => vars.set(p, args[i] as RulesValue));
    const scope = new Scope(declScope, vars, null);
    // Each let sees the parameters and the lets before it.
    for (const binding of decl.lets)
      vars.set(
        binding.name,
        new LazyBinding(binding.expr, new Scope(declScope, new Map(vars), null)),
      );
    this.depth++;
    try {
      return this.eval(decl.body, scope);
    } finally {
      this.depth--;
    }
  }

  private path(segments: Array<Array<string | Expr>>, scope: Scope): PathValue {
    let text = '';
    for (const parts of segments) {
      text += '/';
      for (const part of parts) {
        if (typeof part === 'string') {
          text += part;
          continue;
        }
        const v = this.eval(part, scope);
        if (v.kind === 'string') text += v.value;
        else if (v.kind === 'int') text += v.value.toString();
        else if (v.kind === 'path') text += pathToString(v).slice(1);
        else fail(`Path interpolation $() needs a string, int or path, got ${typeName(v)}.`);
      }
    }
    return pathFromString(text);
  }

  lookup(fn: string, path: PathValue, after: boolean): RulesValue | null {
    const documents = this.documents;
    if (!documents) return fail(`${fn}() is not available for this request.`);
    const text = pathToString(path);
    if (
      path.segments[0] !== 'databases' ||
      path.segments[2] !== 'documents' ||
      path.segments.length % 2 !== 1
    ) {
      fail(
        `${fn}() needs a document path like /databases/$(database)/documents/collection/id, got ${text}.`,
      );
    }
    const key = (after ? 'after:' : 'get:') + text;
    const fetched = (this.fetched ??= new Map());
    const accessed = (this.accessedPaths ??= new Set());
    const cached = fetched.get(key);
    if (cached !== undefined) return cached;
    if (!accessed.has(text)) {
      if (accessed.size >= this.maxDocumentAccesses) {
        fail(
          `Exceeded the limit of ${this.maxDocumentAccesses} document accesses (get/exists) for this request.`,
        );
      }
      accessed.add(text);
    }
    const doc = after && documents.getAfter ? documents.getAfter(text) : documents.get(text);
    fetched.set(key, doc);
    return doc;
  }
}

function member(object: RulesValue, name: string): RulesValue {
  if (object.kind === 'map') {
    const v = object.entries.get(name);
    if (v === undefined) fail(`Property ${name} is undefined on object.`);
    return v;
  }
  if (object.kind === 'null') fail(`Null value error: cannot read property ${name} of null.`);
  return fail(`Property ${name} is not available on ${typeName(object)}.`);
}

function checkIndex(i: number, length: number): number {
  if (i < 0 || i >= length) fail(`Index ${i} out of range (size ${length}).`);
  return i;
}

function index(object: RulesValue, key: RulesValue): RulesValue {
  switch (object.kind) {
    case 'map':
      if (key.kind !== 'string') fail(`Map keys must be strings, got ${typeName(key)}.`);
      return member(object, key.value);
    case 'list':
      return object.items[checkIndex(intIndex('List', key), object.items.length)] as RulesValue;
    case 'string': {
      const chars = stringChars(object.value);
      const i = checkIndex(intIndex('String', key), chars.length);
      return { kind: 'string', value: chars.slice(i, i + 1) };
    }
    case 'path':
      return {
        kind: 'string',
        value: object.segments[checkIndex(intIndex('Path', key), object.segments.length)] as string,
      };
    case 'null':
      return fail('Null value error: cannot index null.');
    default:
      return fail(`Cannot index ${typeName(object)}.`);
  }
}

function slice(
  object: RulesValue,
  fromValue: RulesValue | null,
  toValue: RulesValue | null,
): RulesValue {
  const length =
    object.kind === 'list'
      ? object.items.length
      : object.kind === 'string'
        ? stringChars(object.value).length
        : -1;
  if (length < 0) fail(`Cannot slice ${typeName(object)}.`);
  const from = fromValue ? intIndex('Slice', fromValue) : 0;
  const to = toValue ? intIndex('Slice', toValue) : length;
  if (from < 0 || to > length || from > to)
    fail(`Slice [${from}:${to}] out of range (size ${length}).`);
  if (object.kind === 'list') return { kind: 'list', items: object.items.slice(from, to) };
  return {
    kind: 'string',
    value: stringChars((object as { value: string }).value).slice(from, to),
  };
}
