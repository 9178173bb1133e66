// Bench: deleting a member with 1,000 likes given, 1,000 received and 50 photos (documents and
// files), plus a paid upcoming booking (refunded) and a subscription, on the local Firestore,
// Auth, Storage and Stripe stand-in, through the real handler. Target: under 30 s.
// Run (in a network namespace, like the tests): npx tsx functions/bench/deleteAccount.ts [likes] [photos]

import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { startStorage } from '@brunchers/emulator';
import { PROJECT_ID } from '@brunchers/model';
import { handleDeleteAccount } from '../src/privacy/deleteAccount.handler.js';
import { member } from '../test/support/fixtures.js';
import { startStack } from '../test/support/stack.js';
import { LEAVER, everyDocument, seedMember } from '../test/privacy/seedMember.js';

const LIKES = Number(process.argv[2] ?? 1000);
const PHOTOS = Number(process.argv[3] ?? 50);

const stack = await startStack({ auth: true });
const storage = await startStorage({ port: 0 });
process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${storage.port}`;
const app = initializeApp(
  { projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` },
  'bench',
);
const bucket = getStorage(app).bucket();
try {
  const seedStart = performance.now();
  await seedMember(stack, bucket, { likes: LIKES, photos: PHOTOS });
  const documents = (await everyDocument(stack.db)).length;
  console.log(
    `seeded ${documents} documents, ${PHOTOS} photo files in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const start = performance.now();
  const answer = await handleDeleteAccount(
    {
      data: { confirmation: 'DELETE' },
      auth: member(LEAVER.uid, { auth_time: Math.floor(Date.now() / 1000) }),
    },
    { db: stack.db, auth: stack.adminAuth!, bucket, stripe: stack.stripe, clock: () => new Date() },
  );
  const seconds = (performance.now() - start) / 1000;
  const left = (await everyDocument(stack.db)).filter(({ path, text }) =>
    `${path} ${text}`.includes(LEAVER.uid),
  ).length;
  console.log(
    `deleteAccount: ${seconds.toFixed(2)} s for ${LIKES} likes each way and ${PHOTOS} photos ` +
      `(cancelled ${answer.cancelledBookings}, refunded ${answer.refundCents} cents); ` +
      `documents still naming the uid: ${left}; target < 30 s: ${seconds < 30 ? 'met' : 'NOT met'}`,
  );
} finally {
  await deleteApp(app);
  await storage.close();
  await stack.close();
}
