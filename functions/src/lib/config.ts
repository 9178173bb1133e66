// Deploy-time parameters. Production values come from `firebase deploy` (secrets from Secret
// Manager); locally the Functions host puts them in the environment. Same code either way.

import { defineBoolean, defineSecret, defineString } from 'firebase-functions/params';

export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/** Where the Stripe API lives: Stripe itself in production, the stand-in locally. */
export const STRIPE_API_HOST = defineString('STRIPE_API_HOST', { default: 'api.stripe.com' });
export const STRIPE_API_PORT = defineString('STRIPE_API_PORT', { default: '443' });
export const STRIPE_API_PROTOCOL = defineString('STRIPE_API_PROTOCOL', { default: 'https' });

/** Public origin of the web app, for Checkout and portal return URLs (no trailing slash). */
export const APP_URL = defineString('APP_URL', {
  description: 'Origin of the web app, e.g. https://brunchers.web.app',
});

/**
 * Where mail goes out: an SMTP URL with credentials (`smtps://user:pass@smtp.example.com:465`),
 * any provider. Locally MailDev's `smtp://127.0.0.1:1025`.
 */
export const SMTP_URL = defineSecret('SMTP_URL');
/** Key of the HMAC that signs unsubscribe links (any long random string). */
export const MAIL_TOKEN_SECRET = defineSecret('MAIL_TOKEN_SECRET');
/** Key of the HMAC that signs ticket QR codes (any long random string; not the mail key). */
export const TICKET_SECRET = defineSecret('TICKET_SECRET');
/** The From header of every mail. */
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'Brunchers <hello@brunchers.app>',
});

/**
 * App Check on createCheckout (a guest can hold seats without signing in). On in production; the
 * local stack turns it off, as its Functions host accepts unsigned tokens anyway (a debug App
 * Check token is accepted the same way).
 */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: true,
  description: 'Refuse createCheckout calls without a valid App Check token',
});

/** Stripe Price ids of the membership plans (recurring prices in the Stripe account). */
export const MEMBERSHIP_PRICE_MONTHLY = defineString('MEMBERSHIP_PRICE_MONTHLY', { default: '' });
export const MEMBERSHIP_PRICE_YEARLY = defineString('MEMBERSHIP_PRICE_YEARLY', { default: '' });
