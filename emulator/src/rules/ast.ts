import type { LineTable } from './errors.js';
import type { RulesValue } from './values.js';

export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in';

/** Expressions; `pos` is the source offset used for error locations. */
export type Expr =
  | { k: 'lit'; pos: number; value: RulesValue }
  | { k: 'ident'; pos: number; name: string }
  | { k: 'member'; pos: number; object: Expr; name: string }
  | { k: 'index'; pos: number; object: Expr; index: Expr }
  | { k: 'slice'; pos: number; object: Expr; from: Expr | null; to: Expr | null }
  | { k: 'call'; pos: number; callee: Expr; args: Expr[] }
  | { k: 'unary'; pos: number; op: '!' | '-'; arg: Expr }
  | { k: 'binary'; pos: number; op: BinaryOp; left: Expr; right: Expr }
  | { k: 'and' | 'or'; pos: number; left: Expr; right: Expr }
  | { k: 'cond'; pos: number; test: Expr; then: Expr; otherwise: Expr }
  | { k: 'is'; pos: number; arg: Expr; type: string }
  | { k: 'list'; pos: number; items: Expr[] }
  | { k: 'map'; pos: number; entries: Array<[Expr, Expr]> }
  /** Path literal: each segment is a list of raw text pieces and `$(expr)` interpolations. */
  | { k: 'path'; pos: number; segments: Array<Array<string | Expr>> };

export type Method = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface FunctionDecl {
  name: string;
  params: string[];
  lets: Array<{ name: string; expr: Expr }>;
  body: Expr;
  pos: number;
}

export interface AllowStatement {
  /** Methods as written (read, write, get, ...), for messages. */
  written: string[];
  /** Expanded to the five concrete methods. */
  methods: ReadonlySet<Method>;
  condition: Expr | null;
  line: number;
}

export type PatternSegment =
  | { type: 'literal'; text: string }
  | { type: 'var'; name: string }
  | { type: 'rest'; name: string };

export interface MatchBlock {
  pattern: PatternSegment[];
  /** Index of the `{name=**}` segment in `pattern`, or -1. */
  restIndex: number;
  matches: MatchBlock[];
  allows: AllowStatement[];
  functions: Map<string, FunctionDecl>;
  line: number;
}

export interface ServiceBlock {
  name: string;
  matches: MatchBlock[];
  functions: Map<string, FunctionDecl>;
}

export interface RulesFile {
  version: '1' | '2';
  /** Locates source offsets (for error lines). */
  lines: LineTable;
  services: ServiceBlock[];
  functions: Map<string, FunctionDecl>;
}

export const TYPE_NAMES: ReadonlySet<string> = new Set([
  'bool',
  'int',
  'float',
  'number',
  'string',
  'list',
  'map',
  'timestamp',
  'duration',
  'path',
  'latlng',
  'bytes',
  'set',
  'map_diff',
]);
