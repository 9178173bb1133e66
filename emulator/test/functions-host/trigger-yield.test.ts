// Trigger events yield to client requests in a worker (see worker.ts): an event that arrives
// while a request is being answered runs after it, or once FUNCTIONS_HOST_TRIGGER_YIELD_MS has
// passed if the request is still open.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { startFirestore, type FirestoreServer } from '../../src/firestore/index.js';
import { startFunctionsHost, type FunctionsHost } from '../../src/functions-host/index.js';

const PROJECT = 'demo-host-yield';
const REGION = 'europe-west1';
const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

type Record = { fn: string; at?: string; params?: { itemId?: string } };

/** A host with its own Firestore and log, waiting at most `triggerYieldMs` for requests. */
async function startWith(triggerYieldMs: number) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'functions-host-yield-'));
  const logFile = path.join(workDir, 'calls.jsonl');
  const releaseFile = path.join(workDir, 'release');
  writeFileSync(logFile, '');
  const firestore: FirestoreServer = await startFirestore({ port: 0 });
  const host: FunctionsHost = await startFunctionsHost({
    port: 0,
    project: PROJECT,
    functionsDir: fixtureDir,
    firestore,
    env: { FIXTURE_LOG: logFile, FIXTURE_RELEASE: releaseFile },
    schedules: false,
    triggerYieldMs,
  });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestore.port}`;
  const app: App = initializeApp({ projectId: PROJECT }, `yield-${triggerYieldMs}`);
  cleanups.push(
    () => rmSync(workDir, { recursive: true, force: true }),
    () => firestore.close(),
    () => host.close(),
    () => deleteApp(app),
  );
  const records = (): Record[] =>
    readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record);
  /** Sends a request that stays open until release(); resolves once the function has started. */
  const holdRequestOpen = async () => {
    const answer = fetch(`${host.url}/${PROJECT}/${REGION}/heldOpen`);
    await expect.poll(() => records().some((r) => r.fn === 'heldOpen')).toBe(true);
    return {
      release: async () => {
        if (!existsSync(releaseFile)) writeFileSync(releaseFile, '');
        expect((await answer).status).toBe(200);
      },
    };
  };
  return { host, db: getFirestore(app), records, holdRequestOpen };
}

const order = (records: Record[]) =>
  records.map((r) => (r.fn === 'heldOpen' ? `heldOpen ${r.at}` : `${r.fn} ${r.params?.itemId}`));

describe('trigger events and client requests in one worker', () => {
  it('an event waits for the request being answered, then runs', async () => {
    const { host, db, records, holdRequestOpen } = await startWith(600_000);
    const request = await holdRequestOpen();
    await db.doc('items/while-busy').set({ n: 1 });
    // Not a time budget: with a 600 s yield a correct host passes however slow the machine; the
    // pause only gives an event that does not wait the time to show (it arrives in milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(order(records())).toEqual(['heldOpen started']);

    await request.release();
    await host.idle();
    expect(order(records())).toEqual([
      'heldOpen started',
      'heldOpen answered',
      'onItemWritten while-busy',
    ]);
  });

  it('an event runs at once when no request is open', async () => {
    const { host, db, records } = await startWith(600_000);
    await db.doc('items/quiet').set({ n: 1 });
    await host.idle();
    expect(order(records())).toEqual(['onItemWritten quiet']);
  });

  it('an event stops waiting after the longest yield, with the request still open', async () => {
    const { host, db, records, holdRequestOpen } = await startWith(50);
    const request = await holdRequestOpen();
    await db.doc('items/yield-over').set({ n: 1 });
    await expect
      .poll(() => order(records()))
      .toEqual(['heldOpen started', 'onItemWritten yield-over']);
    await request.release();
    await host.idle();
  });
});
