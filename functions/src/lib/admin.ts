// firebase-admin, initialised once per process. On Cloud Functions the default credentials and
// project come from the runtime; locally the host sets FIRESTORE_EMULATOR_HOST and friends.

import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}
