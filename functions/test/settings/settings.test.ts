// Issue 39 item 3 against the local Firestore and the Stripe stand-in: the city's policy and an
// event's overrides reach createCheckout's hold and the booking's refund terms; a booking keeps
// the terms it was sold under after the policy changes; membership plans become Stripe products
// and prices (a new price archives the old one) and startMembership sells the current one.

import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  DEFAULT_POLICY,
  toDateString,
  userRoleId,
  type PlanInput,
  type Policy,
} from '@brunchers/model';
import { handleCancelBooking } from '../../src/checkout/cancelBooking.handler.js';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import { handleSaveMembershipPlan } from '../../src/settings/saveMembershipPlan.handler.js';
import { handleSavePolicySettings } from '../../src/settings/savePolicySettings.handler.js';
import { handleStartMembership } from '../../src/subscriptions/startMembership.handler.js';
import { handleUpdateEvent } from '../../src/organiser/events/updateEvent.handler.js';
import type { CallRequest } from '../../src/lib/caller.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';

let stack: Stack;
const clock = () => new Date();
const deps = () => ({
  db: stack.db,
  stripe: stack.stripe,
  clock,
  appUrl: APP_URL,
  tokenSecret: 'test-secret',
});

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.clearFirestore();
  await stack.db
    .collection(COLLECTIONS.userRoles)
    .doc(userRoleId('boss', 'admin'))
    .set({ user_id: 'boss', role: 'admin' });
});

const asAdmin = (data: unknown): CallRequest => ({ data, auth: member('boss') });
const savePolicy = (policy: Policy, who = asAdmin({ policy })) =>
  handleSavePolicySettings(who, deps());
const booking = async (id: string) =>
  (await stack.db.collection(COLLECTIONS.bookings).doc(id).get()).data()!;
const DAY_MS = 86_400_000;

describe('savePolicySettings', () => {
  it('is for admins only, and refuses settings out of bounds with a clear message', async () => {
    const policy = { ...DEFAULT_POLICY, refund_window_hours: 24 };
    expect(
      await httpsErrorOf(savePolicy(policy, { data: { policy }, auth: member('m1') })),
    ).toMatchObject({ code: 'permission-denied' });
    const bad = await httpsErrorOf(savePolicy({ ...policy, checkout_hold_minutes: 10 }));
    expect(bad.code).toBe('invalid-argument');
    expect(bad.message).toContain('Checkout hold (minutes): at least 31.');
    await savePolicy(policy);
    const saved = (await stack.db.collection(COLLECTIONS.policySettings).doc('city').get()).data();
    expect(saved).toMatchObject(policy);
  });
});

describe('the effective policy at checkout', () => {
  it('holds for the event’s own time and sells under its refund window over the city’s', async () => {
    await savePolicy({ ...DEFAULT_POLICY, refund_window_hours: 24, late_refund_percent: 25 });
    await seedEvent(stack.db, 'e1', {
      policy: { refund_window_hours: 72, checkout_hold_minutes: 90 },
    });
    const before = Date.now();
    const out = await handleCreateCheckout(
      { data: { eventId: 'e1', guestCount: 2 }, auth: member('u1') },
      deps(),
    );
    const held = await booking(out.bookingId);
    expect(held.refund_policy).toEqual({ refund_window_hours: 72, late_refund_percent: 25 });
    const holdMs = (held.hold_expires_at as Timestamp).toMillis();
    expect(holdMs - before).toBeGreaterThanOrEqual(90 * 60_000);
    expect(holdMs - before).toBeLessThan(91 * 60_000);
    const session = await stack.stripe.checkout.sessions.retrieve(out.sessionId);
    expect(session.expires_at).toBe(holdMs / 1000);
  });

  it('uses the city’s values for an event without its own', async () => {
    await savePolicy({ ...DEFAULT_POLICY, checkout_hold_minutes: 45, refund_window_hours: 12 });
    await seedEvent(stack.db, 'e2');
    const before = Date.now();
    const out = await handleCreateCheckout(
      { data: { eventId: 'e2', guestCount: 1 }, auth: member('u2') },
      deps(),
    );
    const held = await booking(out.bookingId);
    expect(held.refund_policy).toEqual({ refund_window_hours: 12, late_refund_percent: 0 });
    expect((held.hold_expires_at as Timestamp).toMillis() - before).toBeLessThan(46 * 60_000);
  });
});

describe('the effective policy for waitlist offers', () => {
  it('holds seats offered from the waitlist for the event’s own offer time', async () => {
    await savePolicy({ ...DEFAULT_POLICY, waitlist_offer_minutes: 20 });
    await seedEvent(stack.db, 'full', {
      spots_total: 2,
      spots_left: 0,
      policy: { waitlist_offer_minutes: 12, refund_window_hours: 96 },
    });
    const now = Timestamp.now();
    await stack.db.collection(COLLECTIONS.waitlistEntries).doc('w1').set({
      event_id: 'full',
      event_title: 'Sunday Garden Brunch',
      user_id: 'wendy',
      guest_name: null,
      guest_email: null,
      party_size: 1,
      member_priority: false,
      status: 'waiting',
      joined_at: now,
      offer_booking_id: null,
      offered_at: null,
      offer_expires_at: null,
      updated_at: now,
    });
    await stack.db
      .collection(COLLECTIONS.waitlists)
      .doc('full')
      .set({
        event_id: 'full',
        queue: [{ entry_id: 'w1', party_size: 1, member_priority: false }],
        updated_at: now,
      });
    const before = Date.now();
    // One more seat: it goes to the first in line.
    await handleUpdateEvent(asAdmin({ eventId: 'full', changes: { spots_total: 3 } }), deps());
    const entry = (await stack.db.collection(COLLECTIONS.waitlistEntries).doc('w1').get()).data()!;
    expect(entry.status).toBe('offered');
    const offered = await booking(entry.offer_booking_id as string);
    const heldMs = (offered.hold_expires_at as Timestamp).toMillis() - before;
    expect(heldMs).toBeGreaterThanOrEqual(12 * 60_000 - 1000);
    expect(heldMs).toBeLessThan(13 * 60_000);
    expect(offered.refund_policy).toEqual({ refund_window_hours: 96, late_refund_percent: 0 });
  });
});

describe('a sold booking keeps its refund terms', () => {
  it('quotes from the terms it was sold under after the policy changed', async () => {
    // Three days ahead at 11:00 Lisbon: between 48 and 96 hours away.
    const date = toDateString(new Date(Date.now() + 3 * DAY_MS));
    await seedEvent(stack.db, 'e3', { event_date: date });
    const sold = {
      user_id: 'dora',
      event_id: 'e3',
      event_title: 'Brunch',
      venue_id: null,
      guest_count: 2,
      total_amount: 50,
      total_amount_cents: 5000,
      currency: 'eur',
      booking_date: new Date(),
      status: 'confirmed',
      checkout_session_id: 'cs_1',
      hold_expires_at: null,
      guest_name: null,
      guest_email: null,
      created_at: new Date(),
      payment_intent_id: 'pi_1',
    };
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc('b-long')
      .set({ ...sold, refund_policy: { refund_window_hours: 120, late_refund_percent: 0 } });
    await stack.db.collection(COLLECTIONS.bookings).doc('b-old').set(sold);
    // The city now promises 24 h: the booking sold under 120 h does not get it.
    await savePolicy({ ...DEFAULT_POLICY, refund_window_hours: 24 });
    const preview = (bookingId: string) =>
      handleCancelBooking({ data: { bookingId, preview: true }, auth: member('dora') }, deps());
    expect(await preview('b-long')).toMatchObject({
      refundCents: 0,
      inTime: false,
      refundPolicy: { refund_window_hours: 120, late_refund_percent: 0 },
    });
    // Sold before policies were settings: the 48 h of that time.
    expect(await preview('b-old')).toMatchObject({
      refundCents: 5000,
      inTime: true,
      refundPolicy: { refund_window_hours: 48, late_refund_percent: 0 },
    });
  });
});

describe('saveMembershipPlan', () => {
  const monthly: PlanInput = {
    name: 'Monthly',
    price_cents: 900,
    perks: ['First in line for sold-out brunches'],
    early_access_hours: 24,
  };
  const save = (fields: PlanInput, auth = member('boss')) =>
    handleSaveMembershipPlan({ data: { plan: 'monthly', fields }, auth }, deps());
  const plan = async () =>
    (await stack.db.collection(COLLECTIONS.membershipPlans).doc('monthly').get()).data()!;

  it('is for admins only and checks the plan', async () => {
    expect(await httpsErrorOf(save(monthly, member('m1')))).toMatchObject({
      code: 'permission-denied',
    });
    const bad = await httpsErrorOf(save({ ...monthly, price_cents: 50 }));
    expect(bad).toMatchObject({ code: 'invalid-argument' });
    expect(bad.message).toContain('The price is at least €1.');
  });

  it('creates the product and price, then a new price for a new amount, archiving the old', async () => {
    const first = await save(monthly);
    expect(first.newPrice).toBe(true);
    const created = await plan();
    expect(created).toMatchObject({ ...monthly, period: 'month', stripe_price_id: first.priceId });
    const price = await stack.stripe.prices.retrieve(first.priceId);
    expect(price).toMatchObject({
      unit_amount: 900,
      currency: 'eur',
      active: true,
      recurring: { interval: 'month' },
      product: created.stripe_product_id,
    });

    // Perks and name only: same price, product renamed.
    const renamed = await save({ ...monthly, name: 'Monthly plus', perks: ['A', 'B'] });
    expect(renamed).toEqual({ priceId: first.priceId, newPrice: false });
    expect((await stack.stripe.products.retrieve(created.stripe_product_id as string)).name).toBe(
      'Monthly plus',
    );

    const raised = await save({ ...monthly, price_cents: 1200 });
    expect(raised.newPrice).toBe(true);
    expect(raised.priceId).not.toBe(first.priceId);
    expect((await stack.stripe.prices.retrieve(first.priceId)).active).toBe(false);
    expect((await stack.stripe.prices.retrieve(raised.priceId)).unit_amount).toBe(1200);
    expect(await plan()).toMatchObject({
      price_cents: 1200,
      stripe_price_id: raised.priceId,
      price_history: [first.priceId, raised.priceId],
      version: 3,
    });

    // New members are sold the current price.
    const { url } = await handleStartMembership(
      { data: { plan: 'monthly' }, auth: member('newbie') },
      { ...deps(), prices: { monthly: 'price_configured', yearly: 'price_configured' } },
    );
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const session = await stack.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['line_items'],
    });
    expect(session.line_items?.data[0]?.price?.id).toBe(raised.priceId);
  });
});
