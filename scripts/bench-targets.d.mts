// Types of bench-targets.mjs for TypeScript benches.
export interface Target {
  /** The figure must be at most this (times BENCH_TARGET_FACTOR). */
  max?: number;
  /** The figure must be at least this (divided by BENCH_TARGET_FACTOR). */
  min?: number;
  unit?: string;
  note?: string;
}
export declare function targetFactor(env?: Record<string, string | undefined>): number;
export declare function judge(
  name: string,
  figure: number,
  target: Target,
  factor?: number,
): { met: boolean; line: string };
export declare function checkTarget(name: string, figure: number, target: Target): boolean;
export declare function targetLines(output: string): { met: string[]; missed: string[] };
