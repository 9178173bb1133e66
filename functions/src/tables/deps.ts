import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../lib/time.js';

export interface TablesDeps {
  db: Firestore;
  clock: Clock;
}
