// Stripe's Search Query Language, the part customer search needs: clauses `field:'value'` (exact,
// case-insensitive), `field~'value'` (substring, 3+ characters), `-field:'value'` (negation),
// `metadata['key']:'value'`, `created>123` (also <, >=, <=, :), joined by AND or by OR.
import { invalidRequest } from '../errors.js';

type Operator = ':' | '~' | '>' | '<' | '>=' | '<=';

interface Clause {
  negated: boolean;
  field: string; // 'email', 'name', 'metadata.key', ...
  operator: Operator;
  value: string;
}

export type SearchPredicate = (
  fieldValue: (field: string) => string | number | null | undefined,
) => boolean;

const CLAUSE =
  /^\s*(-)?([a-z_]+)(?:\[(?:'([^']*)'|"([^"]*)")\])?\s*(>=|<=|:|~|>|<)\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(-?\d+))\s*/;

const invalid = (reason: string) =>
  invalidRequest(`Invalid search query: ${reason}`, { param: 'query' });

export function parseSearchQuery(query: string, fields: readonly string[]): SearchPredicate {
  const clauses: Clause[] = [];
  const joiners = new Set<string>();
  let rest = query;
  for (;;) {
    const match = CLAUSE.exec(rest);
    if (!match) throw invalid(`could not parse "${rest.trim() || query}".`);
    const [whole, negation, name, key1, key2, operator, single, double, number] = match;
    const key = key1 ?? key2;
    const field = key !== undefined ? `${name}.${key}` : (name as string);
    if (!fields.includes(name as string))
      throw invalid(
        `the field "${name}" is not supported. Supported fields: ${fields.join(', ')}.`,
      );
    const value = (single ?? double ?? number ?? '').replace(/\\(.)/g, '$1');
    if (operator === '~' && value.length < 3)
      throw invalid('a substring match (~) needs at least 3 characters.');
    clauses.push({ negated: negation === '-', field, operator: operator as Operator, value });
    rest = rest.slice(whole.length);
    if (rest.trim() === '') break;
    const joiner = /^(AND|OR)\s+/.exec(rest);
    if (!joiner) throw invalid(`expected AND or OR before "${rest.trim()}".`);
    joiners.add(joiner[1] as string);
    rest = rest.slice(joiner[0].length);
  }
  if (joiners.size > 1) throw invalid('AND and OR cannot be combined in one query.');
  const any = joiners.has('OR');
  return (get) => {
    const results = clauses.map((clause) => clause.negated !== matches(clause, get(clause.field)));
    return any ? results.some(Boolean) : results.every(Boolean);
  };
}

function matches(clause: Clause, actual: string | number | null | undefined): boolean {
  if (actual === null || actual === undefined) return false;
  if (typeof actual === 'number') {
    const expected = Number(clause.value);
    switch (clause.operator) {
      case '>':
        return actual > expected;
      case '<':
        return actual < expected;
      case '>=':
        return actual >= expected;
      case '<=':
        return actual <= expected;
      default:
        return actual === expected;
    }
  }
  const a = actual.toLowerCase();
  const b = clause.value.toLowerCase();
  if (clause.operator === '~') return a.includes(b);
  if (clause.operator === ':') return a === b;
  throw invalid(`the operator ${clause.operator} only applies to numeric fields.`);
}
