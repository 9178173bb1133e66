// The overview's figures kept by increments (issue 41), on the local Firestore without the
// Functions host: each event's delta is added exactly once however often it is delivered, the
// sum of a random history equals a recount from scratch, a change already in a full count adds
// nothing, and a trigger's reads do not grow with the city.

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_OVERVIEW_DOC,
  COLLECTIONS,
  OVERVIEW_FIGURES,
  overviewDelta,
  type OverviewSource,
} from '@brunchers/model';
import { FieldValue } from 'firebase-admin/firestore';
import { applyOverviewDelta, recountOverview } from '../../src/adminStats/overviewCounters.js';
import { startStack, type Stack } from '../support/stack.js';
import { measureOperations, writeCity } from '../support/stats-city.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ auth: true });
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const deps = () => ({ db: stack.db, clock: () => new Date() });
const overviewDoc = () => stack.db.collection(COLLECTIONS.adminStats).doc(ADMIN_OVERVIEW_DOC);

/** The overview's figures, zeros and missing ones alike left out. */
async function figures() {
  const data = (await overviewDoc().get()).data() ?? {};
  return normalise(data);
}

function normalise(data: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const figure of OVERVIEW_FIGURES) if (data[figure]) out[figure] = data[figure];
  const weeks = Object.entries((data.bookings_by_week ?? {}) as Record<string, number>).filter(
    ([, count]) => count !== 0,
  );
  out.bookings_by_week = Object.fromEntries(weeks.sort(([a], [b]) => a.localeCompare(b)));
  return out;
}

const COLLECTION_OF: Record<OverviewSource, string> = {
  booking: COLLECTIONS.bookings,
  profile: COLLECTIONS.userProfiles,
  attendance: COLLECTIONS.eventAttendances,
  like: COLLECTIONS.bruncherLikes,
  match: COLLECTIONS.matches,
};

const WEEKS = [new Date('2026-11-02T09:00:00Z'), new Date('2026-11-24T09:00:00Z')];

/** What a write leaves in a document of `source` (null: deleted), from a few random choices. */
const arbitraryState = (source: OverviewSource) => {
  switch (source) {
    case 'booking':
      return fc.option(
        fc.record({
          status: fc.constantFrom('pending', 'confirmed', 'cancelled', 'expired'),
          created_at: fc.constantFrom(...WEEKS),
        }),
      );
    case 'attendance':
      return fc.option(fc.record({ marked_present: fc.boolean(), table_number: fc.nat(3) }));
    case 'like':
      return fc.option(fc.record({ is_like: fc.boolean() }));
    default:
      return fc.option(fc.record({ user1_id: fc.constantFrom('a', 'b') }));
  }
};

const arbitraryWrite = fc
  .constantFrom<OverviewSource>('booking', 'profile', 'attendance', 'like', 'match')
  .chain((source) =>
    fc.record({
      source: fc.constant(source),
      doc: fc.constantFrom('d0', 'd1', 'd2'),
      state: arbitraryState(source),
      // 1: delivered once; more: Eventarc delivered it again.
      deliveries: fc.integer({ min: 1, max: 3 }),
    }),
  );

describe('the overview kept by increments', () => {
  it('equals a recount after any history of writes, events redelivered and out of order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryWrite, { minLength: 1, maxLength: 25 }),
        fc.infiniteStream(fc.nat()),
        async (writes, order) => {
          await stack.clearFirestore();
          const state = new Map<string, Record<string, unknown>>();
          const deliveries: (() => Promise<void>)[] = [];
          for (const write of writes) {
            const path = `${COLLECTION_OF[write.source]}/${write.doc}`;
            const before = state.get(path);
            const after = write.state ?? undefined;
            if (after) {
              state.set(path, after);
              await stack.db.doc(path).set(after);
            } else {
              state.delete(path);
              await stack.db.doc(path).delete();
            }
            const event = { id: randomUUID(), time: new Date().toISOString() };
            const delta = overviewDelta(write.source, before, after);
            for (let n = 0; n < write.deliveries; n++)
              deliveries.push(() => applyOverviewDelta(deps(), event, delta));
          }
          // Any order, several at once (grouped like a burst in one instance).
          const shuffled = deliveries
            .map((deliver) => ({ deliver, key: order.next().value }))
            .sort((a, b) => a.key - b.key);
          // Each group settles before the next (a failed delivery must not run on into the next run).
          for (let start = 0; start < shuffled.length; start += 4) {
            const settled = await Promise.allSettled(
              shuffled.slice(start, start + 4).map(({ deliver }) => deliver()),
            );
            for (const result of settled) if (result.status === 'rejected') throw result.reason;
          }

          const kept = await figures();
          const counted = normalise(await recountOverview(deps()));
          expect(kept).toEqual(counted);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('adds an event once, however many times it is delivered', async () => {
    const event = { id: 'evt-1', time: new Date().toISOString() };
    const delta = overviewDelta('attendance', undefined, { marked_present: true });
    await Promise.all([1, 2, 3].map(() => applyOverviewDelta(deps(), event, delta)));
    await applyOverviewDelta(deps(), event, delta);
    expect(await figures()).toMatchObject({ checked_in: 1 });
    const marker = await stack.db.collection(COLLECTIONS.adminStatsApplied).doc('evt-1').get();
    expect(marker.get('expire_at').toMillis()).toBeGreaterThan(Date.now());
  });

  it('adds nothing for a change the last full count (the seed, a recount) already holds', async () => {
    const before = new Date().toISOString();
    await overviewDoc().set({
      bookings_total: 5,
      updated_at: new Date(),
      counted_at: FieldValue.serverTimestamp(),
    });
    const delta = overviewDelta('booking', undefined, { status: 'pending' });
    await applyOverviewDelta(deps(), { id: 'old', time: before }, delta);
    expect(await figures()).toMatchObject({ bookings_total: 5 });
    await applyOverviewDelta(deps(), { id: 'new', time: new Date().toISOString() }, delta);
    expect(await figures()).toMatchObject({ bookings_total: 6 });
  });

  it("costs a check-in, a booking and a table plan the same reads in a city 10× the demo's", async () => {
    await writeCity(stack.db, 1);
    const small = await measureOperations(stack.db, stack.adminAuth!, stack.firestore.port);
    await stack.clearFirestore();
    await writeCity(stack.db, 10);
    const big = await measureOperations(stack.db, stack.adminAuth!, stack.firestore.port);
    expect(big).toEqual(small);
    // A check-in: the booking's row and the marker; never the city's attendances.
    expect(small.checkIn).toBeLessThanOrEqual(3);
  });
});
