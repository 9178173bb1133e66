// Targets for the benches: each figure checked against its target prints one line,
//   [target] met    <name>: <figure> (target ≤ <limit>)
//   [target] MISSED <name>: <figure> (target ≤ <limit>)
// and a miss sets the exit code to 1. `npm run bench` (scripts/bench.mjs) collects these lines
// into its summary. BENCH_TARGET_FACTOR=<x> multiplies every limit (≤) and divides every floor
// (≥): a factor below 1 tightens them all, which shows a bench can fail without regressing it.

/** @typedef {{ max?: number; min?: number; unit?: string; note?: string }} Target */

const LINE = /^\[target\] (met|MISSED) +(.*)$/;

/** The factor from BENCH_TARGET_FACTOR (1 when unset). */
export function targetFactor(env = process.env) {
  const factor = Number(env.BENCH_TARGET_FACTOR ?? 1);
  if (!(factor > 0)) throw new Error(`BENCH_TARGET_FACTOR must be a number above 0`);
  return factor;
}

/**
 * The line for `figure` against `target` and whether it is met. A figure that is not a number
 * (nothing measured) misses.
 * @param {string} name
 * @param {number} figure
 * @param {Target} target
 * @param {number} [factor]
 * @returns {{ met: boolean; line: string }}
 */
export function judge(name, figure, target, factor = 1) {
  const unit = target.unit ? ` ${target.unit}` : '';
  const parts = [];
  let met = Number.isFinite(figure);
  if (target.max !== undefined) {
    const max = target.max * factor;
    met &&= figure <= max;
    parts.push(`≤ ${round(max)}${unit}`);
  }
  if (target.min !== undefined) {
    const min = target.min / factor;
    met &&= figure >= min;
    parts.push(`≥ ${round(min)}${unit}`);
  }
  const note = target.note ? `; ${target.note}` : '';
  const line = `[target] ${met ? 'met   ' : 'MISSED'} ${name}: ${round(figure)}${unit} (target ${parts.join(' and ')}${note})`;
  return { met, line };
}

/**
 * Prints the figure's line; a miss sets process.exitCode to 1.
 * @param {string} name
 * @param {number} figure
 * @param {Target} target
 * @returns {boolean} met
 */
export function checkTarget(name, figure, target) {
  const { met, line } = judge(name, figure, target, targetFactor());
  console.log(line);
  if (!met) process.exitCode = 1;
  return met;
}

/**
 * The target lines in a bench's output.
 * @param {string} output
 * @returns {{ met: string[]; missed: string[] }}
 */
export function targetLines(output) {
  /** @type {{ met: string[]; missed: string[] }} */
  const found = { met: [], missed: [] };
  for (const line of output.split('\n')) {
    const match = LINE.exec(line.trim());
    if (match) (match[1] === 'met' ? found.met : found.missed).push(match[2] ?? '');
  }
  return found;
}

/** @param {number} value */
function round(value) {
  if (!Number.isFinite(value)) return String(value);
  return Math.abs(value) >= 10_000
    ? String(Math.round(value))
    : String(Number(value.toPrecision(4)));
}
