/** Shared set-up for the Firestore conformance tests: one emulator per test file, unique project ids. */
import { randomBytes } from 'node:crypto';
import { startFirestore, type FirestoreServer } from '../../src/firestore/index.js';

export async function startTestFirestore(
  opts: { dataDir?: string } = {},
): Promise<FirestoreServer> {
  return startFirestore({ port: 0, host: '127.0.0.1', ...opts });
}

export function uniqueProject(prefix: string): string {
  return `demo-${prefix}-${randomBytes(3).toString('hex')}`;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves when `predicate` holds for a value pushed by a listener; rejects after `ms`. */
export function waitFor<T>(
  subscribe: (push: (value: T) => void) => () => void,
  predicate: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | null = null;
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      unsubscribe?.();
      reject(new Error('Timed out waiting for a matching value'));
    }, ms);
    unsubscribe = subscribe((value) => {
      if (done || !predicate(value)) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe?.());
      resolve(value);
    });
    if (done) unsubscribe();
  });
}
