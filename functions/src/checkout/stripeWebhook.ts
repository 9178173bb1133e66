import { onRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../lib/config.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import { handleStripeWebhook } from './stripeWebhook.handler.js';

/** Stripe's webhook endpoint (configure it in the Stripe dashboard for the checkout.session.* events). */
export const stripeWebhook = onRequest(
  { secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] },
  async (req, res) => {
    const { status, body } = await handleStripeWebhook(
      { method: req.method, rawBody: req.rawBody, signature: req.header('stripe-signature') },
      {
        db: db(),
        stripe: stripeClient(),
        webhookSecret: STRIPE_WEBHOOK_SECRET.value(),
        clock: systemClock,
      },
    );
    res.status(status).json(body);
  },
);
