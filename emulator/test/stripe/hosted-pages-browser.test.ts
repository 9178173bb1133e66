// The hosted pages in a real browser (Chromium): axe finds no accessibility violations on the
// checkout and portal pages, and pressing Pay lands on success_url with the session id.
import AxeBuilder from '@axe-core/playwright';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandInServer } from '../../src/stripe/index.js';
import { bookingSessionParams, startStandIn, stripeClient } from './helpers.js';

let server: StripeStandInServer;
let stripe: Stripe;
let browser: Browser;
let page: Page;
/** Stands in for the web app: answers every path, so redirects have somewhere to land. */
let app: http.Server;
let appUrl: string;

beforeAll(async () => {
  server = await startStandIn();
  stripe = stripeClient(server);
  app = http.createServer((req, res) =>
    res
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end(`<!doctype html><title>App</title><p>${req.url ?? ''}</p>`),
  );
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server.close();
  await new Promise<void>((resolve) => app.close(() => resolve()));
});

async function violations(): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

const sessionFor = () =>
  stripe.checkout.sessions.create(
    bookingSessionParams({
      success_url: `${appUrl}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/events/event_9`,
    }),
  );

describe('hosted pages in Chromium', () => {
  it('checkout page: accessible, and Pay leads to success_url', async () => {
    const session = await sessionFor();
    await page.goto(session.url ?? '');
    expect(await violations()).toEqual([]);
    await page.getByLabel('Name on card (optional)').fill('Ada Guest');
    await page.getByRole('button', { name: 'Pay €49.00' }).click();
    await page.waitForURL(`${appUrl}/booking-success?session_id=${session.id}`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('checkout page without an e-mail: the field is required before paying', async () => {
    const { customer_email: _e, ...params } = bookingSessionParams({
      success_url: `${appUrl}/done`,
      cancel_url: `${appUrl}/back`,
    });
    const session = await stripe.checkout.sessions.create(params);
    await page.goto(session.url ?? '');
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${appUrl}/back`);
    await page.goto(session.url ?? '');
    await page.getByLabel('E-mail').fill('walk-in@example.com');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(`${appUrl}/done`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).customer_details?.email).toBe(
      'walk-in@example.com',
    );
  });

  it('expired checkout page, billing portal and dashboard: accessible', async () => {
    const session = await sessionFor();
    await stripe.checkout.sessions.expire(session.id);
    await page.goto(`${server.url}/checkout/${session.id}`);
    expect(await violations()).toEqual([]);

    const customer = await stripe.customers.create({ email: 'portal@example.com', name: 'Pat' });
    const price = await stripe.prices.create({
      currency: 'eur',
      unit_amount: 999,
      recurring: { interval: 'month' },
      product_data: { name: 'Brunch Club' },
    });
    await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${appUrl}/dashboard`,
    });
    await page.goto(portal.url);
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Cancel Brunch Club' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'canceled' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Return' }).click();
    await page.waitForURL(`${appUrl}/dashboard`);

    await page.goto(`${server.url}/`);
    expect(await violations()).toEqual([]);
  });
});
