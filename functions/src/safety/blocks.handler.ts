// blockMember / unblockMember (issue 36 §4): a block is mutual and total. The server writes
// blocks/{blocker}_{blocked} and, in the same transaction, both members' block_lists/{uid} (whom
// each must never see nor be seen by), recomputed from the blocks either way, so an unblock by one
// never lifts the other's block. Discover reads the list; the table planner reads the blocks; the
// rules deny a blocked pair each other's profile. A block between two members already seated
// together at an upcoming brunch plans that brunch's tables afresh.

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  BLOCK_SELF,
  COLLECTIONS,
  blockId,
  blockMemberInputSchema,
  memberName,
  toDateString,
  type BlockDoc,
  type BlockListDoc,
  type BlockMemberOutput,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { typedCollection } from '../lib/docs.js';
import { planEvent } from '../tables/tablePlan.js';

export interface SafetyDeps {
  db: Firestore;
  clock: Clock;
}

/** Everyone `uid` blocked or was blocked by, read in `tx`. */
async function blockedEitherWay(tx: Transaction, db: Firestore, uid: string): Promise<Set<string>> {
  const blocks = db.collection(COLLECTIONS.blocks);
  const [mine, theirs] = await Promise.all([
    tx.get(blocks.where('blocker_id', '==', uid)),
    tx.get(blocks.where('blocked_id', '==', uid)),
  ]);
  return new Set([
    ...mine.docs.map((doc) => String(doc.get('blocked_id'))),
    ...theirs.docs.map((doc) => String(doc.get('blocker_id'))),
  ]);
}

async function changeBlock(
  request: CallRequest,
  deps: SafetyDeps,
  block: boolean,
): Promise<BlockMemberOutput> {
  const { uid } = requireSignedIn(request);
  const { memberId } = parseInput(blockMemberInputSchema, request.data);
  if (memberId === uid) fail('invalid-argument', BLOCK_SELF);
  const { db } = deps;
  const ref = db.collection(COLLECTIONS.blocks).doc(blockId(uid, memberId));
  await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const profile = await tx.get(db.collection(COLLECTIONS.userProfiles).doc(memberId));
    if (block && !profile.exists) fail('not-found', 'This member does not exist.');
    const [mine, theirs] = await Promise.all([
      blockedEitherWay(tx, db, uid),
      blockedEitherWay(tx, db, memberId),
    ]);
    if (block) {
      mine.add(memberId);
      theirs.add(uid);
      const doc: BlockDoc = {
        blocker_id: uid,
        blocked_id: memberId,
        blocked_name: memberName(profile.data()),
        created_at: timestamp(now),
      };
      tx.set(ref, doc);
    } else {
      // Still hidden if the other one blocked this member too.
      const reverse = await tx.get(db.collection(COLLECTIONS.blocks).doc(blockId(memberId, uid)));
      if (!reverse.exists) {
        mine.delete(memberId);
        theirs.delete(uid);
      }
      tx.delete(ref);
    }
    const list = (ids: Set<string>): BlockListDoc => ({
      hidden_ids: [...ids].sort(),
      updated_at: timestamp(now),
    });
    tx.set(db.collection(COLLECTIONS.blockLists).doc(uid), list(mine));
    tx.set(db.collection(COLLECTIONS.blockLists).doc(memberId), list(theirs));
  });
  logs.blockChanged(uid, block ? 'blocked' : 'unblocked');
  if (block) await separateAtPlannedTables(db, uid, memberId, deps.clock());
  return { ok: true };
}

/**
 * A block made after a plan seated the two together: those events are planned afresh (the block
 * is a hard constraint). Plans of brunches already over are left as they were.
 */
async function separateAtPlannedTables(
  db: Firestore,
  a: string,
  b: string,
  now: Date,
): Promise<void> {
  const today = toDateString(now);
  const plans = await typedCollection(db, 'tablePlans')
    .where('member_ids', 'array-contains', a)
    .get();
  for (const plan of plans.docs) {
    const { event_date: date, tables } = plan.data();
    const together = tables.some((table) => {
      const ids = table.parties.map((party) => party.user_id);
      return ids.includes(a) && ids.includes(b);
    });
    if (together && date >= today) await planEvent(db, plan.id, 'replan', now);
  }
}

export const handleBlockMember = (request: CallRequest, deps: SafetyDeps) =>
  changeBlock(request, deps, true);
export const handleUnblockMember = (request: CallRequest, deps: SafetyDeps) =>
  changeBlock(request, deps, false);
