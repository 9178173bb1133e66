// Firestore trigger events are delivered at least once across a kill -9, as Eventarc delivers them:
// each is persisted in the journal record of the commit that caused it and acknowledged once its
// function ran, and a start redelivers those still pending, with the same event ids. Before, the
// events were held in memory only: likes written and acknowledged just before a kill never became
// matches.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const PROJECT = 'demo-durable';
const workDir = mkdtempSync(path.join(tmpdir(), 'trigger-durability-'));
const dataDir = path.join(workDir, 'firestore');
const logFile = path.join(workDir, 'calls.jsonl');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  firestorePort: number;
}

/** Firestore and the Functions host in one child process, as the dev stack runs them. */
async function startChild(hold: boolean): Promise<Running> {
  const child = fork(fileURLToPath(new URL('./durable-child.ts', import.meta.url)), [], {
    env: {
      ...process.env,
      DURABLE_DATA_DIR: dataDir,
      DURABLE_PROJECT: PROJECT,
      FIXTURE_LOG: logFile,
      FIXTURE_HOLD: hold ? '1' : '',
    },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const [message] = (await once(child, 'message')) as [{ firestorePort: number }];
  return { child, firestorePort: message.firestorePort };
}

async function kill({ child }: Running): Promise<void> {
  child.kill('SIGKILL');
  await once(child, 'exit');
}

/** Every trigger delivered so far has run. */
async function idle({ child }: Running): Promise<void> {
  child.send('idle');
  await once(child, 'message');
}

type Call = { stage: 'received' | 'done'; id: string; likeId: string };
function calls(stage: Call['stage']): Call[] {
  if (!existsSync(logFile)) return [];
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Call)
    .filter((call) => call.stage === stage);
}

function documentsUrl(port: number): string {
  return `http://127.0.0.1:${port}/v1/projects/${PROJECT}/databases/(default)/documents`;
}

async function createDocument(port: number, collection: string, id: string): Promise<void> {
  const response = await fetch(`${documentsUrl(port)}/${collection}?documentId=${id}`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ fields: {} }),
  });
  expect(response.status).toBe(200);
}

async function documentIds(port: number, collection: string): Promise<string[]> {
  const response = await fetch(`${documentsUrl(port)}/${collection}`, {
    headers: { authorization: 'Bearer owner' },
  });
  const body = (await response.json()) as { documents?: Array<{ name: string }> };
  return (body.documents ?? []).map((doc) => doc.name.split('/').pop()!).sort();
}

describe('Firestore triggers across a kill -9', () => {
  it('run every trigger of acknowledged writes after a restart, once acknowledged, with stable event ids', async () => {
    // Six mutual likes, every write acknowledged; the function holds each event it gets.
    const first = await startChild(true);
    const likes = Array.from({ length: 6 }, (_, i) => [`a${i}_b${i}`, `b${i}_a${i}`]).flat();
    for (const id of likes) await createDocument(first.firestorePort, 'likes', id);
    await expect.poll(() => calls('received').length, { timeout: 20_000 }).toBe(likes.length);
    await kill(first);
    expect(calls('done')).toEqual([]);

    const second = await startChild(false);
    await expect.poll(() => calls('done').length, { timeout: 20_000 }).toBe(likes.length);
    expect((await documentIds(second.firestorePort, 'matches')).length).toBe(6);
    // Redelivered events carry the ids they had: functions can dedupe by them.
    const firstIds = new Set(calls('received').map((call) => call.id));
    expect(new Set(calls('done').map((call) => call.id))).toEqual(firstIds);
    await idle(second);
    await kill(second);

    // Acknowledged events are not delivered again.
    const third = await startChild(false);
    await idle(third);
    expect(calls('received').length).toBe(likes.length * 2);
    await kill(third);
  }, 90_000);
});
