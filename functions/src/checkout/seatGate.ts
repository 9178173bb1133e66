// In-instance coordination of seat holds for a busy event. Without it, every concurrent request
// for the same event queues on the event document's transaction lock, where the database aborts
// some and the SDK retries them with back-off. Here, within one function instance:
// - holds for one event run one at a time (in memory, not on the database lock), so at most one
//   transaction per instance contends for the event document;
// - every read of spots_left is remembered with a sequence number taken before the read, so a
//   request that has waited can be refused from a read made after it arrived — the same answer
//   it would get by reading itself — instead of running its own transaction.
// Correctness never rests on this: the transaction still checks and decides.

interface Observation {
  spotsLeft: number;
  /** Sequence number taken before the read that saw this value. */
  seq: number;
}

let sequence = 0;
const latest = new Map<string, Observation>();
const tails = new Map<string, Promise<void>>();

/** A point in this instance's order of events: call when a request arrives or a read starts. */
export function tick(): number {
  return ++sequence;
}

export function remember(eventId: string, spotsLeft: number, readSeq: number): void {
  const known = latest.get(eventId);
  if (!known || known.seq < readSeq) latest.set(eventId, { spotsLeft, seq: readSeq });
}

/** spots_left as read after `arrivedAt`, when that read already shows too few seats; else null. */
export function knownShortSince(eventId: string, guests: number, arrivedAt: number): number | null {
  const known = latest.get(eventId);
  return known && known.seq > arrivedAt && guests > known.spotsLeft ? known.spotsLeft : null;
}

/** Runs holds for one event one after another; forgets the event once its queue is empty. */
export function oneAtATime<T>(eventId: string, task: () => Promise<T>): Promise<T> {
  const result = (tails.get(eventId) ?? Promise.resolve()).then(task);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  tails.set(eventId, tail);
  void tail.then(() => {
    if (tails.get(eventId) !== tail) return;
    tails.delete(eventId);
    latest.delete(eventId);
  });
  return result;
}
