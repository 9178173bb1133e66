// The host wired to the real local Firestore: writes made with firebase-admin fire the fixture's
// triggers once per write, with params, before/after data and the engine's commit order.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirestore, type FirestoreServer } from '../../src/firestore/index.js';
import { startFunctionsHost, type FunctionsHost } from '../../src/functions-host/index.js';

const PROJECT = 'demo-host-firestore';
const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');
const workDir = mkdtempSync(path.join(tmpdir(), 'functions-host-fs-'));
const logFile = path.join(workDir, 'calls.jsonl');

let firestore: FirestoreServer;
let host: FunctionsHost;
let app: App;
let db: Firestore;

type Call = {
  fn: string;
  params?: Record<string, string>;
  before?: unknown;
  after?: unknown;
  data?: unknown;
};
const calls = (fn: string): Call[] =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Call)
    .filter((call) => call.fn === fn);

beforeAll(async () => {
  writeFileSync(logFile, '');
  firestore = await startFirestore({ port: 0 });
  host = await startFunctionsHost({
    port: 0,
    project: PROJECT,
    functionsDir: fixtureDir,
    firestore,
    env: { FIXTURE_LOG: logFile },
    schedules: false,
  });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestore.port}`;
  app = initializeApp({ projectId: PROJECT }, 'host-firestore-test');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  await host.close();
  await firestore.close();
  rmSync(workDir, { recursive: true, force: true });
});

beforeEach(() => writeFileSync(logFile, ''));

describe('Firestore triggers from real commits', () => {
  it('fire once per write with params and before/after', async () => {
    const ref = db.collection('items').doc('real-1');
    await ref.set({ n: 1 });
    await ref.update({ n: 2 });
    await ref.delete();
    await host.idle();
    expect(calls('onItemWritten')).toEqual([
      {
        fn: 'onItemWritten',
        type: 'google.cloud.firestore.document.v1.written',
        params: { itemId: 'real-1' },
        before: null,
        after: { n: 1 },
      },
      {
        fn: 'onItemWritten',
        type: 'google.cloud.firestore.document.v1.written',
        params: { itemId: 'real-1' },
        before: { n: 1 },
        after: { n: 2 },
      },
      {
        fn: 'onItemWritten',
        type: 'google.cloud.firestore.document.v1.written',
        params: { itemId: 'real-1' },
        before: { n: 2 },
        after: null,
      },
    ]);
  });

  it('deliver every document of a batch, and nested paths to their own pattern', async () => {
    const batch = db.batch();
    batch.set(db.doc('items/b1'), { n: 1 });
    batch.set(db.doc('items/b2'), { n: 2 });
    batch.set(db.doc('items/b1/notes/x'), { text: 'note' });
    await batch.commit();
    await host.idle();
    expect(
      calls('onItemWritten')
        .map((call) => call.params?.itemId)
        .sort(),
    ).toEqual(['b1', 'b2']);
    expect(calls('onNoteCreated')).toEqual([
      {
        fn: 'onNoteCreated',
        params: { itemId: 'b1', noteId: 'x' },
        id: 'x',
        data: { text: 'note' },
      },
    ]);
  });

  it('do not fire for writes that were rolled back', async () => {
    await expect(
      db.runTransaction(async (tx) => {
        tx.set(db.doc('items/rolled-back'), { n: 1 });
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await db.doc('items/kept').set({ n: 1 });
    await host.idle();
    expect(calls('onItemWritten').map((call) => call.params?.itemId)).toEqual(['kept']);
  });
});
