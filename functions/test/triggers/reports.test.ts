// The reports' aggregates kept by increments (issue 39 item 5), on the local Firestore without
// the Functions host (the test delivers the trigger events itself, report_members' included): after
// any history of bookings (ledger entries, status), check-ins and memberships, delivered twice or
// out of order, the aggregates equal `rebuild-reports`' from-scratch sums.

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, PROJECT_ID } from '@brunchers/model';
import { runAdminCommand } from '../../bin/admin.js';
import {
  handleAttendanceForReports,
  handleEventForReports,
  handleReportSourceWritten,
} from '../../src/reports/reports.handler.js';
import { startStack, type Stack } from '../support/stack.js';
import { takePrivilegedReads, writeCity } from '../support/stats-city.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ auth: true });
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const deps = () => ({ db: stack.db, clock: () => new Date() });
const newEvent = () => ({ id: randomUUID(), time: new Date().toISOString() });

const AGGREGATES = [
  COLLECTIONS.reportPeriods,
  COLLECTIONS.reportEvents,
  COLLECTIONS.reportCohorts,
  COLLECTIONS.reportSummary,
  COLLECTIONS.reportMembers,
];
const IGNORED = new Set(['counted_at', 'updated_at']);

/** Every aggregate document, zeros (and documents left all zeros) dropped, timestamps ignored. */
async function aggregates() {
  const out: Record<string, unknown> = {};
  for (const name of AGGREGATES) {
    const snapshot = await stack.db.collection(name).get();
    for (const doc of snapshot.docs) {
      const kept = clean(doc.data());
      if (kept && Object.keys(kept).length > 0) out[`${name}/${doc.id}`] = kept;
    }
  }
  return out;
}

function clean(value: Record<string, unknown>): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (IGNORED.has(key) || item === 0 || item === '') continue;
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const inner = clean(item as Record<string, unknown>);
      if (inner && Object.keys(inner).length > 0) out[key] = inner;
    } else out[key] = item;
  }
  return out;
}

const MOMENTS = [
  new Date('2026-10-31T23:30:00Z'),
  new Date('2026-11-02T09:00:00Z'),
  new Date('2026-11-24T09:00:00Z'),
  new Date('2026-12-31T23:59:00Z'),
];

const entry = fc.record({
  kind: fc.constantFrom('charge', 'refund'),
  amount_cents: fc.integer({ min: 1, max: 20_000 }),
  at: fc.constantFrom(...MOMENTS),
});

const bookingState = fc.option(
  fc.record({
    event_id: fc.constantFrom('e1', 'e2'),
    status: fc.constantFrom('pending', 'confirmed', 'cancelled', 'refunded'),
    guest_count: fc.integer({ min: 1, max: 4 }),
    total_amount_cents: fc.constant(0),
    created_at: fc.constantFrom(...MOMENTS),
    ledger: fc.array(entry, { maxLength: 3 }).map((entries) =>
      entries.map((item, index) => ({
        ...item,
        reason: 'payment',
        stripe_id: null,
        key: `k${index}`,
      })),
    ),
  }),
  { nil: null },
);

const attendanceState = fc.option(
  fc.record({
    event_id: fc.constantFrom('e1', 'e2'),
    user_id: fc.constantFrom('u1', 'u2', null),
    marked_present: fc.boolean(),
    marked_present_at: fc.constantFrom(...MOMENTS),
    created_at: fc.constant(MOMENTS[0]!),
  }),
  { nil: null },
);

const membershipState = fc.option(
  fc.record({
    status: fc.constantFrom('active', 'trialing', 'canceled', 'past_due', 'unpaid'),
    current_period_end: fc.constantFrom(...MOMENTS),
  }),
  { nil: null },
);

const write = fc.oneof(
  fc.record({ source: fc.constant('booking' as const), state: bookingState }),
  fc.record({ source: fc.constant('attendance' as const), state: attendanceState }),
  fc.record({ source: fc.constant('membership' as const), state: membershipState }),
);

const COLLECTION_OF = {
  booking: COLLECTIONS.bookings,
  attendance: COLLECTIONS.eventAttendances,
  membership: COLLECTIONS.memberships,
} as const;

describe('the reports kept by increments', () => {
  it('equal a rebuild from scratch after any history, events redelivered and out of order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            write,
            doc: fc.constantFrom('d0', 'd1', 'd2'),
            deliveries: fc.integer({ min: 1, max: 2 }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        fc.infiniteStream(fc.nat()),
        async (writes, order) => {
          await stack.clearFirestore();
          const state = new Map<string, Record<string, unknown>>();
          const deliveries: (() => Promise<void>)[] = [];
          const memberDeliveries: (() => Promise<void>)[] = [];
          for (const { write: change, doc, deliveries: times } of writes) {
            const path = `${COLLECTION_OF[change.source]}/${doc}`;
            const before = state.get(path);
            const after = change.state ?? undefined;
            if (after) {
              state.set(path, after);
              await stack.db.doc(path).set(after);
            } else {
              state.delete(path);
              await stack.db.doc(path).delete();
            }
            const event = { id: randomUUID(), time: new Date().toISOString() };
            const deliver =
              change.source === 'attendance'
                ? async () => {
                    // Each write of report_members is an event of its own trigger.
                    const members = await handleAttendanceForReports(
                      deps(),
                      event,
                      doc,
                      before,
                      after,
                    );
                    for (const member of members) {
                      const memberEvent = { id: randomUUID(), time: new Date().toISOString() };
                      memberDeliveries.push(() =>
                        handleReportSourceWritten(
                          deps(),
                          memberEvent,
                          'member',
                          member.before,
                          member.after,
                        ),
                      );
                    }
                  }
                : () => handleReportSourceWritten(deps(), event, change.source, before, after);
            for (let n = 0; n < times; n++) deliveries.push(deliver);
          }
          const shuffle = (list: (() => Promise<void>)[]) =>
            list
              .map((deliver) => ({ deliver, key: order.next().value }))
              .sort((a, b) => a.key - b.key)
              .map(({ deliver }) => deliver);
          for (const batch of [deliveries, memberDeliveries]) {
            const shuffled = shuffle(batch);
            for (let start = 0; start < shuffled.length; start += 3) {
              const settled = await Promise.allSettled(
                shuffled.slice(start, start + 3).map((deliver) => deliver()),
              );
              for (const result of settled) if (result.status === 'rejected') throw result.reason;
            }
          }
          const kept = await aggregates();
          await runAdminCommand(['rebuild-reports', '--project', PROJECT_ID]);
          expect(await aggregates()).toEqual(kept);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("copies the event's titles, date and seats onto its report row", async () => {
    await stack.db.doc('events/e1').set({
      title: 'Sunday brunch',
      title_pt: 'Brunch de domingo',
      event_date: '2026-11-29',
      spots_total: 20,
    });
    await handleEventForReports(deps(), 'e1');
    expect((await stack.db.doc('report_events/e1').get()).data()).toEqual({
      event_title: 'Sunday brunch',
      event_title_pt: 'Brunch de domingo',
      event_date: '2026-11-29',
      spots_total: 20,
    });
    // The Portuguese title removed from the event: the row's goes too (the English shows).
    await stack.db.doc('events/e1').update({ title_pt: '' });
    await handleEventForReports(deps(), 'e1');
    expect((await stack.db.doc('report_events/e1').get()).get('event_title_pt')).toBe('');
  });

  it("costs a member's check-in and a paid booking the same reads in a city 10× the demo's", async () => {
    const port = stack.firestore.port;
    const measure = async () => {
      const ref = stack.db.collection(COLLECTIONS.eventAttendances).doc('city-1');
      const before = (await ref.get()).data();
      const after = {
        ...before,
        user_id: 'm1',
        marked_present: true,
        marked_present_at: new Date(),
      };
      await ref.set(after);
      await takePrivilegedReads(port);
      const members = await handleAttendanceForReports(deps(), newEvent(), 'city-1', before, after);
      for (const member of members)
        await handleReportSourceWritten(deps(), newEvent(), 'member', member.before, member.after);
      const checkIn = await takePrivilegedReads(port);
      const booking = {
        event_id: 'e1',
        status: 'confirmed',
        guest_count: 2,
        ledger: [
          {
            kind: 'charge',
            amount_cents: 5000,
            reason: 'payment',
            stripe_id: null,
            key: 'k',
            at: new Date(),
          },
        ],
      };
      await takePrivilegedReads(port);
      await handleReportSourceWritten(deps(), newEvent(), 'booking', undefined, booking);
      return { checkIn, booking: await takePrivilegedReads(port), members: members.length };
    };
    await writeCity(stack.db, 1);
    const small = await measure();
    await stack.clearFirestore();
    await writeCity(stack.db, 10);
    const big = await measure();
    expect(big).toEqual(small);
    // The marker and the summary per delta; the attendance and the member's document once.
    expect(small.members).toBe(1);
    expect(small.checkIn).toBeLessThanOrEqual(6);
    expect(small.booking).toBeLessThanOrEqual(2);
  });

  it('adds a change once however often it is delivered', async () => {
    const booking = {
      event_id: 'e1',
      status: 'confirmed',
      guest_count: 2,
      ledger: [
        {
          kind: 'charge',
          amount_cents: 5000,
          reason: 'payment',
          stripe_id: null,
          key: 'k',
          at: MOMENTS[1],
        },
      ],
    };
    const event = { id: 'evt-1', time: new Date().toISOString() };
    await Promise.all(
      [1, 2, 3].map(() => handleReportSourceWritten(deps(), event, 'booking', undefined, booking)),
    );
    expect((await stack.db.doc('report_periods/month_2026-11').get()).data()).toEqual({
      gross_cents: 5000,
    });
  });
});
