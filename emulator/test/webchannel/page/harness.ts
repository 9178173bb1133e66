/**
 * Browser-side test harness, bundled by esbuild with the real firebase v12 web SDK. Tests drive it
 * through `window.h` (page.evaluate) and wait on what it records (page.waitForFunction).
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import * as fs from 'firebase/firestore';

export interface OpenOptions {
  /** Firestore emulator port. */
  port: number;
  host?: string;
  project: string;
  longPolling?: boolean;
  authPort?: number;
}

/** A snapshot reduced to what tests compare. */
export interface SnapshotRecord {
  /** Date.now() when the snapshot reached the page (for latency figures). */
  at: number;
  fromCache: boolean;
  hasPendingWrites: boolean;
  docs: Array<{ id: string; data: Record<string, unknown> | undefined }>;
  changes: Array<{ type: string; id: string }>;
}

export interface Watch {
  snapshots: SnapshotRecord[];
  error: { code: string; message: string } | null;
  unsubscribe: () => void;
}

interface Client {
  app: FirebaseApp;
  db: fs.Firestore;
  auth: Auth | null;
}

let appCounter = 0;

/** Converts Firestore values (Timestamps, nested maps) to plain JSON the test side can compare. */
function plain(value: unknown): unknown {
  if (value instanceof fs.Timestamp) return { timestamp: value.toMillis() };
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

function record(snapshot: fs.QuerySnapshot | fs.DocumentSnapshot): SnapshotRecord {
  const meta = {
    at: Date.now(),
    fromCache: snapshot.metadata.fromCache,
    hasPendingWrites: snapshot.metadata.hasPendingWrites,
  };
  if (snapshot instanceof fs.DocumentSnapshot) {
    return {
      ...meta,
      docs: snapshot.exists()
        ? [{ id: snapshot.id, data: plain(snapshot.data()) as Record<string, unknown> }]
        : [],
      changes: [],
    };
  }
  return {
    ...meta,
    docs: snapshot.docs.map((d) => ({
      id: d.id,
      data: plain(d.data()) as Record<string, unknown>,
    })),
    changes: snapshot.docChanges().map((c) => ({ type: c.type, id: c.doc.id })),
  };
}

const harness = {
  fs,
  clients: new Map<string, Client>(),
  watches: new Map<string, Watch>(),

  /** A named firebase app + Firestore (+ Auth) pointed at the local emulators. */
  open(name: string, options: OpenOptions): void {
    const app = initializeApp(
      { projectId: options.project, apiKey: 'fake-api-key' },
      `app-${++appCounter}`,
    );
    const db = options.longPolling
      ? fs.initializeFirestore(app, { experimentalForceLongPolling: true })
      : fs.initializeFirestore(app, {});
    fs.connectFirestoreEmulator(db, options.host ?? 'localhost', options.port);
    let auth: Auth | null = null;
    if (options.authPort) {
      auth = getAuth(app);
      connectAuthEmulator(auth, `http://127.0.0.1:${options.authPort}`, { disableWarnings: true });
    }
    harness.clients.set(name, { app, db, auth });
  },

  db(name: string): fs.Firestore {
    const client = harness.clients.get(name);
    if (!client) throw new Error(`no client ${name}`);
    return client.db;
  },

  async close(name: string): Promise<void> {
    const client = harness.clients.get(name);
    if (!client) return;
    harness.clients.delete(name);
    await fs.terminate(client.db);
    await deleteApp(client.app);
  },

  /** Starts onSnapshot on a document path or on a query built in the page, recording everything. */
  watch(key: string, target: fs.DocumentReference | fs.Query): void {
    const watch: Watch = { snapshots: [], error: null, unsubscribe: () => undefined };
    const onError = (e: fs.FirestoreError) => {
      watch.error = { code: e.code, message: e.message };
    };
    watch.unsubscribe =
      target instanceof fs.DocumentReference
        ? fs.onSnapshot(
            target,
            { includeMetadataChanges: true },
            (s) => watch.snapshots.push(record(s)),
            onError,
          )
        : fs.onSnapshot(
            target,
            { includeMetadataChanges: true },
            (s) => watch.snapshots.push(record(s)),
            onError,
          );
    harness.watches.set(key, watch);
  },

  /** The newest snapshot confirmed by the server (not from cache, no pending writes). */
  latest(key: string): SnapshotRecord | undefined {
    return harness.watches
      .get(key)
      ?.snapshots.filter((s) => !s.fromCache && !s.hasPendingWrites)
      .at(-1);
  },

  /** Runs an operation and reports its outcome instead of throwing (errors cross as data). */
  async attempt<T>(
    run: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false; code: string; message: string }> {
    try {
      return { ok: true, value: plain(await run()) as T };
    } catch (e) {
      const error = e as { code?: string; message?: string };
      return { ok: false, code: error.code ?? 'unknown', message: error.message ?? String(e) };
    }
  },

  async signUp(name: string, email: string, password: string): Promise<string> {
    const auth = harness.clients.get(name)?.auth;
    if (!auth) throw new Error(`client ${name} has no auth`);
    try {
      return (await createUserWithEmailAndPassword(auth, email, password)).user.uid;
    } catch {
      return (await signInWithEmailAndPassword(auth, email, password)).user.uid;
    }
  },

  async signIn(name: string, email: string, password: string): Promise<string> {
    const auth = harness.clients.get(name)?.auth;
    if (!auth) throw new Error(`client ${name} has no auth`);
    return (await signInWithEmailAndPassword(auth, email, password)).user.uid;
  },

  async signOut(name: string): Promise<void> {
    const auth = harness.clients.get(name)?.auth;
    if (!auth) throw new Error(`client ${name} has no auth`);
    await signOut(auth);
  },
};

export type PageHarness = typeof harness;

declare global {
  interface Window {
    h: PageHarness;
  }
}

window.h = harness;
