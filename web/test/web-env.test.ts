// The web app's environment is checked with zod at start (and at build): a missing variable is
// named in the error.
import { describe, expect, it } from 'vitest';
import { parseWebEnv, WebEnvError } from '../src/lib/web-env';

const COMPLETE = {
  VITE_FIREBASE_PROJECT_ID: 'brunchers-prod',
  VITE_FIREBASE_API_KEY: 'AIza-example',
  VITE_FIREBASE_AUTH_DOMAIN: 'brunchers-prod.firebaseapp.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'brunchers-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_APP_CHECK_SITE_KEY: '6Lc-example',
  MODE: 'production',
};

describe('web environment', () => {
  it('accepts a complete production environment (no emulator host)', () => {
    const env = parseWebEnv(COMPLETE);
    expect(env.VITE_FIREBASE_PROJECT_ID).toBe('brunchers-prod');
    expect(env.VITE_EMULATOR_HOST).toBeUndefined();
  });

  it('names a missing variable', () => {
    const { VITE_FIREBASE_API_KEY: _missing, ...rest } = COMPLETE;
    expect(() => parseWebEnv(rest)).toThrow(WebEnvError);
    expect(() => parseWebEnv(rest)).toThrow(/VITE_FIREBASE_API_KEY is missing/);
  });

  it('wants the App Check site key in production only (the local stack issues its own tokens)', () => {
    const { VITE_APP_CHECK_SITE_KEY: _key, ...keyless } = COMPLETE;
    expect(() => parseWebEnv(keyless)).toThrow(/VITE_APP_CHECK_SITE_KEY is missing/);
    expect(parseWebEnv({ ...keyless, VITE_EMULATOR_HOST: 'localhost' }).VITE_EMULATOR_HOST).toBe(
      'localhost',
    );
  });

  it('names an empty one, and every problem at once', () => {
    expect(() =>
      parseWebEnv({ ...COMPLETE, VITE_FIREBASE_APP_ID: '', VITE_FIREBASE_PROJECT_ID: '  ' }),
    ).toThrow(/VITE_FIREBASE_PROJECT_ID is (missing|invalid).*VITE_FIREBASE_APP_ID is missing/);
  });
});
