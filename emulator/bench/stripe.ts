/**
 * Stripe stand-in bench, in-process through the real stripe SDK:
 *  - start time of the stand-in,
 *  - Checkout Session create latency (p50/p95), in memory and with a dataDir after 1 000 sessions,
 *  - time from pressing Pay (form POST) to a verified checkout.session.completed at a webhook.
 * Run: npx tsx emulator/bench/stripe.ts
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { startStripe, type StripeStandInServer } from '../src/stripe/index.js';

const SECRET = 'whsec_bench';

const sessionParams = (): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    {
      price_data: { currency: 'eur', unit_amount: 2450, product_data: { name: 'Bench Brunch' } },
      quantity: 2,
    },
  ],
  customer_email: 'bench@example.com',
  metadata: { booking_id: 'b1', event_id: 'e1' },
  success_url: 'http://localhost:5173/booking-success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost:5173/events/e1',
  expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
});

const client = (server: StripeStandInServer) =>
  new Stripe('sk_test_bench', {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

async function timeCreates(stripe: Stripe, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await stripe.checkout.sessions.create(sessionParams());
    samples.push(performance.now() - start);
  }
  return samples;
}

async function benchCreate(label: string, dataDir?: string): Promise<void> {
  const startedAt = performance.now();
  const server = await startStripe({
    port: 0,
    webhookSecret: SECRET,
    ...(dataDir ? { dataDir } : {}),
    log: () => {},
  });
  const startMs = performance.now() - startedAt;
  const stripe = client(server);
  await timeCreates(stripe, 1000); // warm-up and data volume
  const samples = await timeCreates(stripe, 300);
  const file = dataDir
    ? ` (data file ${(statSync(path.join(dataDir, 'journal.jsonl')).size / 1024 / 1024).toFixed(1)} MiB journal)`
    : '';
  console.log(
    `${label}: start ${ms(startMs)}; create after 1000 sessions p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}${file}`,
  );
  await server.close();
}

async function benchPayToWebhook(rounds: number): Promise<void> {
  const arrivals = new Map<string, number>();
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const event = Stripe.webhooks.constructEvent(
        Buffer.concat(chunks).toString('utf8'),
        String(req.headers['stripe-signature']),
        SECRET,
      );
      if (event.type === 'checkout.session.completed')
        arrivals.set((event.data.object as { id: string }).id, performance.now());
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  const server = await startStripe({ port: 0, webhookSecret: SECRET, webhookUrl, log: () => {} });
  const stripe = client(server);
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const pressed = performance.now();
    await fetch(`${server.url}/checkout/${session.id}/pay`, { method: 'POST', redirect: 'manual' });
    while (!arrivals.has(session.id)) await new Promise((resolve) => setTimeout(resolve, 1));
    samples.push((arrivals.get(session.id) as number) - pressed);
  }
  console.log(
    `Pay → verified webhook: p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))} (${rounds} payments)`,
  );
  await server.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
}

await benchCreate('in memory');
const dataDir = mkdtempSync(path.join(tmpdir(), 'stripe-bench-'));
try {
  await benchCreate('with dataDir', dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
await benchPayToWebhook(100);
