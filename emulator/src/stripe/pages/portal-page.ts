// The hosted billing portal: GET /portal/:id shows the customer and their subscriptions, each with
// a Cancel button (POST /portal/:id/subscriptions/:sub/cancel), and a Return link to return_url.
import type http from 'node:http';
import type Stripe from 'stripe';
import { redirect, sendHtml } from '../http.js';
import type { StripeStandIn } from '../stand-in.js';
import { escapeHtml, formatDate, formatMoney, page, TEST_MODE_BADGE } from './layout.js';

export function handlePortalPage(
  standIn: StripeStandIn,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  id: string,
  rest: string[],
): void {
  const session = standIn.data.portalSessions.get(id);
  const customer = session ? standIn.data.customers.get(session.customer) : undefined;
  if (!session || !customer) {
    sendHtml(
      res,
      404,
      page(
        'Portal not found',
        `<h1>Portal not found</h1><p class="notice" role="alert">This billing portal session does not exist.</p>`,
      ),
    );
    return;
  }
  const method = req.method ?? 'GET';
  if (rest.length === 0 && (method === 'GET' || method === 'HEAD')) {
    sendHtml(res, 200, renderPortal(standIn, session, customer));
    return;
  }
  const [kind, subscriptionId, action] = rest;
  if (method === 'POST' && kind === 'subscriptions' && action === 'cancel' && subscriptionId) {
    const subscription = standIn.data.subscriptions.get(subscriptionId);
    if (subscription && subscription.customer === customer.id && subscription.status !== 'canceled')
      standIn.cancelSubscription(subscription);
    redirect(res, `/portal/${encodeURIComponent(session.id)}`);
    return;
  }
  sendHtml(
    res,
    405,
    page(
      'Not allowed',
      `<h1>Not allowed</h1><p class="notice" role="alert">This page does not accept that request.</p>`,
    ),
  );
}

function renderPortal(
  standIn: StripeStandIn,
  session: Stripe.BillingPortal.Session,
  customer: Stripe.Customer,
): string {
  const subscriptions = [...standIn.data.subscriptions.values()].filter(
    (s) => s.customer === customer.id,
  );
  const rows = subscriptions.map((s) => subscriptionRow(standIn, session, s)).join('\n');
  const table = subscriptions.length
    ? `<table>
<caption>Subscriptions</caption>
<thead><tr><th scope="col">Plan</th><th scope="col" class="num">Price</th><th scope="col">Status</th><th scope="col">Renews or ended</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>You have no subscriptions.</p>';
  const back = session.return_url
    ? `<div class="actions"><a class="button" href="${escapeHtml(session.return_url)}">Return</a></div>`
    : '';
  return page(
    'Billing portal',
    `<h1>Billing portal</h1>
${TEST_MODE_BADGE}
<p>Customer: <strong>${escapeHtml(customer.name ?? customer.email ?? customer.id)}</strong>${customer.email && customer.name ? ` (${escapeHtml(customer.email)})` : ''}</p>
${table}
${back}`,
  );
}

function subscriptionRow(
  standIn: StripeStandIn,
  session: Stripe.BillingPortal.Session,
  subscription: Stripe.Subscription,
): string {
  const item = subscription.items.data[0];
  const price = item?.price;
  const productName = price
    ? (standIn.data.products.get(String(price.product))?.name ?? String(price.product))
    : '';
  const interval = price?.recurring
    ? ` / ${price.recurring.interval_count > 1 ? `${price.recurring.interval_count} ` : ''}${price.recurring.interval}`
    : '';
  const amount = price ? `${formatMoney(price.unit_amount ?? 0, price.currency)}${interval}` : '';
  const when = subscription.ended_at ?? item?.current_period_end;
  const action =
    subscription.status === 'canceled'
      ? ''
      : `<form method="post" action="/portal/${encodeURIComponent(session.id)}/subscriptions/${encodeURIComponent(subscription.id)}/cancel"><button type="submit" class="secondary">Cancel ${escapeHtml(productName)}</button></form>`;
  return `<tr><td>${escapeHtml(productName)}</td><td class="num">${amount}</td><td>${escapeHtml(subscription.status)}</td><td>${when ? formatDate(when) : ''}</td><td>${action}</td></tr>`;
}
