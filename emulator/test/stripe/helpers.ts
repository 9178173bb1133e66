// Shared test fixtures: a stand-in on an ephemeral port, an SDK client pointed at it, and a local
// webhook receiver that records deliveries and answers with scripted statuses.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  startStripe,
  type StripeStandInOptions,
  type StripeStandInServer,
} from '../../src/stripe/index.js';

export const WEBHOOK_SECRET = 'whsec_test_standin_secret';
export const API_KEY = 'sk_test_brunchers_local';

export function stripeClient(
  server: StripeStandInServer,
  key = API_KEY,
  apiVersion?: string,
): Stripe {
  return new Stripe(key, {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    // Only to exercise older API versions; the SDK's pinned version is the normal case.
    ...(apiVersion ? { apiVersion: apiVersion as Stripe.StripeConfig['apiVersion'] } : {}),
  });
}

export function startStandIn(
  options: Partial<StripeStandInOptions> = {},
): Promise<StripeStandInServer> {
  return startStripe({
    port: 0,
    webhookSecret: WEBHOOK_SECRET,
    webhookRetry: { initialDelayMs: 20, maxDelayMs: 80, maxAttempts: 5 },
    log: () => {},
    ...options,
  });
}

export interface Delivery {
  signature: string;
  body: string;
  event: Stripe.Event;
  /** performance.now() when the delivery arrived. */
  receivedAt: number;
}

/** Receives webhooks; `statuses` scripts the answers (then 200), `waitFor` resolves on a matching event. */
export class WebhookReceiver {
  readonly deliveries: Delivery[] = [];
  private statuses: number[] = [];
  private waiters: Array<{ match: (d: Delivery[]) => boolean; resolve: () => void }> = [];
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      this.deliveries.push({
        receivedAt: performance.now(),
        signature: String(req.headers['stripe-signature']),
        body,
        event: JSON.parse(body) as Stripe.Event,
      });
      res.writeHead(this.statuses.shift() ?? 200).end();
      this.waiters = this.waiters.filter((w) =>
        w.match(this.deliveries) ? (w.resolve(), false) : true,
      );
    });
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhook`;
    return this;
  }

  answerNext(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  deliveriesOf(eventId: string): Delivery[] {
    return this.deliveries.filter((d) => d.event.id === eventId);
  }

  /** Resolves once `count` deliveries of an event of that type (and matching `where`) have arrived. */
  waitFor(
    type: string,
    where: (event: Stripe.Event) => boolean = () => true,
    count = 1,
  ): Promise<Delivery[]> {
    const matching = (all: Delivery[]) =>
      all.filter((d) => d.event.type === type && where(d.event));
    return new Promise((resolve) => {
      const match = (all: Delivery[]) => matching(all).length >= count;
      if (match(this.deliveries)) resolve(matching(this.deliveries));
      else this.waiters.push({ match, resolve: () => resolve(matching(this.deliveries)) });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

/** Submits a hosted-page form the way a browser does (urlencoded POST, redirects not followed). */
export function postForm(url: string, fields: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The params Brunchers' createCheckout sends (one event, a number of seats, a hold of 31 minutes). */
export function bookingSessionParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'eur',
          unit_amount: 2450,
          product_data: { name: 'Halloween Brunch <Special> & Friends' },
        },
        quantity: 2,
      },
    ],
    customer_email: 'guest@example.com',
    client_reference_id: 'booking_123',
    metadata: { booking_id: 'booking_123', event_id: 'event_9', user_id: 'uid_1' },
    success_url: 'http://localhost:5173/booking-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/events/event_9',
    expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
    ...overrides,
  };
}
