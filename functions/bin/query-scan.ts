// The Firestore queries in source, found statically for the deploy preflight's index check: the
// TypeScript AST of functions/ and web/ is searched for the two ways the code builds a query,
//   firebase-admin chains   db.collection(C).where(f, op, v).orderBy(f, dir)…
//   web SDK calls           query(collection(db, C), where(f, op, v), orderBy(f, dir), …)
// and each becomes a StructuredQuery (values are placeholders: which index a query needs depends
// on its fields, operators and orders only) for the local Firestore's own index check.
//
// Limits (what it cannot see is listed as `unresolved`, never silently passed):
// - the collection must be a string literal, `COLLECTIONS.<key>`, `typedCollection(db, '<key>')`
//   or a const holding one; fields and operators string literals (or `documentId()`);
// - a query or constraint list reached through a variable, a conditional (`a ? q1 : q2`: both
//   are checked) or a function of the same file is followed; one passed in as a parameter or
//   imported from another file is not;
// - constraints a function pushes onto a list under a condition are optional: every combination
//   of them is checked (as the UI's filters can combine them);
// - `Filter.or`/`or()`/`and()` composite filters are not followed (unresolved).
// - A query whose collection or field is only known at run time is unresolved, except one with a
//   single `==` or `array-contains` filter and no order, or a whole collection in one field's
//   order (`query(collection(...), orderBy(f))`), inside a function tagged `@singleFieldQueries`
//   (the privacy registry's walker, the public lists' listener): Firestore's automatic single-field
//   indexes serve it in any collection while firestore.indexes.json has no fieldOverrides (the
//   preflight checks that), so it is listed as `singleField`, not unresolved.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { StructuredQueryJson } from '@brunchers/emulator';

export interface ScannedQuery {
  file: string;
  line: number;
  /** The query's source text, on one line. */
  text: string;
  query: StructuredQueryJson;
}

export interface UnresolvedQuery {
  file: string;
  line: number;
  text: string;
  reason: string;
}

type FilterJson = NonNullable<StructuredQueryJson['where']>;
type Constraint =
  { kind: 'where'; filter: FilterJson } | { kind: 'orderBy'; field: string; descending: boolean };

interface Variant {
  collection: string;
  group: boolean;
  constraints: Constraint[];
}

class Unresolvable extends Error {}

const OPERATORS: Record<string, string> = {
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
  'not-in': 'NOT_IN',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
};
const ARRAY_OPERATORS = new Set(['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY']);
/** Query methods that keep a firebase-admin chain going without changing what it needs. */
const PASS_THROUGH = new Set([
  'limit',
  'limitToLast',
  'offset',
  'select',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'withConverter',
]);
const FILTERING = new Set(['where', 'orderBy']);
/** More variants than this from one query (optional constraints) is reported, not enumerated. */
const MAX_VARIANTS = 512;

/**
 * The queries of `files` (path and source). `model` is the model package's exports: its
 * COLLECTIONS resolve `COLLECTIONS.<key>` and `typedCollection(db, '<key>')`, its string
 * constants the names imported from it.
 */
export function scanQueries(
  files: Array<{ path: string; source: string }>,
  model: Readonly<Record<string, unknown>>,
): { queries: ScannedQuery[]; unresolved: UnresolvedQuery[]; singleField: UnresolvedQuery[] } {
  const host = ts.createCompilerHost({});
  const sources = new Map(
    files.map((f) => [
      f.path,
      ts.createSourceFile(f.path, f.source, ts.ScriptTarget.Latest, true, kindOf(f.path)),
    ]),
  );
  const program = ts.createProgram({
    rootNames: [...sources.keys()],
    options: { noResolve: true, noLib: true, jsx: ts.JsxEmit.Preserve, allowJs: false },
    host: {
      ...host,
      getSourceFile: (name) => sources.get(name),
      fileExists: (name) => sources.has(name),
      readFile: () => undefined,
    },
  });
  const checker = program.getTypeChecker();
  const queries: ScannedQuery[] = [];
  const unresolved: UnresolvedQuery[] = [];
  const singleField: UnresolvedQuery[] = [];
  for (const sourceFile of sources.values()) {
    const scan = new FileScan(sourceFile, checker, model);
    scan.run();
    queries.push(...scan.queries);
    unresolved.push(...scan.unresolved);
    singleField.push(...scan.singleField);
  }
  return { queries, unresolved, singleField };
}

const SINGLE_FIELD_OPS = new Set(['==', 'array-contains']);

/**
 * `x.where(field, '==' | 'array-contains', value)` on something that is no query itself, inside a
 * function whose JSDoc has the `@singleFieldQueries` tag.
 */
function isTaggedSingleFieldQuery(node: ts.CallExpression): boolean {
  if (!isSingleFieldShape(node)) return false;
  for (let current: ts.Node | undefined = node; current; current = current.parent)
    if (
      ts.isFunctionLike(current) &&
      ts.getJSDocTags(current).some((tag) => tag.tagName.text === 'singleFieldQueries')
    )
      return true;
  return false;
}

/**
 * One filter a single-field index serves: `x.where(field, '==' | 'array-contains', value)` on
 * something that is no query itself, or the web SDK's `query(collection(...), orderBy(field[,
 * direction]))`, a whole collection in one field's order (ascending and descending are both
 * automatic single-field indexes).
 */
function isSingleFieldShape(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee) && callee.text === 'query') {
    const [source, order, ...rest] = node.arguments;
    return (
      rest.length === 0 &&
      !!source &&
      ts.isCallExpression(source) &&
      ts.isIdentifier(source.expression) &&
      source.expression.text === 'collection' &&
      !!order &&
      ts.isCallExpression(order) &&
      ts.isIdentifier(order.expression) &&
      order.expression.text === 'orderBy' &&
      order.arguments.length >= 1 &&
      order.arguments.length <= 2
    );
  }
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'where') return false;
  const op = node.arguments[1];
  if (node.arguments.length !== 3 || !op || !ts.isStringLiteral(op)) return false;
  if (!SINGLE_FIELD_OPS.has(op.text)) return false;
  const base = unwrap(callee.expression);
  return !(
    ts.isCallExpression(base) &&
    ts.isPropertyAccessExpression(base.expression) &&
    FILTERING.has(base.expression.name.text)
  );
}

function kindOf(path: string): ts.ScriptKind {
  return path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

class FileScan {
  readonly queries: ScannedQuery[] = [];
  readonly unresolved: UnresolvedQuery[] = [];
  /** Run-time queries of one equality filter in a `@singleFieldQueries` function (see above). */
  readonly singleField: UnresolvedQuery[] = [];
  /** Variables whose query another query builds on (not run alone: not checked alone). */
  private readonly bases = new Set<ts.Declaration>();

  private readonly collections: Readonly<Record<string, string>>;

  constructor(
    private readonly file: ts.SourceFile,
    private readonly checker: ts.TypeChecker,
    private readonly model: Readonly<Record<string, unknown>>,
  ) {
    this.collections = (model.COLLECTIONS ?? {}) as Record<string, string>;
  }

  run(): void {
    const found: Array<{ node: ts.CallExpression; variants: Variant[] | Unresolvable }> = [];
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && this.isQueryRoot(node)) {
        try {
          found.push({ node, variants: this.query(node) });
        } catch (error) {
          if (!(error instanceof Unresolvable)) throw error;
          found.push({ node, variants: error });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(this.file);
    for (const { node, variants } of found) {
      const holder = holderOf(node);
      if (holder && this.bases.has(holder)) continue;
      const where = this.where(node);
      if (variants instanceof Unresolvable) {
        if (isTaggedSingleFieldQuery(node))
          this.singleField.push({ ...where, reason: variants.message });
        else this.unresolved.push({ ...where, reason: variants.message });
        continue;
      }
      for (const variant of variants) {
        if (variant.constraints.length === 0) continue;
        this.queries.push({ ...where, query: toStructuredQuery(variant) });
      }
    }
  }

  private where(node: ts.Node): { file: string; line: number; text: string } {
    const { line } = this.file.getLineAndCharacterOfPosition(node.getStart(this.file));
    return {
      file: this.file.fileName,
      line: line + 1,
      text: node.getText(this.file).replace(/\s+/g, ' ').slice(0, 200),
    };
  }

  /** The outermost call of a query: `query(...)`, or a `.where`/`.orderBy` no later one extends. */
  private isQueryRoot(node: ts.CallExpression): boolean {
    if (ts.isIdentifier(node.expression)) return node.expression.text === 'query';
    if (!ts.isPropertyAccessExpression(node.expression)) return false;
    if (!FILTERING.has(node.expression.name.text)) return false;
    for (let current: ts.Node = node; ;) {
      const access = current.parent;
      if (!access || !ts.isPropertyAccessExpression(access) || access.expression !== current)
        return true;
      const call = access.parent;
      if (!call || !ts.isCallExpression(call) || call.expression !== access) return true;
      const name = access.name.text;
      if (FILTERING.has(name)) return false;
      if (!PASS_THROUGH.has(name)) return true;
      current = call;
    }
  }

  /** The variants of the query `node` evaluates to. */
  private query(node: ts.Expression): Variant[] {
    node = unwrap(node);
    if (ts.isConditionalExpression(node))
      return [...this.query(node.whenTrue), ...this.query(node.whenFalse)];
    if (ts.isIdentifier(node)) {
      const declaration = this.declarationOf(node);
      this.bases.add(declaration);
      return this.query(this.initializerOf(declaration, node));
    }
    if (!ts.isCallExpression(node)) throw new Unresolvable(`a query built by ${node.getText()}`);
    const callee = node.expression;
    const args = node.arguments;
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      if (method === 'collection' || method === 'collectionGroup')
        return [
          {
            collection: this.collectionId(args[0]),
            group: method !== 'collection',
            constraints: [],
          },
        ];
      const base = () => this.query(callee.expression);
      if (method === 'where') return extend(base(), [this.whereConstraint(node)]);
      if (method === 'orderBy') return extend(base(), [this.orderConstraint(node)]);
      if (PASS_THROUGH.has(method)) return base();
      throw new Unresolvable(`a query from .${method}()`);
    }
    if (ts.isIdentifier(callee)) {
      const name = callee.text;
      if (name === 'typedCollection') {
        const key = this.stringOf(args[1]);
        const collection = this.collections[key];
        if (!collection) throw new Unresolvable(`no collection ${key} in COLLECTIONS`);
        return [{ collection, group: false, constraints: [] }];
      }
      if (name === 'collection' || name === 'collectionGroup') {
        // The last path segment names the collection (`collection(db, 'users', uid, 'photos')`).
        const segments = this.collectionId(args[args.length - 1]).split('/');
        return [
          {
            collection: segments[segments.length - 1]!,
            group: name !== 'collection',
            constraints: [],
          },
        ];
      }
      if (name === 'query') {
        const [first, ...rest] = args;
        if (!first) throw new Unresolvable('query() without a collection');
        let variants = this.query(first);
        for (const arg of rest) variants = product(variants, this.constraintLists(arg));
        return variants;
      }
      const returned = this.returnedBy(callee);
      if (returned.length > 0) return returned.flatMap((expression) => this.query(expression));
    }
    throw new Unresolvable(`a query from ${callee.getText()}()`);
  }

  /** The alternative lists of constraints one argument of query() adds. */
  private constraintLists(node: ts.Expression): Constraint[][] {
    node = unwrap(node);
    if (ts.isSpreadElement(node)) return this.spread(node.expression);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (name === 'where') return [[this.whereConstraint(node)]];
      if (name === 'orderBy') return [[this.orderConstraint(node)]];
      if (name === 'or' || name === 'and')
        throw new Unresolvable(`an ${name}() filter (not followed)`);
      // limit, cursors: no bearing on the index.
      return [[]];
    }
    if (ts.isIdentifier(node)) {
      const declaration = this.declarationOf(node);
      return this.constraintLists(this.initializerOf(declaration, node));
    }
    throw new Unresolvable(`a query constraint ${node.getText()}`);
  }

  /** The alternative constraint lists a spread (`...x`) adds. */
  private spread(node: ts.Expression): Constraint[][] {
    node = unwrap(node);
    if (ts.isArrayLiteralExpression(node)) {
      let lists: Constraint[][] = [[]];
      for (const element of node.elements)
        lists = cross(lists, this.constraintLists(element as ts.Expression));
      return lists;
    }
    if (ts.isConditionalExpression(node))
      return [...this.spread(node.whenTrue), ...this.spread(node.whenFalse)];
    if (ts.isIdentifier(node)) {
      const declaration = this.declarationOf(node);
      return this.spread(this.initializerOf(declaration, node));
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const fn = this.functionOf(node.expression);
      if (fn) return this.listBuiltBy(fn);
    }
    throw new Unresolvable(`constraints from ${node.getText()}`);
  }

  /**
   * The constraint lists a function returns when it fills a local array: `const list = [...]`,
   * then `list.push(...)`, conditional pushes being optional, then `return list`.
   */
  private listBuiltBy(fn: ts.FunctionLikeDeclaration): Constraint[][] {
    const body = fn.body;
    if (!body) throw new Unresolvable('a function without a body');
    const returned = returnsOf(fn);
    if (returned.length !== 1 || !ts.isIdentifier(returned[0]!))
      return returned.flatMap((expression) => this.spread(expression));
    const listName = returned[0].text;
    let lists = this.spread(this.initializerOf(this.declarationOf(returned[0]), returned[0]));
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'push' &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === listName
      ) {
        let pushed: Constraint[][] = [[]];
        for (const arg of node.arguments) pushed = cross(pushed, this.constraintLists(arg));
        const optional = isConditional(node, body);
        lists = cross(lists, optional ? [[], ...pushed] : pushed);
        if (lists.length > MAX_VARIANTS)
          throw new Unresolvable(`more than ${MAX_VARIANTS} combinations of constraints`);
      }
      if (node !== body && ts.isFunctionLike(node)) return;
      ts.forEachChild(node, visit);
    };
    visit(body);
    return lists;
  }

  private whereConstraint(node: ts.CallExpression): Constraint {
    const [fieldArg, opArg, valueArg] = node.arguments;
    if (!opArg || !valueArg) throw new Unresolvable('a where() with a Filter (not followed)');
    const field = this.fieldOf(fieldArg);
    const opText = this.stringOf(opArg);
    const op = OPERATORS[opText];
    if (!op) throw new Unresolvable(`an unknown operator ${opText}`);
    const value = unwrap(valueArg);
    if (value.kind === ts.SyntaxKind.NullKeyword && (op === 'EQUAL' || op === 'NOT_EQUAL'))
      return {
        kind: 'where',
        filter: {
          unaryFilter: {
            op: op === 'EQUAL' ? 'IS_NULL' : 'IS_NOT_NULL',
            field: { fieldPath: field },
          },
        },
      };
    const placeholder = { stringValue: '?' };
    return {
      kind: 'where',
      filter: {
        fieldFilter: {
          field: { fieldPath: field },
          op,
          value: ARRAY_OPERATORS.has(op)
            ? { arrayValue: { values: [placeholder, { stringValue: '??' }] } }
            : placeholder,
        },
      },
    };
  }

  private orderConstraint(node: ts.CallExpression): Constraint {
    const [fieldArg, directionArg] = node.arguments;
    const direction = directionArg ? this.stringOf(directionArg) : 'asc';
    return { kind: 'orderBy', field: this.fieldOf(fieldArg), descending: direction === 'desc' };
  }

  private fieldOf(node: ts.Expression | undefined): string {
    if (!node) throw new Unresolvable('a filter or order without a field');
    const inner = unwrap(node);
    if (ts.isCallExpression(inner) && /(^|\.)documentId$/.test(inner.expression.getText()))
      return '__name__';
    return this.stringOf(inner);
  }

  private collectionId(node: ts.Expression | undefined): string {
    if (!node) throw new Unresolvable('a collection without a name');
    const inner = unwrap(node);
    if (
      ts.isPropertyAccessExpression(inner) &&
      ts.isIdentifier(inner.expression) &&
      inner.expression.text === 'COLLECTIONS'
    ) {
      const collection = this.collections[inner.name.text];
      if (!collection) throw new Unresolvable(`no collection ${inner.name.text} in COLLECTIONS`);
      return collection;
    }
    return this.stringOf(inner);
  }

  /** A string literal, or a const of one. */
  private stringOf(node: ts.Expression | undefined): string {
    if (!node) throw new Unresolvable('a missing argument');
    const inner = unwrap(node);
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return inner.text;
    if (ts.isIdentifier(inner)) {
      const declaration = this.declarationOf(inner);
      const imported = this.modelConstant(declaration);
      if (imported !== undefined) return imported;
      return this.stringOf(this.initializerOf(declaration, inner));
    }
    throw new Unresolvable(`a value only known when it runs: ${inner.getText()}`);
  }

  /** A string constant the declaration imports from the model package. */
  private modelConstant(declaration: ts.Declaration): string | undefined {
    if (!ts.isImportSpecifier(declaration)) return undefined;
    const from = declaration.parent.parent.parent.moduleSpecifier;
    if (!ts.isStringLiteral(from) || from.text !== '@brunchers/model') return undefined;
    const value = this.model[(declaration.propertyName ?? declaration.name).text];
    return typeof value === 'string' ? value : undefined;
  }

  private declarationOf(identifier: ts.Identifier): ts.Declaration {
    const symbol = this.checker.getSymbolAtLocation(identifier);
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!declaration || declaration.getSourceFile() !== this.file)
      throw new Unresolvable(`${identifier.text} comes from another file`);
    return declaration;
  }

  private initializerOf(declaration: ts.Declaration, name: ts.Identifier): ts.Expression {
    if (ts.isVariableDeclaration(declaration) && declaration.initializer)
      return declaration.initializer;
    if (ts.isParameter(declaration)) throw new Unresolvable(`${name.text} is a parameter`);
    throw new Unresolvable(`${name.text} is not a variable with a value`);
  }

  private functionOf(identifier: ts.Identifier): ts.FunctionLikeDeclaration | null {
    let declaration: ts.Declaration;
    try {
      declaration = this.declarationOf(identifier);
    } catch {
      return null;
    }
    if (ts.isFunctionDeclaration(declaration)) return declaration;
    if (
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      (ts.isArrowFunction(declaration.initializer) ||
        ts.isFunctionExpression(declaration.initializer))
    )
      return declaration.initializer;
    return null;
  }

  /** What a local function returns (e.g. a helper making a collection reference). */
  private returnedBy(identifier: ts.Identifier): ts.Expression[] {
    const fn = this.functionOf(identifier);
    return fn ? returnsOf(fn) : [];
  }
}

/** The variable a query expression is (one branch of) the value of. */
function holderOf(node: ts.Node): ts.VariableDeclaration | null {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isVariableDeclaration(current)) return current;
    if (
      !ts.isParenthesizedExpression(current) &&
      !ts.isConditionalExpression(current) &&
      !ts.isAsExpression(current) &&
      !ts.isAwaitExpression(current)
    )
      return null;
  }
  return null;
}

function unwrap(node: ts.Expression): ts.Expression {
  for (;;) {
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isAwaitExpression(node) ||
      ts.isSatisfiesExpression(node)
    )
      node = node.expression;
    else return node;
  }
}

function returnsOf(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
  const body = fn.body;
  if (!body) return [];
  if (!ts.isBlock(body)) return [body];
  const out: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression) out.push(node.expression);
    if (ts.isFunctionLike(node)) return;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return out;
}

/** Whether `node` runs only under a condition within `body`. */
function isConditional(node: ts.Node, body: ts.Node): boolean {
  for (let current = node.parent; current && current !== body; current = current.parent) {
    if (
      ts.isIfStatement(current) ||
      ts.isConditionalExpression(current) ||
      ts.isSwitchStatement(current) ||
      ts.isIterationStatement(current, false) ||
      (ts.isBinaryExpression(current) &&
        [
          ts.SyntaxKind.AmpersandAmpersandToken,
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.QuestionQuestionToken,
        ].includes(current.operatorToken.kind))
    )
      return true;
  }
  return false;
}

function extend(variants: Variant[], constraints: Constraint[]): Variant[] {
  return variants.map((v) => ({ ...v, constraints: [...v.constraints, ...constraints] }));
}

function product(variants: Variant[], lists: Constraint[][]): Variant[] {
  const out = variants.flatMap((v) => lists.map((list) => extend([v], list)[0]!));
  if (out.length > MAX_VARIANTS)
    throw new Unresolvable(`more than ${MAX_VARIANTS} combinations of constraints`);
  return out;
}

function cross(a: Constraint[][], b: Constraint[][]): Constraint[][] {
  return a.flatMap((x) => b.map((y) => [...x, ...y]));
}

function toStructuredQuery(variant: Variant): StructuredQueryJson {
  const filters = variant.constraints.flatMap((c) => (c.kind === 'where' ? [c.filter] : []));
  const orders = variant.constraints.flatMap((c) => (c.kind === 'orderBy' ? [c] : []));
  return {
    from: [{ collectionId: variant.collection, allDescendants: variant.group }],
    ...(filters.length === 1
      ? { where: filters[0] }
      : filters.length > 1
        ? { where: { compositeFilter: { op: 'AND', filters } } }
        : {}),
    ...(orders.length > 0
      ? {
          orderBy: orders.map((o) => ({
            field: { fieldPath: o.field },
            direction: o.descending ? 'DESCENDING' : 'ASCENDING',
          })),
        }
      : {}),
  };
}

/**
 * The deployed source files under `dirs` of `root` (.ts/.tsx; not tests, not declarations), with
 * paths relative to `root`.
 */
export function sourceFiles(root: string, dirs: string[]): Array<{ path: string; source: string }> {
  const out: Array<{ path: string; source: string }> = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'test', '__tests__'].includes(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$/.test(entry.name)) {
        out.push({ path: relative(root, full), source: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return out;
}
