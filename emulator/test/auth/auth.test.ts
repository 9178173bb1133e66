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

function webAuth(port: number, name: string, project = PROJECT, apiKey = 'demo-key') {
  const app = initializeApp({ projectId: project, apiKey }, name);
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

  it('signs a web app in to the project its API key names, the one the Admin SDK reaches by path', async () => {
    const OTHER = 'demo-e2e-1';
    const auth = await startAuth({
      port: 0,
      projectId: PROJECT,
      projectOfApiKey: (key) => (key === `key-${OTHER}` ? OTHER : undefined),
    });
    const other = webAuth(auth.port, 'auth-other', OTHER, `key-${OTHER}`);
    const own = webAuth(auth.port, 'auth-own');
    const admin = initializeAdminApp({ projectId: OTHER }, 'auth-admin-other');
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${auth.port}`;
    try {
      const credential = await createUserWithEmailAndPassword(
        other.auth,
        'other.project@example.com',
        'secret-123',
      );
      expect((await getAdminAuth(admin).getUser(credential.user.uid)).email).toBe(
        'other.project@example.com',
      );
      expect((await credential.user.getIdTokenResult()).claims.aud).toBe(OTHER);
      // An account the Admin SDK made there signs in with the key (the browser tests' createMember).
      await getAdminAuth(admin).createUser({
        email: 'made.by.admin@example.com',
        password: 'secret-123',
        emailVerified: true,
      });
      const signedIn = await signInWithEmailAndPassword(
        other.auth,
        'made.by.admin@example.com',
        'secret-123',
      );
      expect(signedIn.user.emailVerified).toBe(true);
      // The default project's key does not see the other project's account.
      await expect(
        signInWithEmailAndPassword(own.auth, 'other.project@example.com', 'secret-123'),
      ).rejects.toMatchObject({
        code: expect.stringMatching(/^auth\/(user-not-found|invalid-credential)$/),
      });
    } finally {
      await deleteApp(other.app);
      await deleteApp(own.app);
      await deleteAdminApp(admin);
      await auth.close();
    }
  }, 120_000);
});
