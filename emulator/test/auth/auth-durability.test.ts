// Accounts the Auth emulator acknowledged survive a kill -9 of the process that runs it, also
// under steady traffic (before, the export ran a second after the last change, so sign-ups that
// kept coming postponed it and a kill lost them all).
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'brunchers-auth-kill-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The Auth launcher in a child process on `dataDir`, and its port once it serves. */
async function startChild(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL('./auth-child.ts', import.meta.url)), [], {
    env: { ...process.env, AUTH_DATA_DIR: dataDir },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { child, port: message.port };
}

function webAuth(port: number, name: string) {
  const app = initializeApp({ projectId: 'demo-brunchers', apiKey: 'demo-key' }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${port}`, { disableWarnings: true });
  return { app, auth };
}

describe('Auth accounts on disk', () => {
  it('keep every acknowledged sign-up and profile change after a kill -9 under steady traffic', async () => {
    const first = await startChild();
    const emails: string[] = [];
    const web = webAuth(first.port, 'auth-kill-first');
    try {
      // Back to back, each well within a second of the last: the old debounce never fired.
      for (let i = 0; i < 8; i++) {
        const email = `steady.${i}@example.com`;
        const { user } = await createUserWithEmailAndPassword(web.auth, email, 'secret-123');
        await updateProfile(user, { displayName: `Steady ${i}` });
        emails.push(email);
      }
    } finally {
      first.child.kill('SIGKILL');
      await once(first.child, 'exit');
      await deleteApp(web.app);
    }

    const second = await startChild();
    const again = webAuth(second.port, 'auth-kill-second');
    try {
      for (const [i, email] of emails.entries()) {
        const { user } = await signInWithEmailAndPassword(again.auth, email, 'secret-123');
        expect(user.displayName).toBe(`Steady ${i}`);
      }
    } finally {
      await deleteApp(again.app);
      second.child.kill('SIGKILL');
    }
    // Two starts of firebase-tools' emulator in child processes: slow on a busy machine.
  }, 120_000);
});
