import { describe, expect, it } from 'vitest';
import { CALLABLES, CALLABLE_CONTRACTS, createCheckoutInputSchema } from '../src/index';

describe('CALLABLE_CONTRACTS', () => {
  it('has one contract per callable name, and no other', () => {
    expect(Object.keys(CALLABLE_CONTRACTS).sort()).toEqual(Object.keys(CALLABLES).sort());
  });

  it("pairs each name with that callable's own input schema", () => {
    expect(CALLABLE_CONTRACTS.createCheckout.input).toBe(createCheckoutInputSchema);
    expect(CALLABLE_CONTRACTS.cancelCheckout.input.safeParse({ bookingId: 'b1' }).success).toBe(
      true,
    );
  });
});
