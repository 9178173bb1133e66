// The in-instance seat gate: per-event ordering and which remembered reads may refuse a request.

import { describe, expect, it } from 'vitest';
import { knownShortSince, oneAtATime, remember, tick } from '../../src/checkout/seatGate.js';

describe('oneAtATime', () => {
  it('runs tasks for one event in arrival order, other events alongside, and survives failures', async () => {
    const order: string[] = [];
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const results = await Promise.allSettled([
      oneAtATime('a', async () => {
        await wait(30);
        order.push('a1');
        throw new Error('a1 fails');
      }),
      oneAtATime('a', async () => {
        order.push('a2');
        return 'a2';
      }),
      oneAtATime('b', async () => {
        await wait(5);
        order.push('b1');
      }),
    ]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });
});

describe('knownShortSince', () => {
  it('refuses only from reads that started after the request arrived', async () => {
    await oneAtATime('ev-1', async () => {
      const before = tick();
      remember('ev-1', 0, before);
      const arrived = tick();
      // A sold-out read from before the request arrived says nothing about now.
      expect(knownShortSince('ev-1', 1, arrived)).toBeNull();
      remember('ev-1', 2, tick());
      expect(knownShortSince('ev-1', 1, arrived)).toBeNull();
      expect(knownShortSince('ev-1', 3, arrived)).toBe(2);
      // An older read never replaces a newer one.
      remember('ev-1', 9, before);
      expect(knownShortSince('ev-1', 3, arrived)).toBe(2);
    });
  });

  it('forgets an event once its queue is empty', async () => {
    const arrived = tick();
    await oneAtATime('ev-2', async () => remember('ev-2', 0, tick()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(knownShortSince('ev-2', 1, arrived)).toBeNull();
  });
});
