// Events, as stored, listed and sent to the webhook.
import type Stripe from 'stripe';
import { newId } from '../ids.js';

export function buildEvent(input: {
  type: string;
  object: unknown;
  created: number;
  apiVersion: string;
  pendingWebhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}): Stripe.Event {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: input.apiVersion,
    created: input.created,
    data: { object: input.object },
    livemode: false,
    pending_webhooks: input.pendingWebhooks,
    request: input.request,
    type: input.type,
  } as Stripe.Event;
}
