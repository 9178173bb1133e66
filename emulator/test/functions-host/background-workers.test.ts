// The host with a background worker (`backgroundWorkers: 1`): Firestore events and schedule runs
// go to it and never to the request worker, as Google's platform runs triggers on instances of
// their own; requests keep their worker; reload replaces both.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  backgroundWorkerCount,
  startFunctionsHost,
  type FunctionsHost,
} from '../../src/functions-host/index.js';
import { FakeCommits } from './fake-commits.js';

const PROJECT = 'demo-host-background';
const REGION = 'europe-west1';
const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');
const workDir = mkdtempSync(path.join(tmpdir(), 'functions-host-background-'));
const logFile = path.join(workDir, 'calls.jsonl');
const versionFile = path.join(workDir, 'version.txt');
const commits = new FakeCommits(PROJECT);
let host: FunctionsHost;

type Seen = { pid: number; version: string };
async function whereami(): Promise<Seen> {
  const response = await fetch(`${host.url}/${PROJECT}/${REGION}/whereami`);
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Seen;
}
const recorded = (fn: string): { pid: number }[] =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { fn: string; pid: number })
    .filter((call) => call.fn === fn);

beforeAll(async () => {
  writeFileSync(versionFile, 'v1');
  writeFileSync(logFile, '');
  host = await startFunctionsHost({
    port: 0,
    project: PROJECT,
    functionsDir: fixtureDir,
    firestore: commits,
    env: { FIXTURE_LOG: logFile, FIXTURE_VERSION_FILE: versionFile },
    schedules: false,
    workers: 1,
    backgroundWorkers: 1,
    logLevel: 'info',
  });
});

afterAll(async () => {
  await host.close();
  rmSync(workDir, { recursive: true, force: true });
});

beforeEach(() => writeFileSync(logFile, ''));

// Starting a worker process takes seconds, more on a loaded machine: the time-out is a safety net.
describe('a background worker', { timeout: 120_000 }, () => {
  it('runs every trigger event and schedule run, the request worker none', async () => {
    expect([host.workers, host.backgroundWorkers]).toEqual([1, 1]);
    const requests = new Set([(await whereami()).pid, (await whereami()).pid]);
    expect(requests.size).toBe(1);
    for (let i = 1; i <= 5; i++)
      commits.commit([
        {
          path: 'ordered/a',
          before: i === 1 ? null : { v: String(i - 1) },
          after: { v: String(i) },
        },
      ]);
    await host.idle();
    await host.runSchedule('tick');
    const background = [...recorded('onOrderedWritten'), ...recorded('tick')];
    expect(background).toHaveLength(6);
    const pids = new Set(background.map((call) => call.pid));
    expect(pids.size).toBe(1);
    expect(requests.has([...pids][0]!)).toBe(false);
    expect(pids.has(process.pid)).toBe(false);
  });

  it('is replaced with the request worker by reload', async () => {
    const before = (await whereami()).pid;
    await host.runSchedule('tick');
    const [{ pid: backgroundBefore }] = recorded('tick') as [{ pid: number }];
    writeFileSync(versionFile, 'v2');
    await host.reload();
    writeFileSync(logFile, '');
    const after = await whereami();
    expect(after.version).toBe('v2');
    expect(after.pid).not.toBe(before);
    await host.runSchedule('tick');
    const [{ pid: backgroundAfter }] = recorded('tick') as [{ pid: number }];
    expect(backgroundAfter).not.toBe(backgroundBefore);
    expect(backgroundAfter).not.toBe(after.pid);
  });
});

describe('backgroundWorkerCount', () => {
  it('is the option, else the environment, else 0; refuses what is not a count', () => {
    expect(backgroundWorkerCount(undefined, undefined)).toBe(0);
    expect(backgroundWorkerCount(undefined, ' 2 ')).toBe(2);
    expect(backgroundWorkerCount(1, '3')).toBe(1);
    expect(() => backgroundWorkerCount(undefined, 'many')).toThrow(/whole number from 0 to 64/);
    expect(() => backgroundWorkerCount(-1, undefined)).toThrow(/whole number/);
  });
});
