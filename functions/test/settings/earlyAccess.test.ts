// Issue 39 item 3, early access against the local Firestore and the Stripe stand-in: publishing
// with a public-from time ahead makes the event members first; createCheckout refuses guests and
// non-members before it and members before their plan's hours; the sweep makes it public after.

import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  formatEventDateTime,
  NO_ACCESSIBILITY_STATED,
  userRoleId,
  type EventInput,
} from '@brunchers/model';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import { handleCreateEvent } from '../../src/organiser/events/createEvent.handler.js';
import { handlePublishEvent } from '../../src/organiser/events/eventStatus.handler.js';
import { handleOpenEarlyAccess } from '../../src/settings/openEarlyAccess.handler.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';

let stack: Stack;
let now = new Date();
const HOUR = 3_600_000;
const deps = () => ({
  db: stack.db,
  stripe: stack.stripe,
  clock: () => now,
  appUrl: APP_URL,
});

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(async () => {
  now = new Date();
  await stack.clearFirestore();
  await stack.db
    .collection(COLLECTIONS.userRoles)
    .doc(userRoleId('boss', 'admin'))
    .set({ user_id: 'boss', role: 'admin' });
  // Two members: one on the monthly plan (24 h early), one on a price the console never made.
  const plan = (hours: number, prices: string[]) => ({
    name: 'Plan',
    price_cents: 900,
    period: 'month',
    perks: [],
    early_access_hours: hours,
    stripe_product_id: 'prod_1',
    stripe_price_id: prices.at(-1),
    price_history: prices,
    version: 1,
    updated_at: Timestamp.now(),
  });
  await stack.db
    .collection(COLLECTIONS.membershipPlans)
    .doc('monthly')
    .set(plan(24, ['price_m']));
  await stack.db
    .collection(COLLECTIONS.membershipPlans)
    .doc('yearly')
    .set(plan(48, ['price_y']));
  const membership = (status: string, price: string) => ({
    status,
    subscription_id: 'sub_1',
    customer_id: 'cus_1',
    product_id: 'prod_1',
    price_id: price,
    current_period_end: null,
    cancel_at_period_end: false,
    updated_at: Timestamp.now(),
  });
  await stack.db
    .collection(COLLECTIONS.memberships)
    .doc('monthly-member')
    .set(membership('active', 'price_m'));
  await stack.db
    .collection(COLLECTIONS.memberships)
    .doc('lapsed')
    .set(membership('canceled', 'price_m'));
});

const publicIn = (hours: number) => new Date(now.getTime() + hours * HOUR);
const book = (eventId: string, uid: string | null) =>
  handleCreateCheckout(
    uid
      ? { data: { eventId, guestCount: 1 }, auth: member(uid) }
      : { data: { eventId, guestCount: 1, guestName: 'Gil', guestEmail: 'gil@example.org' } },
    deps(),
  );

describe('publishing with a public-from time ahead', () => {
  it('makes the event members first; without one, or once it has passed, published', async () => {
    const input = (publicFrom: string | null): EventInput => ({
      title: 'Members first',
      description: '',
      style: '',
      event_date: new Date(now.getTime() + 10 * 24 * HOUR).toISOString().slice(0, 10),
      event_time: '11:00',
      location_name: 'Café',
      address: '',
      city: 'Lisbon',
      country: '',
      spots_total: 10,
      price: 20,
      image_url: null,
      host_id: null,
      venue_id: null,
      accessibility: NO_ACCESSIBILITY_STATED,
      public_from: publicFrom,
    });
    const admin = (data: unknown) => ({ data, auth: member('boss') });
    const early = await handleCreateEvent(
      admin({ event: input(publicIn(30).toISOString()) }),
      deps(),
    );
    expect((await handlePublishEvent(admin({ eventId: early.eventId }), deps())).status).toBe(
      'early_access',
    );
    const plain = await handleCreateEvent(admin({ event: input(null) }), deps());
    expect((await handlePublishEvent(admin({ eventId: plain.eventId }), deps())).status).toBe(
      'published',
    );
  });
});

describe('booking a members-first event', () => {
  it('refuses guests, non-members and lapsed members before public-from', async () => {
    await seedEvent(stack.db, 'early', {
      status: 'early_access',
      public_from: Timestamp.fromDate(publicIn(10)),
    });
    for (const uid of [null, 'stranger', 'lapsed']) {
      const refused = await httpsErrorOf(book('early', uid));
      expect(refused.code).toBe('failed-precondition');
      expect(refused.message).toMatch(/^This brunch opens to everyone on /);
    }
    expect((await stack.db.collection(COLLECTIONS.bookings).get()).size).toBe(0);
  });

  it("refuses in the booker's language: the page's, else the member's profile's", async () => {
    const publicFrom = publicIn(10);
    await seedEvent(stack.db, 'early', {
      status: 'early_access',
      public_from: Timestamp.fromDate(publicFrom),
    });
    const when = formatEventDateTime(publicFrom, 'pt-PT');
    const guest = await httpsErrorOf(
      handleCreateCheckout(
        {
          data: {
            eventId: 'early',
            guestCount: 1,
            guestName: 'Gil',
            guestEmail: 'gil@example.org',
            locale: 'pt-PT',
          },
        },
        deps(),
      ),
    );
    expect(guest.message).toBe(
      `Este brunch abre a toda a gente a ${when}; os membros com acesso antecipado podem reservá-lo primeiro.`,
    );
    await stack.db.collection(COLLECTIONS.userProfiles).doc('stranger').set({ locale: 'pt-PT' });
    expect((await httpsErrorOf(book('early', 'stranger'))).message).toContain(`a ${when};`);
    // The page's language wins over the profile's.
    const english = await httpsErrorOf(
      handleCreateCheckout(
        { data: { eventId: 'early', guestCount: 1, locale: 'en' }, auth: member('stranger') },
        deps(),
      ),
    );
    expect(english.message).toBe(
      `This brunch opens to everyone on ${formatEventDateTime(publicFrom, 'en')}; members with early access can book it first.`,
    );
  });

  it("sells to a member once their plan's early access has begun, not before", async () => {
    await seedEvent(stack.db, 'soon', {
      status: 'early_access',
      public_from: Timestamp.fromDate(publicIn(10)),
    });
    await seedEvent(stack.db, 'later', {
      status: 'early_access',
      public_from: Timestamp.fromDate(publicIn(30)),
    });
    const held = await book('soon', 'monthly-member');
    expect(held.bookingId).toBeTruthy();
    const tooEarly = await httpsErrorOf(book('later', 'monthly-member'));
    expect(tooEarly).toMatchObject({ code: 'failed-precondition' });
    expect(tooEarly.message).toMatch(/^Members can book this brunch from /);
  });

  it('goes public at public-from: the sweep publishes it and then anyone books', async () => {
    await seedEvent(stack.db, 'opening', {
      status: 'early_access',
      public_from: Timestamp.fromDate(publicIn(1)),
    });
    await seedEvent(stack.db, 'still', {
      status: 'early_access',
      public_from: Timestamp.fromDate(publicIn(5)),
    });
    expect(await handleOpenEarlyAccess(deps())).toEqual({ opened: 0 });
    now = publicIn(2);
    expect(await handleOpenEarlyAccess(deps())).toEqual({ opened: 1 });
    const status = async (id: string) =>
      (await stack.db.collection(COLLECTIONS.events).doc(id).get()).get('status') as string;
    expect(await status('opening')).toBe('published');
    expect(await status('still')).toBe('early_access');
    expect((await book('opening', null)).bookingId).toBeTruthy();
  });
});
