// The worker children of the host: one or several, each a full copy of the loaded build, like
// instances of a deployed function (module state such as caches or the group commit's batches
// is per worker, as it is per instance on Google's platform). Every client connection, trigger
// event and schedule run goes to the live worker with the fewest of them open; a worker that dies
// is replaced at once (and, should that fail, again when the pool is next used).

import type { DiscoveredFunction } from './protocol.js';
import type { RunningWorker } from './worker-process.js';

interface Slot {
  worker: RunningWorker;
  /** Connections and host requests (events, schedule runs) with this worker, not yet finished. */
  inflight: number;
  /** Set while a replacement for a dead worker is starting. */
  replacing: Promise<RunningWorker> | null;
}

/** A worker reserved for one request: call `release` once its answer is complete. */
export interface Lease {
  worker: RunningWorker;
  release(): void;
}

export class WorkerPool {
  private slots: Slot[];
  /** Where the search for the least busy worker starts, so ties rotate. */
  private turn = 0;
  private closed = false;
  /**
   * Workers being started (a replacement, a reload): close() waits for them, since each stops
   * itself once it sees the pool closed. A worker that dies of the same Ctrl-C that stops the
   * stack is replaced before the host closes; unwaited, its replacement outlived the stack.
   */
  private readonly starting = new Set<Promise<unknown>>();

  private constructor(
    workers: RunningWorker[],
    private readonly startOne: () => Promise<RunningWorker>,
    /** Called after a dead worker was replaced (the host re-arms its schedules). */
    private readonly onReplaced: () => void,
  ) {
    this.slots = workers.map((worker) => this.slot(worker));
  }

  /** Starts `size` workers side by side; if one fails, the others are stopped and it throws. */
  static async start(
    size: number,
    startOne: () => Promise<RunningWorker>,
    onReplaced: () => void,
  ): Promise<WorkerPool> {
    return new WorkerPool(await startAll(size, startOne), startOne, onReplaced);
  }

  get size(): number {
    return this.slots.length;
  }

  /** What the loaded build exports (every worker loaded the same build). */
  functions(): DiscoveredFunction[] {
    return this.slots[0]!.worker.functions;
  }

  /** The least busy live worker; replaces dead ones, and waits for that when none is alive. */
  async acquire(): Promise<Lease> {
    for (;;) {
      const slots = this.slots;
      let best: Slot | null = null;
      for (let i = 0; i < slots.length; i++) {
        const candidate = slots[(this.turn + i) % slots.length]!;
        if (!candidate.worker.alive()) {
          // Replaced in the background while the others serve; its failure shows when none is left.
          if (!this.closed) this.replace(candidate).catch(() => undefined);
          continue;
        }
        if (!best || candidate.inflight < best.inflight) best = candidate;
      }
      if (best || this.closed) {
        const chosen = best ?? slots[0]!;
        this.turn = (slots.indexOf(chosen) + 1) % slots.length;
        return this.lease(chosen);
      }
      const replacements = slots.map((dead) => this.replace(dead));
      // Any one of them will do; when all fail, the first failure is the answer.
      await Promise.any(replacements).catch((error: AggregateError) => {
        throw error.errors[0];
      });
    }
  }

  /**
   * Swaps in a fresh set of workers once all of them have loaded the build, then lets the old ones
   * finish their requests and stop (`onSwapped` runs in between). If one fails to load, the
   * current workers stay and it throws.
   */
  async reload(onSwapped: () => void): Promise<void> {
    const fresh = await this.track(startAll(this.slots.length, this.startOne));
    if (this.closed) {
      await Promise.all(fresh.map((worker) => worker.stop()));
      return;
    }
    const previous = this.slots;
    this.slots = fresh.map((worker) => this.slot(worker));
    onSwapped();
    await Promise.all(previous.map((old) => old.worker.stop()));
  }

  async close(): Promise<void> {
    this.closed = true;
    // A start under way stops its worker when it sees the pool closed (replace, reload).
    await Promise.allSettled([...this.starting]);
    await Promise.all(this.slots.map((current) => current.worker.stop()));
  }

  /** Counts `started` among the starts close() waits for, until it settles. */
  private track<T>(started: Promise<T>): Promise<T> {
    this.starting.add(started);
    void started.finally(() => this.starting.delete(started)).catch(() => undefined);
    return started;
  }

  private lease(chosen: Slot): Lease {
    chosen.inflight++;
    const worker = chosen.worker;
    let released = false;
    return {
      worker,
      release: () => {
        if (released) return;
        released = true;
        // A replacement in this slot started from zero: the dead worker's leases are not its.
        if (chosen.worker === worker) chosen.inflight--;
      },
    };
  }

  private slot(worker: RunningWorker): Slot {
    const created: Slot = { worker, inflight: 0, replacing: null };
    this.restartOnExit(created, worker);
    return created;
  }

  /**
   * A worker that dies while in service (crash, kill -9) is replaced at once, not on the next
   * request, so triggers, schedules and the connections it never took find a worker ready.
   */
  private restartOnExit(where: Slot, worker: RunningWorker): void {
    void worker.exited.then(() => {
      if (this.closed || where.worker !== worker || !this.slots.includes(where)) return;
      this.replace(where).catch((error: unknown) =>
        console.warn(`[functions] could not restart a worker: ${(error as Error).message}`),
      );
    });
  }

  /** Starts a replacement for the dead worker of `dead` (one at a time per slot). */
  private replace(dead: Slot): Promise<RunningWorker> {
    if (dead.worker.alive()) return Promise.resolve(dead.worker);
    dead.replacing ??= this.track(
      this.startOne().then(async (worker) => {
        // Closed, or reloaded meanwhile (the slot is gone): this worker has no place any more.
        if (this.closed || !this.slots.includes(dead)) {
          await worker.stop();
          return worker;
        }
        dead.worker = worker;
        dead.inflight = 0;
        this.restartOnExit(dead, worker);
        this.onReplaced();
        return worker;
      }),
    ).finally(() => (dead.replacing = null));
    return dead.replacing;
  }
}

async function startAll(
  size: number,
  startOne: () => Promise<RunningWorker>,
): Promise<RunningWorker[]> {
  const started = await Promise.allSettled(Array.from({ length: size }, () => startOne()));
  const failed = started.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  const workers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  if (failed) {
    await Promise.all(workers.map((worker) => worker.stop()));
    throw failed.reason;
  }
  return workers;
}
