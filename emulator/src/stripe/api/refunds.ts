// /v1/refunds: create (by payment_intent or charge), retrieve, list. Test-mode refunds succeed at
// once; a charge cannot be refunded beyond what it received.
import type Stripe from 'stripe';
import { invalidRequest, resourceMissing } from '../errors.js';
import { expandParam, p, parseObject } from '../params.js';
import { applyExpand, listPage, listParams, newestFirst } from './lists.js';
import { pathParam, type ApiCall, type Route } from './route.js';

const createShape = {
  payment_intent: p.string(),
  charge: p.string(),
  amount: p.integer({ min: 1 }),
  reason: p.enumOf(['duplicate', 'fraudulent', 'requested_by_customer']),
  metadata: p.metadata(),
  expand: expandParam,
};

function paymentIntentOf(
  call: ApiCall,
  params: { payment_intent?: string; charge?: string },
): Stripe.PaymentIntent {
  const { data } = call.standIn;
  if (params.payment_intent !== undefined && params.charge !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.', {
      param: 'payment_intent',
    });
  }
  if (params.payment_intent !== undefined) {
    const found = data.paymentIntents.get(params.payment_intent);
    if (!found) throw resourceMissing('payment_intent', params.payment_intent, 'payment_intent');
    return found;
  }
  if (params.charge !== undefined) {
    const chargeId = params.charge;
    const found = [...data.paymentIntents.values()].find((pi) => pi.latest_charge === chargeId);
    if (!found) throw resourceMissing('charge', chargeId, 'charge');
    return found;
  }
  throw invalidRequest(
    'One of the following params should be provided for this request: payment_intent or charge.',
    {
      code: 'parameter_missing',
    },
  );
}

const euros = (amount: number, currency: string) =>
  `${currency === 'eur' ? '€' : `${currency.toUpperCase()} `}${(amount / 100).toFixed(2)}`;

function create(call: ApiCall): Stripe.Refund {
  const params = parseObject(createShape, call.params);
  const paymentIntent = paymentIntentOf(call, params);
  if (paymentIntent.status !== 'succeeded') {
    throw invalidRequest(
      `This PaymentIntent (${paymentIntent.id}) does not have a successful charge to refund.`,
      { param: 'payment_intent', code: 'charge_not_refundable' },
    );
  }
  const left = paymentIntent.amount_received - call.standIn.refundedAmount(paymentIntent.id);
  if (left <= 0) {
    throw invalidRequest(
      `Charge ${String(paymentIntent.latest_charge)} has already been refunded.`,
      {
        code: 'charge_already_refunded',
      },
    );
  }
  const amount = params.amount ?? left;
  if (amount > left) {
    throw invalidRequest(
      `Refund amount (${euros(amount, paymentIntent.currency)}) is greater than unrefunded amount on charge (${euros(left, paymentIntent.currency)})`,
      { param: 'amount', code: 'amount_too_large' },
    );
  }
  const refund = call.standIn.refund(
    paymentIntent,
    { amount, reason: params.reason ?? null, metadata: params.metadata ?? {} },
    call.request,
  );
  return applyExpand(call.standIn, refund, params.expand);
}

function retrieve(call: ApiCall): Stripe.Refund {
  const params = parseObject({ expand: expandParam }, call.params);
  const id = pathParam(call, 'id');
  const refund = call.standIn.data.refunds.get(id);
  if (!refund) throw resourceMissing('refund', id);
  return applyExpand(call.standIn, refund, params.expand);
}

const listShape = { ...listParams, payment_intent: p.string(), charge: p.string() };

function list(call: ApiCall): Stripe.ApiList<Stripe.Refund> {
  const params = parseObject(listShape, call.params);
  const refunds = newestFirst(call.standIn.data.refunds.values()).filter(
    (refund) =>
      (params.payment_intent === undefined || refund.payment_intent === params.payment_intent) &&
      (params.charge === undefined || refund.charge === params.charge),
  );
  const page = listPage(refunds, params, '/v1/refunds', 'refund');
  return applyExpand(call.standIn, page, params.expand);
}

export const refundRoutes: Route[] = [
  { method: 'POST', path: '/v1/refunds', handle: create },
  { method: 'GET', path: '/v1/refunds', handle: list },
  { method: 'GET', path: '/v1/refunds/:id', handle: retrieve },
];
