// The host's `output` option: the functions' console output reaches the caller line by line
// instead of this process's stdout, so a test suite can show it only with failing tests.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFunctionsHost, type FunctionsHost } from '../../src/functions-host/index.js';

const PROJECT = 'demo-host-output';
const REGION = 'europe-west1';
const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');
const received: Array<{ line: string; stream: string }> = [];
let host: FunctionsHost;

beforeAll(async () => {
  host = await startFunctionsHost({
    port: 0,
    project: PROJECT,
    functionsDir: fixtureDir,
    schedules: false,
    output: (line, stream) => received.push({ line, stream }),
  });
});

afterAll(async () => {
  await host.close();
});

it('hands each line the functions log to `output`, with its stream', async () => {
  const answer = await fetch(`${host.url}/${PROJECT}/${REGION}/logLine?tag=first`);
  expect(answer.status).toBe(200);
  await expect
    .poll(() => received.find(({ line }) => line.includes('output-probe')))
    .toMatchObject({ stream: 'stdout' });
  const entry = received.find(({ line }) => line.includes('output-probe'));
  expect(JSON.parse(entry!.line)).toMatchObject({
    severity: 'INFO',
    message: 'output-probe',
    tag: 'first',
  });
});
