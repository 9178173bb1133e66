// Group commit (lib/groupCommit.ts) on seat holds: requests arriving while a batch is decided wait
// and are decided together, in arrival order; keys are independent; a failing batch fails only
// its own requests.
// A batch that commits a sell-out refuses those already waiting behind it without another
// transaction, but never those that arrive after its decision (a seat may be released meanwhile).

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, pendingBooking } from '@brunchers/model';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import type { CheckoutDeps } from '../../src/checkout/deps.js';
import {
  decideTogether,
  MAX_BATCH,
  type Batch,
  type Decision,
  type Outcome,
} from '../../src/lib/groupCommit.js';
import { recordSession, releaseHold } from '../../src/bookings/seats.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets every promise continuation and I/O callback queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Counts the transactions run on `db`, each by the collection of its first read (events: a seat
 * hold; bookings: recording Checkout sessions).
 */
function spyOnTransactions(db: Firestore) {
  const firstReads: string[] = [];
  const run = db.runTransaction.bind(db);
  const spy = vi.spyOn(db, 'runTransaction').mockImplementation((update, options) => {
    let first: string | null = null;
    return run((tx) => {
      const getAll = tx.getAll.bind(tx) as (...refs: DocumentReference[]) => Promise<unknown>;
      const spied = tx as unknown as { getAll: typeof getAll };
      spied.getAll = (...refs: DocumentReference[]) => {
        if (first === null) firstReads.push((first = refs[0]?.parent.id ?? '?'));
        return getAll(...refs);
      };
      return update(tx);
    }, options);
  });
  return { firstReads, restore: () => spy.mockRestore() };
}

/** A step the test opens by hand, so the order of events does not depend on timers. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function describeResult(result: PromiseSettledResult<string>): string {
  return result.status === 'fulfilled' ? result.value : (result.reason as Error).message;
}

describe('decideTogether', () => {
  it('decides the first request alone, then everyone who arrived meanwhile in one batch, in order', async () => {
    const batches: number[][] = [];
    const decide = async (requests: number[]): Promise<Outcome<string>[]> => {
      batches.push(requests);
      await wait(20);
      return requests.map((n) =>
        n % 2 === 0
          ? { ok: true, value: `granted ${n}` }
          : { ok: false, error: new Error(`refused ${n}`) },
      );
    };
    const results = await Promise.allSettled(
      [0, 1, 2, 3, 4].map((n) => decideTogether('event-a', n, decide)),
    );
    expect(batches).toEqual([[0], [1, 2, 3, 4]]);
    expect(
      results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
    ).toEqual(['granted 0', 'refused 1', 'granted 2', 'refused 3', 'granted 4']);
  });

  it('with gatherTurn, decides the requests of one event-loop turn in one batch', async () => {
    const batches: number[][] = [];
    const decide = async (requests: number[]): Promise<Outcome<number>[]> => {
      batches.push(requests);
      await wait(5);
      return requests.map((n) => ({ ok: true, value: n }));
    };
    const answers = await Promise.all(
      [0, 1, 2, 3].map((n) => decideTogether('gathered', n, decide, { gatherTurn: true })),
    );
    expect(answers).toEqual([0, 1, 2, 3]);
    expect(batches).toEqual([[0, 1, 2, 3]]);
  });

  it('keeps events apart and caps a batch at MAX_BATCH', async () => {
    const seen: Array<[string, number]> = [];
    const decideFor = (key: string) => async (requests: number[]) => {
      seen.push([key, requests.length]);
      await wait(5);
      return requests.map((n): Outcome<number> => ({ ok: true, value: n }));
    };
    const many = Array.from({ length: MAX_BATCH + 5 }, (_, n) => n);
    const [a, b] = await Promise.all([
      Promise.all(many.map((n) => decideTogether('event-b', n, decideFor('b')))),
      decideTogether('event-c', 7, decideFor('c')),
    ]);
    expect(a).toEqual(many);
    expect(b).toBe(7);
    expect(seen.filter(([key]) => key === 'b').map(([, size]) => size)).toEqual([1, MAX_BATCH, 4]);
    expect(seen).toContainEqual(['c', 1]);
  });

  it('fails every request of a batch that throws, and serves the next batch normally', async () => {
    let calls = 0;
    const decide = async (requests: string[]): Promise<Outcome<string>[]> => {
      calls += 1;
      await wait(5);
      if (calls === 1) throw new Error('transaction failed');
      return requests.map((value) => ({ ok: true, value }));
    };
    const first = decideTogether('event-d', 'x', decide);
    await expect(first).rejects.toThrow('transaction failed');
    await expect(decideTogether('event-d', 'y', decide)).resolves.toBe('y');
  });
});

describe('decideTogether — sold out', () => {
  it('refuses those waiting when a committed batch sold out, and decides later arrivals anew', async () => {
    // A two-seat "event": each decide reads the seats (read gate), decides, then commits (commit gate).
    let seats = 2;
    const soldOut = new Error('sold out');
    const batches: number[][] = [];
    const reads = [gate(), gate(), gate()];
    const commits = [gate(), gate(), gate()];
    const decide = async (requests: number[], batch: Batch): Promise<Decision<string>> => {
      const index = batches.push(requests) - 1;
      await reads[index]!.opened;
      const outcomes = requests.map((n): Outcome<string> => {
        if (seats === 0) return { ok: false, error: new Error(`refused ${n} by the transaction`) };
        seats -= 1;
        return { ok: true, value: `granted ${n}` };
      });
      // Taken at the end of the "transaction body", before its commit.
      const mark = seats === 0 ? batch.waitingNow() : null;
      await commits[index]!.opened;
      return mark ? { outcomes, refuseWaiting: { mark, error: soldOut } } : { outcomes };
    };
    const call = (n: number) => {
      const answer = decideTogether('event-sold-out', n, decide);
      answer.catch(() => undefined); // looked at below, after more steps
      return answer;
    };

    const first = [call(0)];
    const second = [call(1), call(2), call(3)];
    reads[0]!.open();
    commits[0]!.open();
    await settle();
    expect(batches).toEqual([[0], [1, 2, 3]]);

    // 4 and 5 arrive while the second batch reads: they are waiting when it decides.
    const waitingAtDecision = [call(4), call(5)];
    reads[1]!.open();
    await settle();
    // 6 arrives after that decision, and a seat is given back before its commit returns.
    const late = call(6);
    seats += 1;
    commits[1]!.open();
    await settle();
    reads[2]!.open();
    commits[2]!.open();

    const results = (
      await Promise.allSettled([...first, ...second, ...waitingAtDecision, late])
    ).map(describeResult);
    expect(results).toEqual([
      'granted 0',
      'granted 1',
      'refused 2 by the transaction',
      'refused 3 by the transaction',
      'sold out',
      'sold out',
      'granted 6',
    ]);
    // 4 and 5 cost no transaction; 6 got one of its own and the released seat.
    expect(batches).toEqual([[0], [1, 2, 3], [6]]);
  });

  it('refuses nobody early when the sold-out batch fails to commit', async () => {
    let attempt = 0;
    const commit = gate();
    const decide = async (requests: string[], batch: Batch): Promise<Decision<string>> => {
      attempt += 1;
      if (attempt === 1) return { outcomes: requests.map((value) => ({ ok: true, value })) };
      const mark = batch.waitingNow();
      await commit.opened;
      if (attempt === 2) throw new Error('commit failed');
      return {
        outcomes: requests.map((value) => ({ ok: true, value })),
        refuseWaiting: { mark, error: new Error('sold out') },
      };
    };
    const a = decideTogether('event-commit-fails', 'a', decide);
    const b = decideTogether('event-commit-fails', 'b', decide);
    await a;
    const c = decideTogether('event-commit-fails', 'c', decide);
    commit.open();
    await expect(b).rejects.toThrow('commit failed');
    await expect(c).resolves.toBe('c');
  });
});

describe('createCheckout through the seat gate (local Firestore, Stripe stand-in)', () => {
  let stack: Stack;
  let deps: CheckoutDeps;

  beforeAll(async () => {
    stack = await startStack();
    deps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date() };
  });
  afterAll(() => stack.close());

  it('sells a burst out in two transactions, never oversells, and a released seat is sold again', async () => {
    await seedEvent(stack.db, 'gate-burst', { spots_total: 20, spots_left: 20 });
    const transactions = spyOnTransactions(stack.db);
    const burst = await Promise.allSettled(
      Array.from({ length: 150 }, (_, i) =>
        handleCreateCheckout(
          { data: { eventId: 'gate-burst', guestCount: 1 }, auth: member(`burst-${i}`) },
          deps,
        ),
      ),
    );
    const granted = burst.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    // The first request alone; then the next MAX_BATCH, which sells out; the rest are refused
    // without a third transaction because they were already waiting when it decided. The granted
    // holds then record their Checkout sessions (bookings' recordSession, grouped the same way:
    // transactions that read bookings, never the event).
    expect(MAX_BATCH).toBeLessThan(149);
    expect(transactions.firstReads.filter((path) => path === 'events')).toHaveLength(2);
    const recorded = transactions.firstReads.filter((path) => path === 'bookings').length;
    expect(recorded).toBeGreaterThan(0);
    expect(recorded).toBeLessThanOrEqual(granted.length);
    expect(transactions.firstReads).toHaveLength(2 + recorded);
    transactions.restore();

    const refusals = burst.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as { code: string; message: string }] : [],
    );
    expect(granted).toHaveLength(20);
    expect(refusals).toHaveLength(130);
    for (const refusal of refusals)
      expect(refusal).toMatchObject({
        code: 'failed-precondition',
        message: 'This event is sold out.',
      });
    const event = stack.db.collection(COLLECTIONS.events).doc('gate-burst');
    expect((await event.get()).get('spots_left')).toBe(0);
    const pending = await stack.db
      .collection(COLLECTIONS.bookings)
      .where('event_id', '==', 'gate-burst')
      .where('status', '==', 'pending')
      .count()
      .get();
    expect(pending.data().count).toBe(20);

    // A hold given back makes the seat bookable again: the gate does not stay "sold out".
    expect(await releaseHold(stack.db, granted[0]!.bookingId, 'cancelled', new Date())).toBe(true);
    const again = await handleCreateCheckout(
      { data: { eventId: 'gate-burst', guestCount: 1 }, auth: member('after-release') },
      deps,
    );
    expect(again.bookingId).not.toBe(granted[0]!.bookingId);
    expect((await event.get()).get('spots_left')).toBe(0);
    const refused = await httpsErrorOf(
      handleCreateCheckout(
        { data: { eventId: 'gate-burst', guestCount: 1 }, auth: member('one-too-many') },
        deps,
      ),
    );
    expect(refused).toMatchObject({
      code: 'failed-precondition',
      message: 'This event is sold out.',
    });
  });

  it('records a burst of Checkout sessions in one transaction, each on its own booking, once', async () => {
    const now = new Date();
    const ids = Array.from({ length: 20 }, (_, i) => `record-burst-${i}`);
    await Promise.all(
      ids.map((id) =>
        stack.db
          .collection(COLLECTIONS.bookings)
          .doc(id)
          .set(
            pendingBooking({
              eventId: 'record-burst',
              event: { title: 'Brunch', price_cents: 2000 },
              guestCount: 1,
              userId: id,
              now,
            }),
          ),
      ),
    );
    const expiresAt = new Date(now.getTime() + 30 * 60_000);
    const transactions = spyOnTransactions(stack.db);
    // Calls made in one turn go together (a second call for the first booking included): once.
    const recorded = await Promise.all([
      ...ids.map((id) => recordSession(stack.db, id, `cs_${id}`, expiresAt, now)),
      recordSession(stack.db, ids[0]!, 'cs_other', expiresAt, now),
      recordSession(stack.db, 'record-burst-missing', 'cs_missing', expiresAt, now),
    ]);
    expect(transactions.firstReads).toEqual(['bookings']);
    transactions.restore();
    expect(recorded).toEqual([...ids.map((id) => `cs_${id}`), `cs_${ids[0]}`, null]);
    for (const id of ids) {
      const booking = await stack.db.collection(COLLECTIONS.bookings).doc(id).get();
      expect(booking.get('checkout_session_id')).toBe(`cs_${id}`);
      expect(booking.get('hold_expires_at').toMillis()).toBe(expiresAt.getTime());
      const session = await stack.db.collection(COLLECTIONS.checkoutSessions).doc(`cs_${id}`).get();
      expect(session.get('booking_id')).toBe(id);
    }
    const other = await stack.db.collection(COLLECTIONS.checkoutSessions).doc('cs_other').get();
    expect(other.exists).toBe(false);
  });
});
