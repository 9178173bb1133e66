// Payments the stand-in confirmed survive a kill -9 of its process, and the webhooks it had not
// delivered are sent after the restart, as Stripe retries them. Before, state reached the data
// file 200 ms after a change: a stand-in killed right after 5 confirmed payments restarted with
// none of them paid.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandInServer } from '../../src/stripe/index.js';
import { WebhookReceiver, bookingSessionParams, postForm, stripeClient } from './helpers.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'stripe-kill-'));
const children: ChildProcess[] = [];
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The stand-in in a child process on `dataDir`, posting webhooks to `webhookUrl`. */
async function startChild(webhookUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL('./stand-in-child.ts', import.meta.url)), [], {
    env: { ...process.env, STRIPE_DATA_DIR: dataDir, STRIPE_WEBHOOK_URL: webhookUrl },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { child, port: message.port };
}

/** What stripeClient needs of a server. */
function at(port: number): StripeStandInServer {
  return { port, url: `http://127.0.0.1:${port}` } as StripeStandInServer;
}

describe('the stand-in under kill -9', () => {
  it('keeps every confirmed payment and delivers the pending webhooks after the restart', async () => {
    // Nothing listens there: every webhook of the first run stays pending.
    const first = await startChild('http://127.0.0.1:9/unreachable');
    const stripe = stripeClient(at(first.port));
    const sessions: string[] = [];
    for (let i = 0; i < 5; i++) {
      const session = await stripe.checkout.sessions.create(
        bookingSessionParams({ client_reference_id: `booking_${i}` }),
      );
      const paid = await postForm(`http://127.0.0.1:${first.port}/checkout/${session.id}/pay`);
      // The hosted page's answer to Pay: the browser goes on to the success URL.
      expect(paid.status).toBe(303);
      sessions.push(session.id);
    }
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');

    const second = await startChild(receiver.url);
    const again = stripeClient(at(second.port));
    for (const id of sessions) {
      const session = await again.checkout.sessions.retrieve(id);
      expect(session).toMatchObject({ status: 'complete', payment_status: 'paid' });
      const intent = await again.paymentIntents.retrieve(String(session.payment_intent));
      expect(intent.status).toBe('succeeded');
    }
    const completed = await receiver.waitFor('checkout.session.completed', () => true, 5);
    expect(new Set(completed.map((d) => (d.event.data.object as { id: string }).id))).toEqual(
      new Set(sessions),
    );
    second.child.kill('SIGKILL');
  }, 60_000);
});
