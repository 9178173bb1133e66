import type { AllowStatement, MatchBlock, Method, PatternSegment } from './ast.js';
import { rv } from './convert.js';
import { Scope } from './scope.js';
import type { RulesValue } from './values.js';

export interface Candidate {
  allow: AllowStatement;
  scope: Scope;
}

/** Walks the match tree, gathering (allow, scope) for every block that matches the whole path. */
export function collectAllows(
  blocks: readonly MatchBlock[],
  segments: readonly string[],
  offset: number,
  parent: Scope,
  method: Method,
  v2: boolean,
  out: Candidate[],
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
