// The bad-input corpus for createCheckout (issue 6): wrong types, guest counts 0/-1/11/2.5, more
// guests than seats, unknown or past events, missing or malformed guest e-mails, 100 kB strings,
// extra fields. Every entry must end in invalid-argument or failed-precondition with nothing
// written, whether the handler is called directly or through the callable endpoint.

import type { Firestore } from 'firebase-admin/firestore';
import { seedEvent } from './fixtures.js';

/** e-bad has 3 seats left; e-past took place. */
export async function seedBadInputEvents(db: Firestore): Promise<void> {
  await seedEvent(db, 'e-bad', { spots_left: 3 });
  await seedEvent(db, 'e-past', { event_date: '2020-01-01' });
}

const big = 'x'.repeat(100 * 1024);

/** [label, request data, whether the caller is a signed-in member (else a guest)] */
export const BAD_INPUT_CORPUS: Array<[label: string, data: unknown, signedIn: boolean]> = [
  ['no data', null, true],
  ['a string', 'e-bad', true],
  ['an array', ['e-bad', 1], true],
  ['eventId a number', { eventId: 7, guestCount: 1 }, true],
  ['guestCount a string', { eventId: 'e-bad', guestCount: '2' }, true],
  ['guestCount 0', { eventId: 'e-bad', guestCount: 0 }, true],
  ['guestCount -1', { eventId: 'e-bad', guestCount: -1 }, true],
  ['guestCount 11', { eventId: 'e-bad', guestCount: 11 }, true],
  ['guestCount 2.5', { eventId: 'e-bad', guestCount: 2.5 }, true],
  ['guestCount NaN-like', { eventId: 'e-bad', guestCount: null }, true],
  ['more guests than seats', { eventId: 'e-bad', guestCount: 4 }, true],
  ['unknown event', { eventId: 'no-such-event', guestCount: 1 }, true],
  ['past event', { eventId: 'e-past', guestCount: 1 }, true],
  ['path-like eventId', { eventId: 'events/e-bad', guestCount: 1 }, true],
  ['100 kB eventId', { eventId: big, guestCount: 1 }, true],
  ['extra field', { eventId: 'e-bad', guestCount: 1, amount: 1 }, true],
  ['client price', { eventId: 'e-bad', guestCount: 1, price: 0.01 }, true],
  ['guest without e-mail', { eventId: 'e-bad', guestCount: 1, guestName: 'Ana' }, false],
  ['guest without name', { eventId: 'e-bad', guestCount: 1, guestEmail: 'ana@example.com' }, false],
  [
    'guest with malformed e-mail',
    { eventId: 'e-bad', guestCount: 1, guestName: 'Ana', guestEmail: 'ana@nowhere' },
    false,
  ],
  [
    'guest with spaces in e-mail',
    { eventId: 'e-bad', guestCount: 1, guestName: 'Ana', guestEmail: 'a na@x.com' },
    false,
  ],
  [
    'guest with 100 kB name',
    { eventId: 'e-bad', guestCount: 1, guestName: big, guestEmail: 'ana@example.com' },
    false,
  ],
  [
    'guest with 100 kB e-mail',
    { eventId: 'e-bad', guestCount: 1, guestName: 'Ana', guestEmail: `${big}@example.com` },
    false,
  ],
];
