// Issue 36 §4 on the server: blocks are mutual (both lists), reports keep their evidence and are
// rate-limited per reporter, decisions are admin-only and audited, and a suspension refuses
// booking and cancels the member's upcoming bookings through the bookings module; removing a
// photo deletes its Storage file; an admin (only) lifts a suspension, audited, and the member is
// told.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorage, type StorageServer } from '@brunchers/emulator';
import {
  PROJECT_ID,
  liftDecisionId,
  ACCOUNT_SUSPENDED,
  COLLECTIONS,
  EMAIL_NOT_VERIFIED,
  REPORT_RATE_LIMIT,
  TOO_MANY_REPORTS,
  blockId,
  mailIds,
  renderModerationNotice,
  type BookingDoc,
  type ModerationDecisionDoc,
  type ReportDoc,
} from '@brunchers/model';
import { handleBlockMember, handleUnblockMember } from '../../src/safety/blocks.handler.js';
import {
  handleDecideReport,
  photoFilePath,
  type Bucket,
} from '../../src/safety/decideReport.handler.js';
import { handleLiftSuspension } from '../../src/safety/liftSuspension.handler.js';
import { handleFlagDoorIncident, handleReportContent } from '../../src/safety/reports.handler.js';
import { bookingWorld } from '../support/bookings.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;
let w: ReturnType<typeof bookingWorld>;
let storage: StorageServer;
let app: App;
let bucket: Bucket;
beforeAll(async () => {
  stack = await startStack();
  w = bookingWorld(stack);
  storage = await startStorage({ port: 0 });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${storage.port}`;
  app = initializeApp(
    { projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` },
    'safety',
  );
  bucket = getStorage(app).bucket();
});
afterAll(async () => {
  await deleteApp(app);
  await storage.close();
  await stack.close();
});

const deps = () => ({ db: stack.db, clock: () => new Date() });
const as = (uid: string, data: unknown) => ({ auth: member(uid), data });
const col = (name: keyof typeof COLLECTIONS) => stack.db.collection(COLLECTIONS[name]);
const hidden = async (uid: string) =>
  ((await col('blockLists').doc(uid).get()).get('hidden_ids') as string[] | undefined) ?? [];

async function profile(uid: string, extra: Record<string, unknown> = {}) {
  await col('userProfiles')
    .doc(uid)
    .set({
      user_id: uid,
      display_name: uid[0]!.toUpperCase() + uid.slice(1),
      bio: `Hi, I am ${uid}`,
      photo_url: `/images/members/${uid}.jpg`,
      level: 1,
      experience_points: 0,
      ...extra,
    });
}

beforeEach(async () => {
  await stack.clearFirestore();
  storage.clear();
  await w.role('boss', 'admin');
  await Promise.all(['ana', 'ben', 'cleo'].map((uid) => profile(uid)));
});

describe('blockMember / unblockMember', () => {
  it('hides both members from each other, and an unblock by one keeps the other’s block', async () => {
    await handleBlockMember(as('ana', { memberId: 'ben' }), deps());
    expect((await col('blocks').doc(blockId('ana', 'ben')).get()).data()).toMatchObject({
      blocker_id: 'ana',
      blocked_id: 'ben',
      blocked_name: 'Ben',
    });
    expect(await hidden('ana')).toEqual(['ben']);
    expect(await hidden('ben')).toEqual(['ana']);

    await handleBlockMember(as('ben', { memberId: 'ana' }), deps());
    await handleUnblockMember(as('ana', { memberId: 'ben' }), deps());
    // ben's block stands: still hidden both ways.
    expect(await hidden('ana')).toEqual(['ben']);
    expect(await hidden('ben')).toEqual(['ana']);
    await handleUnblockMember(as('ben', { memberId: 'ana' }), deps());
    expect(await hidden('ana')).toEqual([]);
    expect(await hidden('ben')).toEqual([]);
  });

  it('refuses guests, self-blocks and unknown members', async () => {
    expect(
      (await httpsErrorOf(handleBlockMember({ data: { memberId: 'ben' } }, deps()))).code,
    ).toBe('unauthenticated');
    expect(
      (await httpsErrorOf(handleBlockMember(as('ana', { memberId: 'ana' }), deps()))).code,
    ).toBe('invalid-argument');
    expect(
      (await httpsErrorOf(handleBlockMember(as('ana', { memberId: 'nobody' }), deps()))).code,
    ).toBe('not-found');
    expect((await col('blocks').get()).size).toBe(0);
  });
});

describe('reportContent', () => {
  it('stores the reported content as it was, for admins only to read', async () => {
    const { reportId } = await handleReportContent(
      as('ana', {
        kind: 'profile',
        targetId: 'ben',
        reason: 'harassment',
        text: ' Rude at table ',
      }),
      deps(),
    );
    // The member edits their profile afterwards: the evidence keeps what was reported.
    await col('userProfiles').doc('ben').update({ bio: 'Edited' });
    const report = (await col('reports').doc(reportId).get()).data() as ReportDoc;
    expect(report).toMatchObject({
      reporter_id: 'ana',
      reported_id: 'ben',
      target_kind: 'profile',
      reason: 'harassment',
      text: 'Rude at table',
      status: 'open',
      evidence: { display_name: 'Ben', bio: 'Hi, I am ben' },
    });
  });

  it('refuses a reporter whose address is unverified: its decision notice would mail it', async () => {
    const unverified = {
      auth: member('ana', { email_verified: false }),
      data: { kind: 'profile', targetId: 'ben', reason: 'harassment' },
    };
    const refused = await httpsErrorOf(handleReportContent(unverified, deps()));
    expect(refused).toMatchObject({ code: 'failed-precondition', message: EMAIL_NOT_VERIFIED });
    expect((await col('reports').get()).size).toBe(0);
  });

  it('reports a photo and a review by their owner', async () => {
    await col('userPhotos')
      .doc('p1')
      .set({ user_id: 'ben', photo_url: '/images/members/ben2.jpg', created_at: new Date() });
    await col('brunchReviews').doc('r1').set({
      user_id: 'cleo',
      booking_id: 'r1',
      venue_id: null,
      rating: 1,
      review_text: 'Awful people',
      created_at: new Date(),
    });
    const photo = await handleReportContent(
      as('ana', { kind: 'photo', targetId: 'p1', reason: 'inappropriate_content' }),
      deps(),
    );
    const review = await handleReportContent(
      as('ana', { kind: 'review', targetId: 'r1', reason: 'hate_speech' }),
      deps(),
    );
    expect((await col('reports').doc(photo.reportId).get()).data()).toMatchObject({
      reported_id: 'ben',
      evidence: { photo_url: '/images/members/ben2.jpg' },
    });
    expect((await col('reports').doc(review.reportId).get()).data()).toMatchObject({
      reported_id: 'cleo',
      evidence: { review_text: 'Awful people', rating: 1 },
    });
  });

  it(`refuses a reporter's report beyond ${REPORT_RATE_LIMIT.calls} a day, and nothing more is stored`, async () => {
    for (let i = 0; i < REPORT_RATE_LIMIT.calls; i++)
      await handleReportContent(
        as('ana', { kind: 'profile', targetId: i % 2 ? 'ben' : 'cleo', reason: 'spam_or_scam' }),
        deps(),
      );
    const error = await httpsErrorOf(
      handleReportContent(as('ana', { kind: 'profile', targetId: 'ben', reason: 'other' }), deps()),
    );
    expect(error).toMatchObject({ code: 'resource-exhausted', message: TOO_MANY_REPORTS });
    expect((await col('reports').get()).size).toBe(REPORT_RATE_LIMIT.calls);
    // Another reporter is not affected; a day later ana may report again.
    await handleReportContent(
      as('ben', { kind: 'profile', targetId: 'cleo', reason: 'other' }),
      deps(),
    );
    const tomorrow = {
      db: stack.db,
      clock: () => new Date(Date.now() + REPORT_RATE_LIMIT.windowMs),
    };
    await handleReportContent(
      as('ana', { kind: 'profile', targetId: 'ben', reason: 'other' }),
      tomorrow,
    );
  });

  it('refuses reporting yourself, unknown content and over-long text', async () => {
    const codes = await Promise.all(
      [
        { kind: 'profile', targetId: 'ana', reason: 'other' },
        { kind: 'photo', targetId: 'missing', reason: 'other' },
        { kind: 'profile', targetId: 'ben', reason: 'other', text: 'x'.repeat(1001) },
        { kind: 'profile', targetId: 'ben', reason: 'made_up' },
      ].map(
        async (data) => (await httpsErrorOf(handleReportContent(as('ana', data), deps()))).code,
      ),
    );
    expect(codes).toEqual([
      'invalid-argument',
      'not-found',
      'invalid-argument',
      'invalid-argument',
    ]);
  });
});

describe('decideReport', () => {
  const report = async (reporter = 'ana', target = 'ben') =>
    (
      await handleReportContent(
        as(reporter, { kind: 'profile', targetId: target, reason: 'harassment' }),
        deps(),
      )
    ).reportId;
  const decide = (reportId: string, decision: string, uid = 'boss') =>
    handleDecideReport(as(uid, { reportId, decision, reason: 'Against our guidelines' }), {
      ...deps(),
      stripe: stack.stripe,
      bucket,
    });
  const lift = (memberId: string, uid = 'boss') =>
    handleLiftSuspension(as(uid, { memberId, reason: 'Appeal upheld' }), deps());

  it('is for admins only: members cannot decide, and nothing changes', async () => {
    const reportId = await report();
    for (const uid of ['ana', 'ben'])
      expect((await httpsErrorOf(decide(reportId, 'suspend', uid))).code).toBe('permission-denied');
    expect((await col('reports').doc(reportId).get()).get('status')).toBe('open');
    expect((await col('memberStanding').doc('ben').get()).exists).toBe(false);
  });

  it('records the decision once (audited), and removes the reported content', async () => {
    const reportId = await report();
    await decide(reportId, 'remove_content');
    const decision = (
      await col('moderationDecisions').doc(reportId).get()
    ).data() as ModerationDecisionDoc;
    expect(decision).toMatchObject({
      decision: 'remove_content',
      decided_by: 'boss',
      reported_id: 'ben',
      reporter_id: 'ana',
      content_removed: true,
      reason: 'Against our guidelines',
    });
    expect((await col('userProfiles').doc('ben').get()).data()).toMatchObject({
      bio: null,
      photo_url: null,
      display_name: 'Ben',
    });
    expect((await col('reports').doc(reportId).get()).data()).toMatchObject({
      status: 'decided',
      decision: 'remove_content',
      evidence: { bio: 'Hi, I am ben' },
    });
    expect((await httpsErrorOf(decide(reportId, 'dismiss'))).code).toBe('already-exists');
    // The statement of reasons is queued once for each member.
    const notices = await stack.db
      .collection(COLLECTIONS.mail)
      .where('moderation_decision_id', '==', reportId)
      .get();
    expect(notices.docs.map((doc) => [doc.id, doc.get('user_id'), doc.get('kind')]).sort()).toEqual(
      [
        [mailIds.moderationNotice(reportId, 'reported'), 'ben', 'moderation_notice'],
        [mailIds.moderationNotice(reportId, 'reporter'), 'ana', 'moderation_notice'],
      ],
    );
    expect(decision.notice_mail_ids).toHaveLength(2);
  });

  it('warns: counts a warning and nothing else', async () => {
    await decide(await report(), 'warn');
    await decide(await report('cleo'), 'warn');
    expect((await col('memberStanding').doc('ben').get()).data()).toMatchObject({
      suspended: false,
      warnings: 2,
    });
  });

  it('suspends: booking is refused with a clear error, upcoming bookings are cancelled and refunded', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 10, spots_left: 10, price: 25 });
    await seedEvent(stack.db, 'ev2', { spots_total: 10, spots_left: 10, price: 25 });
    const { bookingId } = await w.paidBooking('ev', 'ben', 2);
    expect(await w.f.spotsLeft('ev')).toBe(8);

    const answer = await decide(await report(), 'suspend');
    expect(answer.cancelledBookings).toBe(1);
    const booking = (await col('bookings').doc(bookingId).get()).data() as BookingDoc;
    expect(['cancelled', 'refunded']).toContain(booking.status);
    expect(await w.f.spotsLeft('ev')).toBe(10);
    expect((await col('moderationDecisions').get()).docs[0]!.get('cancelled_booking_ids')).toEqual([
      bookingId,
    ]);
    expect((await col('userProfiles').doc('ben').get()).get('suspended')).toBe(true);

    const refused = await httpsErrorOf(w.book('ev2', 'ben', 1));
    expect(refused).toMatchObject({ code: 'permission-denied', message: ACCOUNT_SUSPENDED });
    expect(await w.f.spotsLeft('ev2')).toBe(10);
    // Others still book.
    await w.book('ev2', 'cleo', 1);
  });

  it('removes a reported photo: its document, its Storage file and the profile photo that showed it', async () => {
    const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
    const save = (path: string) =>
      bucket.file(path).save(PNG, { contentType: 'image/png', resumable: false });
    await save('user-photos/ben/1.png');
    await save('user-photos/ben/2.png');
    const url = `http://127.0.0.1:9199/v0/b/${PROJECT_ID}.appspot.com/o/user-photos%2Fben%2F1.png?alt=media&token=abc`;
    await col('userPhotos').doc('p1').set({
      user_id: 'ben',
      photo_url: url,
      storage_path: 'user-photos/ben/1.png',
      created_at: new Date(),
    });
    await col('userProfiles').doc('ben').update({ photo_url: url });
    const { reportId } = await handleReportContent(
      as('ana', { kind: 'photo', targetId: 'p1', reason: 'inappropriate_content' }),
      deps(),
    );
    await decide(reportId, 'remove_content');
    expect((await col('userPhotos').doc('p1').get()).exists).toBe(false);
    expect((await bucket.file('user-photos/ben/1.png').exists())[0]).toBe(false);
    expect((await bucket.file('user-photos/ben/2.png').exists())[0]).toBe(true);
    expect((await col('userProfiles').doc('ben').get()).get('photo_url')).toBeNull();
    expect((await col('reports').doc(reportId).get()).get('evidence')).toEqual({ photo_url: url });
  });

  it('finds a photo’s file by its storage_path or URL, in its owner’s folder only', () => {
    const url = (path: string) =>
      `http://127.0.0.1:9199/v0/b/x.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=1`;
    expect(photoFilePath('ben', { storage_path: 'user-photos/ben/a.png' })).toBe(
      'user-photos/ben/a.png',
    );
    expect(photoFilePath('ben', { photo_url: url('user-photos/ben/b.png') })).toBe(
      'user-photos/ben/b.png',
    );
    expect(photoFilePath('ben', { storage_path: 'user-photos/ana/a.png' })).toBeNull();
    expect(photoFilePath('ben', { photo_url: url('event-covers/c.png') })).toBeNull();
    expect(photoFilePath('ben', { photo_url: url('user-photos/ben/../ana/x.png') })).toBeNull();
    expect(photoFilePath('ben', { photo_url: '/images/members/ben.jpg' })).toBeNull();
  });

  it('lifts a suspension: admins only, audited, the member told, booking again', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 10, spots_left: 10, price: 25 });
    const reportId = await report();
    await decide(reportId, 'suspend');
    // A warning after the suspension keeps the suspension's report for the lift's audit.
    await decide(await report('cleo'), 'warn');

    // The suspended member, and any other member, cannot lift it.
    for (const uid of ['ben', 'ana'])
      expect((await httpsErrorOf(lift('ben', uid))).code).toBe('permission-denied');
    expect((await col('memberStanding').doc('ben').get()).get('suspended')).toBe(true);

    const { decisionId } = await lift('ben');
    expect(decisionId).toBe(liftDecisionId(reportId));
    expect((await col('memberStanding').doc('ben').get()).data()).toMatchObject({
      suspended: false,
      warnings: 1,
      last_decision_id: decisionId,
    });
    expect((await col('userProfiles').doc('ben').get()).get('suspended')).toBe(false);
    expect((await col('moderationDecisions').doc(decisionId).get()).data()).toMatchObject({
      decision: 'lift_suspension',
      report_id: reportId,
      reported_id: 'ben',
      decided_by: 'boss',
      reason: 'Appeal upheld',
    });
    // Only the member is told.
    const notices = await stack.db
      .collection(COLLECTIONS.mail)
      .where('moderation_decision_id', '==', decisionId)
      .get();
    expect(notices.docs.map((doc) => [doc.id, doc.get('user_id')])).toEqual([
      [mailIds.moderationNotice(decisionId, 'reported'), 'ben'],
    ]);
    await w.book('ev', 'ben', 1);
    // Nothing left to lift.
    expect((await httpsErrorOf(lift('ben'))).code).toBe('failed-precondition');
    expect((await httpsErrorOf(lift('cleo'))).code).toBe('failed-precondition');
  });
});

describe('the decision notice', () => {
  it('states the decision, the reasons, that a person decided, and how to appeal', () => {
    const notice = renderModerationNotice({
      appUrl: 'http://localhost:5173',
      role: 'reported',
      name: 'Ben <b>',
      decision: 'suspend',
      reason: 'Harassed a member after a brunch.',
      what: 'your profile',
    });
    expect(notice.subject).toBe('A decision about your Brunchers account');
    expect(notice.text).toContain('We suspended your account');
    expect(notice.text).toContain('Our reasons: Harassed a member after a brunch.');
    expect(notice.text).toContain('not by an automated system');
    expect(notice.text).toContain('reply to this e-mail');
    expect(notice.html).toContain('Ben &lt;b&gt;');
    const toReporter = renderModerationNotice({
      appUrl: 'http://localhost:5173',
      role: 'reporter',
      name: 'Ana',
      decision: 'dismiss',
      reason: 'No breach found.',
      what: 'a member’s profile',
    });
    expect(toReporter.text).toContain('Thank you for your report');
    expect(toReporter.text).not.toContain('Ben');
    const lifted = renderModerationNotice({
      appUrl: 'http://localhost:5173',
      role: 'reported',
      name: null,
      decision: 'lift_suspension',
      reason: 'Appeal upheld.',
      what: 'your profile',
    });
    expect(lifted.text).toContain('Your account was suspended after a report about your profile.');
    expect(lifted.text).toContain('lifted it: you can book brunches again');
    expect(lifted.text).toContain('Our reasons: Appeal upheld.');
  });
});

describe('flagDoorIncident', () => {
  it('lets the venue’s partner flag a booked member, and nobody else', async () => {
    await w.role('pat', 'partner');
    await col('venues').doc('garden').set({
      name: 'Garden',
      city: 'Lisbon',
      country: 'Portugal',
      partner_user_id: 'pat',
    });
    await seedEvent(stack.db, 'ev', {
      venue_id: 'garden',
      spots_total: 10,
      spots_left: 10,
      title: 'Garden Brunch',
      title_pt: 'Brunch no Jardim',
    });
    const { bookingId } = await w.paidBooking('ev', 'ben', 1);
    const data = { bookingId, reason: 'safety_concern', text: 'Shouted at staff' };
    for (const uid of ['ana', 'cleo'])
      expect((await httpsErrorOf(handleFlagDoorIncident(as(uid, data), deps()))).code).toBe(
        'permission-denied',
      );
    const { reportId } = await handleFlagDoorIncident(as('pat', data), deps());
    expect((await col('reports').doc(reportId).get()).data()).toMatchObject({
      source: 'partner',
      reporter_id: 'pat',
      reported_id: 'ben',
      target_kind: 'door_incident',
      target_id: bookingId,
      // Both titles: the moderation queue shows the organiser's language's.
      evidence: {
        display_name: 'Ben',
        event_title: 'Garden Brunch',
        event_title_pt: 'Brunch no Jardim',
      },
    });
  });
});
