// The Functions host against a small fixture package (fixture/lib/index.js): HTTP and callable
// routing, Firestore trigger delivery from commit notifications, retries, schedules, reload.

import { createHash } from 'node:crypto';
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

const PROJECT = 'demo-host-test';
const REGION = 'europe-west1';
const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');

const workDir = mkdtempSync(path.join(tmpdir(), 'functions-host-test-'));
const logFile = path.join(workDir, 'calls.jsonl');
const versionFile = path.join(workDir, 'version.txt');
const commits = new FakeCommits(PROJECT);
let host: FunctionsHost;
let app: FirebaseApp;

type Call = Record<string, unknown> & { fn: string };
function calls(fn?: string): Call[] {
  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  const all = lines.map((line) => JSON.parse(line) as Call);
  return fn ? all.filter((call) => call.fn === fn) : all;
}

function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

beforeAll(async () => {
  writeFileSync(versionFile, 'v1');
  writeFileSync(logFile, '');
  host = await startFunctionsHost({
    port: 0,
    project: PROJECT,
    functionsDir: fixtureDir,
    firestore: commits,
    env: { FIXTURE_LOG: logFile, FIXTURE_VERSION_FILE: versionFile, FIXTURE_EXTRA: 'from-options' },
    schedules: false,
  });
  app = initializeApp({ projectId: PROJECT, apiKey: 'fake-api-key' }, 'host-test');
  connectFunctionsEmulator(getFunctions(app, REGION), '127.0.0.1', host.port);
});

afterAll(async () => {
  await deleteApp(app);
  await host.close();
  rmSync(workDir, { recursive: true, force: true });
});

beforeEach(() => writeFileSync(logFile, ''));

describe('discovery', () => {
  it('lists every export that carries an __endpoint, with its trigger', async () => {
    const byName = Object.fromEntries(host.functions().map((fn) => [fn.name, fn]));
    const listed = (await (await fetch(`${host.url}/_host/functions`)).json()) as {
      functions: unknown[];
    };
    expect(listed.functions).toEqual(host.functions());
    expect(Object.keys(byName).sort()).toEqual([
      'brittle',
      'crash',
      'flaky',
      'heldOpen',
      'hello',
      'logLine',
      'logProbe',
      'onItemWritten',
      'onNoteCreated',
      'onOrderedWritten',
      'refuse',
      'spin',
      'tick',
      'whereami',
      'whereamiCallable',
      'whereamiWhenStopping',
      'whoami',
    ]);
    expect(byName.hello).toMatchObject({ kind: 'https', region: REGION });
    expect(byName.whoami).toMatchObject({ kind: 'callable', region: REGION });
    expect(byName.onItemWritten).toMatchObject({
      kind: 'firestore',
      document: 'items/{itemId}',
      retry: false,
    });
    expect(byName.flaky).toMatchObject({ kind: 'firestore', retry: true });
    expect(byName.tick).toMatchObject({ kind: 'schedule', schedule: 'every 5 minutes' });
  });
});

describe('https functions over HTTP', () => {
  const url = (suffix: string) => `${host.url}/${PROJECT}/${REGION}/hello${suffix}`;

  it('passes method, sub-path, query and the exact raw body', async () => {
    const body = '{"b": 2,  "a":1}';
    const response = await fetch(url('/deep/path?x=1'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    const seen = (await response.json()) as Record<string, unknown>;
    expect(seen).toMatchObject({
      method: 'POST',
      path: '/deep/path',
      query: { x: '1' },
      body: { a: 1, b: 2 },
    });
    expect(seen.rawBodySha256).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('keeps raw bytes of non-JSON bodies too', async () => {
    const body = 'id=evt_1&amount=10';
    const response = await fetch(url(''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const seen = (await response.json()) as Record<string, unknown>;
    expect(seen.rawBodySha256).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('runs with the emulator environment, parameter defaults and caller overrides', async () => {
    const seen = (await (await fetch(url(''))).json()) as Record<string, unknown>;
    expect(seen).toMatchObject({
      emulator: 'true',
      greeting: 'hello',
      firestoreHost: '127.0.0.1:65535',
      extra: 'from-options',
    });
  });

  it('answers CORS preflights, echoing the origin and requested headers', async () => {
    const response = await fetch(url(''), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,authorization');
  });

  it('rejects malformed JSON with 400 and keeps serving', async () => {
    const bad = await fetch(url(''), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken',
    });
    expect(bad.status).toBe(400);
    expect((await fetch(url(''))).status).toBe(200);
  });

  it('answers 404 for an unknown function', async () => {
    const response = await fetch(`${host.url}/${PROJECT}/${REGION}/nope`);
    expect(response.status).toBe(404);
  });
});

describe('worker processes and logs', () => {
  it('runs one worker by default, which prints every log level', async () => {
    expect(host.workers).toBe(1);
    const probe = (await (await fetch(`${host.url}/${PROJECT}/${REGION}/logProbe`)).json()) as {
      printed: string[];
    };
    expect(probe.printed).toEqual(['DEBUG', 'INFO', 'WARNING']);
  });
});

describe('callable functions', () => {
  it('are called through the web SDK with connectFunctionsEmulator', async () => {
    const whoami = httpsCallable(getFunctions(app, REGION), 'whoami');
    const result = await whoami({ hello: 'world' });
    expect(result.data).toEqual({ uid: null, role: null, data: { hello: 'world' } });
  });

  it('surface HttpsError codes and messages to the web SDK', async () => {
    const refuse = httpsCallable(getFunctions(app, REGION), 'refuse');
    const error = await refuse().then(
      () => null,
      (caught: unknown) => caught as { code: string; message: string },
    );
    expect(error?.code).toBe('functions/failed-precondition');
    expect(error?.message).toMatch(/^Not now\./);
  });

  it('accept unsigned Auth-emulator ID tokens as the real emulator does', async () => {
    const token = unsignedToken({
      sub: 'user-7',
      user_id: 'user-7',
      role: 'admin',
      aud: PROJECT,
      iss: `https://securetoken.google.com/${PROJECT}`,
    });
    const response = await fetch(`${host.url}/${PROJECT}/${REGION}/whoami`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: 1 }),
    });
    expect(await response.json()).toEqual({ result: { uid: 'user-7', role: 'admin', data: 1 } });
  });
});

describe('Firestore triggers', () => {
  it('deliver one event per write with params and before/after', async () => {
    commits.commit([{ path: 'items/a', before: null, after: { v: '1' } }]);
    commits.commit([{ path: 'items/a', before: { v: '1' }, after: { v: '2' } }]);
    commits.commit([{ path: 'items/a', before: { v: '2' }, after: null }]);
    await host.idle();
    const seen = calls('onItemWritten');
    expect(seen).toEqual([
      {
        fn: 'onItemWritten',
        type: 'google.cloud.firestore.document.v1.written',
        params: { itemId: 'a' },
        before: null,
        after: { v: '1' },
      },
      {
        fn: 'onItemWritten',
        type: 'google.cloud.firestore.document.v1.written',
        params: { itemId: 'a' },
        before: { v: '1' },
        after: { v: '2' },
      },
      {
        fn: 'onItemWritten',
        type: 'google.cloud.firestore.document.v1.written',
        params: { itemId: 'a' },
        before: { v: '2' },
        after: null,
      },
    ]);
  });

  it('match nested patterns and ignore documents outside them', async () => {
    commits.commit([
      { path: 'items/b/notes/n1', before: null, after: { text: 'hi' } },
      { path: 'other/x', before: null, after: { v: '1' } },
      { path: 'items/b/notes/n1/deeper/d', before: null, after: { v: '1' } },
    ]);
    await host.idle();
    expect(calls()).toEqual([
      {
        fn: 'onNoteCreated',
        params: { itemId: 'b', noteId: 'n1' },
        id: 'n1',
        data: { text: 'hi' },
      },
    ]);
  });

  it('keep commit order per document under a burst of writes', async () => {
    for (let i = 1; i <= 30; i++)
      commits.commit([
        {
          path: 'items/burst',
          before: i === 1 ? null : { v: String(i - 1) },
          after: { v: String(i) },
        },
      ]);
    await host.idle();
    expect(calls('onItemWritten').map((call) => (call.after as { v: string }).v)).toEqual(
      Array.from({ length: 30 }, (_, i) => String(i + 1)),
    );
  });

  it('retry a failing function that declares retry, with the same event id', async () => {
    commits.commit([{ path: 'flaky/f1', before: null, after: { v: '1' } }]);
    await host.idle();
    const attempts = calls('flaky');
    expect(attempts.map((call) => call.attempt)).toEqual([1, 2, 3]);
    expect(new Set(attempts.map((call) => call.eventId)).size).toBe(1);
  });

  it('do not retry a failing function without retry', async () => {
    commits.commit([{ path: 'brittle/b1', before: null, after: { v: '1' } }]);
    await host.idle();
    expect(calls('brittle')).toHaveLength(1);
  });
});

describe('schedules', () => {
  it('run on demand over HTTP and through runSchedule', async () => {
    const response = await fetch(`${host.url}/_host/schedules/tick:run`, { method: 'POST' });
    expect(response.status).toBe(200);
    await host.runSchedule('tick');
    expect(calls('tick')).toHaveLength(2);
  });

  it('refuse names that are not scheduled functions', async () => {
    await expect(host.runSchedule('hello')).rejects.toThrow(/No scheduled function/);
    const response = await fetch(`${host.url}/_host/schedules/missing:run`, { method: 'POST' });
    expect(response.status).toBe(500);
  });
});

describe('reload', () => {
  it('re-imports the build and keeps serving on the same port', async () => {
    const read = async () =>
      (
        (await (await fetch(`${host.url}/${PROJECT}/${REGION}/hello`)).json()) as {
          version: string;
        }
      ).version;
    expect(await read()).toBe('v1');
    writeFileSync(versionFile, 'v2');
    await host.reload();
    expect(await read()).toBe('v2');
    commits.commit([{ path: 'items/after-reload', before: null, after: { v: '1' } }]);
    await host.idle();
    expect(calls('onItemWritten')).toHaveLength(1);
  });
});

describe('robustness', () => {
  const read = async () =>
    ((await (await fetch(`${host.url}/${PROJECT}/${REGION}/hello`)).json()) as { version: string })
      .version;

  it('keeps serving the previous build when a reload fails to load', async () => {
    const before = await read();
    writeFileSync(versionFile, 'broken');
    await expect(host.reload()).rejects.toThrow(/broken on purpose/);
    expect(await read()).toBe(before);
    writeFileSync(versionFile, before);
  });

  it('replaces a worker that died', async () => {
    expect((await fetch(`${host.url}/${PROJECT}/${REGION}/crash`)).status).toBe(200);
    // Until the exit is noticed a connection may still be handed to the dying worker and answered
    // 503; a new worker answers once the host has replaced it (however long it takes to start).
    const hello = () =>
      fetch(`${host.url}/${PROJECT}/${REGION}/hello`).then(
        (response) => response.status,
        () => 0,
      );
    while ((await hello()) !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`${host.url}/${PROJECT}/${REGION}/hello`)).status).toBe(200);
  });

  it('answers at once when its worker is killed: the call it held fails, the rest go to a new worker', async () => {
    const functions = getFunctions(app, REGION);
    const held = httpsCallable(functions, 'spin')().then(
      () => null,
      (error: unknown) => error as { code: string; message: string },
    );
    // The worker records the call, then loops: it can neither answer nor take new connections.
    while (calls('spin').length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const pid = calls('spin')[0]!.pid as number;
    const hello = () =>
      new Promise<number>((resolve, reject) =>
        http
          .get(`${host.url}/${PROJECT}/${REGION}/hello`, { agent: false }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
          .on('error', reject),
      );
    // New connections, handed to the looping worker (which never takes them) or to its successor.
    const waiting = [hello(), hello(), hello()];
    process.kill(pid, 'SIGKILL');
    // Before, the held call failed only with the connection, and connections queued for the dead
    // worker were never answered (the client waited for its own timeout).
    expect(await held).toMatchObject({ code: 'functions/unavailable' });
    expect((await held)?.message).toMatch(/worker exited \(SIGKILL\)/);
    expect(await Promise.all(waiting)).toEqual([200, 200, 200]);
  });
});
