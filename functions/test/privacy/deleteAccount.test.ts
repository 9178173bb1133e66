// The deletion cascade (issue 36 item 5): a member with data in every collection the privacy
// registry names, photo files, a paid upcoming booking and a Stripe subscription deletes their
// account; then a scan of EVERY document in the database and every file in the bucket finds
// nothing naming their uid or e-mail. The accounting records (the bookings and their
// attendances, the console's rows, the review as a rating) are still there, anonymised. The
// seed covers every registry selector (checked first), so a deleter that skipped one fails here.

import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorage, type StorageServer } from '@brunchers/emulator';
import { COLLECTIONS, DELETED_MEMBER_ID, PROJECT_ID } from '@brunchers/model';
import { handleDeleteAccount, receiptMailId } from '../../src/privacy/deleteAccount.handler.js';
import { deliverMail } from '../../src/mail/deliverMail.handler.js';
import type { OutgoingMail } from '../../src/mail/deps.js';
import { member } from '../support/fixtures.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
import {
  LEAVER,
  STAYER,
  everyDocument,
  seedMember,
  uncoveredSelectors,
  type Bucket,
} from './seedMember.js';

const BUCKET = `${PROJECT_ID}.appspot.com`;
let stack: Stack;
let storage: StorageServer;
let app: App;
let bucket: Bucket;

beforeAll(async () => {
  stack = await startStack({ auth: true });
  storage = await startStorage({ port: 0 });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${storage.port}`;
  app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'privacy-delete');
  bucket = getStorage(app).bucket();
});
afterAll(async () => {
  await deleteApp(app);
  await storage.close();
  await stack.close();
});
beforeEach(async () => {
  await stack.clearFirestore();
  storage.clear();
  await fetch(`http://127.0.0.1:${stack.auth!.port}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
  });
});

const deps = (overrides: Partial<Parameters<typeof handleDeleteAccount>[1]> = {}) => ({
  db: stack.db,
  auth: stack.adminAuth!,
  bucket,
  stripe: stack.stripe,
  clock: () => new Date(),
  ...overrides,
});
const recently = () => Math.floor(Date.now() / 1000) - 30;
const asLeaver = (data: unknown, authTime = recently()) => ({
  data,
  auth: member(LEAVER.uid, { email: LEAVER.email, auth_time: authTime }),
});

/** Documents and files that still name the leaver's uid or e-mail. */
async function traces(): Promise<string[]> {
  const needles = [LEAVER.uid.toLowerCase(), LEAVER.email.toLowerCase()];
  const docs = (await everyDocument(stack.db))
    .filter(({ path, text }) => needles.some((n) => `${path} ${text}`.toLowerCase().includes(n)))
    .map(({ path, text }) => `${path}: ${text}`);
  const [files] = await bucket.getFiles();
  return [...docs, ...files.map((file) => file.name).filter((name) => name.includes(LEAVER.uid))];
}

async function sendReceipt(): Promise<OutgoingMail[]> {
  const sent: OutgoingMail[] = [];
  await deliverMail(
    {
      db: stack.db,
      send: async (mail) => {
        sent.push(mail);
        return { messageId: `<receipt-${sent.length}@test>` };
      },
      memberEmail: async () => null,
      from: 'Brunchers <hello@brunchers.test>',
      appUrl: APP_URL,
      tokenSecret: 'x',
      ticketSecret: 'y',
      clock: () => new Date(),
    },
    receiptMailId(LEAVER.uid),
    'created',
  );
  return sent;
}

describe('deleteAccount', () => {
  it('leaves nothing naming the member but anonymised accounting records, and mails a receipt', async () => {
    const seeded = await seedMember(stack, bucket);
    expect(await uncoveredSelectors(stack.db)).toEqual([]);
    expect((await traces()).length).toBeGreaterThan(20);

    const answer = await handleDeleteAccount(asLeaver({ confirmation: 'DELETE' }), deps());
    expect(answer).toEqual({ deleted: true, cancelledBookings: 1, refundCents: 5000 });

    // The receipt went to the account's address, and its outbox document forgot it.
    const receipts = await sendReceipt();
    expect(receipts.map((mail) => [mail.to, mail.subject])).toEqual([
      [LEAVER.email.toLowerCase(), 'Your Brunchers account was deleted'],
    ]);
    expect(receipts[0]!.text).toContain('1 upcoming booking was cancelled; €50.00');
    expect(await traces()).toEqual([]);

    // Kept for accounting, without the member: both bookings, the ledger and the refund.
    const upcoming = (
      await stack.db.collection(COLLECTIONS.bookings).doc(seeded.upcomingBookingId).get()
    ).data()!;
    expect(upcoming).toMatchObject({ user_id: null, guest_name: null, guest_email: null });
    expect(['refund_required', 'refunded']).toContain(upcoming.status);
    const refunds = await stack.stripe.refunds.list({
      payment_intent: seeded.upcomingPaymentIntent,
    });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([5000]);
    const past = (
      await stack.db.collection(COLLECTIONS.bookings).doc(seeded.pastBookingId).get()
    ).data()!;
    expect(past).toMatchObject({ status: 'confirmed', total_amount_cents: 2500, user_id: null });
    expect(past.ledger).toHaveLength(1);
    const review = (
      await stack.db.collection(COLLECTIONS.brunchReviews).doc(seeded.pastBookingId).get()
    ).data()!;
    expect(review).toMatchObject({
      rating: 4,
      venue_id: 'venue-1',
      user_id: DELETED_MEMBER_ID,
      review_text: null,
    });
    const row = (
      await stack.db.collection(COLLECTIONS.adminBookingRows).doc(seeded.pastBookingId).get()
    ).data()!;
    expect(row).toMatchObject({ total_amount_cents: 2500, name: '', email: '', user_id: null });
    const plan = (
      await stack.db.collection(COLLECTIONS.tablePlans).doc(seeded.pastEventId).get()
    ).data()!;
    expect(plan.member_ids).toEqual([STAYER.uid]);
    expect(plan.tables[0].parties).toHaveLength(2);
    // The table chat stays for the stayer, with their message; the leaver's place and message go.
    const chat = (
      await stack.db.collection(COLLECTIONS.tableChats).doc(`${seeded.pastEventId}_t1`).get()
    ).data()!;
    expect(chat.member_ids).toEqual([STAYER.uid]);
    const tableMessages = await stack.db.collection(COLLECTIONS.tableChatMessages).get();
    expect(tableMessages.docs.map((doc) => doc.id).sort()).toEqual([
      'stayers-table-message',
      'welcome',
    ]);

    // Issue 39: the needs go; the message stays without its sender; the anonymous counts stay.
    expect((await stack.db.collection(COLLECTIONS.bookingNeeds).get()).size).toBe(0);
    expect((await stack.db.collection(COLLECTIONS.memberNeeds).get()).size).toBe(0);
    const message = (await stack.db.collection(COLLECTIONS.attendeeMessages).get()).docs[0]!.data();
    expect(message).toMatchObject({ sent_by: DELETED_MEMBER_ID, recipients: 3 });

    // The other member keeps their data; the waitlist moved on.
    expect((await stack.db.collection(COLLECTIONS.userProfiles).doc(STAYER.uid).get()).exists).toBe(
      true,
    );
    expect((await bucket.file(`user-photos/${STAYER.uid}/1.png`).exists())[0]).toBe(true);
    expect(
      (await stack.db.collection(COLLECTIONS.waitlists).doc('sold-out').get()).get('queue'),
    ).toEqual([]);
    // Stripe: the subscription cancelled, the customer deleted; Auth: the user gone.
    expect((await stack.stripe.subscriptions.retrieve(seeded.subscriptionId)).status).toBe(
      'canceled',
    );
    expect(await stack.stripe.customers.retrieve(seeded.customerId)).toMatchObject({
      deleted: true,
    });
    await expect(stack.adminAuth!.getUser(LEAVER.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('finishes on a second call after failing half-way, refunding once', async () => {
    const seeded = await seedMember(stack, bucket);
    let failOnce = true;
    const flaky = Object.create(bucket) as Bucket;
    flaky.getFiles = ((...args: Parameters<Bucket['getFiles']>) => {
      if (failOnce) {
        failOnce = false;
        return Promise.reject(new Error('Storage unavailable'));
      }
      return bucket.getFiles(...args);
    }) as Bucket['getFiles'];

    await expect(
      handleDeleteAccount(asLeaver({ confirmation: 'DELETE' }), deps({ bucket: flaky })),
    ).rejects.toThrow('Storage unavailable');
    // The account is still there to call again with.
    expect((await stack.adminAuth!.getUser(LEAVER.uid)).uid).toBe(LEAVER.uid);
    const answer = await handleDeleteAccount(
      asLeaver({ confirmation: 'DELETE' }),
      deps({ bucket: flaky }),
    );
    expect(answer.deleted).toBe(true);
    await sendReceipt();
    expect(await traces()).toEqual([]);
    const refunds = await stack.stripe.refunds.list({
      payment_intent: seeded.upcomingPaymentIntent,
    });
    expect(refunds.data).toHaveLength(1);
  });

  it('refuses without the typed confirmation, an old sign-in, or no sign-in; nothing changes', async () => {
    await stack.adminAuth!.createUser({ uid: LEAVER.uid, email: LEAVER.email });
    await stack.db
      .collection(COLLECTIONS.userProfiles)
      .doc(LEAVER.uid)
      .set({ user_id: LEAVER.uid });
    await expect(handleDeleteAccount(asLeaver({}), deps())).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(
      handleDeleteAccount(asLeaver({ confirmation: 'delete' }), deps()),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      handleDeleteAccount(asLeaver({ confirmation: 'DELETE' }, recently() - 3600), deps()),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    await expect(
      handleDeleteAccount({ data: { confirmation: 'DELETE' }, auth: null }, deps()),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    expect((await stack.db.collection(COLLECTIONS.userProfiles).doc(LEAVER.uid).get()).exists).toBe(
      true,
    );
    expect((await stack.adminAuth!.getUser(LEAVER.uid)).uid).toBe(LEAVER.uid);
  });
});
