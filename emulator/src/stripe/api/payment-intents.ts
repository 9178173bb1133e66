// GET /v1/payment_intents/:id: the PaymentIntent a paid Checkout Session points to.
import type Stripe from 'stripe';
import { resourceMissing } from '../errors.js';
import { expandParam, p, parseObject } from '../params.js';
import { applyExpand } from './lists.js';
import { pathParam, type ApiCall, type Route } from './route.js';

function retrieve(call: ApiCall): Stripe.PaymentIntent {
  const params = parseObject({ expand: expandParam, client_secret: p.string() }, call.params);
  const id = pathParam(call, 'id');
  const paymentIntent = call.standIn.data.paymentIntents.get(id);
  if (!paymentIntent) throw resourceMissing('payment_intent', id);
  return applyExpand(call.standIn, paymentIntent, params.expand);
}

export const paymentIntentRoutes: Route[] = [
  { method: 'GET', path: '/v1/payment_intents/:id', handle: retrieve },
];
