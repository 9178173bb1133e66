// Issue 39 item 2, hosts: saveHost (admins only) creates and changes hosts and copies name and
// photo to their upcoming events; createEvent/updateEvent copy the picked host onto the event;
// the review trigger keeps rating_sum/rating_count exactly once per review (a redelivery adds
// nothing, a deletion takes back) and copies the derived rating to the upcoming events only.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  NO_ACCESSIBILITY_STATED,
  userRoleId,
  type EventDoc,
  type EventInput,
  type HostInput,
} from '@brunchers/model';
import type { CallRequest } from '../../src/lib/caller.js';
import { handleReviewForHost } from '../../src/hosts/hostRating.handler.js';
import { handleSaveHost } from '../../src/hosts/saveHost.handler.js';
import { handleCreateEvent } from '../../src/organiser/events/createEvent.handler.js';
import { handleUpdateEvent } from '../../src/organiser/events/updateEvent.handler.js';
import { eventDoc, httpsErrorOf, member } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;
const deps = () => ({ db: stack.db, stripe: stack.stripe, clock: () => new Date() });

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
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const rita: HostInput = { name: 'Rita', photo_url: 'https://example.com/rita.jpg', bio: null };

const saveHost = (hostId: string | null, host: HostInput = rita) =>
  handleSaveHost(asAdmin({ hostId, host }), deps());
const hostDoc = async (id: string) =>
  (await stack.db.collection(COLLECTIONS.hosts).doc(id).get()).data()!;
const eventOf = async (id: string) =>
  (await stack.db.collection(COLLECTIONS.events).doc(id).get()).data() as EventDoc;

const input = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Riverside Brunch',
  description: '',
  style: 'Classic',
  event_date: inDays(10),
  event_time: '11:00',
  location_name: 'Cais Café',
  address: '',
  city: 'Lisbon',
  country: 'Portugal',
  spots_total: 10,
  price: 25,
  image_url: null,
  host_id: null,
  venue_id: null,
  accessibility: NO_ACCESSIBILITY_STATED,
  ...overrides,
});

/** An event of the host on `date`, a booking at it and its review; returns the review's id. */
async function reviewOf(hostId: string, eventId: string, rating: number, bookingId: string) {
  await stack.db
    .collection(COLLECTIONS.bookings)
    .doc(bookingId)
    .set({ event_id: eventId, user_id: `m-${bookingId}` });
  const review = {
    user_id: `m-${bookingId}`,
    booking_id: bookingId,
    venue_id: null,
    rating,
    review_text: null,
    created_at: new Date(),
  };
  await stack.db.collection(COLLECTIONS.brunchReviews).doc(bookingId).set(review);
  return review;
}

describe('saveHost', () => {
  it('is for admins only, and checks its input', async () => {
    const refused = await httpsErrorOf(
      handleSaveHost({ data: { hostId: null, host: rita }, auth: member('eve') }, deps()),
    );
    expect(refused.code).toBe('permission-denied');
    const bad = await httpsErrorOf(saveHost(null, { ...rita, name: ' ' }));
    expect(bad.code).toBe('invalid-argument');
    const missing = await httpsErrorOf(saveHost('no-such-host'));
    expect(missing.code).toBe('not-found');
    expect((await stack.db.collection(COLLECTIONS.hosts).get()).size).toBe(0);
  });

  it('creates a host with no rating and copies a change to upcoming events only', async () => {
    const { hostId } = await saveHost(null);
    expect(await hostDoc(hostId)).toMatchObject({
      name: 'Rita',
      photo_url: rita.photo_url,
      bio: null,
      rating_sum: 0,
      rating_count: 0,
    });
    const events = stack.db.collection(COLLECTIONS.events);
    await events.doc('next').set(eventDoc({ host_id: hostId, event_date: inDays(3) }));
    await events.doc('past').set(eventDoc({ host_id: hostId, event_date: inDays(-3) }));
    await saveHost(hostId, { name: 'Rita M.', photo_url: null, bio: 'Bakes.' });
    expect(await eventOf('next')).toMatchObject({ host_name: 'Rita M.', host_avatar: null });
    expect((await eventOf('past')).host_name).toBe(eventDoc().host_name);
    expect(await hostDoc(hostId)).toMatchObject({ bio: 'Bakes.', rating_count: 0 });
  });
});

describe('events pick a host', () => {
  it('copies the host onto a new event and on a change of host; refuses an unknown host', async () => {
    const { hostId } = await saveHost(null);
    const { eventId } = await handleCreateEvent(
      asAdmin({ event: input({ host_id: hostId }) }),
      deps(),
    );
    expect(await eventOf(eventId)).toMatchObject({
      host_id: hostId,
      host_name: 'Rita',
      host_avatar: rita.photo_url,
      host_rating: null,
    });
    const other = await saveHost(null, { name: 'Tomás', photo_url: null, bio: null });
    await handleUpdateEvent(asAdmin({ eventId, changes: { host_id: other.hostId } }), deps());
    expect(await eventOf(eventId)).toMatchObject({ host_name: 'Tomás', host_avatar: null });
    await handleUpdateEvent(asAdmin({ eventId, changes: { host_id: null } }), deps());
    expect(await eventOf(eventId)).toMatchObject({ host_id: null, host_name: null });
    const unknown = await httpsErrorOf(
      handleCreateEvent(asAdmin({ event: input({ host_id: 'nobody' }) }), deps()),
    );
    expect(unknown.code).toBe('invalid-argument');
  });
});

describe('host rating from reviews', () => {
  it('adds each review once, takes a deleted one back, and shows no rating without reviews', async () => {
    const { hostId } = await saveHost(null);
    const events = stack.db.collection(COLLECTIONS.events);
    await events.doc('past').set(eventDoc({ host_id: hostId, event_date: inDays(-2) }));
    await events
      .doc('next')
      .set(eventDoc({ host_id: hostId, event_date: inDays(5), host_rating: null }));
    await events.doc('other').set(eventDoc({ host_id: 'someone-else', event_date: inDays(5) }));

    const five = await reviewOf(hostId, 'past', 5, 'b1');
    await handleReviewForHost(deps(), 'b1', undefined, five);
    // Delivered again: counted once.
    await handleReviewForHost(deps(), 'b1', undefined, five);
    const four = await reviewOf(hostId, 'past', 4, 'b2');
    await handleReviewForHost(deps(), 'b2', undefined, four);
    expect(await hostDoc(hostId)).toMatchObject({ rating_sum: 9, rating_count: 2 });
    expect((await eventOf('next')).host_rating).toBe(4.5);
    expect((await eventOf('past')).host_rating).toBe(eventDoc().host_rating);
    expect((await eventOf('other')).host_rating).toBe(eventDoc().host_rating);

    // An edit is not a new review; a deletion takes its rating back (once).
    await handleReviewForHost(deps(), 'b2', four, { ...four, rating: 1 });
    await handleReviewForHost(deps(), 'b2', four, undefined);
    await handleReviewForHost(deps(), 'b2', four, undefined);
    await handleReviewForHost(deps(), 'b1', five, undefined);
    expect(await hostDoc(hostId)).toMatchObject({ rating_sum: 0, rating_count: 0 });
    expect((await eventOf('next')).host_rating).toBeNull();
  });

  it('ignores reviews of events without a host', async () => {
    await stack.db.collection(COLLECTIONS.events).doc('plain').set(eventDoc());
    const review = await reviewOf('x', 'plain', 5, 'b3');
    await handleReviewForHost(deps(), 'b3', undefined, review);
    expect((await stack.db.collection(COLLECTIONS.hosts).get()).size).toBe(0);
  });
});
