// The benches' target lines: judged as printed, read back by `npm run bench`'s summary.
import { describe, expect, it } from 'vitest';
import { judge, targetFactor, targetLines } from '../bench-targets.mjs';

describe('judge', () => {
  it('meets a ceiling at or under it and misses above it', () => {
    expect(judge('warm p95', 300, { max: 300, unit: 'ms' })).toEqual({
      met: true,
      line: '[target] met    warm p95: 300 ms (target ≤ 300 ms)',
    });
    expect(judge('warm p95', 301, { max: 300, unit: 'ms' }).met).toBe(false);
  });

  it('checks floors, both bounds, and misses a figure that was not measured', () => {
    expect(judge('score', 33, { min: 22.81 }).met).toBe(true);
    expect(judge('score', 20, { min: 22.81 }).met).toBe(false);
    expect(judge('x', 5, { min: 1, max: 4 }).met).toBe(false);
    expect(judge('x', NaN, { max: 4 }).met).toBe(false);
  });

  it('tightens every target with a factor below 1', () => {
    expect(judge('warm p95', 250, { max: 300 }, 0.5)).toMatchObject({ met: false });
    expect(judge('score', 33, { min: 22 }, 0.5)).toMatchObject({ met: false });
  });
});

describe('targetFactor', () => {
  it('is 1 unless set, and refuses what is not a positive number', () => {
    expect(targetFactor({})).toBe(1);
    expect(targetFactor({ BENCH_TARGET_FACTOR: '0.1' })).toBe(0.1);
    expect(() => targetFactor({ BENCH_TARGET_FACTOR: '0' })).toThrow();
    expect(() => targetFactor({ BENCH_TARGET_FACTOR: 'x' })).toThrow();
  });
});

describe('targetLines', () => {
  it('collects the met and missed lines of an output, ignoring the rest', () => {
    const output = [
      'createCheckout bench',
      judge('warm p95', 320, { max: 300, unit: 'ms' }).line,
      `  ${judge('cold p95', 530, { max: 1000, unit: 'ms' }).line}`,
      'done',
    ].join('\n');
    expect(targetLines(output)).toEqual({
      met: ['cold p95: 530 ms (target ≤ 1000 ms)'],
      missed: ['warm p95: 320 ms (target ≤ 300 ms)'],
    });
  });
});
