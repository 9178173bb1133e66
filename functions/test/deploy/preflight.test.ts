// The deploy preflight's checks, each with a failing fixture, and the repository's own Stripe
// events and rules passing them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_EVENTS } from '@brunchers/model';
import {
  checkHostingHeaders,
  checkParams,
  checkRules,
  checkStripeEvents,
} from '../../bin/preflight.js';
import { HANDLED_STRIPE_EVENTS } from '../../src/checkout/stripeWebhook.handler.js';

const repoFile = (path: string) =>
  readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('checkParams', () => {
  const params = [
    { name: 'APP_URL', type: 'string' },
    { name: 'MAIL_FROM', type: 'string', default: 'Brunchers <hello@brunchers.app>' },
    { name: 'STRIPE_SECRET_KEY', type: 'secret' },
  ];

  it('fails on a parameter without value or default, and a secret missing from the list', () => {
    expect(checkParams(params, 'prod', {}, new Set())).toEqual([
      'Parameter APP_URL has no value for project prod: set APP_URL=… in functions/.env.prod',
      'Secret STRIPE_SECRET_KEY is not set in project prod: firebase functions:secrets:set STRIPE_SECRET_KEY --project prod',
    ]);
    expect(checkParams(params, 'prod', { APP_URL: '' }, null)).toHaveLength(1);
  });

  it('passes with the value in the .env files and the secret listed (or no list given)', () => {
    const env = { APP_URL: 'https://brunchers.web.app' };
    expect(checkParams(params, 'prod', env, new Set(['STRIPE_SECRET_KEY']))).toEqual([]);
    expect(checkParams(params, 'prod', env, null)).toEqual([]);
  });
});

describe('checkStripeEvents', () => {
  it('fails on an event handled but not enabled, and one enabled but not handled', () => {
    expect(
      checkStripeEvents(
        ['checkout.session.completed', 'customer.subscription.created'],
        ['checkout.session.completed', 'charge.refunded'],
      ),
    ).toEqual([
      'Stripe event customer.subscription.created is handled by stripeWebhook but not in STRIPE_WEBHOOK_EVENTS: Stripe would never send it',
      'Stripe event charge.refunded is in STRIPE_WEBHOOK_EVENTS but stripeWebhook does not handle it',
    ]);
  });

  it("passes for the webhook's handled events and the model's list", () => {
    expect(checkStripeEvents(HANDLED_STRIPE_EVENTS, STRIPE_WEBHOOK_EVENTS)).toEqual([]);
  });
});

describe('checkRules', () => {
  it('fails on rules that do not compile, naming the file', () => {
    const [problem] = checkRules([
      { name: 'firestore.rules', source: "rules_version = '2';\nservice cloud.firestore { match " },
    ]);
    expect(problem).toMatch(/^firestore\.rules does not compile: /);
  });

  it("passes for the repository's rules", () => {
    expect(
      checkRules([
        { name: 'firestore.rules', source: repoFile('firestore.rules') },
        { name: 'storage.rules', source: repoFile('storage.rules') },
      ]),
    ).toEqual([]);
  });
});

describe('checkHostingHeaders', () => {
  it('fails on each missing security header', () => {
    expect(checkHostingHeaders({})).toEqual([
      'firebase.json hosting.headers lacks Content-Security-Policy',
      'firebase.json hosting.headers lacks Strict-Transport-Security',
      'firebase.json hosting.headers lacks Referrer-Policy',
      'firebase.json hosting.headers lacks X-Frame-Options or a Content-Security-Policy with frame-ancestors',
    ]);
  });

  it('passes with CSP (frame-ancestors), HSTS and Referrer-Policy', () => {
    const hosting = {
      headers: [
        {
          source: '**',
          headers: [
            { key: 'Content-Security-Policy', value: "default-src 'self'; frame-ancestors 'none'" },
            { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
            { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          ],
        },
      ],
    };
    expect(checkHostingHeaders(hosting)).toEqual([]);
  });
});
