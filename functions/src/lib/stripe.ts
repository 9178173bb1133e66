// The Stripe client, configured only through parameters (host/port/protocol point it at the
// local stand-in when running locally; there is no code branch for it).

import Stripe from 'stripe';
import {
  STRIPE_API_HOST,
  STRIPE_API_PORT,
  STRIPE_API_PROTOCOL,
  STRIPE_SECRET_KEY,
} from './config.js';

export interface StripeSettings {
  secretKey: string;
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export function createStripe(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'brunchers-functions' },
  });
}

let cached: { key: string; client: Stripe } | null = null;

/** One client per configuration (parameters are read at call time, not at module load). */
export function stripeClient(): Stripe {
  const settings: StripeSettings = {
    secretKey: STRIPE_SECRET_KEY.value(),
    host: STRIPE_API_HOST.value(),
    port: Number(STRIPE_API_PORT.value()),
    protocol: STRIPE_API_PROTOCOL.value() === 'http' ? 'http' : 'https',
  };
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, client: createStripe(settings) };
  return cached.client;
}
