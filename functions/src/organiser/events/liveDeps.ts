import { db } from '../../lib/admin.js';
import { stripeClient } from '../../lib/stripe.js';
import { systemClock } from '../../lib/time.js';
import type { OrganiserEventDeps } from './deps.js';

export function liveOrganiserEventDeps(): OrganiserEventDeps {
  return { db: db(), stripe: stripeClient(), clock: systemClock };
}
