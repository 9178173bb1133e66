// A functions package for the durability tests (trigger-durability, worker-death): a like whose reverse like exists makes a
// match (as the app's matches trigger does, idempotent by document id). Each delivery is appended
// to FIXTURE_LOG; with FIXTURE_HOLD=1 the function never finishes, so its events stay undelivered
// until the process is killed.
import { appendFileSync, existsSync } from 'node:fs';
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

// A call the worker does not answer while FIXTURE_HOLD_FILE exists (it waits on I/O, as a call
// to Stripe would).
export const waitForever = onCall(async () => {
  record({ stage: 'waiting', pid: process.pid });
  await new Promise((resolve) => {
    const poll = setInterval(() => {
      if (existsSync(process.env.FIXTURE_HOLD_FILE ?? '')) return;
      clearInterval(poll);
      resolve();
    }, 10);
  });
  return { answeredBy: process.pid };
});

// A call that takes the worker's whole thread while FIXTURE_HOLD_FILE exists: the worker can take
// no other connection meanwhile.
export const stuck = onCall(() => {
  record({ stage: 'stuck', pid: process.pid });
  while (existsSync(process.env.FIXTURE_HOLD_FILE ?? '')) Math.random();
  return { answeredBy: process.pid };
});
