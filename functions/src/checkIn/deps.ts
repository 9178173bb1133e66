import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../lib/time.js';

export interface CheckInDeps {
  db: Firestore;
  clock: Clock;
  /** TICKET_SECRET: signs and verifies ticket tokens. */
  ticketSecret: string;
}
