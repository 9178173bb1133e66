// With a dataDir, a restarted stand-in keeps its sessions and customers, and re-sends events the
// webhook endpoint had not accepted yet.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_SECRET,
  WebhookReceiver,
  bookingSessionParams,
  postForm,
  startStandIn,
  stripeClient,
} from './helpers.js';

let dataDir: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'stripe-stand-in-'));
  receiver = await new WebhookReceiver().start();
});

afterAll(async () => {
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps data across a restart and redelivers pending events', async () => {
    const first = await startStandIn({
      dataDir,
      webhookUrl: receiver.url,
      webhookRetry: { initialDelayMs: 60_000, maxAttempts: 5 },
    });
    const stripe = stripeClient(first);
    const customer = await stripe.customers.create({ email: 'keep@example.com' });
    // On disk (the journal) before the answer, without waiting for close.
    const file = path.join(dataDir, 'journal.jsonl');
    expect(existsSync(file) && readFileSync(file, 'utf8').includes(customer.id)).toBe(true);
    const session = await stripe.checkout.sessions.create(bookingSessionParams());
    receiver.answerNext(500);
    await postForm(`${first.url}/checkout/${session.id}/pay`);
    await receiver.waitFor('checkout.session.completed');
    await first.close(); // the retry (a minute away) dies with it

    const second = await startStandIn({ dataDir, webhookUrl: receiver.url });
    const again = stripeClient(second);
    expect(await again.customers.retrieve(customer.id)).toMatchObject({
      email: 'keep@example.com',
    });
    expect(await again.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });
    const deliveries = await receiver.waitFor('checkout.session.completed', () => true, 2);
    expect(new Set(deliveries.map((d) => d.event.id)).size).toBe(1);
    expect(
      again.webhooks.constructEvent(
        deliveries[1]?.body ?? '',
        deliveries[1]?.signature ?? '',
        WEBHOOK_SECRET,
      ).type,
    ).toBe('checkout.session.completed');
    await second.close();
  });

  it('journals what the expiry sweep changes, without a request and without a close', async () => {
    const sweepDir = mkdtempSync(path.join(tmpdir(), 'stripe-sweep-'));
    const start = Date.now();
    let now = start;
    const first = await startStandIn({ dataDir: sweepDir, clock: () => now, expirySweepMs: 20 });
    const session = await stripeClient(first).checkout.sessions.create(bookingSessionParams());
    now += 32 * 60 * 1000;
    // Only the sweep runs now (nothing reads the session): wait for its journal record.
    const journal = path.join(sweepDir, 'journal.jsonl');
    await expect
      .poll(() => readFileSync(journal, 'utf8').includes('checkout.session.expired'))
      .toBe(true);
    // A second stand-in on the same folder sees what the first (still running) journaled; its
    // clock is before the expiry, so it does not expire the session itself.
    const second = await startStandIn({ dataDir: sweepDir, clock: () => start });
    expect(await stripeClient(second).checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'expired',
    });
    await second.close();
    await first.close();
    rmSync(sweepDir, { recursive: true, force: true });
  });
});
