import { db } from '../lib/admin.js';
import { TICKET_SECRET } from '../lib/config.js';
import { systemClock } from '../lib/time.js';
import type { CheckInDeps } from './deps.js';

export function liveCheckInDeps(): CheckInDeps {
  return { db: db(), clock: systemClock, ticketSecret: TICKET_SECRET.value() };
}
