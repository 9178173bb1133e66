import { describe, expect, it } from 'vitest';
import { centsOf, instantOf, localOf } from '../src/features/admin-events/admin-pricing-data';

describe('the pricing console fields', () => {
  it('reads euros as whole cents, or nothing', () => {
    expect(centsOf('20')).toBe(2_000);
    expect(centsOf(' 19,90 ')).toBe(1_990);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('19.999')).toBeNull();
    expect(centsOf('')).toBeNull();
    expect(centsOf('abc')).toBeNull();
  });

  it('round-trips a local date and time through an ISO instant', () => {
    expect(instantOf('')).toBeNull();
    const iso = instantOf('2026-12-24T09:30');
    expect(iso).toMatch(/^2026-12-2\dT\d\d:30:00\.000Z$/);
    expect(localOf(iso)).toBe('2026-12-24T09:30');
    expect(localOf(null)).toBe('');
  });
});
