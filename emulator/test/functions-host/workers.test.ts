// The host with several worker processes (`workers: 2`): client connections are spread over the
// workers (each connection, with every request on it, goes to one), Firestore events still arrive once each and in commit order per document
// (the queue in the host process waits for each delivery before sending the next), reload swaps
// every worker, and a crashed worker is replaced while the other keeps serving.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFunctionsHost, type FunctionsHost } from '../../src/functions-host/index.js';
import { FakeCommits } from './fake-commits.js';

const PROJECT = 'demo-host-workers';
const REGION = 'europe-west1';
const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');
const workDir = mkdtempSync(path.join(tmpdir(), 'functions-host-workers-'));
const logFile = path.join(workDir, 'calls.jsonl');
const versionFile = path.join(workDir, 'version.txt');
const commits = new FakeCommits(PROJECT);
let host: FunctionsHost;
let app: FirebaseApp;

type Seen = { pid: number; version: string };

/** A GET through `agent`: by default a connection of its own, closed after the answer. */
function get(
  url: string,
  agent: http.Agent | false = false,
): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: response.headers.connection,
          }),
        );
      })
      .on('error', reject);
  });
}
const whereami = async (): Promise<Seen> =>
  JSON.parse((await get(`${host.url}/${PROJECT}/${REGION}/whereami`)).body) as Seen;
const pidsOf = (seen: Seen[]) => new Set(seen.map((s) => s.pid));

type Delivery = { fn: string; id: string; v: string; pid: number; eventId: string };
const deliveries = (): Delivery[] =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Delivery)
    .filter((call) => call.fn === 'onOrderedWritten');

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
    workers: 2,
    logLevel: 'info',
  });
  app = initializeApp({ projectId: PROJECT, apiKey: 'fake-api-key' }, 'host-workers-test');
  connectFunctionsEmulator(getFunctions(app, REGION), '127.0.0.1', host.port);
});

afterAll(async () => {
  await deleteApp(app);
  await host.close();
  rmSync(workDir, { recursive: true, force: true });
});

beforeEach(() => writeFileSync(logFile, ''));

describe('several workers', () => {
  it('serve new connections on each worker, alternating when idle', async () => {
    expect(host.workers).toBe(2);
    const seen: Seen[] = [];
    for (let i = 0; i < 6; i++) seen.push(await whereami());
    expect(pidsOf(seen).size).toBe(2);
    expect(pidsOf(seen).has(process.pid)).toBe(false);
    // With nothing open the choice rotates, so consecutive connections land on different workers.
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.pid).not.toBe(seen[i - 1]!.pid);
  });

  it('serve callables through the web SDK on each worker, concurrently', async () => {
    const call = httpsCallable<unknown, Seen>(getFunctions(app, REGION), 'whereamiCallable');
    const seen = (await Promise.all(Array.from({ length: 8 }, () => call()))).map(
      (result) => result.data,
    );
    expect(pidsOf(seen).size).toBe(2);
    expect(seen.every((s) => s.version === 'v1')).toBe(true);
  });

  it('deliver each Firestore event once, in commit order per document, using both workers', async () => {
    for (let i = 1; i <= 25; i++) {
      commits.commit([
        {
          path: 'ordered/a',
          before: i === 1 ? null : { v: String(i - 1) },
          after: { v: String(i) },
        },
        {
          path: 'ordered/b',
          before: i === 1 ? null : { v: String(i - 1) },
          after: { v: String(i) },
        },
      ]);
    }
    await host.idle();
    const all = deliveries();
    expect(all).toHaveLength(50);
    expect(new Set(all.map((d) => d.eventId)).size).toBe(50);
    const expected = Array.from({ length: 25 }, (_, i) => String(i + 1));
    expect(all.filter((d) => d.id === 'a').map((d) => d.v)).toEqual(expected);
    expect(all.filter((d) => d.id === 'b').map((d) => d.v)).toEqual(expected);
    expect(new Set(all.map((d) => d.pid)).size).toBe(2);
  });

  it('run schedules on demand', async () => {
    await host.runSchedule('tick');
    await host.runSchedule('tick');
    const ticks = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"tick"'));
    expect(ticks).toHaveLength(2);
  });

  it('apply the log level to the functions’ logger (info: no DEBUG line)', async () => {
    for (let i = 0; i < 2; i++) {
      const probe = (await (await fetch(`${host.url}/${PROJECT}/${REGION}/logProbe`)).json()) as {
        printed: string[];
      };
      expect(probe.printed).toEqual(['INFO', 'WARNING']);
    }
  });

  it('reload every worker with the new build', async () => {
    const before = pidsOf([await whereami(), await whereami()]);
    writeFileSync(versionFile, 'v2');
    await host.reload();
    const after: Seen[] = [];
    for (let i = 0; i < 4; i++) after.push(await whereami());
    expect(after.every((s) => s.version === 'v2')).toBe(true);
    expect(pidsOf(after).size).toBe(2);
    for (const pid of pidsOf(after)) expect(before.has(pid)).toBe(false);
  });

  it('keep every request of a kept-alive connection on the worker that got the connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const seen: Seen[] = [];
      for (let i = 0; i < 4; i++)
        seen.push(
          JSON.parse((await get(`${host.url}/${PROJECT}/${REGION}/whereami`, agent)).body) as Seen,
        );
      expect(pidsOf(seen).size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('let a request in flight during a reload finish on its old worker, then close its connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const old = JSON.parse(
        (await get(`${host.url}/${PROJECT}/${REGION}/whereami`, agent)).body,
      ) as Seen;
      // Long enough to still run when the fresh workers have loaded and the old ones are told to stop.
      const inFlight = get(`${host.url}/${PROJECT}/${REGION}/slowWhereami?ms=3000`, agent);
      await new Promise((resolve) => setTimeout(resolve, 100));
      writeFileSync(versionFile, 'v3');
      await host.reload();
      const finished = await inFlight;
      expect(finished.status).toBe(200);
      expect(JSON.parse(finished.body)).toEqual(old);
      expect(finished.connection).toBe('close');
      // The agent reconnects, and the connection goes to a fresh worker.
      const next = JSON.parse(
        (await get(`${host.url}/${PROJECT}/${REGION}/whereami`, agent)).body,
      ) as Seen;
      expect(next.version).toBe('v3');
      expect(next.pid).not.toBe(old.pid);
    } finally {
      agent.destroy();
    }
  });

  it('keep serving on the other worker while a crashed one is replaced', async () => {
    const before = pidsOf([await whereami(), await whereami()]);
    const crashed = await get(`${host.url}/${PROJECT}/${REGION}/crash`);
    expect(crashed.status).toBe(200);
    // Until its exit is noticed, a connection may still be handed to the dying worker (and fail).
    const failures: string[] = [];
    const servedBy: number[] = [];
    for (let i = 0; i < 200 && !servedBy.some((pid) => !before.has(pid)); i++) {
      try {
        servedBy.push((await whereami()).pid);
      } catch (error) {
        failures.push((error as Error).message);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const replacement = servedBy.find((pid) => !before.has(pid));
    expect(replacement).toBeDefined();
    // While the replacement started, the surviving worker answered.
    const survivor = servedBy.find((pid) => before.has(pid));
    expect(survivor).toBeDefined();
    expect(failures.length).toBeLessThanOrEqual(2);
    const now = pidsOf([await whereami(), await whereami(), await whereami()]);
    expect(now).toEqual(new Set([survivor, replacement]));
  });
});
