// The webhook endpoint `npm run stripe:webhook` (and every `npm start`) sets up, against the Stripe
// stand-in with the real functions build: a membership bought through the endpoint it creates is
// recorded; an endpoint with only the checkout.session.* events (what the README listed before)
// gets no customer.subscription.* event and the membership is never recorded — the gap production
// had, now visible locally because the stand-in honours enabled_events as Stripe does.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, FUNCTIONS_REGION, PROJECT_ID, STRIPE_WEBHOOK_EVENTS } from '@brunchers/model';
import {
  startFirestore,
  startFunctionsHost,
  startStripe,
  type FirestoreServer,
  type FunctionsHost,
  type StripeStandInServer,
} from '@brunchers/emulator';
import { setUpWebhookEndpoint } from '../../src/deploy/stripe-webhook.js';
import { localFunctionsEnv, repoRoot } from '../../src/stack/config.js';
import { ensureMembershipPrices } from '../../src/stack/membership-prices.js';
import { localStripe } from '../../src/stack/stripe-webhook-endpoint.js';

const functionsDir = join(repoRoot(), 'functions');
let firestore: FirestoreServer;
let stripeServer: StripeStandInServer;
let stripe: Stripe;
let app: App;
let db: Firestore;
const hosts: FunctionsHost[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  if (!existsSync(join(functionsDir, 'lib/index.js')))
    execFileSync(process.execPath, [join(functionsDir, 'build.mjs')], { stdio: 'inherit' });
  firestore = await startFirestore({ port: 0 });
  stripeServer = await startStripe({
    port: 0,
    // The forwarding secret: unused, no forwarding URL is set (endpoints only).
    webhookSecret: 'whsec_unused_forwarding',
    webhookRetry: { initialDelayMs: 50, maxDelayMs: 200, maxAttempts: 3 },
    log: () => {},
  });
  stripe = localStripe(stripeServer.url);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestore.port}`;
  app = initializeApp({ projectId: PROJECT_ID }, 'stripe-webhook-test');
  db = getFirestore(app);
}, 180_000);

afterAll(async () => {
  for (const host of hosts) await host.close();
  await stripeServer?.close();
  await firestore?.close();
  if (app) await deleteApp(app);
});

/** The functions on a fresh port, with the endpoint `setUp` makes for their webhook's URL. */
async function functionsWithEndpoint(
  setUp: (url: string) => Promise<string>,
): Promise<FunctionsHost> {
  const port = await freePort();
  const secret = await setUp(
    `http://127.0.0.1:${port}/${PROJECT_ID}/${FUNCTIONS_REGION}/stripeWebhook`,
  );
  const prices = await ensureMembershipPrices(stripeServer.url);
  const host = await startFunctionsHost({
    port,
    project: PROJECT_ID,
    functionsDir,
    firestore,
    schedules: false,
    output: () => {},
    env: {
      ...localFunctionsEnv({
        host: '127.0.0.1',
        stripePort: stripeServer.port,
        appUrl: 'http://localhost:5173',
        smtpUrl: 'smtp://127.0.0.1:9',
      }),
      STRIPE_WEBHOOK_SECRET: secret,
      MEMBERSHIP_PRICE_MONTHLY: prices.monthly,
      MEMBERSHIP_PRICE_YEARLY: prices.yearly,
    },
  });
  hosts.push(host);
  return host;
}

function unsignedIdToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    iat: now,
    exp: now + 3600,
  })}.`;
}

/** startMembership through the host, then Pay on the stand-in's Checkout page. */
async function buyMembership(host: FunctionsHost, uid: string): Promise<Stripe.Checkout.Session> {
  const response = await fetch(`${host.url}/${PROJECT_ID}/${FUNCTIONS_REGION}/startMembership`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${unsignedIdToken(uid)}`,
    },
    body: JSON.stringify({ data: { plan: 'monthly' } }),
  });
  const answer = (await response.json()) as { result?: { url: string } };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  const sessionId = new URL(answer.result!.url).pathname.split('/').pop()!;
  const paid = await fetch(`${stripeServer.url}/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: `${uid}@example.com` }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return stripe.checkout.sessions.retrieve(sessionId);
}

/** Resolves once every event of the session's checkout has been accepted by its endpoints. */
async function eventsSettled(sessionId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const events = await stripe.events.list({ limit: 100 });
        const ofSession = events.data.filter(
          (event) => (event.data.object as { id?: string }).id === sessionId,
        );
        return ofSession.length > 0 && events.data.every((event) => event.pending_webhooks === 0);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

const membership = async (uid: string) =>
  (await db.collection(COLLECTIONS.memberships).doc(uid).get()).data();

// Each test starts the real functions build (seconds on a loaded machine).
describe('the Stripe webhook endpoint', { timeout: 120_000 }, () => {
  it('set up by the command, it gets the membership events and the membership is recorded', async () => {
    const host = await functionsWithEndpoint(async (url) => {
      const setup = await setUpWebhookEndpoint(stripe, url);
      expect(setup.action).toBe('created');
      expect(setup.endpoint.enabled_events).toEqual([...STRIPE_WEBHOOK_EVENTS]);
      // Run again, it updates the same endpoint (no second one, the secret unchanged).
      const again = await setUpWebhookEndpoint(stripe, url);
      expect(again).toMatchObject({ action: 'updated', secret: null });
      expect(again.endpoint.id).toBe(setup.endpoint.id);
      return setup.secret!;
    });
    const session = await buyMembership(host, 'member-through-endpoint');
    await expect
      .poll(async () => (await membership('member-through-endpoint'))?.status, { timeout: 20_000 })
      .toBe('active');
    expect(await membership('member-through-endpoint')).toMatchObject({
      subscription_id: session.subscription,
    });
    for (const endpoint of (await stripe.webhookEndpoints.list()).data)
      await stripe.webhookEndpoints.del(endpoint.id);
  });

  it('with only the checkout.session.* events, no membership is ever recorded', async () => {
    const host = await functionsWithEndpoint(async (url) => {
      const endpoint = await stripe.webhookEndpoints.create({
        url,
        enabled_events: [
          'checkout.session.completed',
          'checkout.session.async_payment_succeeded',
          'checkout.session.async_payment_failed',
          'checkout.session.expired',
        ],
      });
      return endpoint.secret!;
    });
    const session = await buyMembership(host, 'member-without-events');
    // The function has accepted every event it was sent (the checkout's completion included).
    await eventsSettled(session.id);
    expect(await membership('member-without-events')).toBeUndefined();
    const subscription = await stripe.subscriptions.retrieve(session.subscription as string);
    expect(subscription.status).toBe('active');
  });
});
