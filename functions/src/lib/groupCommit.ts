// In-instance group commit: work for one key (an event's seat holds, its abuse limits, the
// console's booking figures) that arrives while that key's batch runs waits, and the next run
// decides all of it together (up to MAX_BATCH). A Cloud Functions instance serves many requests at
// once, so a burst of N requests for one key costs a few transactions instead of N one after
// another on the same documents (which the database serialises, or aborts and the SDK retries).
// Correctness never rests on this: each batch is still one transaction (or recount) that reads
// and decides. Keys are one namespace: callers other than seat holds use a '/' in theirs, which
// no document id (an event id) contains.
//
// Seat holds (checkout/createCheckout.handler.ts): one read of the event decides a batch in arrival
// order, each granted or refused against the seats left by those before it. Sold out: a batch
// whose committed decision leaves no seat may refuse the requests that were already waiting when
// it decided (they arrived before that commit, so "sold out" was true while they were in flight),
// without another transaction. Requests that arrive after that point are decided by a new
// transaction as usual, so a seat released meanwhile is never missed.

/** Holds decided by one transaction: 100 bookings + the event update stay far below 500 writes. */
export const MAX_BATCH = 100;

/** What a batch decided for one request, in the order the requests were given. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Which requests were waiting behind a batch at one moment (see Batch.waitingNow). */
export interface WaitingMark {
  readonly count: number;
}

/** What `decide` learns about its batch besides the requests. */
export interface Batch {
  /**
   * The requests waiting behind this batch right now. Take it inside the transaction body, after
   * deciding: everything it counts arrived before the commit that follows.
   */
  waitingNow(): WaitingMark;
}

/** A batch's outcomes, and optionally whom to refuse without a new transaction. */
export interface Decision<T> {
  outcomes: Outcome<T>[];
  /**
   * Only when this decision commits and leaves nothing anyone could be granted (sold out): the
   * requests counted by `mark` are refused with `error`. Return it from the committed attempt.
   */
  refuseWaiting?: { mark: WaitingMark; error: unknown };
}

interface Waiting<R, T> {
  request: R;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Requests waiting per key while a batch of that key is being decided. */
const queues = new Map<string, unknown[]>();

type Decide<R, T> = (requests: R[], batch: Batch) => Promise<Outcome<T>[] | Decision<T>>;

/**
 * Queues `request` for `key` (an event id) and resolves with what `decide` made of it. `decide`
 * gets every request waiting when it starts, oldest first, and must return one outcome each; if
 * it throws, every request of that batch fails with its error.
 */
export function decideTogether<R, T>(
  key: string,
  request: R,
  decide: Decide<R, T>,
  options: DecideOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const running = queues.get(key) as Waiting<R, T>[] | undefined;
    const waiting: Waiting<R, T> = { request, resolve, reject };
    if (running) {
      running.push(waiting);
      return;
    }
    const queue: Waiting<R, T>[] = [waiting];
    queues.set(key, queue);
    if (options.gatherTurn) setImmediate(() => void drain(key, queue, decide));
    else void drain(key, queue, decide);
  });
}

export interface DecideOptions {
  /**
   * Start the first batch only after the event loop's current turn, so that requests whose
   * answers arrived together (e.g. a burst's Stripe sessions) make one batch rather than a batch
   * of the first and another of the rest, one after the other.
   */
  gatherTurn?: boolean;
}

async function drain<R, T>(
  key: string,
  queue: Waiting<R, T>[],
  decide: Decide<R, T>,
): Promise<void> {
  const control: Batch = { waitingNow: () => ({ count: queue.length }) };
  while (queue.length > 0) {
    const batch = queue.splice(0, MAX_BATCH);
    try {
      const decided = await decide(
        batch.map((waiting) => waiting.request),
        control,
      );
      const { outcomes, refuseWaiting } = Array.isArray(decided)
        ? { outcomes: decided, refuseWaiting: undefined }
        : decided;
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (!outcome) waiting.reject(new Error('No decision for this request'));
        else if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
      // Only those counted by the mark: the queue has only grown since (nothing else takes from it).
      if (refuseWaiting)
        for (const waiting of queue.splice(0, refuseWaiting.mark.count))
          waiting.reject(refuseWaiting.error);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
  queues.delete(key);
}
