/** A rules file that cannot be parsed. Line and column are 1-based. */
export class RulesSyntaxError extends Error {
  readonly line: number;
  readonly column: number;
  /** The message without the position prefix. */
  readonly reason: string;

  constructor(reason: string, line: number, column: number) {
    super(`Line ${line}, column ${column}: ${reason}`);
    this.name = 'RulesSyntaxError';
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

/**
 * An error raised while evaluating a condition. It is not an `Error` on purpose: list queries
 * evaluate rules against partial resources where errors are routine, and skipping the stack
 * capture keeps that path cheap.
 */
export class RulesEvalError {
  /** Source offset of the innermost expression that failed, filled in as the error unwinds. */
  offset: number | undefined;
  constructor(readonly message: string) {}
}

export function fail(message: string): never {
  throw new RulesEvalError(message);
}

/** Maps source offsets to 1-based line/column pairs. */
export class LineTable {
  private readonly starts: number[] = [0];

  constructor(source: string) {
    for (let i = 0; i < source.length; i++) {
      if (source.charCodeAt(i) === 10) this.starts.push(i + 1);
    }
  }

  locate(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (this.starts[lo] as number) + 1 };
  }
}
