/** The local Firestore under test, its rules, and a firebase-admin client talking to it over gRPC. */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startFirestore, type FirestoreServer } from '../../../src/firestore/index.js';

export { startFirestore, type FirestoreServer };

export const OPEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} { allow read, write: if true; }
  }
}`;

/** Installs rules through the emulator's control endpoint, as rules-unit-testing does. */
export async function setRules(port: number, project: string, rules: string): Promise<void> {
  const res = await fetch(
    `http://127.0.0.1:${port}/emulator/v1/projects/${project}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
    },
  );
  if (!res.ok) throw new Error(`setting rules failed: ${res.status} ${await res.text()}`);
}

let adminCounter = 0;

/** firebase-admin Firestore on the emulator (FIRESTORE_EMULATOR_HOST is read when it is created). */
export function adminFirestore(
  port: number,
  project: string,
): { db: Firestore; close(): Promise<void> } {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.METADATA_SERVER_DETECTION = 'none'; // no GCE metadata probes (no network here)
  const app = initializeApp({ projectId: project }, `admin-${++adminCounter}`);
  const db = getFirestore(app);
  return {
    db,
    close: async () => {
      await db.terminate();
      await deleteApp(app);
    },
  };
}
