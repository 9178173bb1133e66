// A check-in at the door survives a brief network drop: checkInWithRetry says it is waiting, tries
// again as soon as the browser is back online (or after its back-off), and returns the server's
// answer; a refusal that is not a network failure is not retried.
import type { CheckInTicketOutput } from '@brunchers/model';
import { checkInAnswer } from '@brunchers/model';
import { FunctionsError } from 'firebase/functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkInWithRetry } from '../../src/features/partner/partner-data';

const call = vi.fn<(input: unknown) => Promise<CheckInTicketOutput>>();
vi.mock('../../src/lib/callables', () => ({ callable: () => call }));

const input = { venueId: 'venue-1', token: 'BRT1.booking.signature' };

beforeEach(() => call.mockReset());

describe('checkInWithRetry', () => {
  it('waits through a network drop and sends the check-in once the browser is back online', async () => {
    const checkedIn = checkInAnswer('checked_in', { name: 'Ana', guestCount: 2 });
    call
      .mockRejectedValueOnce(new FunctionsError('unavailable', 'offline'))
      .mockResolvedValueOnce(checkedIn);
    // The back-off timer never fires here: only coming back online can send the retry.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const waiting: boolean[] = [];
      const result = checkInWithRetry(input, (value) => waiting.push(value));
      for (let turn = 0; turn < 50 && waiting.length === 0; turn += 1) await Promise.resolve();
      expect(waiting).toEqual([true]);
      expect(call).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('online'));

      await expect(result).resolves.toEqual(checkedIn);
      expect(waiting).toEqual([true, false]);
    } finally {
      vi.useRealTimers();
    }
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith(input);
  });

  it('does not retry what the server refused', async () => {
    call.mockRejectedValueOnce(new FunctionsError('permission-denied', 'not your venue'));
    const waiting: boolean[] = [];
    await expect(checkInWithRetry(input, (value) => waiting.push(value))).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(waiting).toEqual([false]);
  });
});
