// The booking world the bookings tests drive: the real handlers (createCheckout, the webhook,
// cancelBooking, cancelEvent, manageBooking…) against the local Firestore and the Stripe
// stand-in, with webhooks delivered by the test (the stand-in's own events, re-signed), as the
// organiser and waitlist tests do.

import type Stripe from 'stripe';
import { COLLECTIONS, userRoleId, type BookingDoc, type MailDoc } from '@brunchers/model';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import type { CheckoutDeps } from '../../src/checkout/deps.js';
import { handleStripeWebhook } from '../../src/checkout/stripeWebhook.handler.js';
import type { CallRequest } from '../../src/lib/caller.js';
import type { OrganiserEventDeps } from '../../src/organiser/events/deps.js';
import { flow } from './flow.js';
import { member } from './fixtures.js';
import { APP_URL, MAIL_TOKEN_SECRET, WEBHOOK_SECRET, type Stack } from './stack.js';

export function bookingWorld(stack: Stack, clock: () => Date = () => new Date()) {
  const f = flow(stack);
  const deps: OrganiserEventDeps = { db: stack.db, stripe: stack.stripe, clock };
  const checkoutDeps: CheckoutDeps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock };
  const cancelDeps = { ...deps, tokenSecret: MAIL_TOKEN_SECRET };
  const webhookDeps = { ...deps, webhookSecret: WEBHOOK_SECRET };

  async function role(uid: string, name: 'admin' | 'partner') {
    await stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId(uid, name))
      .set({ user_id: uid, role: name });
  }
  const asAdmin = (data: unknown): CallRequest => ({ data, auth: member('boss') });

  function book(eventId: string, uid: string, guests = 1) {
    return handleCreateCheckout(
      // From an English page, as the web app sends it: the booking's mails are English.
      { data: { eventId, guestCount: guests, locale: 'en' }, auth: member(uid) },
      checkoutDeps,
    );
  }

  /** Posts a Stripe event to the webhook handler as Stripe would (signed). */
  async function deliver(event: Stripe.Event) {
    const signed = f.resigned(event);
    return handleStripeWebhook(
      { method: 'POST', rawBody: Buffer.from(signed.payload), signature: signed.header },
      webhookDeps,
    );
  }

  /** Delivers the stand-in's newest event of `type` for a session. */
  async function deliverLatest(type: string, sessionId: string) {
    return deliver(await f.standInEvent(type, sessionId));
  }

  /** Pays on the stand-in's page and delivers the completed webhook; resolves once confirmed. */
  async function paidBooking(eventId: string, uid: string, guests = 1) {
    const { bookingId, sessionId } = await book(eventId, uid, guests);
    const paid = await f.pay(sessionId);
    if (paid.status < 300) throw new Error(`pay answered ${paid.status}`);
    const answer = await deliverLatest('checkout.session.completed', sessionId);
    if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`);
    const booking = (await f.booking(bookingId)) as BookingDoc;
    if (booking.status !== 'confirmed') throw new Error(`booking is ${booking.status}`);
    return { bookingId, sessionId, paymentIntent: booking.payment_intent_id as string };
  }

  async function refundsOf(paymentIntent: string): Promise<Stripe.Refund[]> {
    return (await stack.stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })).data;
  }

  async function mailsOf(bookingId: string): Promise<(MailDoc & { id: string })[]> {
    const mails = await stack.db
      .collection(COLLECTIONS.mail)
      .where('booking_id', '==', bookingId)
      .get();
    return mails.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MailDoc) }));
  }

  return {
    f,
    deps,
    checkoutDeps,
    cancelDeps,
    webhookDeps,
    role,
    asAdmin,
    book,
    deliver,
    deliverLatest,
    paidBooking,
    refundsOf,
    mailsOf,
  };
}
