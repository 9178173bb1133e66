// The in-instance seat gate: requests that arrive while a batch is decided wait and are decided
// together, in arrival order; keys are independent; a failing batch fails only its own requests.

import { describe, expect, it } from 'vitest';
import { decideTogether, MAX_BATCH, type Outcome } from '../../src/checkout/seatGate.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('decideTogether', () => {
  it('decides the first request alone, then everyone who arrived meanwhile in one batch, in order', async () => {
    const batches: number[][] = [];
    const decide = async (requests: number[]): Promise<Outcome<string>[]> => {
      batches.push(requests);
      await wait(20);
      return requests.map((n) => (n % 2 === 0 ? { ok: true, value: `granted ${n}` } : { ok: false, error: new Error(`refused ${n}`) }));
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((n) => decideTogether('event-a', n, decide)));
    expect(batches).toEqual([[0], [1, 2, 3, 4]]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'granted 0',
      'refused 1',
      'granted 2',
      'refused 3',
      'granted 4',
    ]);
  });

  it('keeps events apart and caps a batch at MAX_BATCH', async () => {
    const seen: Array<[string, number]> = [];
    const decideFor = (key: string) => async (requests: number[]) => {
      seen.push([key, requests.length]);
      await wait(5);
      return requests.map((n): Outcome<number> => ({ ok: true, value: n }));
    };
    const many = Array.from({ length: MAX_BATCH + 5 }, (_, n) => n);
    const [a, b] = await Promise.all([
      Promise.all(many.map((n) => decideTogether('event-b', n, decideFor('b')))),
      decideTogether('event-c', 7, decideFor('c')),
    ]);
    expect(a).toEqual(many);
    expect(b).toBe(7);
    expect(seen.filter(([key]) => key === 'b').map(([, size]) => size)).toEqual([1, MAX_BATCH, 4]);
    expect(seen).toContainEqual(['c', 1]);
  });

  it('fails every request of a batch that throws, and serves the next batch normally', async () => {
    let calls = 0;
    const decide = async (requests: string[]): Promise<Outcome<string>[]> => {
      calls += 1;
      await wait(5);
      if (calls === 1) throw new Error('transaction failed');
      return requests.map((value) => ({ ok: true, value }));
    };
    const first = decideTogether('event-d', 'x', decide);
    await expect(first).rejects.toThrow('transaction failed');
    await expect(decideTogether('event-d', 'y', decide)).resolves.toBe('y');
  });
});
