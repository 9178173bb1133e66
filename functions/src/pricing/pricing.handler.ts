// The console's pricing callables (issue 39.4), admin only: ticket tiers on an event and
// promotion codes, each created at Stripe as a coupon with a promotion code; and the check
// anyone booking runs to see a code's effect before paying (the server checks it again).

import {
  COLLECTIONS,
  CURRENCY,
  PROMO_CODE_ERRORS,
  checkPromotionCodeInputSchema,
  createPromotionCodeInputSchema,
  normaliseCode,
  promoRefusal,
  setPriceTiersInputSchema,
  setPromotionCodeActiveInputSchema,
  type CheckPromotionCodeOutput,
  type CreatePromotionCodeOutput,
  type PromotionCodeDoc,
  type SetPriceTiersOutput,
  type SetPromotionCodeActiveOutput,
} from '@brunchers/model';
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { SERVICE_UNAVAILABLE, fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { codeRef, redemptionId, redemptionRef, termsOf } from './redemptions.js';

export interface PricingDeps {
  db: Firestore;
  stripe: Stripe;
  clock: Clock;
}

export async function handleCreatePromotionCode(
  request: CallRequest,
  deps: PricingDeps,
): Promise<CreatePromotionCodeOutput> {
  const admin = await requireAdmin(deps.db, request, 'createPromotionCode');
  const input = parseInput(createPromotionCodeInputSchema, request.data);
  const ref = codeRef(deps.db, input.code);
  if ((await ref.get()).exists) fail('already-exists', 'A promotion code with this text exists.');
  const expiresAt = input.expires_at ? Math.floor(Date.parse(input.expires_at) / 1000) : undefined;
  let promotionCode: Stripe.PromotionCode;
  let coupon: Stripe.Coupon;
  try {
    // Same keys on a retry: one coupon and one promotion code per code text.
    coupon = await deps.stripe.coupons.create(
      {
        ...(input.kind === 'percent'
          ? { percent_off: input.percent_off ?? 0 }
          : { amount_off: input.amount_off_cents ?? 0, currency: CURRENCY }),
        duration: 'once',
        name: input.code,
        ...(input.max_redemptions ? { max_redemptions: input.max_redemptions } : {}),
        ...(expiresAt ? { redeem_by: expiresAt } : {}),
        metadata: { brunchers_code: input.code },
      },
      { idempotencyKey: `coupon-${input.code}` },
    );
    promotionCode = await deps.stripe.promotionCodes.create(
      {
        promotion: { type: 'coupon', coupon: coupon.id },
        code: input.code,
        ...(input.max_redemptions ? { max_redemptions: input.max_redemptions } : {}),
        ...(expiresAt ? { expires_at: expiresAt } : {}),
        metadata: { brunchers_code: input.code },
      },
      { idempotencyKey: `promotion-code-${input.code}` },
    );
  } catch (error) {
    logs.promotionCodeStripeFailed(input.code, error);
    fail('unavailable', SERVICE_UNAVAILABLE);
  }
  const doc: PromotionCodeDoc = {
    code: input.code,
    kind: input.kind,
    percent_off: input.percent_off,
    amount_off_cents: input.amount_off_cents,
    max_redemptions: input.max_redemptions,
    times_redeemed: 0,
    expires_at: input.expires_at,
    event_ids: input.event_ids,
    active: true,
    stripe_coupon_id: coupon.id,
    stripe_promotion_code_id: promotionCode.id,
    created_at: timestamp(deps.clock()),
  };
  try {
    await ref.create(doc);
  } catch {
    fail('already-exists', 'A promotion code with this text exists.');
  }
  logs.promotionCodeCreated(input.code, admin.uid);
  return { code: input.code, stripePromotionCodeId: promotionCode.id };
}

/** Stops (or restarts) a code, at Stripe and here; uses already held or paid stay. */
export async function handleSetPromotionCodeActive(
  request: CallRequest,
  deps: PricingDeps,
): Promise<SetPromotionCodeActiveOutput> {
  const admin = await requireAdmin(deps.db, request, 'setPromotionCodeActive');
  const input = parseInput(setPromotionCodeActiveInputSchema, request.data);
  const ref = codeRef(deps.db, input.code);
  const snapshot = await ref.get();
  if (!snapshot.exists) fail('not-found', PROMO_CODE_ERRORS.unknown);
  const code = snapshot.data() as PromotionCodeDoc;
  try {
    await deps.stripe.promotionCodes.update(code.stripe_promotion_code_id, {
      active: input.active,
    });
  } catch (error) {
    logs.promotionCodeStripeFailed(code.code, error);
    fail('unavailable', SERVICE_UNAVAILABLE);
  }
  await ref.update({ active: input.active });
  logs.promotionCodeActiveSet(code.code, input.active, admin.uid);
  return { code: code.code, active: input.active };
}

export async function handleSetPriceTiers(
  request: CallRequest,
  deps: PricingDeps,
): Promise<SetPriceTiersOutput> {
  const admin = await requireAdmin(deps.db, request, 'setPriceTiers');
  const { eventId, tiers } = parseInput(setPriceTiersInputSchema, request.data);
  await deps.db.runTransaction(async (tx) => {
    const ref = deps.db.collection(COLLECTIONS.events).doc(eventId);
    const event = await tx.get(ref);
    if (!event.exists) fail('not-found', 'Event not found.');
    const standard: unknown = event.get('price_cents');
    const cheaper = (cents: number) => typeof standard === 'number' && cents < standard;
    if (tiers.early_bird && !cheaper(tiers.early_bird.price_cents))
      fail('invalid-argument', 'The early-bird price must be below the standard price.');
    if (tiers.member && !cheaper(tiers.member.price_cents))
      fail('invalid-argument', 'The member price must be below the standard price.');
    // Bookings already made keep the price they were given (bookings/{id}.pricing).
    tx.update(ref, { price_tiers: tiers });
  });
  logs.eventSaved(eventId, admin.uid, 'price_tiers');
  return { eventId };
}

export async function handleCheckPromotionCode(
  request: CallRequest,
  deps: PricingDeps,
): Promise<CheckPromotionCodeOutput> {
  const { eventId, code: typed } = parseInput(checkPromotionCodeInputSchema, request.data);
  const code = normaliseCode(typed);
  const snapshot = await codeRef(deps.db, code).get();
  const doc = snapshot.exists ? (snapshot.data() as PromotionCodeDoc) : null;
  // A signed-in member's earlier use shows now; a guest's shows at checkout (their e-mail).
  const email = request.auth?.token.email;
  const uid = request.auth?.uid ?? null;
  const used =
    doc && uid
      ? (
          await redemptionRef(
            deps.db,
            redemptionId(code, typeof email === 'string' ? email : null, uid),
          ).get()
        ).exists
      : false;
  const refusal = promoRefusal(doc, eventId, deps.clock(), used);
  if (refusal || !doc) {
    const why = refusal ?? 'unknown';
    return { ok: false, refusal: why, message: PROMO_CODE_ERRORS[why] };
  }
  return { ok: true, terms: termsOf(doc) };
}
