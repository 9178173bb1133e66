// /v1/coupons and /v1/promotion_codes: what the console's promotion codes are made of (issue
// 39.4). Stripe counts a redemption when a paid checkout used the code; Brunchers prices its own
// checkouts and counts its redemptions itself, so times_redeemed stays as Stripe would leave it.
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { invalidRequest, missingParameter, resourceMissing } from '../errors.js';
import { newId } from '../ids.js';
import { expandParam, p, parseObject } from '../params.js';
import { applyExpand, listPage, listParams, newestFirst } from './lists.js';
import { pathParam, type ApiCall, type Route } from './route.js';
import { currency } from './validate.js';

const couponShape = {
  id: p.string({ maxLength: 200 }),
  name: p.string({ maxLength: 40 }),
  percent_off: p.string(),
  amount_off: p.integer({ min: 1 }),
  currency: p.string(),
  duration: p.enumOf(['once', 'repeating', 'forever']),
  max_redemptions: p.integer({ min: 1 }),
  redeem_by: p.integer({ min: 1 }),
  metadata: p.metadata(),
  expand: expandParam,
};

function createCoupon(call: ApiCall): Stripe.Coupon {
  const { standIn } = call;
  const params = parseObject(couponShape, call.params);
  const percent = params.percent_off === undefined ? undefined : Number(params.percent_off);
  if (percent === undefined && params.amount_off === undefined)
    throw invalidRequest('You must pass either percent_off or amount_off.', {
      param: 'percent_off',
    });
  if (percent !== undefined && params.amount_off !== undefined)
    throw invalidRequest('You may only specify one of these parameters: amount_off, percent_off.', {
      param: 'amount_off',
    });
  if (percent !== undefined && !(percent > 0 && percent <= 100))
    throw invalidRequest('Invalid percent_off: must be greater than 0 and at most 100', {
      param: 'percent_off',
    });
  if (params.amount_off !== undefined && params.currency === undefined)
    throw missingParameter('currency');
  const id = params.id ?? randomBytes(6).toString('hex');
  if (standIn.data.coupons.has(id))
    throw invalidRequest('Coupon already exists.', {
      param: 'id',
      code: 'resource_already_exists',
    });
  const coupon: Stripe.Coupon = {
    id,
    object: 'coupon',
    amount_off: params.amount_off ?? null,
    created: standIn.now(),
    currency: params.currency !== undefined ? currency(params.currency, 'currency') : null,
    duration: params.duration ?? 'once',
    duration_in_months: null,
    livemode: false,
    max_redemptions: params.max_redemptions ?? null,
    metadata: params.metadata ?? {},
    name: params.name ?? null,
    percent_off: percent ?? null,
    redeem_by: params.redeem_by ?? null,
    times_redeemed: 0,
    valid: true,
  };
  standIn.data.coupons.set(id, coupon);
  standIn.changed();
  return applyExpand(standIn, coupon, params.expand);
}

function retrieveCoupon(call: ApiCall): Stripe.Coupon {
  const params = parseObject({ expand: expandParam }, call.params);
  const id = pathParam(call, 'id');
  const coupon = call.standIn.data.coupons.get(id);
  if (!coupon) throw resourceMissing('coupon', id);
  return applyExpand(call.standIn, coupon, params.expand);
}

const promotionCodeShape = {
  promotion: p
    .object({ type: p.enumOf(['coupon']).required(), coupon: p.string().required() })
    .required(),
  code: p.string({ maxLength: 500 }),
  active: p.boolean(),
  expires_at: p.integer({ min: 1 }),
  max_redemptions: p.integer({ min: 1 }),
  metadata: p.metadata(),
  expand: expandParam,
};

function createPromotionCode(call: ApiCall): Stripe.PromotionCode {
  const { standIn } = call;
  const params = parseObject(promotionCodeShape, call.params);
  const couponId = params.promotion.coupon;
  if (!standIn.data.coupons.has(couponId))
    throw resourceMissing('coupon', couponId, 'promotion[coupon]');
  const code = params.code ?? randomBytes(4).toString('hex').toUpperCase();
  const clash = [...standIn.data.promotionCodes.values()].some(
    (x) => x.active && x.code.toLowerCase() === code.toLowerCase(),
  );
  if (clash)
    throw invalidRequest('An active promotion code with `code` already exists.', {
      param: 'code',
    });
  const promotionCode: Stripe.PromotionCode = {
    id: newId('promo'),
    object: 'promotion_code',
    active: params.active ?? true,
    code,
    created: standIn.now(),
    customer: null,
    customer_account: null,
    expires_at: params.expires_at ?? null,
    livemode: false,
    max_redemptions: params.max_redemptions ?? null,
    metadata: params.metadata ?? {},
    promotion: { type: 'coupon', coupon: couponId },
    restrictions: {
      first_time_transaction: false,
      minimum_amount: null,
      minimum_amount_currency: null,
    },
    times_redeemed: 0,
  };
  standIn.data.promotionCodes.set(promotionCode.id, promotionCode);
  standIn.changed();
  return applyExpand(standIn, promotionCode, params.expand);
}

function retrievePromotionCode(call: ApiCall): Stripe.PromotionCode {
  const params = parseObject({ expand: expandParam }, call.params);
  const id = pathParam(call, 'id');
  const promotionCode = call.standIn.data.promotionCodes.get(id);
  if (!promotionCode) throw resourceMissing('promotion_code', id);
  return applyExpand(call.standIn, promotionCode, params.expand);
}

function updatePromotionCode(call: ApiCall): Stripe.PromotionCode {
  const params = parseObject(
    { active: p.boolean(), metadata: p.metadata(), expand: expandParam },
    call.params,
  );
  const id = pathParam(call, 'id');
  const promotionCode = call.standIn.data.promotionCodes.get(id);
  if (!promotionCode) throw resourceMissing('promotion_code', id);
  if (params.active !== undefined) promotionCode.active = params.active;
  if (params.metadata) promotionCode.metadata = { ...promotionCode.metadata, ...params.metadata };
  call.standIn.changed();
  return applyExpand(call.standIn, promotionCode, params.expand);
}

function listPromotionCodes(call: ApiCall): Stripe.ApiList<Stripe.PromotionCode> {
  const params = parseObject(
    { ...listParams, active: p.boolean(), code: p.string(), coupon: p.string() },
    call.params,
  );
  const codes = newestFirst(call.standIn.data.promotionCodes.values()).filter(
    (x) =>
      (params.active === undefined || x.active === params.active) &&
      (params.code === undefined || x.code.toLowerCase() === params.code.toLowerCase()) &&
      (params.coupon === undefined || x.promotion.coupon === params.coupon),
  );
  return applyExpand(
    call.standIn,
    listPage(codes, params, '/v1/promotion_codes', 'promotion_code'),
    params.expand,
  );
}

export const promotionRoutes: Route[] = [
  { method: 'POST', path: '/v1/coupons', handle: createCoupon },
  { method: 'GET', path: '/v1/coupons/:id', handle: retrieveCoupon },
  { method: 'POST', path: '/v1/promotion_codes', handle: createPromotionCode },
  { method: 'GET', path: '/v1/promotion_codes', handle: listPromotionCodes },
  { method: 'GET', path: '/v1/promotion_codes/:id', handle: retrievePromotionCode },
  { method: 'POST', path: '/v1/promotion_codes/:id', handle: updatePromotionCode },
];
