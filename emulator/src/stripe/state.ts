// Everything the stand-in knows, in memory, optionally mirrored to one JSON file so a restart keeps
// it. Collections are Maps in creation order; lists read them newest first, as Stripe does.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Stripe from 'stripe';

export interface CheckoutSessionRecord {
  session: Stripe.Checkout.Session;
  lineItems: Stripe.LineItem[];
  /** payment_intent_data from the create call, applied to the PaymentIntent made on payment. */
  paymentIntentData: {
    metadata: Record<string, string>;
    description: string | null;
    receiptEmail: string | null;
  };
  /** subscription_data from the create call (subscription mode), applied to the subscription. */
  subscriptionData?: { metadata: Record<string, string>; description: string | null };
}

/** A webhook endpoint with the secret its events are signed with (the API shows it once). */
export interface WebhookEndpointRecord {
  endpoint: Stripe.WebhookEndpoint;
  secret: string;
}

export interface IdempotentResponse {
  method: string;
  path: string;
  paramsFingerprint: string;
  status: number;
  body: string;
  createdAt: number;
}

export interface StripeData {
  customers: Map<string, Stripe.Customer>;
  checkoutSessions: Map<string, CheckoutSessionRecord>;
  products: Map<string, Stripe.Product>;
  prices: Map<string, Stripe.Price>;
  subscriptions: Map<string, Stripe.Subscription>;
  paymentIntents: Map<string, Stripe.PaymentIntent>;
  refunds: Map<string, Stripe.Refund>;
  portalSessions: Map<string, Stripe.BillingPortal.Session>;
  events: Map<string, Stripe.Event>;
  webhookEndpoints: Map<string, WebhookEndpointRecord>;
  idempotency: Map<string, IdempotentResponse>;
}

const COLLECTIONS = [
  'customers',
  'checkoutSessions',
  'products',
  'prices',
  'subscriptions',
  'paymentIntents',
  'refunds',
  'portalSessions',
  'events',
  'webhookEndpoints',
  'idempotency',
] as const satisfies ReadonlyArray<keyof StripeData>;

/** Idempotent replays are the bulk of the data and only matter within a run: not saved. */
const SAVED_COLLECTIONS = COLLECTIONS.filter((name) => name !== 'idempotency');

const FILE_NAME = 'stripe.json';
const FILE_VERSION = 1;

export function emptyData(): StripeData {
  return Object.fromEntries(COLLECTIONS.map((name) => [name, new Map()])) as unknown as StripeData;
}

/** Loads the data file from dataDir, or starts empty when there is none. */
export function loadData(dataDir: string | undefined): StripeData {
  const data = emptyData();
  if (!dataDir) return data;
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, FILE_NAME), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return data;
    throw error;
  }
  const saved = JSON.parse(text) as { version: number } & Partial<
    Record<keyof StripeData, Array<[string, unknown]>>
  >;
  if (saved.version !== FILE_VERSION) {
    throw new Error(`Unsupported Stripe stand-in data file version ${saved.version}`);
  }
  for (const name of SAVED_COLLECTIONS) {
    const map = data[name] as Map<string, unknown>;
    for (const [id, value] of saved[name] ?? []) map.set(id, value);
  }
  return data;
}

/** Writes the whole state atomically (temp file + rename): a crash never leaves half a file. */
function saveData(dataDir: string, data: StripeData): void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, FILE_NAME);
  const snapshot: Record<string, unknown> = { version: FILE_VERSION };
  for (const name of SAVED_COLLECTIONS) {
    snapshot[name] = [...(data[name] as Map<string, unknown>).entries()];
  }
  writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
  renameSync(`${file}.tmp`, file);
}

/**
 * Saves after changes, coalesced: a burst of changes costs one write `delayMs` later, so a
 * request never waits for the file. flush() writes at once (on close).
 */
export class DataFile {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly data: StripeData,
    private readonly delayMs: number,
  ) {}

  changed(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.delayMs);
    this.timer.unref();
  }

  flush(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    saveData(this.dataDir, this.data);
  }
}
