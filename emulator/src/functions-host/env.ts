// The environment the worker starts with: what Google's Functions emulator sets for its runtime,
// then the functions' own .env files, then the caller's overrides.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface WorkerEnvOptions {
  project: string;
  functionsDir: string;
  firestoreHost?: string;
  overrides?: Record<string, string>;
}

export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const DEFAULT_STORAGE_EMULATOR_HOST = '127.0.0.1:9199';

export function buildWorkerEnv(opts: WorkerEnvOptions): Record<string, string> {
  const { project, functionsDir } = opts;
  const emulator: Record<string, string> = {
    FUNCTIONS_EMULATOR: 'true',
    GCLOUD_PROJECT: project,
    GOOGLE_CLOUD_PROJECT: project,
    FIREBASE_CONFIG: JSON.stringify({
      projectId: project,
      storageBucket: `${project}.appspot.com`,
    }),
    FIREBASE_AUTH_EMULATOR_HOST: DEFAULT_AUTH_EMULATOR_HOST,
    FIREBASE_STORAGE_EMULATOR_HOST: DEFAULT_STORAGE_EMULATOR_HOST,
    // As the real emulator: ID tokens (Auth emulator, unsigned) are decoded without verification.
    FIREBASE_DEBUG_MODE: 'true',
    FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
    // There is no Google metadata server on a workstation: keep google-auth-library from probing
    // for one (a warning at best, a network time-out at worst).
    METADATA_SERVER_DETECTION: 'none',
    FUNCTIONS_HOST_SOURCE_DIR: functionsDir,
  };
  if (opts.firestoreHost) emulator.FIRESTORE_EMULATOR_HOST = opts.firestoreHost;
  return {
    ...inheritedEnv(),
    ...emulator,
    // Same precedence as firebase-tools: .env, then .env.<project>, then .env.local.
    ...readDotEnv(path.join(functionsDir, '.env')),
    ...readDotEnv(path.join(functionsDir, `.env.${project}`)),
    ...readDotEnv(path.join(functionsDir, '.env.local')),
    ...opts.overrides,
  };
}

/** The parent's environment minus emulator settings that belong to another stack (e.g. a test's). */
function inheritedEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.endsWith('_EMULATOR_HOST')) env[key] = value;
  }
  return env;
}

/** KEY=value lines; `#` comments; optional single or double quotes around the value. */
export function parseDotEnv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2]!;
    const quoted = /^(['"])(.*)\1$/.exec(value);
    if (quoted) value = quoted[1] === '"' ? quoted[2]!.replace(/\\n/g, '\n') : quoted[2]!;
    else value = value.replace(/\s+#.*$/, '');
    values[match[1]!] = value;
  }
  return values;
}

function readDotEnv(file: string): Record<string, string> {
  return existsSync(file) ? parseDotEnv(readFileSync(file, 'utf8')) : {};
}
