// `--google-emulators` without running them (no Java 21 here): the Java check refuses before
// anything starts, and the firebase.json handed to firebase-tools carries our ports.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  googleEmulatorsConfig,
  javaMajorVersion,
  startGoogleStack,
  stripeWebhookUrl,
} from '../../src/stack/google.js';

const savedPath = process.env.PATH;
const dirs: string[] = [];

/** Puts a fake `java` printing `versionLine` (as `java -version` does, on stderr) first on PATH. */
function fakeJava(versionLine: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'brunchers-java-'));
  dirs.push(dir);
  if (versionLine !== null) {
    const script = join(dir, 'java');
    writeFileSync(script, `#!/bin/sh\necho '${versionLine}' >&2\n`);
    chmodSync(script, 0o755);
  }
  process.env.PATH = versionLine === null ? dir : `${dir}:${savedPath}`;
  return dir;
}

afterEach(() => {
  process.env.PATH = savedPath;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Java version check', () => {
  it('reads the major version of java -version, old and new styles', () => {
    fakeJava('openjdk version "17.0.12" 2024-07-16');
    expect(javaMajorVersion()).toBe(17);
    fakeJava('java version "1.8.0_402"');
    expect(javaMajorVersion()).toBe(8);
    fakeJava('openjdk version "21" 2023-09-19');
    expect(javaMajorVersion()).toBe(21);
    fakeJava(null);
    expect(javaMajorVersion()).toBeNull();
  });

  it('refuses to start below Java 21, before any server or data folder exists', async () => {
    const work = fakeJava('openjdk version "17.0.12" 2024-07-16');
    const dataDir = join(work, 'data');
    const options = { root: resolve('..'), dataDir, ports: { web: 0, stripe: 0 } };
    await expect(startGoogleStack(options)).rejects.toThrow(/needs Java 21 or later \(found 17\)/);
    fakeJava(null);
    await expect(startGoogleStack(options)).rejects.toThrow(/found no Java/);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('firebase.json for firebase-tools', () => {
  const base = {
    functions: [{ source: 'functions', codebase: 'default' }],
    firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
    storage: { rules: 'storage.rules' },
    emulators: {
      singleProjectMode: true,
      auth: { host: '127.0.0.1', port: 9099 },
      firestore: { host: '127.0.0.1', port: 8080 },
      ui: { enabled: false },
    },
  };

  it('sets the --port-* ports and keeps paths pointing at the repository', () => {
    const root = '/repo';
    const configDir = '/repo/.data';
    const config = googleEmulatorsConfig(
      base,
      root,
      configDir,
      { auth: 19099, firestore: 18080, functions: 15001, storage: 19199 },
      '127.0.0.1',
    );
    expect(config.emulators).toEqual({
      singleProjectMode: true,
      auth: { host: '127.0.0.1', port: 19099 },
      firestore: { host: '127.0.0.1', port: 18080 },
      functions: { host: '127.0.0.1', port: 15001 },
      storage: { host: '127.0.0.1', port: 19199 },
      ui: { enabled: false },
    });
    expect(config.functions).toEqual([{ source: '../functions', codebase: 'default' }]);
    expect(config.firestore).toEqual({
      rules: '../firestore.rules',
      indexes: '../firestore.indexes.json',
    });
    expect(config.storage).toEqual({ rules: '../storage.rules' });
    expect(base.emulators.auth.port).toBe(9099); // the input is not modified
  });

  it('points the Stripe webhook at the Functions port in use', () => {
    expect(stripeWebhookUrl('127.0.0.1', 15001)).toBe(
      'http://127.0.0.1:15001/demo-brunchers/europe-west1/stripeWebhook',
    );
  });
});
