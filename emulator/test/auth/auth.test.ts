// The in-process Auth emulator (firebase-tools' own) through the official SDKs, and its account
// persistence across a restart on the same data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuth } from '../../src/auth/index.js';

const PROJECT = 'demo-brunchers';
const dataDir = mkdtempSync(join(tmpdir(), 'brunchers-auth-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function webAuth(port: number, name: string) {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${port}`, { disableWarnings: true });
  return { app, auth };
}

describe('Auth emulator (firebase-tools, in-process)', () => {
  it('signs up through the web SDK, carries admin custom claims, and keeps accounts across a restart', async () => {
    const first = await startAuth({ port: 0, projectId: PROJECT, dataDir });
    const web = webAuth(first.port, 'auth-first');
    const admin = initializeAdminApp({ projectId: PROJECT }, 'auth-admin');
    try {
      const credential = await createUserWithEmailAndPassword(
        web.auth,
        'new.member@example.com',
        'secret-123',
      );
      process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${first.port}`;
      await getAdminAuth(admin).setCustomUserClaims(credential.user.uid, { role: 'partner' });
      const token = await credential.user.getIdTokenResult(true);
      expect(token.claims.role).toBe('partner');
      await signOut(web.auth);
    } finally {
      await deleteApp(web.app);
      await deleteAdminApp(admin);
      await first.close();
    }

    const second = await startAuth({ port: 0, projectId: PROJECT, dataDir });
    const again = webAuth(second.port, 'auth-second');
    try {
      const signedIn = await signInWithEmailAndPassword(
        again.auth,
        'new.member@example.com',
        'secret-123',
      );
      expect((await signedIn.user.getIdTokenResult()).claims.role).toBe('partner');
      await expect(
        signInWithEmailAndPassword(again.auth, 'new.member@example.com', 'wrong-password'),
      ).rejects.toMatchObject({
        code: 'auth/wrong-password',
      });
    } finally {
      await deleteApp(again.app);
      await second.close();
    }
    // Two starts of firebase-tools' emulator: slow on a busy machine.
  }, 120_000);
});
