// /v1/webhook_endpoints through the real SDK: Stripe's shapes (the secret only on create), and
// delivery as Stripe does it: each endpoint gets only the events in its enabled_events ('*' = all),
// signed with its own secret; a disabled or deleted endpoint gets nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandInServer } from '../../src/stripe/index.js';
import { WebhookReceiver, startStandIn, stripeClient } from './helpers.js';

let server: StripeStandInServer;
let stripe: Stripe;
const receivers: WebhookReceiver[] = [];
let customers = 0;
/** A customer: any object whose creation emits an event will do. */
const customerParams = () => ({ email: `endpoint-${++customers}@example.com` });
const dataDir = mkdtempSync(path.join(tmpdir(), 'stripe-endpoints-'));

async function receiver(): Promise<WebhookReceiver> {
  const started = await new WebhookReceiver().start();
  receivers.push(started);
  return started;
}

beforeAll(async () => {
  server = await startStandIn({ dataDir });
  stripe = stripeClient(server);
});

afterAll(async () => {
  await server.close();
  for (const started of receivers) await started.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Verifies a delivery's Stripe-Signature with the SDK, as the webhook function does. */
function verified(delivery: { body: string; signature: string }, secret: string): Stripe.Event {
  return stripe.webhooks.constructEvent(delivery.body, delivery.signature, secret);
}

describe('webhook endpoints', () => {
  it("create shows the secret once; retrieve, list and update show Stripe's object without it", async () => {
    const created = await stripe.webhookEndpoints.create({
      url: 'https://example.com/hook',
      enabled_events: ['checkout.session.completed'],
      description: 'test',
    });
    expect(created).toMatchObject({
      object: 'webhook_endpoint',
      url: 'https://example.com/hook',
      enabled_events: ['checkout.session.completed'],
      status: 'enabled',
      livemode: false,
      description: 'test',
    });
    expect(created.id).toMatch(/^we_/);
    expect(created.secret).toMatch(/^whsec_/);
    const retrieved = await stripe.webhookEndpoints.retrieve(created.id);
    expect(retrieved.secret).toBeUndefined();
    expect(retrieved.url).toBe(created.url);
    const listed = await stripe.webhookEndpoints.list();
    expect(listed.data.map((endpoint) => endpoint.id)).toContain(created.id);
    const updated = await stripe.webhookEndpoints.update(created.id, {
      enabled_events: ['customer.created', 'customer.updated'],
      disabled: true,
    });
    expect(updated).toMatchObject({
      enabled_events: ['customer.created', 'customer.updated'],
      status: 'disabled',
    });
    expect(await stripe.webhookEndpoints.del(created.id)).toEqual({
      id: created.id,
      object: 'webhook_endpoint',
      deleted: true,
    });
    await expect(stripe.webhookEndpoints.retrieve(created.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
    });
  });

  it('refuses an endpoint without url or events, or with a malformed event type', async () => {
    await expect(
      stripe.webhookEndpoints.create({
        enabled_events: ['*'],
      } as Stripe.WebhookEndpointCreateParams),
    ).rejects.toMatchObject({ param: 'url' });
    await expect(
      stripe.webhookEndpoints.create({
        url: 'https://example.com/hook',
        enabled_events: ['not an event' as '*'],
      }),
    ).rejects.toMatchObject({ param: 'enabled_events[0]' });
  });

  it('sends each endpoint only its enabled events, signed with its own secret', async () => {
    const [onlyCustomerEvents, everything, subscriptions, disabled] = await Promise.all([
      receiver(),
      receiver(),
      receiver(),
      receiver(),
    ]);
    const onlyCustomers = await stripe.webhookEndpoints.create({
      url: onlyCustomerEvents.url,
      enabled_events: ['customer.created'],
    });
    const all = await stripe.webhookEndpoints.create({
      url: everything.url,
      enabled_events: ['*'],
    });
    const onlySubscriptions = await stripe.webhookEndpoints.create({
      url: subscriptions.url,
      enabled_events: ['customer.subscription.created'],
    });
    const off = await stripe.webhookEndpoints.create({
      url: disabled.url,
      enabled_events: ['*'],
      disabled: true,
    } as Stripe.WebhookEndpointCreateParams);
    expect(off.status).toBe('disabled');

    const customer = await stripe.customers.create(customerParams());
    await stripe.customers.update(customer.id, { name: 'Renamed' });

    const [created] = await onlyCustomerEvents.waitFor('customer.created');
    expect(verified(created!, onlyCustomers.secret!).data.object).toMatchObject({
      id: customer.id,
    });
    // The signature of another endpoint's secret does not verify.
    expect(() => verified(created!, all.secret!)).toThrow();
    const [createdToAll] = await everything.waitFor('customer.created');
    const [updatedToAll] = await everything.waitFor('customer.updated');
    expect(verified(createdToAll!, all.secret!).type).toBe('customer.created');
    expect(verified(updatedToAll!, all.secret!).type).toBe('customer.updated');

    // Everything sent to '*' has been delivered: the others got exactly their share.
    expect(onlyCustomerEvents.deliveries.map((d) => d.event.type)).toEqual(['customer.created']);
    expect(subscriptions.deliveries).toEqual([]);
    expect(disabled.deliveries).toEqual([]);
    const event = await stripe.events.retrieve(updatedToAll!.event.id);
    expect(event.pending_webhooks).toBe(0);
    await stripe.webhookEndpoints.del(onlySubscriptions.id);
  });

  it('keeps endpoints and their secrets across a restart', async () => {
    const hook = await receiver();
    const endpoint = await stripe.webhookEndpoints.create({
      url: hook.url,
      enabled_events: ['customer.created'],
    });
    await server.close();
    server = await startStandIn({ dataDir });
    stripe = stripeClient(server);
    expect((await stripe.webhookEndpoints.retrieve(endpoint.id)).url).toBe(hook.url);
    const customer = await stripe.customers.create(customerParams());
    const [delivery] = await hook.waitFor(
      'customer.created',
      (e) => (e.data.object as { id: string }).id === customer.id,
    );
    expect(verified(delivery!, endpoint.secret!).type).toBe('customer.created');
  });
});
