// App Check on the local Functions host: a callable that enforces it (enforceAppCheck, as
// production's createCheckout) refuses a call without a token and one with a forged, foreign or
// expired token, exactly as firebase-functions does in production, and accepts a token the host
// issued; a callable that does not enforce it runs either way, without `request.app` for a bad one.

import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppCheckKeys } from '../../src/functions-host/app-check.js';
import { startFunctionsHost, type FunctionsHost } from '../../src/functions-host/index.js';

const PROJECT = 'demo-app-check-test';
const REGION = 'europe-west1';
const APP_ID = '1:000000000000:web:0000000000000000';
const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app-check-fixture');
const workDir = mkdtempSync(path.join(tmpdir(), 'functions-host-app-check-'));
const keyFile = path.join(workDir, 'app-check-key.pem');
let host: FunctionsHost;

beforeAll(async () => {
  host = await startFunctionsHost({
    port: 0,
    project: PROJECT,
    functionsDir: fixtureDir,
    schedules: false,
    appCheckKeyFile: keyFile,
    output: () => {},
  });
});

afterAll(async () => {
  await host.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function call(name: string, appCheckToken?: string) {
  const response = await fetch(`${host.url}/${PROJECT}/${REGION}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(appCheckToken !== undefined && { 'x-firebase-appcheck': appCheckToken }),
    },
    body: JSON.stringify({ data: {} }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function issuedToken(appId = APP_ID): Promise<string> {
  const response = await fetch(`${host.url}/_host/app-check/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId }),
  });
  expect(response.status).toBe(200);
  const { token, ttlMillis } = (await response.json()) as { token: string; ttlMillis: number };
  expect(ttlMillis).toBeGreaterThan(0);
  return token;
}

const UNAUTHENTICATED = { error: { message: 'Unauthenticated', status: 'UNAUTHENTICATED' } };

describe('a callable that enforces App Check', () => {
  it('refuses a call without a token', async () => {
    expect(await call('guarded')).toEqual({ status: 401, body: UNAUTHENTICATED });
  });

  it('accepts a token the host issued, and the function sees its app id', async () => {
    expect(await call('guarded', await issuedToken())).toEqual({
      status: 200,
      body: { result: { appId: APP_ID } },
    });
  });

  it('refuses a token signed with another key (a forgery)', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forged = new AppCheckKeys(pem, PROJECT).issue(APP_ID);
    expect(await call('guarded', forged)).toEqual({ status: 401, body: UNAUTHENTICATED });
  });

  it('refuses an unsigned token and a token with a tampered payload', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'none' })}.${part({ sub: APP_ID, aud: [`projects/${PROJECT}`] })}.`;
    expect(await call('guarded', unsigned)).toEqual({ status: 401, body: UNAUTHENTICATED });
    const [header, , signature] = (await issuedToken()).split('.');
    const tampered = `${header}.${part({ sub: 'another-app', aud: [`projects/${PROJECT}`] })}.${signature}`;
    expect(await call('guarded', tampered)).toEqual({ status: 401, body: UNAUTHENTICATED });
  });

  it("refuses the host's own token when it is expired or for another project", async () => {
    const keys = new AppCheckKeys(readFileSync(keyFile, 'utf8'), PROJECT);
    const expired = keys.issue(APP_ID, Date.now() - 2 * 60 * 60 * 1000);
    expect(await call('guarded', expired)).toEqual({ status: 401, body: UNAUTHENTICATED });
    const foreign = new AppCheckKeys(readFileSync(keyFile, 'utf8'), 'another-project').issue(
      APP_ID,
    );
    expect(await call('guarded', foreign)).toEqual({ status: 401, body: UNAUTHENTICATED });
  });

  it('succeeds from the web SDK with App Check initialised on a provider of the host', async () => {
    const app: FirebaseApp = initializeApp(
      { projectId: PROJECT, apiKey: 'fake-api-key', appId: APP_ID },
      'app-check-test',
    );
    try {
      initializeAppCheck(app, {
        provider: new CustomProvider({
          getToken: async () => ({
            token: await issuedToken(),
            expireTimeMillis: Date.now() + 60 * 60 * 1000,
          }),
        }),
        isTokenAutoRefreshEnabled: false,
      });
      const functions = getFunctions(app, REGION);
      connectFunctionsEmulator(functions, '127.0.0.1', host.port);
      const { data } = await httpsCallable(functions, 'guarded')({});
      expect(data).toEqual({ appId: APP_ID });
    } finally {
      await deleteApp(app);
    }
  });
});

describe('a callable that does not enforce App Check', () => {
  it('runs without a token, and with a forged one as if it had none', async () => {
    expect(await call('lenient')).toEqual({ status: 200, body: { result: { appId: null } } });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const forged = new AppCheckKeys(pem, PROJECT).issue(APP_ID);
    expect(await call('lenient', forged)).toEqual({
      status: 200,
      body: { result: { appId: null } },
    });
  });
});

describe('the token endpoint', () => {
  it('wants an app id', async () => {
    const response = await fetch(`${host.url}/_host/app-check/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(400);
  });
});

describe('verified tokens, remembered until they expire', () => {
  it('accepts a remembered token only until its expiry, and never a tampered copy', () => {
    const keys = new AppCheckKeys(readFileSync(keyFile, 'utf8'), PROJECT);
    const now = Date.now();
    const token = keys.issue(APP_ID, now, 60);
    const first = keys.verify(token, now);
    expect(first).toMatchObject({ sub: APP_ID });
    expect(keys.verify(token, now + 1000)).toEqual(first);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(keys.verify(tampered, now)).toBeInstanceOf(Error);
    expect(keys.verify(token, now + 61_000)).toEqual(new Error('expired'));
    // Forgotten once expired: checked in full again (still valid at an earlier clock).
    expect(keys.verify(token, now)).toEqual(first);
  });
});
