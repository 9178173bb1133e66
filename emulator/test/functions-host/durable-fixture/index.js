// A functions package for the durability tests (trigger-durability, worker-death): a like whose reverse like exists makes a
// match (as the app's matches trigger does, idempotent by document id). Each delivery is appended
// to FIXTURE_LOG; with FIXTURE_HOLD=1 the function never finishes, so its events stay undelivered
// until the process is killed.
import { appendFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onCall } from 'firebase-functions/v2/https';

initializeApp();

function record(entry) {
  appendFileSync(process.env.FIXTURE_LOG, `${JSON.stringify(entry)}\n`);
}

export const onLikeCreated = onDocumentCreated('likes/{likeId}', async (event) => {
  record({ stage: 'received', id: event.id, likeId: event.params.likeId });
  if (process.env.FIXTURE_HOLD === '1') await new Promise(() => {});
  const [liker, liked] = event.params.likeId.split('_');
  const db = getFirestore();
  const reverse = await db.doc(`likes/${liked}_${liker}`).get();
  if (reverse.exists) {
    const pair = [liker, liked].sort();
    await db.doc(`matches/${pair.join('_')}`).set({ users: pair });
  }
  record({ stage: 'done', id: event.id, likeId: event.params.likeId });
});

// A call the worker never answers (it waits on I/O, as a call to Stripe would): it ends only when
// the worker dies.
export const waitForever = onCall(async () => {
  record({ stage: 'waiting', pid: process.pid });
  await new Promise(() => {});
});

export const ping = onCall(() => ({ pong: process.pid }));
