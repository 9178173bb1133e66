import {
  TYPE_NAMES,
  type AllowStatement,
  type BinaryOp,
  type Expr,
  type FunctionDecl,
  type MatchBlock,
  type Method,
  type PatternSegment,
  type RulesFile,
  type ServiceBlock,
} from './ast.js';
import { Lexer, isIdentChar, type Token } from './lexer.js';
import { FALSE, NULL, TRUE, checkedInt } from './values.js';
import { RulesEvalError, RulesSyntaxError } from './errors.js';

const METHOD_GROUPS: Record<string, Method[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

const RELATIONAL = new Set(['==', '!=', '<', '<=', '>', '>=']);
const RESERVED = new Set([
  'true',
  'false',
  'null',
  'in',
  'is',
  'if',
  'let',
  'return',
  'function',
  'match',
  'allow',
]);
/** Characters allowed in raw (uninterpolated) path segments of path literals. */
const PATH_CHAR = /[A-Za-z0-9_\-.~%@+]/;

export function parseRulesFile(source: string): RulesFile {
  try {
    return new Parser(source).parseFile();
  } catch (e) {
    // Recursive descent on absurdly nested input overflows the stack; report it as a syntax error.
    if (e instanceof RangeError) throw new RulesSyntaxError('expression nested too deeply', 1, 1);
    throw e;
  }
}

/** A standalone condition, as used by evaluateExpression(). */
export function parseExpression(source: string): Expr {
  return new Parser(source).parseStandaloneExpr();
}

class Parser {
  private readonly lexer: Lexer;
  private tok: Token;
  private version: '1' | '2' = '1';

  constructor(private readonly source: string) {
    this.lexer = new Lexer(source);
    this.tok = this.lexer.tokenAt(0);
  }

  // ---- token helpers -------------------------------------------------------------------------

  private advance(): Token {
    const t = this.tok;
    this.tok = this.lexer.tokenAt(t.end);
    return t;
  }

  private is(text: string): boolean {
    return (this.tok.type === 'punct' || this.tok.type === 'ident') && this.tok.text === text;
  }

  private isPunct(text: string): boolean {
    return this.tok.type === 'punct' && this.tok.text === text;
  }

  private describe(t: Token): string {
    if (t.type === 'eof') return 'end of file';
    return `'${this.source.slice(t.start, Math.min(t.end, t.start + 20))}'`;
  }

  private fail(message: string, at: number = this.tok.start): never {
    return this.lexer.error(message, at);
  }

  private expect(text: string): Token {
    if (!this.is(text)) this.fail(`expected '${text}' but found ${this.describe(this.tok)}`);
    return this.advance();
  }

  private expectIdent(what: string): string {
    if (this.tok.type !== 'ident')
      this.fail(`expected ${what} but found ${this.describe(this.tok)}`);
    return this.advance().text;
  }

  private line(offset: number): number {
    return this.lexer.lines.locate(offset).line;
  }

  // ---- declarations --------------------------------------------------------------------------

  parseFile(): RulesFile {
    let version: '1' | '2' = '1';
    if (this.is('rules_version')) {
      this.advance();
      this.expect('=');
      const t = this.tok;
      if (t.type !== 'string' || (t.text !== '1' && t.text !== '2'))
        this.fail(`rules_version must be '1' or '2'`);
      version = t.text as '1' | '2';
      this.advance();
      this.expect(';');
    }
    this.version = version;
    const services: ServiceBlock[] = [];
    const functions = new Map<string, FunctionDecl>();
    while (this.tok.type !== 'eof') {
      if (this.is('service')) services.push(this.parseService());
      else if (this.is('function')) this.addFunction(functions, this.parseFunction());
      else this.fail(`expected 'service' or 'function' but found ${this.describe(this.tok)}`);
    }
    if (services.length === 0) this.fail('expected a service declaration');
    return { version, lines: this.lexer.lines, services, functions };
  }

  private parseService(): ServiceBlock {
    this.expect('service');
    let name = this.expectIdent('a service name');
    while (this.isPunct('.')) {
      this.advance();
      name += '.' + this.expectIdent('a service name');
    }
    const block: ServiceBlock = { name, matches: [], functions: new Map() };
    this.expect('{');
    while (!this.isPunct('}')) {
      if (this.is('match')) block.matches.push(this.parseMatch());
      else if (this.is('function')) this.addFunction(block.functions, this.parseFunction());
      else if (this.is('allow')) this.fail('allow statements must be inside a match block');
      else this.fail(`expected 'match', 'function' or '}' but found ${this.describe(this.tok)}`);
    }
    this.advance();
    return block;
  }

  private addFunction(scope: Map<string, FunctionDecl>, fn: FunctionDecl): void {
    if (scope.has(fn.name))
      this.fail(`function '${fn.name}' is already defined in this scope`, fn.pos);
    scope.set(fn.name, fn);
  }

  private parseMatch(): MatchBlock {
    const matchTok = this.expect('match');
    const pattern = this.scanMatchPattern(matchTok.end);
    const block: MatchBlock = {
      pattern,
      restIndex: pattern.findIndex((seg) => seg.type === 'rest'),
      matches: [],
      allows: [],
      functions: new Map(),
      line: this.line(matchTok.start),
    };
    this.expect('{');
    while (!this.isPunct('}')) {
      if (this.is('match')) block.matches.push(this.parseMatch());
      else if (this.is('allow')) block.allows.push(this.parseAllow());
      else if (this.is('function')) this.addFunction(block.functions, this.parseFunction());
      else
        this.fail(
          `expected 'match', 'allow', 'function' or '}' but found ${this.describe(this.tok)}`,
        );
    }
    this.advance();
    return block;
  }

  /** Reads `/a/{b}/{c=**}` straight from the source; leaves `tok` on what follows. */
  private scanMatchPattern(from: number): PatternSegment[] {
    const s = this.source;
    let pos = this.lexer.skipTrivia(from);
    if (s[pos] !== '/') this.fail("expected a path starting with '/' after 'match'", pos);
    const segments: PatternSegment[] = [];
    const names = new Set<string>();
    while (s[pos] === '/') {
      pos++;
      if (s[pos] === '{') {
        const close = s.indexOf('}', pos);
        const body = close < 0 ? '' : s.slice(pos + 1, close);
        const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(=\s*\*\*)?\s*$/.exec(body);
        if (!m) this.fail("expected a wildcard like '{name}' or '{name=**}'", pos);
        const name = m[1] as string;
        if (names.has(name)) this.fail(`duplicate wildcard name '${name}'`, pos);
        names.add(name);
        segments.push(m[2] ? { type: 'rest', name } : { type: 'var', name });
        pos = close + 1;
      } else {
        let end = pos;
        while (end < s.length && !/[\s/{};]/.test(s[end] as string)) end++;
        if (end === pos) this.fail('expected a path segment', pos);
        segments.push({ type: 'literal', text: s.slice(pos, end) });
        pos = end;
      }
    }
    const rests = segments.filter((seg) => seg.type === 'rest').length;
    if (rests > 1)
      this.fail('a match path may contain only one recursive wildcard {name=**}', from);
    if (rests === 1 && this.version === '1' && segments[segments.length - 1]?.type !== 'rest') {
      this.fail(
        "with rules_version '1' a recursive wildcard {name=**} must be the last path segment",
        from,
      );
    }
    this.tok = this.lexer.tokenAt(pos);
    return segments;
  }

  private parseAllow(): AllowStatement {
    const start = this.expect('allow');
    const written: string[] = [];
    const methods = new Set<Method>();
    for (;;) {
      const t = this.tok;
      const name = this.expectIdent('a method (read, write, get, list, create, update, delete)');
      const group = METHOD_GROUPS[name];
      if (!group)
        this.fail(
          `unknown method '${name}'; expected read, write, get, list, create, update or delete`,
          t.start,
        );
      written.push(name);
      for (const m of group) methods.add(m);
      if (!this.isPunct(',')) break;
      this.advance();
    }
    let condition: Expr | null = null;
    if (this.isPunct(':')) {
      this.advance();
      this.expect('if');
      condition = this.parseExpr();
    }
    this.expect(';');
    return { written, methods, condition, line: this.line(start.start) };
  }

  private parseFunction(): FunctionDecl {
    const start = this.expect('function');
    const nameTok = this.tok;
    const name = this.expectIdent('a function name');
    if (RESERVED.has(name)) this.fail(`'${name}' is a reserved word`, nameTok.start);
    this.expect('(');
    const params: string[] = [];
    while (!this.isPunct(')')) {
      const p = this.expectIdent('a parameter name');
      if (params.includes(p)) this.fail(`duplicate parameter '${p}'`);
      params.push(p);
      if (!this.isPunct(',')) break;
      this.advance();
    }
    this.expect(')');
    this.expect('{');
    const lets: FunctionDecl['lets'] = [];
    while (this.is('let')) {
      this.advance();
      const letName = this.expectIdent('a variable name');
      this.expect('=');
      lets.push({ name: letName, expr: this.parseExpr() });
      this.expect(';');
    }
    this.expect('return');
    const body = this.parseExpr();
    if (this.isPunct(';')) this.advance();
    this.expect('}');
    return { name, params, lets, body, pos: start.start };
  }

  // ---- expressions ---------------------------------------------------------------------------

  parseStandaloneExpr(): Expr {
    const e = this.parseExpr();
    if (this.tok.type !== 'eof')
      this.fail(`unexpected ${this.describe(this.tok)} after the expression`);
    return e;
  }

  parseExpr(): Expr {
    const test = this.parseOr();
    if (!this.isPunct('?')) return test;
    const pos = this.advance().start;
    const then = this.parseExpr();
    this.expect(':');
    const otherwise = this.parseExpr();
    return { k: 'cond', pos, test, then, otherwise };
  }

  private parseOr(): Expr {
    let left = this.parseAnd();
    while (this.isPunct('||')) {
      const pos = this.advance().start;
      left = { k: 'or', pos, left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): Expr {
    let left = this.parseRelation();
    while (this.isPunct('&&')) {
      const pos = this.advance().start;
      left = { k: 'and', pos, left, right: this.parseRelation() };
    }
    return left;
  }

  private parseRelation(): Expr {
    let left = this.parseAdditive();
    for (;;) {
      const t = this.tok;
      if (t.type === 'punct' && RELATIONAL.has(t.text)) {
        this.advance();
        left = {
          k: 'binary',
          pos: t.start,
          op: t.text as BinaryOp,
          left,
          right: this.parseAdditive(),
        };
      } else if (t.type === 'ident' && t.text === 'in') {
        this.advance();
        left = { k: 'binary', pos: t.start, op: 'in', left, right: this.parseAdditive() };
      } else if (t.type === 'ident' && t.text === 'is') {
        this.advance();
        const typeTok = this.tok;
        const type = this.expectIdent('a type name');
        if (!TYPE_NAMES.has(type)) this.fail(`unknown type '${type}' after 'is'`, typeTok.start);
        left = { k: 'is', pos: t.start, arg: left, type };
      } else if (t.type === 'punct' && t.text === '=') {
        this.fail("unexpected '='; use '==' to compare values");
      } else return left;
    }
  }

  private parseAdditive(): Expr {
    let left = this.parseMultiplicative();
    while (this.isPunct('+') || this.isPunct('-')) {
      const t = this.advance();
      left = {
        k: 'binary',
        pos: t.start,
        op: t.text as BinaryOp,
        left,
        right: this.parseMultiplicative(),
      };
    }
    return left;
  }

  private parseMultiplicative(): Expr {
    let left = this.parseUnary();
    while (this.isPunct('*') || this.isPunct('/') || this.isPunct('%')) {
      const t = this.advance();
      left = { k: 'binary', pos: t.start, op: t.text as BinaryOp, left, right: this.parseUnary() };
    }
    return left;
  }

  private parseUnary(): Expr {
    if (this.isPunct('!')) {
      const pos = this.advance().start;
      return { k: 'unary', pos, op: '!', arg: this.parseUnary() };
    }
    if (this.isPunct('-')) {
      const pos = this.advance().start;
      // Fold '-<int literal>' so that the smallest int64 is writable.
      if (this.tok.type === 'int') return this.parsePostfix(this.intLiteral(this.advance(), true));
      return { k: 'unary', pos, op: '-', arg: this.parseUnary() };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private intLiteral(t: Token, negative: boolean): Expr {
    try {
      const value = BigInt(t.text);
      return { k: 'lit', pos: t.start, value: checkedInt(negative ? -value : value) };
    } catch (e) {
      if (e instanceof RulesEvalError) this.fail('integer literal out of 64-bit range', t.start);
      throw e;
    }
  }

  private parsePostfix(expr: Expr): Expr {
    for (;;) {
      if (this.isPunct('.')) {
        const dot = this.advance();
        const name = this.expectIdent('a field or method name after "."');
        expr = { k: 'member', pos: dot.start, object: expr, name };
      } else if (this.isPunct('(')) {
        if (expr.k !== 'ident' && expr.k !== 'member')
          this.fail('only functions and methods can be called');
        const pos = this.advance().start;
        expr = { k: 'call', pos, callee: expr, args: this.parseList(')') };
      } else if (this.isPunct('[')) {
        const pos = this.advance().start;
        const from = this.isPunct(':') ? null : this.parseExpr();
        if (this.isPunct(':')) {
          this.advance();
          const to = this.isPunct(']') ? null : this.parseExpr();
          this.expect(']');
          expr = { k: 'slice', pos, object: expr, from, to };
        } else {
          this.expect(']');
          expr = { k: 'index', pos, object: expr, index: from as Expr };
        }
      } else return expr;
    }
  }

  /** Comma-separated expressions up to `close` (consumed); a trailing comma is allowed. */
  private parseList(close: string): Expr[] {
    const items: Expr[] = [];
    while (!this.isPunct(close)) {
      items.push(this.parseExpr());
      if (!this.isPunct(',')) break;
      this.advance();
    }
    this.expect(close);
    return items;
  }

  private parsePrimary(): Expr {
    const t = this.tok;
    switch (t.type) {
      case 'int':
        this.advance();
        return this.intLiteral(t, false);
      case 'float':
        this.advance();
        return { k: 'lit', pos: t.start, value: { kind: 'float', value: Number(t.text) } };
      case 'string':
        this.advance();
        return { k: 'lit', pos: t.start, value: { kind: 'string', value: t.text } };
      case 'bytes':
        this.advance();
        return { k: 'lit', pos: t.start, value: { kind: 'bytes', value: t.bytes as Uint8Array } };
      case 'ident':
        this.advance();
        if (t.text === 'true') return { k: 'lit', pos: t.start, value: TRUE };
        if (t.text === 'false') return { k: 'lit', pos: t.start, value: FALSE };
        if (t.text === 'null') return { k: 'lit', pos: t.start, value: NULL };
        if (RESERVED.has(t.text)) this.fail(`unexpected keyword '${t.text}'`, t.start);
        return { k: 'ident', pos: t.start, name: t.text };
      case 'punct':
        if (t.text === '(') {
          this.advance();
          const inner = this.parseExpr();
          this.expect(')');
          return inner;
        }
        if (t.text === '[') {
          this.advance();
          return { k: 'list', pos: t.start, items: this.parseList(']') };
        }
        if (t.text === '{') return this.parseMapLiteral();
        if (t.text === '/') return this.parsePathLiteral();
        break;
      case 'eof':
        this.fail('unexpected end of file, expected an expression');
    }
    return this.fail(`expected an expression but found ${this.describe(t)}`);
  }

  private parseMapLiteral(): Expr {
    const pos = this.expect('{').start;
    const entries: Array<[Expr, Expr]> = [];
    while (!this.isPunct('}')) {
      const key = this.parseExpr();
      this.expect(':');
      entries.push([key, this.parseExpr()]);
      if (!this.isPunct(',')) break;
      this.advance();
    }
    this.expect('}');
    return { k: 'map', pos, entries };
  }

  /** `/databases/$(database)/documents/users/$(request.auth.uid)`, scanned from the raw source. */
  private parsePathLiteral(): Expr {
    const s = this.source;
    const start = this.tok.start;
    let pos = start;
    const segments: Array<Array<string | Expr>> = [];
    while (s[pos] === '/') {
      pos++;
      const parts: Array<string | Expr> = [];
      for (;;) {
        if (s.startsWith('$(', pos)) {
          this.tok = this.lexer.tokenAt(pos + 2);
          parts.push(this.parseExpr());
          if (!this.isPunct(')'))
            this.fail(`expected ')' to close '$(' but found ${this.describe(this.tok)}`);
          pos = this.tok.end;
        } else if (pos < s.length && PATH_CHAR.test(s[pos] as string)) {
          let end = pos;
          while (end < s.length && PATH_CHAR.test(s[end] as string)) end++;
          parts.push(s.slice(pos, end));
          pos = end;
        } else if (s[pos] === '(' && /^\([A-Za-z0-9_\-.~%@+]*\)/.test(s.slice(pos, pos + 120))) {
          // Balanced parentheses inside a segment, as in /databases/(default)/documents.
          const end = s.indexOf(')', pos) + 1;
          parts.push(s.slice(pos, end));
          pos = end;
        } else break;
      }
      if (parts.length === 0) this.fail('expected a path segment after "/"', pos);
      segments.push(parts);
    }
    if (pos < s.length && isIdentChar(s[pos] as string))
      this.fail('unexpected character in path', pos);
    this.tok = this.lexer.tokenAt(pos);
    return { k: 'path', pos: start, segments };
  }
}
