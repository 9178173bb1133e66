// Table chats follow the table plan (issue 38 items 3 and 4): whenever table_plans/{eventId} is
// written (the cut-off, an admin's plan, a re-plan after a cancellation, a move), each table's
// members get or keep their chat, members who left the table lose their membership, a chat whose
// table is gone is emptied, and each chat's conversation cards are built again from its members
// who opted in. A new chat opens with the organiser's welcome and "we are at table N". Guests
// without an account are in none. Idempotent (the trigger is retried): fixed ids for the
// organiser's messages, memberships keyed by chat and member.

import { FieldPath, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  unreadKey,
  COLLECTIONS,
  TABLE_SYSTEM_TEXTS,
  tableChatAddressDueAt,
  tableChatClosesAt,
  tableChatId,
  tableChatMemberId,
  tableConversationCards,
  type CardMember,
  type CardQuestion,
  type TableChatDoc,
  type TableChatMemberDoc,
  type TableChatMessageDoc,
  type TableSystemMessage,
} from '@brunchers/model';
import { eventStartsAt } from '@brunchers/model/calendar';
import { clearUnreadNow, readUnread } from '../connections/unread.js';
import { typedCollection, typedDoc } from '../lib/docs.js';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';

const IN_LIMIT = 30;
const BATCH_LIMIT = 400;

function chunks<T>(items: readonly T[], size = IN_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** What the cards may read of these members: everything only for those who opted in. */
export async function loadCardMembers(
  db: Firestore,
  uids: readonly string[],
): Promise<{ members: Map<string, CardMember>; questions: CardQuestion[] }> {
  const members = new Map<string, CardMember>();
  if (uids.length === 0) return { members, questions: [] };
  const privates = await db.getAll(...uids.map((uid) => typedDoc(db, 'userPrivateProfiles', uid)));
  const optedIn = privates
    .filter((doc) => doc.data()?.conversation_cards_opt_in === true)
    .map((doc) => doc.id);
  for (const uid of uids) members.set(uid, { user_id: uid, opted_in: false, answered: [] });
  if (optedIn.length === 0) return { members, questions: [] };
  const answered = new Map<string, Set<string>>(optedIn.map((uid) => [uid, new Set()]));
  await Promise.all(
    chunks(optedIn).map(async (ids) => {
      const [profiles, answers] = await Promise.all([
        db.getAll(...ids.map((id) => typedDoc(db, 'userProfiles', id))),
        // Only which questions were answered: the answers themselves are never used.
        db
          .collection(COLLECTIONS.userAnswers)
          .where('user_id', 'in', ids)
          .select('question_id', 'user_id')
          .get(),
      ]);
      for (const doc of answers.docs)
        answered.get(String(doc.get('user_id')))?.add(String(doc.get('question_id')));
      for (const doc of profiles) {
        const profile = doc.data();
        members.set(doc.id, {
          user_id: doc.id,
          opted_in: true,
          answered: [],
          weekend_vibe: profile?.weekend_vibe ?? null,
          brunch_buddy_vibe: profile?.brunch_buddy_vibe ?? null,
          languages: profile?.languages ?? [],
        });
      }
    }),
  );
  for (const [uid, ids] of answered) {
    const member = members.get(uid);
    if (member) member.answered = [...ids];
  }
  const questionIds = [...new Set([...answered.values()].flatMap((ids) => [...ids]))];
  const questions: CardQuestion[] = [];
  for (const ids of chunks(questionIds)) {
    const docs = await typedCollection(db, 'selfDiscoveryQuestions')
      .where(FieldPath.documentId(), 'in', ids)
      .get();
    for (const doc of docs.docs) {
      const { question, question_pt } = doc.data();
      questions.push({ id: doc.id, question, question_pt });
    }
  }
  return { members, questions };
}

/** Writes in batches of at most BATCH_LIMIT operations. */
class Batches {
  private batch: WriteBatch;
  private count = 0;
  private readonly done: Promise<unknown>[] = [];
  constructor(private readonly db: Firestore) {
    this.batch = db.batch();
  }
  get(): WriteBatch {
    if (this.count >= BATCH_LIMIT) {
      this.done.push(this.batch.commit());
      this.batch = this.db.batch();
      this.count = 0;
    }
    this.count++;
    return this.batch;
  }
  async commit() {
    this.done.push(this.batch.commit());
    await Promise.all(this.done);
  }
}

/**
 * The organiser's message: its key and arguments, rendered in each reader's language
 * (tableMessageText), and its English text for readers that predate them.
 */
export function systemMessage(
  chatId: string,
  system: TableSystemMessage,
  params: (string | number)[],
  text: string,
  at: Date,
): TableChatMessageDoc {
  return { chat_id: chatId, sender_id: null, system, params, text, sent_at: timestamp(at) };
}

export function systemMessageId(chatId: string, system: TableSystemMessage): string {
  return `${chatId}_${system}`;
}

/** Passes over one event at most: each pass after the first follows a plan written meanwhile. */
const MAX_PASSES = 3;

/**
 * Brings the event's table chats in line with its plan; returns how many chats it has. Two plan
 * writes close together run two of these at once, and the older may commit last: so each pass
 * ends by checking the plan did not change since it was read, and goes again if it did.
 */
export async function handleTablePlanWritten(
  db: Firestore,
  eventId: string,
  now: Date,
): Promise<number> {
  for (let pass = 1; ; pass++) {
    const { chats, planVersion } = await syncOnce(db, eventId, now);
    const after = await db.collection(COLLECTIONS.tablePlans).doc(eventId).get();
    if ((after.updateTime?.toMillis() ?? null) === planVersion || pass >= MAX_PASSES) {
      logs.tableChatsSynced(eventId, chats);
      return chats;
    }
  }
}

async function syncOnce(
  db: Firestore,
  eventId: string,
  now: Date,
): Promise<{ chats: number; planVersion: number | null }> {
  const [plan, event, chats, memberships] = await Promise.all([
    typedDoc(db, 'tablePlans', eventId).get(),
    typedDoc(db, 'events', eventId).get(),
    typedCollection(db, 'tableChats').where('event_id', '==', eventId).get(),
    typedCollection(db, 'tableChatMembers').where('event_id', '==', eventId).get(),
  ]);
  const eventData = event.data();
  const wanted = new Map<string, { table: number; uids: string[] }>();
  for (const table of (eventData && plan.data()?.tables) || []) {
    const uids = [
      ...new Set(table.parties.flatMap((party) => (party.user_id ? [party.user_id] : []))),
    ].sort();
    if (uids.length > 0)
      wanted.set(tableChatId(eventId, table.number), { table: table.number, uids });
  }
  const existing = new Map(chats.docs.map((doc) => [doc.id, doc.data()]));
  const batches = new Batches(db);

  // Members who left a table (moved, cancelled, deleted) lose their membership.
  const kept = new Set<string>();
  const left: { uid: string; chatId: string }[] = [];
  for (const doc of memberships.docs) {
    const { chat_id, user_id, unread } = doc.data();
    if (wanted.get(chat_id)?.uids.includes(user_id)) kept.add(doc.id);
    else {
      batches.get().delete(doc.ref);
      if (unread > 0) left.push({ uid: user_id, chatId: chat_id });
    }
  }
  for (const [chatId, chat] of existing)
    if (!wanted.has(chatId) && chat.member_ids.length > 0)
      batches.get().update(typedDoc(db, 'tableChats', chatId), {
        member_ids: [],
        updated_at: timestamp(now),
      });

  if (eventData && wanted.size > 0) {
    const startsAt = eventStartsAt(eventData);
    const closesAt = tableChatClosesAt(startsAt);
    const place = eventData.location_name;
    const { members, questions } = await loadCardMembers(db, [
      ...new Set([...wanted.values()].flatMap((t) => t.uids)),
    ]);
    for (const [chatId, { table, uids }] of wanted) {
      const cards = tableConversationCards(
        uids.map((uid) => members.get(uid) ?? { user_id: uid, opted_in: false, answered: [] }),
        questions,
      );
      const ref = typedDoc(db, 'tableChats', chatId);
      const previous = existing.get(chatId);
      if (!previous) {
        const chat: TableChatDoc = {
          event_id: eventId,
          table_number: table,
          event_date: eventData.event_date,
          place_name: place,
          starts_at: timestamp(startsAt),
          closes_at: timestamp(closesAt),
          member_ids: uids,
          cards,
          address_due_at: timestamp(tableChatAddressDueAt(startsAt)),
          created_at: timestamp(now),
          updated_at: timestamp(now),
        };
        batches.get().set(ref, chat);
        const messages = typedCollection(db, 'tableChatMessages');
        batches
          .get()
          .set(
            messages.doc(systemMessageId(chatId, 'welcome')),
            systemMessage(chatId, 'welcome', [place], TABLE_SYSTEM_TEXTS.welcome(place), now),
          );
        batches
          .get()
          .set(
            messages.doc(systemMessageId(chatId, 'table')),
            systemMessage(
              chatId,
              'table',
              [table],
              TABLE_SYSTEM_TEXTS.table(table),
              new Date(now.getTime() + 1),
            ),
          );
      } else if (
        previous.member_ids.join() !== uids.join() ||
        JSON.stringify(previous.cards) !== JSON.stringify(cards)
      )
        batches.get().update(ref, { member_ids: uids, cards, updated_at: timestamp(now) });

      for (const uid of uids) {
        const id = tableChatMemberId(chatId, uid);
        if (kept.has(id)) continue;
        const membership: TableChatMemberDoc = {
          chat_id: chatId,
          user_id: uid,
          event_id: eventId,
          table_number: table,
          event_date: eventData.event_date,
          place_name: place,
          closes_at: timestamp(closesAt),
          unread: 0,
          joined_at: timestamp(now),
        };
        batches.get().set(typedDoc(db, 'tableChatMembers', id), membership);
      }
    }
  }
  await batches.commit();
  // Their unread messages there no longer count on their tab bar.
  for (const { uid, chatId } of left) await clearUnreadNow(db, uid, unreadKey.table(chatId), now);
  return { chats: wanted.size, planVersion: plan.updateTime?.toMillis() ?? null };
}

/** Posts the venue's address in every chat whose time has come (scheduled, on the day). */
export async function handlePostTableChatAddresses(db: Firestore, now: Date): Promise<number> {
  const due = await typedCollection(db, 'tableChats')
    .where('address_due_at', '<=', timestamp(now))
    .get();
  const events = new Map<string, { place: string; address: string } | null>();
  let posted = 0;
  for (const doc of due.docs) {
    const chat = doc.data();
    if (!events.has(chat.event_id)) {
      const event = (await typedDoc(db, 'events', chat.event_id).get()).data();
      events.set(
        chat.event_id,
        event ? { place: event.location_name, address: event.address } : null,
      );
    }
    const where = events.get(chat.event_id);
    const batch = db.batch();
    if (where && chat.member_ids.length > 0) {
      batch.set(
        typedCollection(db, 'tableChatMessages').doc(systemMessageId(doc.id, 'address')),
        systemMessage(
          doc.id,
          'address',
          [where.place, where.address],
          TABLE_SYSTEM_TEXTS.address(where.place, where.address),
          now,
        ),
      );
      posted++;
    }
    batch.update(doc.ref, { address_due_at: null });
    await batch.commit();
  }
  if (posted > 0) logs.tableChatAddressesPosted(posted);
  return posted;
}

/** How many closed chats' unread counts one sweep clears (the next sweep takes the rest). */
const CLOSED_SWEEP_LIMIT = 300;

/**
 * A chat that closed (TABLE_CHAT_OPEN_AFTER_HOURS) can no longer be answered, so its unread
 * messages stop counting on the member's tab bar and in the digest: each membership with unread
 * messages whose chat has closed is cleared, in one transaction with member_unread.
 */
export async function handleClearClosedTableChats(db: Firestore, now: Date): Promise<number> {
  const closed = await typedCollection(db, 'tableChatMembers')
    .where('closes_at', '<=', timestamp(now))
    .where('unread', '>', 0)
    .limit(CLOSED_SWEEP_LIMIT)
    .get();
  for (const doc of closed.docs) {
    const { chat_id, user_id } = doc.data();
    await db.runTransaction(async (tx) => {
      const unread = await readUnread(tx, db, user_id);
      tx.update(doc.ref, { unread: 0 });
      unread.clear(unreadKey.table(chat_id), now);
    });
  }
  return closed.size;
}
