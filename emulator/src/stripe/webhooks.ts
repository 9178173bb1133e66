// Delivers events to the webhook URL the way Stripe does: POST of the JSON event, signed in the
// `Stripe-Signature` header (t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" keyed by the whsec
// secret>), retried with exponential backoff on a non-2xx answer or a network error.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type Stripe from 'stripe';

export interface WebhookRetryOptions {
  /** Delay before the second attempt; each further delay doubles. Default 1000 ms. */
  initialDelayMs: number;
  /** Cap on a single delay. Default 60 000 ms. */
  maxDelayMs: number;
  /** Attempts in all, the first included. Default 8. */
  maxAttempts: number;
  /** Time allowed to one attempt. Default 10 000 ms. */
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_RETRY: WebhookRetryOptions = {
  initialDelayMs: 1000,
  maxDelayMs: 60_000,
  maxAttempts: 8,
  timeoutMs: 10_000,
};

export function signatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export interface WebhookDispatcherOptions {
  url: string | undefined;
  secret: string;
  retry: WebhookRetryOptions;
  /** Called once the endpoint accepted the event (2xx). */
  onDelivered(eventId: string): void;
  log(message: string): void;
}

/** What happened to the latest deliveries, for the stand-in's dashboard page. */
export interface DeliveryStatus {
  eventId: string;
  type: string;
  attempts: number;
  lastResult: string;
  state: 'delivered' | 'retrying' | 'failed';
}

const KEPT_DELIVERY_STATUSES = 100;

export class WebhookDispatcher {
  /** Latest deliveries, oldest first. */
  readonly statuses = new Map<string, DeliveryStatus>();
  private url: string | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly requests = new Set<http.ClientRequest>();
  private closed = false;

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.url = options.url;
  }

  get hasEndpoint(): boolean {
    return this.url !== undefined && this.url !== '';
  }

  get endpoint(): string | undefined {
    return this.url;
  }

  setUrl(url: string): void {
    this.url = url;
  }

  /** Starts delivering an event; retries go on in the background until accepted or out of attempts. */
  deliver(event: Stripe.Event): void {
    if (!this.hasEndpoint || this.closed) return;
    void this.attempt(event, 1);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const request of this.requests) request.destroy();
    this.requests.clear();
  }

  private async attempt(event: Stripe.Event, attempt: number): Promise<void> {
    const url = this.url;
    if (this.closed || !url) return;
    const payload = JSON.stringify(event, null, 2);
    // The signature carries wall-clock time even when the stand-in runs on a test clock:
    // constructEvent compares it with the receiver's clock.
    const header = signatureHeader(payload, this.options.secret, Math.floor(Date.now() / 1000));
    const outcome = await this.post(url, payload, header);
    if (this.closed) return;
    const { maxAttempts, initialDelayMs, maxDelayMs } = this.options.retry;
    const state = outcome.ok ? 'delivered' : attempt >= maxAttempts ? 'failed' : 'retrying';
    this.record({
      eventId: event.id,
      type: event.type,
      attempts: attempt,
      lastResult: outcome.reason,
      state,
    });
    if (outcome.ok) {
      this.options.onDelivered(event.id);
      return;
    }
    if (attempt >= maxAttempts) {
      this.options.log(
        `webhook ${event.type} ${event.id}: giving up after ${attempt} attempts (${outcome.reason})`,
      );
      return;
    }
    const delay = Math.min(initialDelayMs * 2 ** (attempt - 1), maxDelayMs);
    this.options.log(
      `webhook ${event.type} ${event.id}: attempt ${attempt} failed (${outcome.reason}), retrying in ${delay} ms`,
    );
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event, attempt + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  private record(status: DeliveryStatus): void {
    this.statuses.delete(status.eventId);
    this.statuses.set(status.eventId, status);
    const oldest = this.statuses.keys().next();
    if (this.statuses.size > KEPT_DELIVERY_STATUSES && !oldest.done)
      this.statuses.delete(oldest.value);
  }

  private post(
    url: string,
    payload: string,
    signature: string,
  ): Promise<{ ok: boolean; reason: string }> {
    return new Promise((resolve) => {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        resolve({ ok: false, reason: `invalid webhook URL ${url}` });
        return;
      }
      const transport = target.protocol === 'https:' ? https : http;
      const request = transport.request(
        target,
        {
          method: 'POST',
          agent: false,
          timeout: this.options.retry.timeoutMs,
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': Buffer.byteLength(payload),
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'Stripe-Signature': signature,
            Connection: 'close',
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            this.requests.delete(request);
            const status = response.statusCode ?? 0;
            resolve({ ok: status >= 200 && status < 300, reason: `HTTP ${status}` });
          });
        },
      );
      this.requests.add(request);
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => {
        this.requests.delete(request);
        resolve({ ok: false, reason: error.message });
      });
      request.end(payload);
    });
  }
}
