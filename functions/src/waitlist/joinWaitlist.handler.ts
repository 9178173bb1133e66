// joinWaitlist: a member (as themselves) or a guest (name and e-mail) queues for seats on an event
// that has fewer on sale than their party needs. Members with an active membership
// (memberships/{uid}, written by the Stripe webhook) queue ahead of non-members (model queueWith).
// One place per person and event: a second join while waiting or offered answers the same place.
// The entry and the queue are written in one transaction with the event read, so a join never
// races a release: either the seats were on sale when it ran (refused: book them) or it is queued
// before the release, which then offers them to it. A guest client (IP address) takes at most
// WAITLIST_GUEST_JOIN_LIMIT new places per window, counted in the same transaction.
// A guest's place starts unconfirmed and outside the queue (issue 36): the first mail, written in
// the same transaction, carries the link that queues it (confirmWaitlistPlace), so nobody can make
// us mail seat offers to an address whose owner never asked. Members join once verified.

import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  WAITLIST_ALREADY_FREE,
  isActiveMembership,
  isUpcoming,
  EVENT_NOT_ON_SALE,
  TOO_MANY_WAITLIST_JOINS,
  WAITLIST_GUEST_JOIN_LIMIT,
  eventStatusOf,
  mailIds,
  joinWaitlistInputSchema,
  mustWaitFor,
  queueWith,
  toDateString,
  waitlistPosition,
  type JoinWaitlistOutput,
  type WaitlistEntryDoc,
  readEventSeats,
} from '@brunchers/model';
import type { CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { bookerOf } from '../checkout/createCheckout.handler.js';
import { clientKey, counterAt, counterDoc, limitRef } from '../checkout/holdLimits.js';
import { eventRef } from '../lib/bookingDocs.js';
import { refuseSuspended } from '../safety/standing.js';
import { queueDoc, readQueue, waitlistRef } from '../bookings/waitlistOffers.js';
import { mailRef, newAccountMail } from '../mail/outbox.js';

export interface WaitlistDeps {
  db: Firestore;
  clock: Clock;
}

/** Entries that still hold a place (waiting for the guest's confirmation, queued, or offered). */
const OPEN_STATUSES = ['unconfirmed', 'waiting', 'offered'];

export async function handleJoinWaitlist(
  request: CallRequest,
  deps: WaitlistDeps,
): Promise<JoinWaitlistOutput> {
  const input = parseInput(joinWaitlistInputSchema, request.data);
  const booker = bookerOf(request, input.guestName, input.guestEmail);
  const { db } = deps;
  await refuseSuspended(db, booker.userId);
  const memberPriority = booker.userId
    ? isActiveMembership(
        (await db.collection(COLLECTIONS.memberships).doc(booker.userId).get()).data(),
      )
    : false;
  const entries = db.collection(COLLECTIONS.waitlistEntries);
  const sameBooker = booker.userId
    ? entries.where('user_id', '==', booker.userId)
    : entries.where('user_id', '==', null).where('guest_email', '==', booker.guestEmail);
  const open = sameBooker
    .where('event_id', '==', input.eventId)
    .where('status', 'in', OPEN_STATUSES)
    .limit(1);
  const client = clientKey(request);
  const guestJoins = booker.userId ? null : limitRef(db, 'waitlist', client);

  const answer = await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const event = await tx.get(eventRef(db, input.eventId));
    const queueSnapshot = await tx.get(waitlistRef(db, input.eventId));
    const existing = await tx.get(open);
    const joinsBefore = guestJoins ? await tx.get(guestJoins) : undefined;
    const { eventDate, spotsLeft } = readEventSeats(event.data());
    if (!event.exists || eventDate === null || spotsLeft === null)
      fail('not-found', 'Event not found.');
    if (eventStatusOf(event.data() ?? {}) !== 'published')
      fail('failed-precondition', EVENT_NOT_ON_SALE);
    if (!isUpcoming({ event_date: eventDate }, toDateString(now)))
      fail('failed-precondition', 'This event has already taken place.');
    const queue = readQueue(queueSnapshot);
    const mine = existing.docs[0];
    if (mine)
      return {
        entryId: mine.id,
        position: waitlistPosition(queue, mine.id) ?? 0,
        new: false,
        unconfirmed: mine.get('status') === 'unconfirmed',
      };
    if (!mustWaitFor(spotsLeft, input.partySize))
      fail('failed-precondition', WAITLIST_ALREADY_FREE);
    if (guestJoins) {
      const joins = counterAt(joinsBefore, WAITLIST_GUEST_JOIN_LIMIT, now);
      if (joins.count >= WAITLIST_GUEST_JOIN_LIMIT.calls) {
        logs.waitlistRateLimited(client, input.eventId);
        fail('resource-exhausted', TOO_MANY_WAITLIST_JOINS);
      }
      tx.set(
        guestJoins,
        counterDoc({ ...joins, count: joins.count + 1 }, WAITLIST_GUEST_JOIN_LIMIT),
      );
    }

    const entry = entries.doc();
    const unconfirmed = booker.userId === null;
    const doc: WaitlistEntryDoc = {
      event_id: input.eventId,
      event_title: String(event.get('title') ?? ''),
      ...(event.get('title_pt') ? { event_title_pt: String(event.get('title_pt')) } : {}),
      user_id: booker.userId,
      guest_name: booker.guestName,
      guest_email: booker.guestEmail,
      party_size: input.partySize,
      member_priority: memberPriority,
      status: unconfirmed ? 'unconfirmed' : 'waiting',
      joined_at: timestamp(now),
      offer_booking_id: null,
      offered_at: null,
      offer_expires_at: null,
      updated_at: timestamp(now),
      ...(input.locale ? { locale: input.locale } : {}),
    };
    tx.create(entry, doc);
    if (unconfirmed) {
      // Only our words and the link go to the address (no name): confirmWaitlistPlace queues it.
      tx.create(
        mailRef(db, mailIds.waitlistConfirm(entry.id)),
        newAccountMail(
          {
            kind: 'waitlist_confirm',
            userId: null,
            to: booker.guestEmail,
            eventId: input.eventId,
            waitlistEntryId: entry.id,
            ...(input.locale ? { locale: input.locale } : {}),
          },
          now,
        ),
      );
      return { entryId: entry.id, position: 0, new: true, unconfirmed: true };
    }
    const next = queueWith(queue, {
      entry_id: entry.id,
      party_size: input.partySize,
      member_priority: memberPriority,
    });
    tx.set(queueSnapshot.ref, queueDoc(input.eventId, next, now));
    return {
      entryId: entry.id,
      position: waitlistPosition(next, entry.id) ?? 0,
      new: true,
      unconfirmed: false,
    };
  });
  if (answer.new)
    logs.waitlistJoined(input.eventId, answer.entryId, input.partySize, answer.position);
  return {
    entryId: answer.entryId,
    position: answer.position,
    ...(answer.unconfirmed ? { unconfirmed: true as const } : {}),
  };
}
