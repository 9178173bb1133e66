// A callable in flight when its Functions worker dies fails at once, as production's does when an
// instance crashes (the client gets `unavailable`, not a hang until its own time-out), and the
// worker is restarted: the next call succeeds.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsHost, type FunctionsHost } from '../../src/functions-host/index.js';

const PROJECT = 'demo-worker-death';
const REGION = 'us-central1';
/** The bound on how long a call to a dead worker may take to fail. */
const FAILS_WITHIN_MS = 5_000;
const workDir = mkdtempSync(path.join(tmpdir(), 'worker-death-'));
const logFile = path.join(workDir, 'calls.jsonl');
const holdFile = path.join(workDir, 'hold');
let host: FunctionsHost;
let app: FirebaseApp;

beforeAll(async () => {
  writeFileSync(logFile, '');
  host = await startFunctionsHost({
    port: 0,
    project: PROJECT,
    functionsDir: fileURLToPath(new URL('./durable-fixture', import.meta.url)),
    env: { FIXTURE_LOG: logFile, FIXTURE_HOLD_FILE: holdFile },
    schedules: false,
    logLevel: 'warn',
  });
  app = initializeApp({ projectId: PROJECT, apiKey: 'fake-api-key' }, 'worker-death');
  connectFunctionsEmulator(getFunctions(app, REGION), '127.0.0.1', host.port);
});

afterAll(async () => {
  await deleteApp(app);
  await host.close();
  rmSync(workDir, { recursive: true, force: true });
});

function pidsOf(stage: 'waiting' | 'stuck'): number[] {
  if (!existsSync(logFile)) return [];
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { stage: string; pid: number })
    .filter((call) => call.stage === stage)
    .map((call) => call.pid);
}

type Outcome = { code: string } | { data: { answeredBy: number } };

/** A callable's outcome: its answer, or the error's code. */
function call(name: string): Promise<Outcome> {
  return httpsCallable<unknown, { answeredBy: number }>(getFunctions(app, REGION), name)().then(
    (result) => ({ data: result.data }),
    (error: unknown) => ({ code: (error as { code: string }).code }),
  );
}

/** `outcome`, or a marker when it has not settled within the bound. */
async function within(bound: number, outcome: Promise<Outcome>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ code: `still waiting after ${bound} ms` }), bound);
  });
  try {
    return await Promise.race([outcome, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a Functions worker killed mid-call', () => {
  it('fails the call it held within 5 s, and the next call is served by its replacement', async () => {
    writeFileSync(holdFile, '');
    const held = call('waitForever');
    await expect.poll(() => pidsOf('waiting'), { timeout: 20_000 }).toHaveLength(1);
    const killed = pidsOf('waiting')[0]!;
    // Calls from now on are answered (the killed worker's are not: it is gone).
    rmSync(holdFile);
    process.kill(killed, 'SIGKILL');
    expect(await within(FAILS_WITHIN_MS, held)).toEqual({ code: 'functions/unavailable' });

    const next = await call('waitForever');
    expect(next).toMatchObject({ data: { answeredBy: expect.any(Number) } });
    expect(next).not.toMatchObject({ data: { answeredBy: killed } });
  }, 60_000);

  it('when it was stuck: fails the call it held within 5 s; the calls sent meanwhile fail with it or are served', async () => {
    writeFileSync(holdFile, '');
    const held = call('stuck');
    await expect.poll(() => pidsOf('stuck'), { timeout: 20_000 }).toHaveLength(1);
    const killed = pidsOf('stuck')[0]!;
    // Sent while it is stuck: on a kept-alive connection it holds (then failed with it, as on a
    // crashed instance) or on a new one it cannot take (then served by its replacement).
    const queued = [call('waitForever'), call('waitForever')];
    rmSync(holdFile);
    process.kill(killed, 'SIGKILL');
    expect(await within(FAILS_WITHIN_MS, held)).toEqual({ code: 'functions/unavailable' });
    for (const outcome of await Promise.all(queued)) {
      if ('code' in outcome) expect(outcome.code).toBe('functions/unavailable');
      else expect(outcome.data.answeredBy).not.toBe(killed);
    }
    const next = await call('waitForever');
    expect(next).toMatchObject({ data: { answeredBy: expect.any(Number) } });
    expect(next).not.toMatchObject({ data: { answeredBy: killed } });
  }, 60_000);
});
