// The hosted test checkout page: GET /checkout/:id shows the order with Pay and Cancel;
// POST /checkout/:id/pay completes the session and redirects to success_url (paid at once by card;
// by SEPA Direct Debit it completes unpaid until the control endpoint settles the debit);
// POST /checkout/:id/cancel redirects to cancel_url and leaves the session open.
import type http from 'node:http';
import type Stripe from 'stripe';
import { email as validEmail } from '../api/validate.js';
import { StripeApiError } from '../errors.js';
import { parseForm } from '../form.js';
import { readBody, redirect, sendHtml } from '../http.js';
import type { PaymentMethodChoice, StripeStandIn } from '../stand-in.js';
import type { CheckoutSessionRecord } from '../state.js';
import { escapeHtml, formatDate, formatMoney, page, TEST_MODE_BADGE } from './layout.js';

export async function handleCheckoutPage(
  standIn: StripeStandIn,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  id: string,
  action: string | undefined,
): Promise<void> {
  const record = standIn.checkoutSession(id);
  if (!record) {
    sendHtml(res, 404, errorPage('Checkout not found', 'This checkout session does not exist.'));
    return;
  }
  const method = req.method ?? 'GET';
  if (action === undefined && (method === 'GET' || method === 'HEAD')) {
    sendHtml(res, 200, renderCheckout(standIn, record));
  } else if (action === 'pay' && method === 'POST') {
    await pay(standIn, req, res, record);
  } else if (action === 'cancel' && method === 'POST') {
    if (record.session.cancel_url) redirect(res, record.session.cancel_url);
    else sendHtml(res, 200, renderCheckout(standIn, record));
  } else {
    sendHtml(res, 405, errorPage('Not allowed', 'This page does not accept that request.'));
  }
}

async function pay(
  standIn: StripeStandIn,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  record: CheckoutSessionRecord,
): Promise<void> {
  const { session } = record;
  if (session.status !== 'open') {
    sendHtml(res, 409, notOpenPage(session));
    return;
  }
  const form = parseForm(await readBody(req));
  const enteredEmail = typeof form.email === 'string' ? form.email.trim() : '';
  const name = typeof form.name === 'string' && form.name.trim() !== '' ? form.name.trim() : null;
  const email = session.customer_email ?? customerEmail(standIn, session) ?? enteredEmail;
  try {
    validEmail(email, 'email');
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    sendHtml(res, 400, renderCheckout(standIn, record, 'Please enter a valid e-mail address.'));
    return;
  }
  const method: PaymentMethodChoice =
    offersDelayedMethod(session) && form.payment_method === 'sepa_debit' ? 'sepa_debit' : 'card';
  standIn.completeSession(record, { email, name }, method);
  if (session.success_url)
    redirect(res, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
  else
    sendHtml(
      res,
      200,
      page(
        'Payment complete',
        `<h1>Thanks for your payment</h1>${TEST_MODE_BADGE}<p>Your payment of ${formatMoney(session.amount_total ?? 0, session.currency ?? 'eur')} is complete.</p>`,
      ),
    );
}

/** One-off payments may also be paid by SEPA Direct Debit (unless the session limits the methods). */
function offersDelayedMethod(session: Stripe.Checkout.Session): boolean {
  return (
    session.mode === 'payment' &&
    (session.allowed_payment_method_types === null ||
      session.allowed_payment_method_types.includes('sepa_debit'))
  );
}

function customerEmail(standIn: StripeStandIn, session: Stripe.Checkout.Session): string | null {
  return typeof session.customer === 'string'
    ? (standIn.data.customers.get(session.customer)?.email ?? null)
    : null;
}

function renderCheckout(
  standIn: StripeStandIn,
  record: CheckoutSessionRecord,
  problem?: string,
): string {
  const { session, lineItems } = record;
  if (session.status !== 'open') return notOpenPage(session);
  const currency = session.currency ?? 'eur';
  const total = formatMoney(session.amount_total ?? 0, currency);
  const rows = lineItems
    .map(
      (item) => `<tr>
<td>${escapeHtml(item.description ?? '')}</td>
<td class="num">${item.quantity ?? 1}</td>
<td class="num">${formatMoney(item.price?.unit_amount ?? 0, currency)}</td>
<td class="num">${formatMoney(item.amount_total, currency)}</td>
</tr>`,
    )
    .join('\n');
  const knownEmail = session.customer_email ?? customerEmail(standIn, session);
  const emailField = knownEmail
    ? `<p>E-mail: <strong>${escapeHtml(knownEmail)}</strong></p>`
    : `<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required>`;
  const cancel = session.cancel_url
    ? `<form method="post" action="/checkout/${encodeURIComponent(session.id)}/cancel"><button type="submit" class="secondary">Cancel</button></form>`
    : '';
  return page(
    `Pay ${total}`,
    `<h1>Pay ${total}</h1>
${TEST_MODE_BADGE}
${problem ? `<p class="notice" role="alert">${escapeHtml(problem)}</p>` : ''}
<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="3">Total</th><td class="num">${total}</td></tr></tfoot>
</table>
<p class="muted">This checkout expires on ${formatDate(session.expires_at)}.</p>
<form method="post" action="/checkout/${encodeURIComponent(session.id)}/pay" id="pay-form">
${emailField}
<label for="name">Name on card (optional)</label><input id="name" name="name" type="text" autocomplete="cc-name">
${
  offersDelayedMethod(session)
    ? `<fieldset>
<legend>Payment method</legend>
<label class="choice"><input type="radio" name="payment_method" value="card" checked> Card (paid at once)</label>
<label class="choice"><input type="radio" name="payment_method" value="sepa_debit"> SEPA Direct Debit (confirmed by the bank days later)</label>
</fieldset>`
    : ''
}
</form>
<div class="actions">
<button type="submit" form="pay-form" class="primary">Pay ${total}</button>
${cancel}
</div>`,
  );
}

function notOpenPage(session: Stripe.Checkout.Session): string {
  if (session.status === 'complete') {
    const back = session.success_url
      ? `<p><a class="button" href="${escapeHtml(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id))}">Continue</a></p>`
      : '';
    return errorPage('Already paid', 'This checkout session has already been paid.', back);
  }
  const back = session.cancel_url
    ? `<p><a class="button" href="${escapeHtml(session.cancel_url)}">Return</a></p>`
    : '';
  return errorPage(
    'Checkout expired',
    'This checkout session has expired. Please start again.',
    back,
  );
}

function errorPage(title: string, message: string, extra = ''): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>${TEST_MODE_BADGE}<p class="notice" role="alert">${escapeHtml(message)}</p>${extra}`,
  );
}
