// Runs tasks one after another per key (for triggers: per function and document, so a document's
// events arrive in commit order) and in parallel across keys. A failing task is retried with
// exponential backoff when its caller asks for it, and the key's later tasks wait for it.

export interface QueueTask {
  key: string;
  run(): Promise<void>;
  retry: boolean;
  /** Called once when a task gives up (no retry, or attempts exhausted). */
  onFailure(error: unknown, attempts: number): void;
}

export interface RetryPolicy {
  maxAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, firstDelayMs: 100, maxDelayMs: 5_000 };

export class OrderedQueue {
  private readonly tails = new Map<string, Promise<void>>();
  private pending = 0;
  private idleWaiters: Array<() => void> = [];
  private closed = false;

  constructor(private readonly policy: RetryPolicy = DEFAULT_RETRY) {}

  push(task: QueueTask): void {
    if (this.closed) return;
    this.pending++;
    const previous = this.tails.get(task.key) ?? Promise.resolve();
    const tail = previous
      .then(() => this.runWithRetry(task))
      .finally(() => this.settle(task.key, tail));
    this.tails.set(task.key, tail);
  }

  /** Resolves once every queued task has finished (or given up). */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops retries and drops tasks not yet started. */
  close(): void {
    this.closed = true;
  }

  private async runWithRetry(task: QueueTask): Promise<void> {
    let delay = this.policy.firstDelayMs;
    for (let attempt = 1; ; attempt++) {
      if (this.closed) return;
      try {
        await task.run();
        return;
      } catch (error) {
        if (!task.retry || attempt >= this.policy.maxAttempts || this.closed) {
          task.onFailure(error, attempt);
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, this.policy.maxDelayMs);
    }
  }

  private settle(key: string, tail: Promise<void>): void {
    if (this.tails.get(key) === tail) this.tails.delete(key);
    this.pending--;
    if (this.pending === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}
