// member_unread/{uid} kept in the callers' transactions (read first, then `write`): see the model's
// member-unread.ts. The document is small (one key per chat with unread messages).

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { addUnread, clearUnread, type MemberUnreadDoc } from '@brunchers/model';
import { typedDoc } from '../lib/docs.js';

export async function readUnread(tx: Transaction, db: Firestore, uid: string) {
  const ref = typedDoc(db, 'memberUnread', uid);
  const doc = (await tx.get(ref)).data() as MemberUnreadDoc | undefined;
  return {
    add(key: string, now: Date) {
      tx.set(ref, addUnread(doc, key, now));
    },
    clear(key: string, now: Date) {
      const next = clearUnread(doc, key, now);
      if (next) tx.set(ref, next);
    },
  };
}

/** Clears one chat from a member's counts on its own (a member who left a table's chat). */
export async function clearUnreadNow(db: Firestore, uid: string, key: string, now: Date) {
  await db.runTransaction(async (tx) => (await readUnread(tx, db, uid)).clear(key, now));
}
