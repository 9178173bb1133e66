// The stand-in's core: the data, its clock, persistence, events and the lifecycle transitions of
// Checkout Sessions (expire, complete) that both the API and the hosted pages trigger.
import type Stripe from 'stripe';
import { buildCustomer, buildSubscription } from './objects/billing.js';
import { buildPaymentIntent, buildRefund } from './objects/checkout.js';
import { buildEvent } from './objects/event.js';
import { StripeJournal } from './journal.js';
import { touch, untracked } from './tracked-map.js';
import {
  emptyData,
  type CheckoutSessionRecord,
  type StripeData,
  type WebhookEndpointRecord,
} from './state.js';
import { WebhookDispatcher, type WebhookRetryOptions } from './webhooks.js';

/** The API version the installed stripe SDK (v23.1) pins; events carry it. */
export const API_VERSION = '2026-10-28.endive';

/** How the customer pays on the hosted page: a card settles at once, SEPA debit days later. */
export type PaymentMethodChoice = 'card' | 'sepa_debit';

export interface RequestInfo {
  id: string | null;
  idempotency_key: string | null;
}

const EVENT_RETENTION_SECONDS = 30 * 24 * 60 * 60;

const NO_REQUEST: RequestInfo = { id: null, idempotency_key: null };

export interface StandInOptions {
  publicUrl: string;
  webhookUrl: string | undefined;
  webhookSecret: string;
  webhookRetry: WebhookRetryOptions;
  dataDir: string | undefined;
  /** Clock in ms; tests may replace it. Webhook signatures always use the real time. */
  now: () => number;
  log: (message: string) => void;
}

/** Whether an endpoint's enabled_events take an event type ('*' takes all), as Stripe decides. */
export function endpointWants(endpoint: Stripe.WebhookEndpoint, type: string): boolean {
  return (
    endpoint.status === 'enabled' &&
    endpoint.enabled_events.some((enabled) => enabled === '*' || enabled === type)
  );
}

export class StripeStandIn {
  readonly data: StripeData = emptyData();
  /**
   * The forwarding URL given at start or by setWebhookUrl: every event, signed with the
   * stand-in's webhookSecret, as `stripe listen --forward-to` forwards every event. Endpoints
   * made through /v1/webhook_endpoints get only their enabled_events.
   */
  readonly webhooks: WebhookDispatcher;
  /** One dispatcher per webhook endpoint (and URL), made when it first has an event to send. */
  private readonly endpointDispatchers = new Map<string, WebhookDispatcher>();
  private readonly journal: StripeJournal | undefined;
  /** Changed since the last commit. */
  private dirty = false;
  private commitScheduled = false;
  /** Events emitted since the last commit: their webhooks go out once the commit is on disk. */
  private toDeliver: { event: Stripe.Event; targets: WebhookDispatcher[] }[] = [];

  constructor(readonly options: StandInOptions) {
    this.journal = options.dataDir
      ? new StripeJournal(options.dataDir, this.data, options.log)
      : undefined;
    this.webhooks = new WebhookDispatcher({
      url: options.webhookUrl,
      secret: options.webhookSecret,
      retry: options.webhookRetry,
      log: options.log,
      onDelivered: (eventId) => this.markDelivered(eventId),
    });
  }

  get publicUrl(): string {
    return this.options.publicUrl;
  }

  /** Stripe time: unix seconds. */
  now(): number {
    return Math.floor(this.options.now() / 1000);
  }

  /**
   * Marks the state as changed. The change is on disk (with a dataDir) before any answer is sent
   * (the server commits before writing a response) and, for changes no request made (expiry
   * sweeps, webhook outcomes), right after the current task.
   */
  changed(): void {
    this.dirty = true;
    if (this.commitScheduled) return;
    this.commitScheduled = true;
    setImmediate(() => {
      this.commitScheduled = false;
      this.commit();
    });
  }

  /**
   * Writes what changed to the journal (fsync), then sends the webhooks of the events emitted
   * meanwhile: an event is never delivered for an object a crash could still lose.
   */
  commit(): void {
    if (this.dirty) {
      this.journal?.commit();
      this.dirty = false;
    }
    const due = this.toDeliver;
    this.toDeliver = [];
    for (const { event, targets } of due) for (const target of targets) target.deliver(event);
  }

  emit(type: string, object: unknown, request: RequestInfo = NO_REQUEST): Stripe.Event {
    const targets = this.dispatchersFor(type);
    const event = buildEvent({
      type,
      object: structuredClone(object),
      created: this.now(),
      apiVersion: API_VERSION,
      pendingWebhooks: targets.length,
      request,
    });
    this.forgetOldEvents(event.created);
    this.data.events.set(event.id, event);
    this.toDeliver.push({ event, targets });
    this.changed();
    return event;
  }

  /** Where an event of `type` goes: the forwarding URL and each endpoint that enabled it. */
  private dispatchersFor(type: string): WebhookDispatcher[] {
    const targets = this.webhooks.hasEndpoint ? [this.webhooks] : [];
    for (const record of untracked(this.data.webhookEndpoints))
      if (endpointWants(record.endpoint, type)) targets.push(this.endpointDispatcher(record));
    return targets;
  }

  private endpointDispatcher(record: WebhookEndpointRecord): WebhookDispatcher {
    const key = `${record.endpoint.id} ${record.endpoint.url}`;
    let dispatcher = this.endpointDispatchers.get(key);
    if (!dispatcher) {
      dispatcher = new WebhookDispatcher({
        url: record.endpoint.url,
        secret: record.secret,
        retry: this.options.webhookRetry,
        log: this.options.log,
        onDelivered: (eventId) => this.markDelivered(eventId),
      });
      this.endpointDispatchers.set(key, dispatcher);
    }
    return dispatcher;
  }

  /** Stripe lists events of the last 30 days only; older ones go, so the data file stays small. */
  private forgetOldEvents(now: number): void {
    for (const [id, event] of this.data.events) {
      if (now - event.created <= EVENT_RETENTION_SECONDS) break;
      this.data.events.delete(id);
    }
  }

  /** Re-sends events a previous run did not get accepted (at-least-once across restarts). */
  redeliverPending(): void {
    for (const event of untracked(this.data.events)) {
      if (event.pending_webhooks === 0) continue;
      for (const target of this.dispatchersFor(event.type)) target.deliver(event);
    }
  }

  setWebhookUrl(url: string): void {
    this.webhooks.setUrl(url);
  }

  private markDelivered(eventId: string): void {
    const event = this.data.events.get(eventId);
    if (!event || event.pending_webhooks === 0) return;
    event.pending_webhooks -= 1;
    this.changed();
  }

  /** Moves every open session whose expires_at has passed to expired. */
  expireDueSessions(): void {
    const now = this.now();
    for (const record of untracked(this.data.checkoutSessions)) {
      if (record.session.status === 'open' && record.session.expires_at <= now)
        this.expireSession(record, NO_REQUEST);
    }
  }

  /** Reads a session, first applying an expiry that is due (so access never sees a stale 'open'). */
  checkoutSession(id: string): CheckoutSessionRecord | undefined {
    const record = this.data.checkoutSessions.get(id);
    if (record && record.session.status === 'open' && record.session.expires_at <= this.now()) {
      this.expireSession(record, NO_REQUEST);
    }
    return record;
  }

  expireSession(record: CheckoutSessionRecord, request: RequestInfo): void {
    touch(this.data.checkoutSessions, record.session.id);
    record.session.status = 'expired';
    record.session.url = null;
    this.changed();
    this.emit('checkout.session.expired', record.session, request);
  }

  /**
   * What happens when the customer presses Pay on the hosted page. A card pays at once (complete,
   * paid); a delayed method (SEPA Direct Debit) completes the session unpaid with a processing
   * PaymentIntent until settleAsyncPayment reports the bank's answer, as Stripe does.
   */
  completeSession(
    record: CheckoutSessionRecord,
    payer: { email: string; name: string | null },
    method: PaymentMethodChoice = 'card',
  ): void {
    const session = record.session;
    const created = this.now();
    let customerId = typeof session.customer === 'string' ? session.customer : null;
    if (
      !customerId &&
      (session.mode === 'subscription' || session.customer_creation === 'always')
    ) {
      const customer = buildCustomer(
        { email: payer.email, ...(payer.name ? { name: payer.name } : {}) },
        created,
      );
      this.data.customers.set(customer.id, customer);
      customerId = customer.id;
      this.emit('customer.created', customer);
    }
    if (session.mode === 'subscription' && customerId) {
      const items = record.lineItems.flatMap((item) =>
        item.price?.recurring ? [{ price: item.price, quantity: item.quantity ?? 1 }] : [],
      );
      const subscription = buildSubscription({
        customer: customerId,
        items,
        // subscription_data[metadata] of the session, as Stripe copies it.
        metadata: record.subscriptionData?.metadata ?? {},
        created,
      });
      if (record.subscriptionData?.description)
        subscription.description = record.subscriptionData.description;
      this.data.subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
      this.emit('customer.subscription.created', subscription);
    } else {
      const paymentIntent = buildPaymentIntent({
        method,
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'eur',
        customer: customerId,
        receiptEmail: record.paymentIntentData.receiptEmail,
        description: record.paymentIntentData.description,
        metadata: record.paymentIntentData.metadata,
        created,
      });
      this.data.paymentIntents.set(paymentIntent.id, paymentIntent);
      session.payment_intent = paymentIntent.id;
    }
    session.customer = customerId;
    session.customer_details = {
      address: null,
      business_name: null,
      email: payer.email,
      individual_name: null,
      name: payer.name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    session.status = 'complete';
    session.payment_status = this.awaitingAsyncPayment(record) ? 'unpaid' : 'paid';
    session.url = null;
    this.changed();
    this.emit('checkout.session.completed', session);
  }

  /** The PaymentIntent of a complete session still waiting for its delayed payment, if any. */
  awaitingAsyncPayment(record: CheckoutSessionRecord): Stripe.PaymentIntent | null {
    const id = record.session.payment_intent;
    const paymentIntent = typeof id === 'string' ? this.data.paymentIntents.get(id) : undefined;
    return paymentIntent?.status === 'processing' ? paymentIntent : null;
  }

  /**
   * The bank's answer for a delayed payment: succeeded → the session is paid and
   * checkout.session.async_payment_succeeded is emitted; failed → the PaymentIntent needs a new
   * payment method, the session stays unpaid and checkout.session.async_payment_failed is emitted.
   */
  settleAsyncPayment(record: CheckoutSessionRecord, outcome: 'succeeded' | 'failed'): void {
    const paymentIntent = this.awaitingAsyncPayment(record);
    if (!paymentIntent) throw new Error('The session has no payment awaiting settlement');
    if (outcome === 'succeeded') {
      paymentIntent.status = 'succeeded';
      paymentIntent.amount_received = paymentIntent.amount;
      record.session.payment_status = 'paid';
    } else {
      paymentIntent.status = 'requires_payment_method';
      paymentIntent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_method_provider_decline',
        message: 'The SEPA Direct Debit was declined by the bank.',
      } as Stripe.PaymentIntent.LastPaymentError;
    }
    this.changed();
    this.emit(`checkout.session.async_payment_${outcome}`, record.session);
  }

  /** Refunds `amount` (default: all that is left) of a succeeded PaymentIntent; emits refund.created. */
  refund(
    paymentIntent: Stripe.PaymentIntent,
    options: {
      amount: number;
      reason: Stripe.Refund.Reason | null;
      metadata: Record<string, string>;
    },
    request: RequestInfo,
  ): Stripe.Refund {
    const refund = buildRefund({ paymentIntent, ...options, created: this.now() });
    this.data.refunds.set(refund.id, refund);
    this.changed();
    this.emit('refund.created', refund, request);
    // As Stripe does: the charge, now (partly) refunded, in a charge.refunded event.
    this.emit('charge.refunded', this.chargeOf(paymentIntent), request);
    return refund;
  }

  /** The charge of a succeeded PaymentIntent as Stripe shows it (refunds not expanded). */
  chargeOf(paymentIntent: Stripe.PaymentIntent): Stripe.Charge {
    const refunded = this.refundedAmount(paymentIntent.id);
    return {
      id: String(paymentIntent.latest_charge),
      object: 'charge',
      amount: paymentIntent.amount_received,
      amount_captured: paymentIntent.amount_received,
      amount_refunded: refunded,
      captured: true,
      created: paymentIntent.created,
      currency: paymentIntent.currency,
      customer: paymentIntent.customer,
      livemode: false,
      metadata: paymentIntent.metadata,
      paid: true,
      payment_intent: paymentIntent.id,
      refunded: refunded >= paymentIntent.amount_received,
      status: 'succeeded',
    } as Stripe.Charge;
  }

  /** What is already refunded of a PaymentIntent, in its smallest currency unit. */
  refundedAmount(paymentIntentId: string): number {
    let total = 0;
    for (const refund of this.data.refunds.values()) {
      if (refund.payment_intent === paymentIntentId && refund.status !== 'failed')
        total += refund.amount;
    }
    return total;
  }

  cancelSubscription(subscription: Stripe.Subscription, request: RequestInfo = NO_REQUEST): void {
    const now = this.now();
    subscription.status = 'canceled';
    subscription.canceled_at = now;
    subscription.ended_at = now;
    this.changed();
    this.emit('customer.subscription.deleted', subscription, request);
  }

  close(): void {
    this.commit();
    this.webhooks.close();
    for (const dispatcher of this.endpointDispatchers.values()) dispatcher.close();
    this.journal?.close();
  }
}
