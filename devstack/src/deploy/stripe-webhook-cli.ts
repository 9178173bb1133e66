// `npm run stripe:webhook -- [--project <id> | --url <url>] [--new-secret]`: creates or updates
// the Stripe webhook endpoint of the deployed stripeWebhook function with exactly the events it
// handles, and prints the signing secret to store as the STRIPE_WEBHOOK_SECRET secret.
// STRIPE_SECRET_KEY is the account's secret key; STRIPE_API_HOST/_PORT/_PROTOCOL point the command
// at another Stripe API (the local stand-in: npm start prints the line).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Stripe from 'stripe';
import { repoRoot } from '../stack/config.js';
import { deployedWebhookUrl, setUpWebhookEndpoint } from './stripe-webhook.js';

const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    url: { type: 'string' },
    'new-secret': { type: 'boolean', default: false },
  },
});

function defaultProject(): string {
  const rc = JSON.parse(readFileSync(join(repoRoot(), '.firebaserc'), 'utf8')) as {
    projects?: { default?: string };
  };
  const project = rc.projects?.default;
  if (!project) throw new Error('No --project given and .firebaserc has no default project.');
  return project;
}

const key = process.env.STRIPE_SECRET_KEY;
if (!key) {
  console.error('Set STRIPE_SECRET_KEY to the Stripe account secret key (sk_live_… or sk_test_…).');
  process.exit(1);
}
const url = values.url ?? deployedWebhookUrl(values.project ?? defaultProject());
const stripe = new Stripe(key, {
  ...(process.env.STRIPE_API_HOST && { host: process.env.STRIPE_API_HOST }),
  ...(process.env.STRIPE_API_PORT && { port: Number(process.env.STRIPE_API_PORT) }),
  ...(process.env.STRIPE_API_PROTOCOL && {
    protocol: process.env.STRIPE_API_PROTOCOL as 'http' | 'https',
  }),
});
const setup = await setUpWebhookEndpoint(stripe, url, { newSecret: values['new-secret'] });
console.log(`Webhook endpoint ${setup.endpoint.id} ${setup.action}: ${url}`);
console.log(`Events: ${setup.endpoint.enabled_events.join(', ')}`);
if (setup.secret) {
  console.log(`Signing secret: ${setup.secret}`);
  console.log('Store it: firebase functions:secrets:set STRIPE_WEBHOOK_SECRET');
} else {
  console.log(
    'The signing secret is unchanged (Stripe shows it only once); --new-secret makes a new endpoint with a new one.',
  );
}
