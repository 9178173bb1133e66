import type { Expr, FunctionDecl } from './ast.js';
import type { RulesValue } from './values.js';

/** A `let` binding, evaluated on first use so that an unused binding cannot fail a function. */
export class LazyBinding {
  value: RulesValue | undefined;
  constructor(
    readonly expr: Expr,
    readonly scope: Scope,
  ) {}
}

/**
 * Lexical scopes: global (request, resource) → service → each matched block (its wildcards and
 * functions) → function calls (parameters and lets). Functions close over the scope of the block
 * that declares them, so they see that block's wildcards and the enclosing ones.
 */
export class Scope {
  constructor(
    readonly parent: Scope | null,
    readonly vars: ReadonlyMap<string, RulesValue | LazyBinding>,
    readonly functions: ReadonlyMap<string, FunctionDecl> | null,
  ) {}

  findVar(name: string): RulesValue | LazyBinding | undefined {
    const v = this.vars.get(name);
    if (v !== undefined) return v;
    for (let s = this.parent; s; s = s.parent) {
      const v = s.vars.get(name);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  findFunction(name: string): { decl: FunctionDecl; scope: Scope } | undefined {
    const own = this.functions?.get(name);
    if (own) return { decl: own, scope: this };
    for (let s = this.parent; s; s = s.parent) {
      const decl = s.functions?.get(name);
      if (decl) return { decl, scope: s };
    }
    return undefined;
  }
}
