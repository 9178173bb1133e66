// deleteAccount (issue 36 item 5, GDPR Art. 17): the member, signed in within the last minutes
// and having typed the confirmation, deletes their account. In this order, each step idempotent so
// a call that dies half-way can be made again:
// 1. upcoming bookings are cancelled under the refund policy through the bookings module's own
//    handlers (cancelBooking, cancelCheckout; waitlist places are left), refunds issued;
// 2. the Stripe subscription is cancelled and the Stripe customer deleted;
// 3. the privacy registry is walked: every document naming the member is deleted or anonymised
//    (bookings and reviews stay for accounting and ratings), with a BulkWriter;
// 4. the photo files in Storage are deleted;
// 5. the Auth user is deleted; then the registry is walked once more, for what triggers (stats
//    rows, a cancellation's mail) wrote back while the data went;
// 6. the receipt goes into the outbox, addressed to the account's e-mail (it forgets it once sent).
// Steps 1-4 can be retried by the member; after 5 there is no account left to call with.

import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { BulkWriter, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';
import {
  COLLECTIONS,
  DELETE_ACCOUNT_REAUTH_MINUTES,
  DELETE_ACCOUNT_REAUTH_REQUIRED,
  MEMBER_DATA_ENTRIES,
  MEMBER_STORAGE,
  accountDeletedRefunds,
  deleteAccountInputSchema,
  formatMoney,
  type Locale,
  mailIds,
  memberDataOrder,
  type DeleteAccountOutput,
  type MailDoc,
  type MemberDocRule,
} from '@brunchers/model';
import { eventStartsAt } from '@brunchers/model/calendar';
import { mailLanguage, mailLocaleOf } from '@brunchers/model/mail-language';
import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { anonymiseBookingRecords } from '../bookings/anonymise.js';
import { handleCancelBooking } from '../checkout/cancelBooking.handler.js';
import { handleCancelCheckout } from '../checkout/cancelCheckout.handler.js';
import { requireSignedIn, type CallRequest, type CallerAuth } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { pendingDelivery } from '../mail/outbox.js';
import type { Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { handleLeaveWaitlist } from '../waitlist/leaveWaitlist.handler.js';
import { findMemberDocs, type Member } from './memberDocs.js';

type CollectionKey = keyof typeof COLLECTIONS;
export type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface PrivacyDeps {
  db: Firestore;
  auth: Auth;
  bucket: Bucket;
  stripe: Stripe;
  clock: Clock;
}

/** Firestore's NOT_FOUND: a document anonymised here was deleted meanwhile (a retry, a trigger). */
const NOT_FOUND = 5;

export async function handleDeleteAccount(
  request: CallRequest,
  deps: PrivacyDeps,
): Promise<DeleteAccountOutput> {
  const caller = requireSignedIn(request);
  parseInput(deleteAccountInputSchema, request.data);
  requireRecentSignIn(caller, deps.clock());
  const user = await deps.auth.getUser(caller.uid);
  const member: Member = { uid: caller.uid, email: user.email ?? null };
  // The receipt's language, read before the profile goes (issue 37).
  const profile = await deps.db.collection(COLLECTIONS.userProfiles).doc(member.uid).get();
  const locale = mailLocaleOf(profile.get('locale'));

  const cancelled = await cancelUpcoming(deps, caller);
  await endStripeCustomer(deps, member.uid);
  const first = await eraseMemberData(deps.db, member);
  const files = await deleteMemberFiles(deps.bucket, member.uid);
  await deps.auth.deleteUser(member.uid).catch((error: unknown) => {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  });
  const second = await eraseMemberData(deps.db, member);
  if (member.email) await enqueueReceipt(deps, member, cancelled, locale);
  logs.accountDeleted(first + second, files, cancelled.bookings);
  return {
    deleted: true,
    cancelledBookings: cancelled.bookings,
    refundCents: cancelled.refundCents,
  };
}

/** auth_time (seconds) of the ID token: the member signed in (or re-entered it) recently. */
function requireRecentSignIn(caller: CallerAuth, now: Date) {
  const authTime = Number(caller.token.auth_time);
  const fresh =
    Number.isFinite(authTime) &&
    now.getTime() - authTime * 1000 <= DELETE_ACCOUNT_REAUTH_MINUTES * 60_000;
  if (!fresh) fail('failed-precondition', DELETE_ACCOUNT_REAUTH_REQUIRED);
}

interface Cancelled {
  bookings: number;
  refundCents: number;
}

/**
 * Waitlist places are left; bookings of events still to come are cancelled as the member would
 * cancel them (refund policy included), and checkouts in progress ended. A booking that cannot be
 * cancelled (already started, a payment on its way) is left as it is, and anonymised with the rest.
 */
async function cancelUpcoming(deps: PrivacyDeps, caller: CallerAuth): Promise<Cancelled> {
  const { db } = deps;
  const as = (data: unknown): CallRequest => ({ auth: caller, data });
  const entries = await db
    .collection(COLLECTIONS.waitlistEntries)
    .where('user_id', '==', caller.uid)
    .where('status', '==', 'waiting')
    .get();
  for (const entry of entries.docs)
    await handleLeaveWaitlist(as({ entryId: entry.id }), { db, clock: deps.clock });

  const bookings = await db
    .collection(COLLECTIONS.bookings)
    .where('user_id', '==', caller.uid)
    .get();
  const cancelled: Cancelled = { bookings: 0, refundCents: 0 };
  for (const booking of bookings.docs) {
    const status: unknown = booking.get('status');
    if (status === 'pending' && booking.get('awaiting_payment') !== true) {
      await handleCancelCheckout(as({ bookingId: booking.id }), {
        db,
        stripe: deps.stripe,
        clock: deps.clock,
      });
      continue;
    }
    if (status !== 'confirmed' || !(await isUpcoming(db, booking, deps.clock()))) continue;
    const answer = await handleCancelBooking(as({ bookingId: booking.id }), {
      db,
      stripe: deps.stripe,
      clock: deps.clock,
      // Only guests' signed links need it; the member cancels their own booking.
      tokenSecret: '',
    }).catch((error: unknown) => {
      // Not cancellable under the policy (no payment recorded to refund, guests already through
      // the door): it stays as it is, anonymised with the rest, rather than blocking the deletion.
      if (error instanceof HttpsError && error.code === 'failed-precondition') return null;
      throw error;
    });
    if (answer && answer.status !== 'confirmed') {
      cancelled.bookings += 1;
      cancelled.refundCents += answer.refundCents;
    }
  }
  return cancelled;
}

async function isUpcoming(db: Firestore, booking: DocumentSnapshot, now: Date) {
  const event = (
    await db
      .collection(COLLECTIONS.events)
      .doc(String(booking.get('event_id')))
      .get()
  ).data() as { event_date?: string; event_time?: string } | undefined;
  if (!event?.event_date || !event.event_time) return false;
  return (
    eventStartsAt({ event_date: event.event_date, event_time: event.event_time }).getTime() >
    now.getTime()
  );
}

/** Cancels the member's subscriptions and deletes their Stripe customer (already gone: fine). */
async function endStripeCustomer(deps: PrivacyDeps, uid: string) {
  const customerId: unknown = (
    await deps.db.collection(COLLECTIONS.stripeCustomers).doc(uid).get()
  ).get('customer_id');
  if (typeof customerId !== 'string' || customerId === '') return;
  const missing = (error: unknown) => (error as { code?: string }).code === 'resource_missing';
  try {
    const subscriptions = await deps.stripe.subscriptions.list({
      customer: customerId,
      status: 'all',
      limit: 100,
    });
    for (const subscription of subscriptions.data)
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired')
        await deps.stripe.subscriptions.cancel(subscription.id).catch((error: unknown) => {
          if (!missing(error)) throw error;
        });
    await deps.stripe.customers.del(customerId);
  } catch (error) {
    if (!missing(error)) throw error;
  }
}

/**
 * One walk of the registry: every document naming the member is deleted or anonymised as its
 * collection's entry says. Returns how many documents changed.
 */
export async function eraseMemberData(db: Firestore, member: Member): Promise<number> {
  const writer = db.bulkWriter({ throttling: false });
  const failures: unknown[] = [];
  writer.onWriteError((error) => {
    if (error.code === NOT_FOUND) return false;
    return error.failedAttempts < 5;
  });
  let changed = 0;
  for (const key of memberDataOrder()) {
    for (const rule of MEMBER_DATA_ENTRIES[key].rules) {
      const docs = await findMemberDocs(db, key, rule.select, member);
      changed += docs.length;
      const writes = await apply(db, writer, key, rule, docs, member.uid);
      for (const write of writes)
        write.catch((error: unknown) => {
          if ((error as { code?: number }).code !== NOT_FOUND) failures.push(error);
        });
    }
    // Subcollections before their parents, and each collection done before the next one.
    await writer.flush();
  }
  await writer.close();
  if (failures.length > 0) throw failures[0];
  return changed;
}

async function apply(
  db: Firestore,
  writer: BulkWriter,
  key: CollectionKey,
  rule: MemberDocRule,
  docs: DocumentSnapshot[],
  uid: string,
): Promise<Array<Promise<unknown>>> {
  const { action, select } = rule;
  switch (action.do) {
    case 'delete':
      return docs.map((doc) => writer.delete(doc.ref));
    case 'anonymise':
      return docs.map((doc) => writer.update(doc.ref, { ...action.fields }));
    case 'array_remove': {
      if (!('field' in select)) throw new Error(`${key}: array_remove needs a field selector`);
      return docs.map((doc) =>
        writer.update(doc.ref, { [select.field]: FieldValue.arrayRemove(uid) }),
      );
    }
    case 'bookings_module':
      return anonymiseBookingRecords(
        writer,
        docs.filter((doc) => doc.exists) as Parameters<typeof anonymiseBookingRecords>[1],
        action.fields,
      );
    case 'table_plan_parties':
      await Promise.all(docs.map((doc) => forgetInTablePlan(db, doc.ref.path, uid)));
      return [];
  }
}

/**
 * The member's parties in a table plan keep their seats but lose the name and the uid. Read raw,
 * not through the plan's schema: a plan that no longer parses must still forget the member.
 */
async function forgetInTablePlan(db: Firestore, path: string, uid: string) {
  type Party = { user_id?: unknown; name?: unknown };
  const forget = (party: Party): Party =>
    party.user_id === uid ? { ...party, user_id: null, name: null } : party;
  const parties = (list: unknown): Party[] => (Array.isArray(list) ? (list as Party[]) : []);
  await db.runTransaction(async (tx) => {
    const ref = db.doc(path);
    const plan = (await tx.get(ref)).data();
    if (!plan) return;
    const tables = Array.isArray(plan.tables) ? (plan.tables as Array<{ parties?: unknown }>) : [];
    tx.update(ref, {
      tables: tables.map((table) => ({ ...table, parties: parties(table.parties).map(forget) })),
      unseated: parties(plan.unseated).map(forget),
      member_ids: FieldValue.arrayRemove(uid),
    });
  });
}

/** Deletes the member's files in every Storage folder the registry says to delete. */
async function deleteMemberFiles(bucket: Bucket, uid: string): Promise<number> {
  let deleted = 0;
  for (const folder of Object.values(MEMBER_STORAGE)) {
    if (folder.treatment !== 'delete' || !folder.prefix) continue;
    const [files] = await bucket.getFiles({ prefix: folder.prefix(uid) });
    await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
    deleted += files.length;
  }
  return deleted;
}

/** The id of the receipt: a digest of the uid, so the outbox names no uid and a retry no second. */
export function receiptMailId(uid: string): string {
  return mailIds.accountDeleted(createHash('sha256').update(uid).digest('hex').slice(0, 32));
}

async function enqueueReceipt(
  deps: PrivacyDeps,
  member: Member,
  cancelled: Cancelled,
  locale: Locale,
) {
  const now = deps.clock();
  const { t } = mailLanguage(locale);
  const mail: MailDoc = {
    kind: 'account_deleted',
    booking_id: null,
    event_id: null,
    user_id: null,
    to: member.email,
    note:
      t(accountDeletedRefunds, cancelled.bookings, formatMoney(cancelled.refundCents, locale)) ||
      null,
    locale,
    calendar_sequence: 0,
    ...pendingDelivery(now),
  };
  await deps.db
    .collection(COLLECTIONS.mail)
    .doc(receiptMailId(member.uid))
    .create(mail)
    .catch((error: unknown) => {
      // ALREADY_EXISTS: a retried call; the receipt is there.
      if ((error as { code?: number }).code !== 6) throw error;
    });
}
