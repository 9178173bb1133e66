// Pure pieces of the Functions host: schedules, document patterns, .env parsing, the ordered queue,
// the worker count and log level, the worker pool (with stand-in workers).

import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDotEnv } from '../../src/functions-host/env.js';
import { matchDocumentPattern } from '../../src/functions-host/firestore-events.js';
import { workerCount } from '../../src/functions-host/index.js';
import { applyLogLevel, parseLogLevel } from '../../src/functions-host/log-level.js';
import { OrderedQueue } from '../../src/functions-host/ordered-queue.js';
import { WorkerPool } from '../../src/functions-host/worker-pool.js';
import type { RunningWorker } from '../../src/functions-host/worker-process.js';
import {
  MAX_TIMER_MS,
  nextRun,
  parseSchedule,
  ScheduleError,
  startScheduleTimer,
} from '../../src/functions-host/schedule.js';

describe('parseSchedule / nextRun', () => {
  const from = new Date('2026-03-01T10:02:30Z');

  it('reads App Engine "every N minutes|hours" as intervals', () => {
    expect(nextRun(parseSchedule('every 5 minutes'), from).toISOString()).toBe(
      '2026-03-01T10:07:30.000Z',
    );
    expect(nextRun(parseSchedule('every 2 hours'), from).toISOString()).toBe(
      '2026-03-01T12:02:30.000Z',
    );
    expect(nextRun(parseSchedule('every minute'), from).toISOString()).toBe(
      '2026-03-01T10:03:30.000Z',
    );
  });

  it('reads five-field cron with steps, ranges and lists (UTC)', () => {
    expect(nextRun(parseSchedule('*/5 * * * *'), from).toISOString()).toBe(
      '2026-03-01T10:05:00.000Z',
    );
    expect(nextRun(parseSchedule('0 9 * * *'), from).toISOString()).toBe(
      '2026-03-02T09:00:00.000Z',
    );
    // 2026-03-01 is a Sunday: the weekday-only schedule waits for Monday morning.
    expect(nextRun(parseSchedule('30 8-9,18 * * 1-5'), from).toISOString()).toBe(
      '2026-03-02T08:30:00.000Z',
    );
    expect(nextRun(parseSchedule('0 0 1 * *'), from).toISOString()).toBe(
      '2026-04-01T00:00:00.000Z',
    );
    // Month and weekday names, as unix-cron allows them.
    expect(nextRun(parseSchedule('0 7 * jun sat'), from).toISOString()).toBe(
      '2026-06-06T07:00:00.000Z',
    );
  });

  it('rejects what it cannot read', () => {
    expect(() => parseSchedule('every 0 minutes')).toThrow(ScheduleError);
    expect(() => parseSchedule('every tuesday')).toThrow(ScheduleError);
    expect(() => parseSchedule('61 * * * *')).toThrow(ScheduleError);
    // A seconds field and Quartz's last-day `L` are not unix-cron.
    expect(() => parseSchedule('0 0 9 * * *')).toThrow(ScheduleError);
    expect(() => parseSchedule('0 9 L * *')).toThrow(ScheduleError);
  });
});

describe('nextRun in a time zone', () => {
  it('matches cron fields on the wall clock of the function’s timeZone, across daylight-saving changes', () => {
    const daily9 = parseSchedule('0 9 * * *');
    // Lisbon: WET (UTC+0) until 2026-03-29 01:00 UTC, then WEST (UTC+1).
    expect(nextRun(daily9, new Date('2026-03-28T10:00:00Z'), 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(nextRun(daily9, new Date('2026-03-27T10:00:00Z'), 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-28T09:00:00.000Z',
    );
    // New York: EDT (UTC-4) in July, EST (UTC-5) in December.
    expect(
      nextRun(daily9, new Date('2026-07-01T00:00:00Z'), 'America/New_York').toISOString(),
    ).toBe('2026-07-01T13:00:00.000Z');
    expect(
      nextRun(daily9, new Date('2026-12-01T00:00:00Z'), 'America/New_York').toISOString(),
    ).toBe('2026-12-01T14:00:00.000Z');
    // Day of week and month are local too: Monday 00:30 in Auckland (NZDT, UTC+13) is Sunday in UTC.
    expect(
      nextRun(
        parseSchedule('30 0 * * 1'),
        new Date('2026-03-01T00:00:00Z'),
        'Pacific/Auckland',
      ).toISOString(),
    ).toBe('2026-03-01T11:30:00.000Z');
    expect(
      nextRun(
        parseSchedule('0 0 1 * *'),
        new Date('2026-03-15T00:00:00Z'),
        'Asia/Kathmandu',
      ).toISOString(),
    ).toBe(
      '2026-03-31T18:15:00.000Z', // UTC+5:45
    );
    // No time zone (and UTC) keep the UTC reading; intervals ignore the zone.
    expect(nextRun(daily9, new Date('2026-03-28T10:00:00Z'), null).toISOString()).toBe(
      '2026-03-29T09:00:00.000Z',
    );
    expect(nextRun(daily9, new Date('2026-03-28T10:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-03-29T09:00:00.000Z',
    );
    expect(
      nextRun(
        parseSchedule('every 5 minutes'),
        new Date('2026-03-28T10:00:00Z'),
        'Asia/Tokyo',
      ).toISOString(),
    ).toBe('2026-03-28T10:05:00.000Z');
  });

  it('skips a wall-clock time that a spring-forward jump removes and runs twice in a repeated one', () => {
    const at0130 = parseSchedule('30 1 * * *');
    // Lisbon 2026-03-29: 01:00 WET becomes 02:00 WEST, so 01:30 does not exist that day.
    expect(nextRun(at0130, new Date('2026-03-28T12:00:00Z'), 'Europe/Lisbon').toISOString()).toBe(
      '2026-03-30T00:30:00.000Z',
    );
    // Lisbon 2026-10-25: 02:00 WEST becomes 01:00 WET, so 01:30 comes twice.
    expect(nextRun(at0130, new Date('2026-10-24T12:00:00Z'), 'Europe/Lisbon').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(nextRun(at0130, new Date('2026-10-25T00:30:00Z'), 'Europe/Lisbon').toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    );
  });

  it('refuses an unknown time zone', () => {
    expect(() => nextRun(parseSchedule('0 9 * * *'), new Date(), 'Mars/Olympus_Mons')).toThrow(
      ScheduleError,
    );
  });
});

describe('startScheduleTimer (fake clock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs an interval schedule by itself at each run time', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const runs: string[] = [];
    const stop = startScheduleTimer(parseSchedule('every 5 minutes'), null, () =>
      runs.push(new Date().toISOString()),
    );
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(['2026-03-01T10:05:00.000Z']);
    vi.advanceTimersByTime(10 * 60_000);
    expect(runs).toEqual([
      '2026-03-01T10:05:00.000Z',
      '2026-03-01T10:10:00.000Z',
      '2026-03-01T10:15:00.000Z',
    ]);
    stop();
    vi.advanceTimersByTime(60 * 60_000);
    expect(runs).toHaveLength(3);
  });

  it('runs a cron schedule in its time zone', () => {
    vi.useFakeTimers({ now: new Date('2026-07-01T00:00:00Z') });
    const runs: string[] = [];
    const stop = startScheduleTimer(parseSchedule('0 9 * * *'), 'America/New_York', () =>
      runs.push(new Date().toISOString()),
    );
    vi.advanceTimersByTime(2 * 24 * 3_600_000);
    expect(runs).toEqual(['2026-07-01T13:00:00.000Z', '2026-07-02T13:00:00.000Z']);
    stop();
  });

  it('does not run a schedule more than 24.8 days away early, and runs it on time', () => {
    // setTimeout fires a delay above 2^31-1 ms after 1 ms; the next run here is ~306 days away.
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const runs: string[] = [];
    const stop = startScheduleTimer(parseSchedule('0 0 1 1 *'), null, () =>
      runs.push(new Date().toISOString()),
    );
    const due = Date.parse('2027-01-01T00:00:00Z');
    expect(due - Date.now()).toBeGreaterThan(MAX_TIMER_MS);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(MAX_TIMER_MS);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(due - Date.now() - 1);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(['2027-01-01T00:00:00.000Z']);
    // The following run is a year away again: nothing loops.
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(runs).toHaveLength(1);
    stop();
  });

  it('refuses an unknown time zone when armed', () => {
    expect(() =>
      startScheduleTimer(parseSchedule('0 9 * * *'), 'Nowhere/Else', () => undefined),
    ).toThrow(ScheduleError);
  });
});

describe('matchDocumentPattern', () => {
  it('captures single-segment wildcards', () => {
    expect(matchDocumentPattern('bookings/{bookingId}', 'bookings/b1')).toEqual({
      bookingId: 'b1',
    });
    expect(matchDocumentPattern('a/{x}/b/{y}', 'a/1/b/2')).toEqual({ x: '1', y: '2' });
  });

  it('requires the same depth and literal segments', () => {
    expect(matchDocumentPattern('bookings/{id}', 'bookings/b1/notes/n1')).toBeNull();
    expect(matchDocumentPattern('bookings/{id}', 'events/e1')).toBeNull();
    expect(matchDocumentPattern('config/main', 'config/main')).toEqual({});
  });

  it('lets {name=**} take the rest of the path', () => {
    expect(matchDocumentPattern('users/{rest=**}', 'users/u1/photos/p1')).toEqual({
      rest: 'u1/photos/p1',
    });
    expect(matchDocumentPattern('users/{rest=**}', 'users')).toBeNull();
  });
});

describe('parseDotEnv', () => {
  it('reads KEY=value lines with comments and quotes', () => {
    const text =
      '# comment\nA=1\nexport B = two # trailing\nC="with # hash\\nline"\nD=\'single\'\nnot a line\n';
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
      run: () =>
        new Promise<void>((resolve) => setTimeout(() => (seen.push(label), resolve()), wait)),
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

describe('workerCount', () => {
  it('takes the option, else FUNCTIONS_HOST_WORKERS, else one; auto is min(2, CPUs)', () => {
    expect(workerCount(3, '1')).toBe(3);
    expect(workerCount(undefined, '2')).toBe(2);
    expect(workerCount(undefined, undefined)).toBe(1);
    expect(workerCount(undefined, ' ')).toBe(1);
    expect(workerCount('auto', undefined)).toBe(Math.min(2, availableParallelism()));
    expect(workerCount(undefined, 'auto')).toBe(Math.min(2, availableParallelism()));
  });

  it('refuses counts that are not whole numbers from 1 to 64', () => {
    for (const bad of [0, -1, 1.5, 65])
      expect(() => workerCount(bad, undefined)).toThrow(/whole number/);
    expect(() => workerCount(undefined, 'two')).toThrow(/whole number/);
  });
});

describe('log level', () => {
  it('reads debug, info, warn, error (default debug) and refuses anything else', () => {
    expect(parseLogLevel(undefined)).toBe('debug');
    expect(parseLogLevel(' INFO ')).toBe('info');
    expect(() => parseLogLevel('verbose')).toThrow(/FUNCTIONS_HOST_LOG_LEVEL/);
  });

  it('silences the console methods below the level only', () => {
    const printed: string[] = [];
    const fakeConsole = () =>
      Object.fromEntries(
        ['debug', 'log', 'info', 'warn', 'error'].map((m) => [m, () => printed.push(m)]),
      ) as unknown as Console;
    const levels = {
      debug: [] as string[],
      info: ['log', 'info', 'warn', 'error'],
      warn: ['warn', 'error'],
      error: ['error'],
    };
    levels.debug = ['debug', 'log', 'info', 'warn', 'error'];
    for (const [level, expected] of Object.entries(levels)) {
      printed.length = 0;
      const target = fakeConsole();
      applyLogLevel(parseLogLevel(level), target);
      for (const method of ['debug', 'log', 'info', 'warn', 'error'] as const) target[method]('x');
      expect(printed).toEqual(expected);
    }
  });
});

/** A stand-in for a worker process: `kill()` makes it dead, `stop()` records that it was stopped. */
class FakeWorker implements RunningWorker {
  static started = 0;
  readonly port: number;
  readonly functions = [];
  readonly exited = Promise.resolve();
  dead = false;
  stopped = false;
  constructor() {
    this.port = ++FakeWorker.started;
  }
  alive(): boolean {
    return !this.dead && !this.stopped;
  }
  kill(): void {
    this.dead = true;
  }
  adopt(): void {
    throw new Error('not used by the pool');
  }
  quiet(): Promise<number> {
    return Promise.resolve(0);
  }
  async stop(): Promise<void> {
    this.stopped = true;
  }
}

describe('WorkerPool', () => {
  it('gives each request the least busy worker, rotating between equally busy ones', async () => {
    const pool = await WorkerPool.start(
      2,
      async () => new FakeWorker(),
      () => undefined,
    );
    const [first, second] = [await pool.acquire(), await pool.acquire()];
    expect(first.worker).not.toBe(second.worker);
    // Equally busy: the turn moves on, so the next goes to the first worker again...
    const third = await pool.acquire();
    expect(third.worker).toBe(first.worker);
    // ...and then to the second, which is less busy (1 in flight against 2).
    const fourth = await pool.acquire();
    expect(fourth.worker).toBe(second.worker);
    // The turn points at the first worker now, but the second has nothing in flight: it wins.
    second.release();
    fourth.release();
    const fifth = await pool.acquire();
    expect(fifth.worker).toBe(second.worker);
    for (const lease of [first, third, fifth]) lease.release();
    await pool.close();
  });

  it('serves from the live workers while a dead one is replaced, and waits when none is alive', async () => {
    const started: FakeWorker[] = [];
    let replaced = 0;
    const pool = await WorkerPool.start(
      2,
      async () => started[started.push(new FakeWorker()) - 1]!,
      () => replaced++,
    );
    started[0]!.kill();
    const lease = await pool.acquire();
    expect(lease.worker).toBe(started[1]);
    lease.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toHaveLength(3);
    expect(replaced).toBe(1);

    for (const worker of started) worker.kill();
    const next = await pool.acquire();
    expect(started.slice(3)).toContain(next.worker);
    expect(next.worker.alive()).toBe(true);
    await pool.close();
    expect(started.slice(3).every((worker) => worker.stopped)).toBe(true);
  });

  it("does not count a dead worker's leases against its replacement", async () => {
    const started: FakeWorker[] = [];
    const pool = await WorkerPool.start(
      2,
      async () => started[started.push(new FakeWorker()) - 1]!,
      () => undefined,
    );
    const onDead = await pool.acquire();
    expect(onDead.worker).toBe(started[0]);
    started[0]!.kill();
    const other = await pool.acquire();
    expect(other.worker).toBe(started[1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toHaveLength(3);
    // The dead worker's connection closes after its replacement took the slot.
    onDead.release();
    const first = await pool.acquire();
    expect(first.worker).toBe(started[2]);
    // One each now: the turn decides, and moves on to the other worker.
    const second = await pool.acquire();
    expect(second.worker).toBe(started[1]);
    for (const lease of [other, first, second]) lease.release();
    await pool.close();
  });

  it('fails a request when no worker is alive and none can start', async () => {
    let fail = false;
    const pool = await WorkerPool.start(
      1,
      async () => {
        if (fail) throw new Error('build does not load');
        return new FakeWorker();
      },
      () => undefined,
    );
    fail = true;
    (await pool.acquire()).worker.stop();
    await expect(pool.acquire()).rejects.toThrow('build does not load');
    await pool.close();
  });

  it('reloads all workers or none: a failed start stops the fresh ones and keeps the old', async () => {
    const started: FakeWorker[] = [];
    let attempt = 0;
    const pool = await WorkerPool.start(
      2,
      async () => {
        attempt += 1;
        if (attempt === 4) throw new Error('half-written build');
        return started[started.push(new FakeWorker()) - 1]!;
      },
      () => undefined,
    );
    const swapped: string[] = [];
    await expect(pool.reload(() => swapped.push('swap'))).rejects.toThrow('half-written build');
    expect(swapped).toEqual([]);
    expect(started[2]!.stopped).toBe(true);
    expect(started[0]!.alive() && started[1]!.alive()).toBe(true);

    await pool.reload(() => swapped.push('swap'));
    expect(swapped).toEqual(['swap']);
    expect(started[0]!.stopped && started[1]!.stopped).toBe(true);
    const leases = [await pool.acquire(), await pool.acquire()];
    expect(new Set(leases.map((lease) => lease.worker))).toEqual(new Set(started.slice(3)));
    await pool.close();
  });

  it('waits on close for a replacement under way, which stops instead of outliving the pool', async () => {
    // Ctrl-C reaches the workers and the host together: a worker dies, its replacement starts,
    // then the host closes the pool before the replacement is ready.
    const started: FakeWorker[] = [];
    let finishStart: (() => void) | undefined;
    const pool = await WorkerPool.start(
      1,
      async () => {
        const worker = started[started.push(new FakeWorker()) - 1]!;
        if (started.length > 1) await new Promise<void>((resolve) => (finishStart = resolve));
        return worker;
      },
      () => undefined,
    );
    started[0]!.kill();
    const replacing = pool.acquire();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toHaveLength(2);
    let closed = false;
    const closing = pool.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    finishStart!();
    await closing;
    expect(started[1]!.stopped).toBe(true);
    (await replacing).release();
  });
});
