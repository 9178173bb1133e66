// Issue 34: the dev stack delivers Firestore trigger events at least once across a kill -9, as
// Eventarc does. Twelve likes (six mutual pairs) are acknowledged in one commit and the stack is
// killed at once, its Functions worker with it, before their triggers could run; after a restart
// on the same data folder all six matches exist. With the events held in memory
// (STACK_DURABLE_TRIGGERS=0 in the child) the restarted stack makes none of the lost ones.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLLECTIONS, bruncherLikeId, matchId } from '@brunchers/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_PROJECT_ID } from '../../src/stack/config.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'brunchers-trigger-durability-'));
const dataDir = join(work, 'data');
const webDist = join(work, 'dist');
const children: ChildProcess[] = [];

beforeAll(() => {
  // The Functions host runs functions/lib: bring the builds up to date as `npm start` does.
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  expect(build.status).toBe(0);
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>t</title>');
}, 240_000);

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null && child.pid)
      process.kill(-child.pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** The stack in a process group of its own (the Functions worker is its child). */
async function startStack(): Promise<{ child: ChildProcess; firestore: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./durable-stack-child.ts', import.meta.url))],
    {
      env: { ...process.env, STACK_DATA_DIR: dataDir, STACK_WEB_DIST: webDist },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    },
  );
  children.push(child);
  const [urls] = (await once(child, 'message')) as [{ firestore: string }];
  return { child, firestore: urls.firestore };
}

async function killGroup(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
}

const documents = (firestore: string) =>
  `${firestore}/v1/projects/${STACK_PROJECT_ID}/databases/(default)/documents`;

async function matchIds(firestore: string): Promise<string[]> {
  const response = await fetch(`${documents(firestore)}/${COLLECTIONS.matches}?pageSize=100`, {
    headers: { authorization: 'Bearer owner' },
  });
  const body = (await response.json()) as { documents?: Array<{ name: string }> };
  return (body.documents ?? []).map((doc) => doc.name.split('/').pop()!).sort();
}

describe('the dev stack across a kill -9', () => {
  it('makes every match of likes acknowledged just before the kill', async () => {
    const pairs = Array.from({ length: 6 }, (_, i) => [`durable-a${i}`, `durable-b${i}`] as const);
    const first = await startStack();
    const now = new Date().toISOString();
    const writes = pairs.flatMap(([a, b]) =>
      [
        [a, b],
        [b, a],
      ].map(([liker, liked]) => ({
        update: {
          name: `projects/${STACK_PROJECT_ID}/databases/(default)/documents/${COLLECTIONS.bruncherLikes}/${bruncherLikeId(liker!, liked!)}`,
          fields: {
            liker_id: { stringValue: liker },
            liked_id: { stringValue: liked },
            is_like: { booleanValue: true },
            created_at: { timestampValue: now },
          },
        },
      })),
    );
    const commit = await fetch(`${documents(first.firestore)}:commit`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    expect(commit.status).toBe(200);
    // Acknowledged: now the crash, before the triggers of the commit had their turn.
    await killGroup(first.child);

    const second = await startStack();
    const expected = pairs.map(([a, b]) => matchId(a, b)).sort();
    await expect.poll(() => matchIds(second.firestore), { timeout: 60_000 }).toEqual(expected);
    await killGroup(second.child);
  }, 300_000);
});
