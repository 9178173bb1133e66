// Pure pieces of the Functions host: schedules, document patterns, .env parsing, the ordered queue.

import { describe, expect, it } from 'vitest';
import { parseDotEnv } from '../../src/functions-host/env.js';
import { matchDocumentPattern } from '../../src/functions-host/firestore-events.js';
import { OrderedQueue } from '../../src/functions-host/ordered-queue.js';
import { nextRun, parseSchedule, ScheduleError } from '../../src/functions-host/schedule.js';

describe('parseSchedule / nextRun', () => {
  const from = new Date('2026-03-01T10:02:30Z');

  it('reads App Engine "every N minutes|hours" as intervals', () => {
    expect(nextRun(parseSchedule('every 5 minutes'), from).toISOString()).toBe('2026-03-01T10:07:30.000Z');
    expect(nextRun(parseSchedule('every 2 hours'), from).toISOString()).toBe('2026-03-01T12:02:30.000Z');
    expect(nextRun(parseSchedule('every minute'), from).toISOString()).toBe('2026-03-01T10:03:30.000Z');
  });

  it('reads five-field cron with steps, ranges and lists (UTC)', () => {
    expect(nextRun(parseSchedule('*/5 * * * *'), from).toISOString()).toBe('2026-03-01T10:05:00.000Z');
    expect(nextRun(parseSchedule('0 9 * * *'), from).toISOString()).toBe('2026-03-02T09:00:00.000Z');
    // 2026-03-01 is a Sunday: the weekday-only schedule waits for Monday morning.
    expect(nextRun(parseSchedule('30 8-9,18 * * 1-5'), from).toISOString()).toBe('2026-03-02T08:30:00.000Z');
    expect(nextRun(parseSchedule('0 0 1 * *'), from).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('rejects what it cannot read', () => {
    expect(() => parseSchedule('every 0 minutes')).toThrow(ScheduleError);
    expect(() => parseSchedule('every tuesday')).toThrow(ScheduleError);
    expect(() => parseSchedule('61 * * * *')).toThrow(ScheduleError);
  });
});

describe('matchDocumentPattern', () => {
  it('captures single-segment wildcards', () => {
    expect(matchDocumentPattern('bookings/{bookingId}', 'bookings/b1')).toEqual({ bookingId: 'b1' });
    expect(matchDocumentPattern('a/{x}/b/{y}', 'a/1/b/2')).toEqual({ x: '1', y: '2' });
  });

  it('requires the same depth and literal segments', () => {
    expect(matchDocumentPattern('bookings/{id}', 'bookings/b1/notes/n1')).toBeNull();
    expect(matchDocumentPattern('bookings/{id}', 'events/e1')).toBeNull();
    expect(matchDocumentPattern('config/main', 'config/main')).toEqual({});
  });

  it('lets {name=**} take the rest of the path', () => {
    expect(matchDocumentPattern('users/{rest=**}', 'users/u1/photos/p1')).toEqual({ rest: 'u1/photos/p1' });
    expect(matchDocumentPattern('users/{rest=**}', 'users')).toBeNull();
  });
});

describe('parseDotEnv', () => {
  it('reads KEY=value lines with comments and quotes', () => {
    const text = '# comment\nA=1\nexport B = two # trailing\nC="with # hash\\nline"\nD=\'single\'\nnot a line\n';
    expect(parseDotEnv(text)).toEqual({ A: '1', B: 'two', C: 'with # hash\nline', D: 'single' });
  });
});

describe('OrderedQueue', () => {
  it('runs one key in order and other keys alongside', async () => {
    const queue = new OrderedQueue({ maxAttempts: 1, firstDelayMs: 1, maxDelayMs: 1 });
    const seen: string[] = [];
    const task = (key: string, label: string, wait: number) => ({
      key,
      retry: false,
      onFailure: () => undefined,
      run: () => new Promise<void>((resolve) => setTimeout(() => (seen.push(label), resolve()), wait)),
    });
    queue.push(task('a', 'a1', 30));
    queue.push(task('a', 'a2', 1));
    queue.push(task('b', 'b1', 5));
    await queue.idle();
    expect(seen).toEqual(['b1', 'a1', 'a2']);
  });

  it('retries with backoff and reports when it gives up', async () => {
    const queue = new OrderedQueue({ maxAttempts: 3, firstDelayMs: 1, maxDelayMs: 2 });
    let runs = 0;
    const failures: number[] = [];
    queue.push({
      key: 'k',
      retry: true,
      run: async () => {
        runs++;
        throw new Error('always');
      },
      onFailure: (_error, attempts) => failures.push(attempts),
    });
    await queue.idle();
    expect(runs).toBe(3);
    expect(failures).toEqual([3]);
  });
});
