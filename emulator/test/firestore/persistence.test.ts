/** Durability: kill -9 loses no acknowledged write; clean shutdown compacts; export/import folders. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startFirestore } from '../../src/firestore/index.js';
import { uniqueProject } from './helpers.js';

const MAIN = fileURLToPath(new URL('../../src/firestore/main.ts', import.meta.url));
const tmpDirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fs-persist-'));
  tmpDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Starts the CLI in a child process and resolves with its port once it prints "ready". */
function startChild(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /ready on [^:]+:(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`child exited ${code}: ${out}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );
}

const docUrl = (port: number, project: string, p: string) =>
  `http://127.0.0.1:${port}/v1/projects/${project}/databases/(default)/documents/${p}`;

async function commit(port: number, project: string, n: number): Promise<void> {
  const root = `projects/${project}/databases/(default)/documents`;
  const res = await fetch(`http://127.0.0.1:${port}/v1/${root}:commit`, {
    method: 'POST',
    body: JSON.stringify({
      writes: [
        { update: { name: `${root}/items/i${n}`, fields: { n: { integerValue: String(n) } } } },
      ],
    }),
  });
  expect(res.status).toBe(200);
}

async function count(port: number, project: string): Promise<number> {
  const res = await fetch(
    `http://127.0.0.1:${port}/v1/projects/${project}/databases/(default)/documents:runAggregationQuery`,
    {
      method: 'POST',
      body: JSON.stringify({
        structuredAggregationQuery: {
          structuredQuery: { from: [{ collectionId: 'items' }] },
          aggregations: [{ alias: 'c', count: {} }],
        },
      }),
    },
  );
  const [first] = (await res.json()) as Array<{
    result: { aggregateFields: { c: { integerValue: string } } };
  }>;
  return Number(first!.result.aggregateFields.c.integerValue);
}

// Each test starts the server two or three times through tsx, which compiles it anew each time:
// at load 10 that alone takes 30 s, so the safety net is wider than the config's default.
describe('persistence', { timeout: 180_000 }, () => {
  it('keeps every acknowledged write across kill -9, and across a clean restart', async () => {
    const dir = tempDir();
    const project = uniqueProject('persist');
    const first = await startChild(['--data-dir', dir]);
    for (let i = 0; i < 25; i++) await commit(first.port, project, i);
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await startChild(['--data-dir', dir]);
    expect(await count(second.port, project)).toBe(25);
    const doc = (await (await fetch(docUrl(second.port, project, 'items/i7'))).json()) as {
      fields: unknown;
    };
    expect(doc.fields).toEqual({ n: { integerValue: '7' } });
    await commit(second.port, project, 100);
    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(fs.statSync(path.join(dir, 'journal.jsonl')).size).toBe(0);

    const third = await startChild(['--data-dir', dir]);
    expect(await count(third.port, project)).toBe(26);
    third.child.kill('SIGKILL');
    await exited(third.child);
  });

  it('cuts a torn last journal line at start, so writes acknowledged after it survive the next restart', async () => {
    const dir = tempDir();
    const project = uniqueProject('torn');
    const first = await startChild(['--data-dir', dir]);
    for (let i = 0; i < 3; i++) await commit(first.port, project, i);
    first.child.kill('SIGKILL');
    await exited(first.child);
    // A crash in the middle of an append leaves a partial line.
    fs.appendFileSync(path.join(dir, 'journal.jsonl'), '{"db":{"project":"');

    const second = await startChild(['--data-dir', dir]);
    expect(await count(second.port, project)).toBe(3);
    for (let i = 3; i < 6; i++) await commit(second.port, project, i);
    second.child.kill('SIGKILL');
    await exited(second.child);

    const third = await startChild(['--data-dir', dir]);
    expect(await count(third.port, project)).toBe(6);
    third.child.kill('SIGKILL');
    await exited(third.child);
  });

  it('exports on exit and imports the folder at start', async () => {
    const exportDir = tempDir();
    const project = uniqueProject('export');
    const a = await startFirestore({ port: 0, exportOnExit: exportDir });
    for (let i = 0; i < 3; i++) await commit(a.port, project, i);
    await a.close();
    expect(fs.existsSync(path.join(exportDir, 'firebase-export-metadata.json'))).toBe(true);
    const b = await startFirestore({ port: 0, importDir: exportDir });
    expect(await count(b.port, project)).toBe(3);
    await b.close();
  });
});
