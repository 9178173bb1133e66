// The Stripe webhook endpoint, set up through Stripe's API with exactly the events the webhook
// handles (STRIPE_WEBHOOK_EVENTS, the model's one list): against real Stripe on deploy
// (`npm run stripe:webhook`), against the local stand-in on every `npm start`. Stripe sends an
// endpoint only the events it enabled, so an event left out here never reaches the function.
import { FUNCTIONS_REGION, STRIPE_WEBHOOK_EVENTS } from '@brunchers/model';
import type Stripe from 'stripe';

/** The deployed webhook function's URL (Cloud Functions v2's default cloudfunctions.net address). */
export function deployedWebhookUrl(projectId: string): string {
  return `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net/stripeWebhook`;
}

export interface WebhookSetup {
  endpoint: Stripe.WebhookEndpoint;
  /** created: a new endpoint (its signing secret is `secret`); updated: the same secret as before. */
  action: 'created' | 'updated';
  /** The signing secret, which Stripe shows only when it creates an endpoint. */
  secret: string | null;
}

export const WEBHOOK_ENDPOINT_DESCRIPTION = 'Brunchers stripeWebhook (npm run stripe:webhook)';

/**
 * Creates the endpoint for `url`, or updates the one that has it to exactly STRIPE_WEBHOOK_EVENTS
 * (enabled again if it was disabled). `newSecret` replaces an existing endpoint with a new one, to
 * get a signing secret again (Stripe never shows an existing endpoint's secret).
 */
export async function setUpWebhookEndpoint(
  stripe: Stripe,
  url: string,
  options: { newSecret?: boolean } = {},
): Promise<WebhookSetup> {
  const enabled_events = [...STRIPE_WEBHOOK_EVENTS];
  const existing: Stripe.WebhookEndpoint[] = [];
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 }))
    if (endpoint.url === url) existing.push(endpoint);
  const [kept, ...duplicates] = existing;
  // Two endpoints for one URL would deliver every event twice.
  for (const duplicate of duplicates) await stripe.webhookEndpoints.del(duplicate.id);
  if (kept && !options.newSecret) {
    const endpoint = await stripe.webhookEndpoints.update(kept.id, {
      enabled_events,
      disabled: false,
      description: WEBHOOK_ENDPOINT_DESCRIPTION,
    });
    return { endpoint, action: 'updated', secret: null };
  }
  if (kept) await stripe.webhookEndpoints.del(kept.id);
  const endpoint = await stripe.webhookEndpoints.create({
    url,
    enabled_events,
    description: WEBHOOK_ENDPOINT_DESCRIPTION,
  });
  return { endpoint, action: 'created', secret: endpoint.secret ?? null };
}
