// GET / — a small dashboard for developers: the webhook URL, the latest Checkout Sessions (with
// links to their pages) and the latest events with what happened to their delivery.
import type http from 'node:http';
import { sendHtml } from '../http.js';
import type { StripeStandIn } from '../stand-in.js';
import { escapeHtml, formatDate, formatMoney, page, TEST_MODE_BADGE } from './layout.js';

const SHOWN = 20;

export function handleDashboardPage(standIn: StripeStandIn, res: http.ServerResponse): void {
  standIn.expireDueSessions();
  const sessions = [...standIn.data.checkoutSessions.values()].slice(-SHOWN).reverse();
  const events = [...standIn.data.events.values()].slice(-SHOWN).reverse();
  const statuses = standIn.webhooks.statuses;
  const sessionRows = sessions
    .map(({ session }) => {
      const id = escapeHtml(session.id);
      const link = session.status === 'open' ? `<a href="/checkout/${id}">${id}</a>` : id;
      return `<tr><td>${link}</td><td>${escapeHtml(session.customer_email ?? session.customer_details?.email ?? '')}</td><td class="num">${formatMoney(session.amount_total ?? 0, session.currency ?? 'eur')}</td><td>${escapeHtml(session.status ?? '')}</td><td>${formatDate(session.created)}</td></tr>`;
    })
    .join('\n');
  const eventRows = events
    .map((event) => {
      const status = statuses.get(event.id);
      const delivery = status
        ? `${status.state} after ${status.attempts} attempt${status.attempts === 1 ? '' : 's'} (${status.lastResult})`
        : event.pending_webhooks > 0
          ? 'pending'
          : 'not sent';
      return `<tr><td>${escapeHtml(event.type)}</td><td>${escapeHtml(event.id)}</td><td>${escapeHtml(delivery)}</td><td>${formatDate(event.created)}</td></tr>`;
    })
    .join('\n');
  const endpoint = standIn.webhooks.endpoint;
  sendHtml(
    res,
    200,
    page(
      'Stripe stand-in',
      `<h1>Stripe stand-in</h1>
${TEST_MODE_BADGE}
<p>Webhook URL: ${endpoint ? `<code>${escapeHtml(endpoint)}</code>` : 'none (events are stored, not sent)'}</p>
<table>
<caption>Latest Checkout Sessions</caption>
<thead><tr><th scope="col">Session</th><th scope="col">E-mail</th><th scope="col" class="num">Total</th><th scope="col">Status</th><th scope="col">Created</th></tr></thead>
<tbody>
${sessionRows || '<tr><td colspan="5">None yet.</td></tr>'}
</tbody>
</table>
<table>
<caption>Latest events</caption>
<thead><tr><th scope="col">Type</th><th scope="col">Event</th><th scope="col">Delivery</th><th scope="col">Created</th></tr></thead>
<tbody>
${eventRows || '<tr><td colspan="4">None yet.</td></tr>'}
</tbody>
</table>`,
    ),
  );
}
