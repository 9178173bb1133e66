import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../lib/time.js';

export interface AdminDeps {
  db: Firestore;
  auth: Auth;
  clock: Clock;
}
