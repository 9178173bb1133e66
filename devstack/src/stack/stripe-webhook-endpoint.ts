// The local stack's Stripe webhook endpoint, set up on every start by the same code as
// `npm run stripe:webhook` (deploy/stripe-webhook.ts) against the stand-in, so the functions get
// exactly the events production's endpoint is created with. Its signing secret (shown by Stripe
// only at creation) is kept in the stand-in's data folder, for the functions' STRIPE_WEBHOOK_SECRET.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import Stripe from 'stripe';
import { setUpWebhookEndpoint, WEBHOOK_ENDPOINT_DESCRIPTION } from '../deploy/stripe-webhook.js';
import { LOCAL_STRIPE_SECRET_KEY } from './config.js';

/** A Stripe client on the local stand-in. */
export function localStripe(stripeUrl: string): Stripe {
  const url = new URL(stripeUrl);
  return new Stripe(LOCAL_STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
  });
}

/** Sets up the endpoint for `webhookUrl` and resolves to its signing secret. */
export async function ensureLocalWebhookEndpoint(
  stripeUrl: string,
  webhookUrl: string,
  secretFile: string,
  /** The other endpoints of this start (the browser tests' projects each have one). */
  alsoLive: readonly string[] = [],
): Promise<string> {
  const stripe = localStripe(stripeUrl);
  // A previous start on other ports left an endpoint nobody listens on: events would retry there.
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 }))
    if (
      endpoint.description === WEBHOOK_ENDPOINT_DESCRIPTION &&
      endpoint.url !== webhookUrl &&
      !alsoLive.includes(endpoint.url)
    )
      await stripe.webhookEndpoints.del(endpoint.id);
  const saved = existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '';
  const setup = await setUpWebhookEndpoint(stripe, webhookUrl, { newSecret: saved === '' });
  if (setup.secret) writeFileSync(secretFile, setup.secret, { mode: 0o600 });
  return setup.secret ?? saved;
}
