// Table plans and the after-brunch step (issue 24). Handlers are called with fixed clocks; the
// Functions host runs the triggers: the re-plan after a cancellation and the likes trigger that
// turns two "meet again" answers into a match.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  COMPATIBILITY_POINTS,
  SENSITIVE_CONSENT_VERSION,
  attendanceForBooking,
  pairCompatibility,
  bruncherLikeId,
  matchId,
  pendingBooking,
  TABLEMATES_TEXTS,
  userRoleId,
  type TablePlanDoc,
} from '@brunchers/model';
import { handleGetTicket } from '../../src/checkIn/getTicket.handler.js';
import {
  handleMoveTableParty,
  handlePlanEventTables,
} from '../../src/tables/adminTables.handler.js';
import { handleFinishAfterBrunch } from '../../src/tables/afterBrunch.handler.js';
import { handlePlanTablesAtCutoff } from '../../src/tables/planTablesAtCutoff.handler.js';
import {
  PlanChanged,
  loadPlanContext,
  readPlan as readStoredPlan,
  savePlan,
} from '../../src/tables/tablePlan.js';
import { handleGetTablemates } from '../../src/tables/tablemates.handler.js';
import { handleBlockMember } from '../../src/safety/blocks.handler.js';
import { TICKET_SECRET, startStack, type Stack } from '../support/stack.js';
import { eventDoc, httpsErrorOf, member } from '../support/fixtures.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ host: true });
});
afterAll(() => stack.close());

// Sunday 14 June 2026, 11:00 in Lisbon = 10:00 UTC.
const EVENT_ID = 'garden-brunch';
const EVENT = { event_date: '2026-06-14', event_time: '11:00' };
const DAY_BEFORE = new Date('2026-06-13T12:00:00Z');
const DURING = new Date('2026-06-14T10:30:00Z');
const EVENING = new Date('2026-06-14T18:00:00Z');
const clockAt = (now: Date) => () => now;
const deps = (now = DAY_BEFORE) => ({ db: stack.db, clock: clockAt(now) });
const as = (uid: string, data: unknown) => ({ auth: member(uid), data });

const plans = () => stack.db.collection(COLLECTIONS.tablePlans);
const attendances = () => stack.db.collection(COLLECTIONS.eventAttendances);
const readPlan = async () => (await plans().doc(EVENT_ID).get()).data() as TablePlanDoc | undefined;

async function seedParty(uid: string, size: number, extra: Record<string, unknown> = {}) {
  const bookingId = `bk-${uid}`;
  const event = eventDoc({ ...EVENT, venue_id: 'garden' });
  const now = new Date('2026-06-01T10:00:00Z');
  const booking = {
    ...pendingBooking({ eventId: EVENT_ID, event, guestCount: size, userId: uid, now }),
    status: 'confirmed' as const,
    venue_id: 'garden',
    venue_name: 'Garden Terrace',
  };
  await stack.db.collection(COLLECTIONS.bookings).doc(bookingId).set(booking);
  await attendances()
    .doc(bookingId)
    .set({ ...attendanceForBooking(bookingId, booking, `${uid} Silva`, now), ...extra });
  await stack.db
    .collection(COLLECTIONS.userProfiles)
    .doc(uid)
    .set({
      user_id: uid,
      display_name: `${uid[0]!.toUpperCase()}${uid.slice(1)} Silva`,
      photo_url: `/images/members/${uid}.jpg`,
      level: 1,
      experience_points: 0,
    });
  return bookingId;
}

const tableOf = (plan: TablePlanDoc | undefined, bookingId: string) =>
  plan?.tables.find((t) => t.parties.some((p) => p.booking_id === bookingId))?.number ?? null;

beforeEach(async () => {
  // The previous test's triggers run out first, so none acts on this test's data.
  await stack.host!.idle();
  await stack.clearFirestore();
  await Promise.all([
    stack.db
      .collection(COLLECTIONS.events)
      .doc(EVENT_ID)
      .set(eventDoc({ ...EVENT, venue_id: 'garden' })),
    stack.db
      .collection(COLLECTIONS.venues)
      .doc('garden')
      .set({
        name: 'Garden Terrace',
        city: 'Lisbon',
        country: 'Portugal',
        partner_user_id: 'paula',
        table_sizes: [4, 4, 6],
      }),
    stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId('boss', 'admin'))
      .set({ user_id: 'boss', role: 'admin' }),
    stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId('paula', 'partner'))
      .set({ user_id: 'paula', role: 'partner' }),
  ]);
});

describe('planEventTables (admin, on demand)', () => {
  it('seats every confirmed party whole, within table sizes, and tells each attendance its table', async () => {
    const ids = await Promise.all([
      seedParty('ana', 3),
      seedParty('ben', 2),
      seedParty('cleo', 1),
      seedParty('dan', 2),
      seedParty('eva', 1),
      seedParty('fay', 4),
    ]);
    const summary = await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    expect(summary).toMatchObject({ seated: 13, unseated: 0 });
    const plan = (await readPlan())!;
    expect(plan.source).toBe('admin');
    const seated = plan.tables.flatMap((t) => t.parties.map((p) => p.booking_id)).sort();
    expect(seated).toEqual([...ids].sort());
    for (const table of plan.tables)
      expect(table.parties.reduce((n, p) => n + p.guest_count, 0)).toBeLessThanOrEqual(table.seats);
    for (const id of ids)
      expect((await attendances().doc(id).get()).get('table_number')).toBe(tableOf(plan, id));
  });

  it('refuses members and partners', async () => {
    await seedParty('ana', 1);
    for (const uid of ['ana', 'paula'])
      expect(
        (await httpsErrorOf(handlePlanEventTables(as(uid, { eventId: EVENT_ID }), deps()))).code,
      ).toBe('permission-denied');
    expect(await readPlan()).toBeUndefined();
  });

  it('never seats someone with a member who passed on them', async () => {
    // Two tables of 4 and one of 6 for 3 + 3 + 1 + 1: without the pass ana and ben could share.
    await Promise.all([seedParty('ana', 3), seedParty('ben', 3), seedParty('cleo', 1)]);
    await stack.db
      .collection(COLLECTIONS.bruncherLikes)
      .doc(bruncherLikeId('ben', 'ana'))
      .set({ liker_id: 'ben', liked_id: 'ana', is_like: false, created_at: new Date() });
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    const plan = await readPlan();
    expect(tableOf(plan, 'bk-ana')).not.toBeNull();
    expect(tableOf(plan, 'bk-ana')).not.toBe(tableOf(plan, 'bk-ben'));
  });

  // Issue 36 §4: a block is a hard constraint, whoever blocked whom, even against a mutual like.
  it('never seats two members one of whom blocked the other', async () => {
    await Promise.all([seedParty('ana', 3), seedParty('ben', 3), seedParty('cleo', 1)]);
    for (const [liker, liked] of [
      ['ana', 'ben'],
      ['ben', 'ana'],
    ] as const)
      await stack.db
        .collection(COLLECTIONS.bruncherLikes)
        .doc(bruncherLikeId(liker, liked))
        .set({ liker_id: liker, liked_id: liked, is_like: true, created_at: new Date() });
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    // Without the block the mutual like seats them together.
    expect(tableOf(await readPlan(), 'bk-ana')).toBe(tableOf(await readPlan(), 'bk-ben'));
    await handleBlockMember(as('ben', { memberId: 'ana' }), deps());
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    const plan = await readPlan();
    expect(tableOf(plan, 'bk-ana')).not.toBeNull();
    expect(tableOf(plan, 'bk-ben')).not.toBeNull();
    expect(tableOf(plan, 'bk-ana')).not.toBe(tableOf(plan, 'bk-ben'));
    // And an organiser cannot move one of them to the other's table.
    const error = await httpsErrorOf(
      handleMoveTableParty(
        as('boss', { eventId: EVENT_ID, bookingId: 'bk-ben', table: tableOf(plan, 'bk-ana') }),
        deps(),
      ),
    );
    expect(error.code).toBe('failed-precondition');
  });

  it('plans afresh when two members seated together block one another', async () => {
    await Promise.all([seedParty('ana', 1), seedParty('ben', 1)]);
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    expect(tableOf(await readPlan(), 'bk-ana')).toBe(tableOf(await readPlan(), 'bk-ben'));
    await handleBlockMember(as('ana', { memberId: 'ben' }), deps());
    const plan = await readPlan();
    expect(tableOf(plan, 'bk-ana')).not.toBeNull();
    expect(tableOf(plan, 'bk-ben')).not.toBeNull();
    expect(tableOf(plan, 'bk-ana')).not.toBe(tableOf(plan, 'bk-ben'));
  });

  it('seats no suspended member', async () => {
    await Promise.all([seedParty('ana', 1), seedParty('ben', 1)]);
    await stack.db
      .collection(COLLECTIONS.userProfiles)
      .doc('ben')
      .set({ suspended: true }, { merge: true });
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    const plan = await readPlan();
    expect(tableOf(plan, 'bk-ana')).not.toBeNull();
    expect(tableOf(plan, 'bk-ben')).toBeNull();
    expect(plan?.unseated.map((p) => p.booking_id) ?? []).not.toContain('bk-ben');
  });
});

describe('the cut-off', () => {
  it('plans published events starting within 24 hours once, and leaves later ones, drafts and cancelled events', async () => {
    await seedParty('ana', 2);
    await stack.db
      .collection(COLLECTIONS.events)
      .doc('later')
      .set(eventDoc({ event_date: '2026-06-16', event_time: '11:00', venue_id: 'garden' }));
    // At the same time, a draft and a cancelled event: nobody to seat, no plan.
    for (const status of ['draft', 'cancelled'] as const)
      await stack.db
        .collection(COLLECTIONS.events)
        .doc(status)
        .set(eventDoc({ ...EVENT, venue_id: 'garden', status }));
    expect(await handlePlanTablesAtCutoff(deps(new Date('2026-06-13T09:00:00Z')))).toEqual([]);
    expect(await handlePlanTablesAtCutoff(deps(DAY_BEFORE))).toEqual([EVENT_ID]);
    expect((await readPlan())?.source).toBe('cutoff');
    // An existing plan (maybe adjusted by the organiser) is not replaced by the next run.
    expect(await handlePlanTablesAtCutoff(deps(DAY_BEFORE))).toEqual([]);
  });
});

describe('re-plan after a cancellation (through the Functions host)', () => {
  it('frees the cancelled party’s seats, keeps everyone else at their table and seats a late booking', async () => {
    await Promise.all([
      seedParty('ana', 2),
      seedParty('ben', 2),
      seedParty('cleo', 2),
      seedParty('dan', 3),
    ]);
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    const before = (await readPlan())!;
    // cancelBooking deletes the attendance of a cancelled booking in its transaction.
    await attendances().doc('bk-ben').delete();
    await expect
      .poll(async () => tableOf(await readPlan(), 'bk-ben'), { timeout: 20_000 })
      .toBeNull();
    const after = (await readPlan())!;
    expect(after.source).toBe('replan');
    for (const id of ['bk-ana', 'bk-cleo', 'bk-dan'])
      expect(tableOf(after, id)).toBe(tableOf(before, id));
    // A booking confirmed after the plan is seated too, without moving anyone.
    await seedParty('eva', 1);
    await expect
      .poll(async () => tableOf(await readPlan(), 'bk-eva'), { timeout: 20_000 })
      .not.toBeNull();
    await expect
      .poll(async () => (await attendances().doc('bk-eva').get()).get('table_number'), {
        timeout: 20_000,
      })
      .toBe(tableOf(await readPlan(), 'bk-eva'));
  });
});

describe('a plan stored since it was read', () => {
  it('is never overwritten, even when planned anew with the same revision', async () => {
    await seedParty('ana', 2);
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    const stale = (await readStoredPlan(stack.db, EVENT_ID))!;
    // Deleted and planned again: revision 0 again, but another plan than the one read.
    await plans().doc(EVENT_ID).delete();
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    expect((await readPlan())!.revision).toBe(stale.plan.revision);
    const context = (await loadPlanContext(stack.db, EVENT_ID))!;
    await expect(savePlan(stack.db, context, { ...stale.plan }, stale)).rejects.toBeInstanceOf(
      PlanChanged,
    );
  });
});

describe('two cancellations at once', () => {
  it('leave a plan without either party (racing re-plans compute again from fresh data)', async () => {
    await Promise.all(['ana', 'ben', 'cleo', 'dan', 'eva'].map((uid) => seedParty(uid, 2)));
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    // The seeding's own triggers may re-plan (keeping every seat) after the plan: let them finish.
    await stack.host!.idle();
    const planned = (await readPlan())!.revision!;
    await Promise.all([attendances().doc('bk-ben').delete(), attendances().doc('bk-dan').delete()]);
    await expect
      .poll(
        async () => {
          const plan = await readPlan();
          return [tableOf(plan, 'bk-ben'), tableOf(plan, 'bk-dan'), plan?.revision];
        },
        { timeout: 20_000 },
      )
      .toEqual([null, null, planned + 2]);
    const plan = (await readPlan())!;
    expect(plan.tables.flatMap((t) => t.parties.map((p) => p.booking_id)).sort()).toEqual([
      'bk-ana',
      'bk-cleo',
      'bk-eva',
    ]);
  });
});

describe('moveTableParty (admin)', () => {
  it('moves a whole party where there is room and no pass, and refuses otherwise', async () => {
    await Promise.all([seedParty('ana', 3), seedParty('ben', 1), seedParty('cleo', 4)]);
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    const plan = (await readPlan())!;
    const cleoTable = tableOf(plan, 'bk-cleo')!;
    const free = plan.tables.find((t) => t.parties.length === 0)!;
    await handleMoveTableParty(
      as('boss', { eventId: EVENT_ID, bookingId: 'bk-ben', table: free.number }),
      deps(),
    );
    expect(tableOf(await readPlan(), 'bk-ben')).toBe(free.number);
    expect((await attendances().doc('bk-ben').get()).get('table_number')).toBe(free.number);
    // ana's party of 3 does not fit beside cleo's 4.
    const full = await httpsErrorOf(
      handleMoveTableParty(
        as('boss', { eventId: EVENT_ID, bookingId: 'bk-ana', table: cleoTable }),
        deps(),
      ),
    );
    expect(full.code).toBe('failed-precondition');
    // ben passed on ana: he may not be moved to her table.
    await stack.db
      .collection(COLLECTIONS.bruncherLikes)
      .doc(bruncherLikeId('ben', 'ana'))
      .set({ liker_id: 'ben', liked_id: 'ana', is_like: false, created_at: new Date() });
    const forbidden = await httpsErrorOf(
      handleMoveTableParty(
        as('boss', { eventId: EVENT_ID, bookingId: 'bk-ben', table: tableOf(plan, 'bk-ana')! }),
        deps(),
      ),
    );
    expect(forbidden.code).toBe('failed-precondition');
    const member = await httpsErrorOf(
      handleMoveTableParty(
        as('ana', { eventId: EVENT_ID, bookingId: 'bk-ana', table: free.number }),
        deps(),
      ),
    );
    expect(member.code).toBe('permission-denied');
  });
});

describe('tablemates and the ticket', () => {
  it('shows tablemates’ first names and photos once the plan seats the member', async () => {
    await Promise.all([seedParty('ana', 1), seedParty('ben', 1), seedParty('cleo', 1)]);
    const before = await httpsErrorOf(
      handleGetTablemates(as('ana', { bookingId: 'bk-ana' }), deps(DURING)),
    );
    expect(before.code).toBe('failed-precondition');
    expect(before.message).toBe(TABLEMATES_TEXTS.noPlan);
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    // Someone else's booking: the same answer as a missing one.
    const theirs = await httpsErrorOf(
      handleGetTablemates(as('ben', { bookingId: 'bk-ana' }), deps(DURING)),
    );
    expect(theirs.code).toBe('not-found');
    const result = await handleGetTablemates(as('ana', { bookingId: 'bk-ana' }), deps(DURING));
    expect(result.tableNumber).toBe(tableOf(await readPlan(), 'bk-ana'));
    expect(result.tablemates.map((t) => t.firstName).sort()).toEqual(['Ben', 'Cleo']);
    expect(result.tablemates[0]!.photoUrl).toMatch(/^\/images\/members\//);
  });

  it('counts a guest’s party at the table: the member is not told they sit alone', async () => {
    await seedParty('ana', 1, { marked_present: true });
    await seedParty('ben', 3);
    // The attendances' triggers run out first: none re-plans over the plan written below.
    await stack.host!.idle();
    const now = new Date();
    const party = (bookingId: string, user_id: string | null, guest_count: number) => ({
      booking_id: bookingId,
      user_id,
      name: null,
      guest_count,
    });
    const plan = (parties: ReturnType<typeof party>[]) =>
      plans()
        .doc(EVENT_ID)
        .set({
          event_id: EVENT_ID,
          event_date: EVENT.event_date,
          venue_id: 'garden',
          tables: [{ number: 2, seats: 8, score: null, parties }],
          unseated: [],
          member_ids: ['ana'],
          average_score: 0,
          source: 'admin',
          planned_at: now,
          updated_at: now,
        });
    // Ana and a guest's party of 2 (no member account): no tablemate to name, but 2 guests.
    await plan([party('bk-ana', 'ana', 1), party('bk-guest', null, 2)]);
    const withGuests = await handleGetTablemates(as('ana', { bookingId: 'bk-ana' }), deps(DURING));
    expect(withGuests).toMatchObject({ tableNumber: 2, tablemates: [], guests: 2 });
    // Ben's party of 3 joins: Ben by name, and his two plus-ones with the guest party.
    await plan([party('bk-ana', 'ana', 1), party('bk-guest', null, 2), party('bk-ben', 'ben', 3)]);
    const mixed = await handleGetTablemates(as('ana', { bookingId: 'bk-ana' }), deps(DURING));
    expect(mixed.tablemates.map((t) => t.firstName)).toEqual(['Ben']);
    expect(mixed.guests).toBe(4);
    // Alone at the table: no guests.
    await plan([party('bk-ana', 'ana', 1)]);
    expect(
      (await handleGetTablemates(as('ana', { bookingId: 'bk-ana' }), deps(DURING))).guests,
    ).toBe(0);
  });

  it('puts the table number on the ticket on the event’s day only', async () => {
    await seedParty('ana', 1);
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
    const ticketDeps = (now: Date) => ({ ...deps(now), ticketSecret: TICKET_SECRET });
    const dayBefore = await handleGetTicket(
      as('ana', { bookingId: 'bk-ana' }),
      ticketDeps(DAY_BEFORE),
    );
    expect(dayBefore.tableNumber).toBeNull();
    const onTheDay = await handleGetTicket(as('ana', { bookingId: 'bk-ana' }), ticketDeps(DURING));
    expect(onTheDay.tableNumber).toBe(tableOf(await readPlan(), 'bk-ana'));
  });
});

describe('after brunch: meet again', () => {
  async function checkedInTable() {
    await Promise.all([
      seedParty('ana', 1, { marked_present: true }),
      seedParty('ben', 1, { marked_present: true }),
      seedParty('cleo', 1),
    ]);
    await handlePlanEventTables(as('boss', { eventId: EVENT_ID }), deps());
  }
  const finish = (uid: string, data: Record<string, unknown>, now = EVENING) =>
    handleFinishAfterBrunch(as(uid, { bookingId: `bk-${uid}`, ...data }), deps(now));

  it('makes a match of two yeses through the likes trigger, once per event', async () => {
    await checkedInTable();
    expect(await finish('ana', { skipped: false, meetAgain: ['ben', 'cleo'] })).toEqual({
      matches: 0,
    });
    expect(await finish('ben', { skipped: false, meetAgain: ['ana'] })).toEqual({ matches: 1 });
    await expect
      .poll(
        async () =>
          (await stack.db.collection(COLLECTIONS.matches).doc(matchId('ana', 'ben')).get()).exists,
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    // cleo never said yes: no match with her.
    expect(
      (await stack.db.collection(COLLECTIONS.matches).doc(matchId('ana', 'cleo')).get()).exists,
    ).toBe(false);
    const again = await httpsErrorOf(finish('ana', { skipped: true, meetAgain: [] }));
    expect(again.code).toBe('already-exists');
  });

  it('is refused to a member not checked in, before the brunch is over, and for strangers', async () => {
    await checkedInTable();
    expect((await httpsErrorOf(finish('cleo', { skipped: false, meetAgain: ['ana'] }))).code).toBe(
      'failed-precondition',
    );
    expect(
      (await httpsErrorOf(finish('ana', { skipped: false, meetAgain: ['ben'] }, DURING))).code,
    ).toBe('failed-precondition');
    expect((await httpsErrorOf(finish('ana', { skipped: false, meetAgain: ['zoe'] }))).code).toBe(
      'invalid-argument',
    );
    expect((await stack.db.collection(COLLECTIONS.afterBrunch).count().get()).data().count).toBe(0);
  });

  it('can be skipped, and then is not offered again', async () => {
    await checkedInTable();
    expect(await finish('ana', { skipped: true, meetAgain: ['ben'] })).toEqual({ matches: 0 });
    const done = await stack.db.collection(COLLECTIONS.afterBrunch).doc('bk-ana').get();
    expect(done.data()).toMatchObject({ skipped: true, meet_again: [] });
    expect(
      (await stack.db.collection(COLLECTIONS.bruncherLikes).doc(bruncherLikeId('ana', 'ben')).get())
        .exists,
    ).toBe(false);
  });
});

// Issue 36 §3: special-category answers reach the seating only with their category's consent,
// and a withdrawn consent deletes its answers.
describe('special-category answers', () => {
  const privateProfiles = () => stack.db.collection(COLLECTIONS.userPrivateProfiles);
  const consent = (uid: string, category: string) =>
    privateProfiles()
      .doc(uid)
      .collection(COLLECTIONS.sensitiveConsents)
      .doc(category)
      .set({ category, version: SENSITIVE_CONSENT_VERSION, granted_at: new Date() });
  const beliefs = { religion: 'Buddhist', political_beliefs: 'liberal', weed: 'no' } as const;

  it('are used by the planner only where their owner consented', async () => {
    await Promise.all([seedParty('ana', 1), seedParty('ben', 1)]);
    await Promise.all([
      privateProfiles().doc('ana').set(beliefs),
      privateProfiles().doc('ben').set(beliefs),
    ]);
    // ana consented to religion and political beliefs; ben to religion only (his other answers
    // were stored before consents existed).
    await Promise.all([
      consent('ana', 'religion'),
      consent('ana', 'political_beliefs'),
      consent('ben', 'religion'),
    ]);
    const context = (await loadPlanContext(stack.db, EVENT_ID))!;
    const ana = context.input.profiles.get('ana')!;
    const ben = context.input.profiles.get('ben')!;
    expect(ana.sensitive).toEqual({ religion: 'Buddhist', political_beliefs: 'liberal' });
    expect(ben.sensitive).toEqual({ religion: 'Buddhist' });
    // Only the answer both consented to counts.
    expect(pairCompatibility(ana, ben, context.input.signals, context.input.year)).toBe(
      COMPATIBILITY_POINTS.sharedSensitive,
    );
  });

  it('are deleted when the consent is withdrawn', async () => {
    await privateProfiles()
      .doc('ana')
      .set({ ...beliefs, nutrition: 'vegan' });
    await Promise.all([consent('ana', 'religion'), consent('ana', 'drug_use')]);
    await stack.host!.idle();
    await privateProfiles()
      .doc('ana')
      .collection(COLLECTIONS.sensitiveConsents)
      .doc('drug_use')
      .delete();
    await expect
      .poll(async () => (await privateProfiles().doc('ana').get()).data())
      .toEqual({
        religion: 'Buddhist',
        political_beliefs: 'liberal',
        weed: null,
        other_drugs: null,
        nutrition: 'vegan',
      });
  });
});
