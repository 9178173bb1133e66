import type { AllowStatement, MatchBlock, Method, PatternSegment } from './ast.js';
import { rv } from './convert.js';
import { Scope } from './scope.js';
import type { RulesValue } from './values.js';

export interface Candidate {
  allow: AllowStatement;
  scope: Scope;
}

/**
 * Walks the match tree, gathering (allow, scope) for every block that matches the whole path.
 *
 * `gapAt` >= 0 marks an unknown run of zero or more segments just before `segments[gapAt]` (a
 * collection-group list: the collection may sit at any depth). Only a recursive wildcard can stand
 * for it, so a block chain applies only if one of its `{name=**}` spans the gap.
 */
export function collectAllows(
  blocks: readonly MatchBlock[],
  segments: readonly string[],
  offset: number,
  parent: Scope,
  method: Method,
  v2: boolean,
  out: Candidate[],
  gapAt = -1,
): void {
  for (const block of blocks) {
    matchPattern(block, segments, offset, v2, gapAt, (end, bindings, coversGap) => {
      const scope = new Scope(parent, bindings, block.functions);
      const remainingGap = coversGap ? -1 : gapAt;
      if (end === segments.length && remainingGap < 0) {
        for (const allow of block.allows) if (allow.methods.has(method)) out.push({ allow, scope });
      }
      if (block.matches.length > 0)
        collectAllows(block.matches, segments, end, scope, method, v2, out, remainingGap);
    });
  }
}

/**
 * Calls `onMatch` for every way the block's pattern matches segments from `offset` on. Without a
 * recursive wildcard there is at most one way; `{name=**}` can take zero (v2) or one (v1) or more
 * segments. Literal segments are checked before any binding is allocated. With a gap (see
 * collectAllows), a pattern that spans it without a recursive wildcard over it does not match.
 */
function matchPattern(
  block: MatchBlock,
  segments: readonly string[],
  offset: number,
  v2: boolean,
  gapAt: number,
  onMatch: (end: number, bindings: Map<string, RulesValue>, coversGap: boolean) => void,
): void {
  const { pattern, restIndex } = block;
  const fixed = restIndex < 0 ? pattern.length : pattern.length - 1;
  const available = segments.length - offset - fixed;
  if (available < 0) return;
  const minRest = restIndex < 0 ? 0 : v2 ? 0 : 1;
  const maxRest = restIndex < 0 ? 0 : available;
  const restStart = offset + Math.max(restIndex, 0);
  for (let restLength = minRest; restLength <= maxRest; restLength++) {
    let coversGap = false;
    if (gapAt >= 0) {
      coversGap = restIndex >= 0 && restStart <= gapAt && gapAt <= restStart + restLength;
      const end = offset + fixed + restLength;
      if (!coversGap && offset < gapAt && gapAt < end) continue;
    }
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
    onMatch(at, bindings, coversGap);
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
