/**
 * Read-write transactions with pessimistic document locks and wound-wait deadlock avoidance:
 * a read in a read-write transaction locks the document; an older transaction that wants a lock
 * held by a younger one aborts ("wounds") it, a younger one waits. A wounded transaction keeps
 * reading (without locks) and fails with ABORTED at commit, which clients retry as a whole.
 * Commits additionally check that nothing they read changed (plain writes take no locks), so no
 * update is ever lost.
 */
import { randomBytes } from 'node:crypto';
import { Code, FirestoreError } from './errors.js';

const LOCK_WAIT_MS = 20_000;
const IDLE_EXPIRY_MS = 270_000;

export class Transaction {
  /** Documents read, with the update time seen ('' = did not exist). */
  readonly reads = new Map<string, string>();
  /** Paths (relative to the transaction's database) this transaction holds locks on. */
  readonly locks = new Set<string>();
  aborted: string | null = null;
  /** Set when a commit failed: the transaction is over, but stays known so a retry keeps its priority. */
  ended = false;
  lastUsed = Date.now();
  /** A read-only transaction's readTime in microseconds: every read sees the data as it was then. */
  readTime: number | null = null;

  constructor(
    readonly id: string,
    readonly databaseKey: string,
    readonly readOnly: boolean,
    /** Lower is older; retried transactions keep their first priority so they eventually win. */
    readonly priority: number,
  ) {}

  assertUsable(): void {
    if (this.aborted) throw new FirestoreError(Code.ABORTED, this.aborted);
  }
}

interface Waiter {
  tx: Transaction;
  wake: () => void;
}

export class TransactionManager {
  private readonly transactions = new Map<string, Transaction>();
  private readonly holders = new Map<string, Transaction>();
  private readonly waiters = new Map<string, Set<Waiter>>();
  private nextPriority = 1;

  begin(databaseKey: string, readOnly: boolean, retryOf?: string): Transaction {
    this.expireIdle();
    const previous = retryOf ? this.transactions.get(retryOf) : undefined;
    if (previous) this.finish(previous);
    const priority = previous?.priority ?? this.nextPriority++;
    const tx = new Transaction(randomBytes(16).toString('base64'), databaseKey, readOnly, priority);
    this.transactions.set(tx.id, tx);
    return tx;
  }

  get(id: string, databaseKey: string): Transaction {
    const tx = this.transactions.get(Buffer.from(id, 'base64').toString('base64'));
    if (!tx || tx.ended || tx.databaseKey !== databaseKey)
      throw new FirestoreError(Code.INVALID_ARGUMENT, 'Transaction is not valid or has expired.');
    tx.lastUsed = Date.now();
    return tx;
  }

  /** Locks a document for a read-write transaction, waiting for or wounding the current holder. */
  async lock(tx: Transaction, path: string): Promise<void> {
    if (tx.readOnly) return;
    const key = lockKey(tx, path);
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      if (tx.aborted) return;
      const holder = this.holders.get(key);
      if (!holder || holder === tx) {
        this.holders.set(key, tx);
        tx.locks.add(path);
        return;
      }
      if (tx.priority < holder.priority) {
        this.abort(
          holder,
          'Transaction was aborted by an older conflicting transaction (lock contention).',
        );
        continue;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        this.abort(tx, 'Transaction lock timeout.');
        continue;
      }
      await this.waitFor(key, tx, remaining);
    }
  }

  private waitFor(key: string, tx: Transaction, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      let set = this.waiters.get(key);
      if (!set) this.waiters.set(key, (set = new Set()));
      const waiter: Waiter = {
        tx,
        wake: () => {
          clearTimeout(timer);
          set.delete(waiter);
          if (set.size === 0) this.waiters.delete(key);
          resolve();
        },
      };
      const timer = setTimeout(waiter.wake, timeoutMs);
      set.add(waiter);
    });
  }

  /** Marks a transaction aborted and releases its locks; its next call fails with ABORTED. */
  abort(tx: Transaction, reason: string): void {
    if (!tx.aborted) tx.aborted = reason;
    this.releaseLocks(tx);
    for (const set of this.waiters.values()) for (const w of set) if (w.tx === tx) w.wake();
  }

  /** Ends a transaction whose commit failed: releases its locks; further use is INVALID_ARGUMENT, a retry keeps its priority. */
  end(tx: Transaction): void {
    tx.ended = true;
    this.releaseLocks(tx);
  }

  /** Ends a transaction (commit or rollback) and releases its locks. */
  finish(tx: Transaction): void {
    this.releaseLocks(tx);
    this.transactions.delete(tx.id);
  }

  private releaseLocks(tx: Transaction): void {
    for (const path of tx.locks) {
      const key = lockKey(tx, path);
      if (this.holders.get(key) === tx) this.holders.delete(key);
      for (const w of [...(this.waiters.get(key) ?? [])]) w.wake();
    }
    tx.locks.clear();
  }

  private expireIdle(): void {
    const cutoff = Date.now() - IDLE_EXPIRY_MS;
    for (const tx of [...this.transactions.values()]) {
      if (tx.lastUsed >= cutoff) continue;
      this.abort(tx, 'Transaction expired.');
      this.transactions.delete(tx.id);
    }
  }

  /** Aborts every transaction of a database (used when its data is cleared). */
  abortAll(databaseKey: string): void {
    for (const tx of [...this.transactions.values()])
      if (tx.databaseKey === databaseKey) this.abort(tx, 'Database was reset.');
  }
}

/** Locks are per database: the same path in two projects is two documents. */
function lockKey(tx: Transaction, path: string): string {
  return `${tx.databaseKey}/${path}`;
}
