// saveMembershipPlan (admin): a membership plan's name, price, perks and early access. The plan is
// a Stripe Product with one active recurring Price: the first save creates both; a new name renames
// the product; a new price creates a new Price and archives the old one, so new members pay the new
// price while existing subscribers keep theirs (Stripe bills a subscription its own Price).
// startMembership opens Checkout with the plan's stripe_price_id.

import {
  COLLECTIONS,
  CURRENCY,
  PLAN_PERIOD_OF,
  membershipPlanSchema,
  saveMembershipPlanInputSchema,
  type MembershipPlanDoc,
  type SaveMembershipPlanOutput,
} from '@brunchers/model';
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { SERVICE_UNAVAILABLE, fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';

export interface PlanDeps {
  db: Firestore;
  stripe: Stripe;
  clock: Clock;
}

/** Stripe metadata naming the plan (the product and its prices). */
export const PLAN_METADATA = 'brunchers_plan';

export function planRef(db: Firestore, plan: string) {
  return db.collection(COLLECTIONS.membershipPlans).doc(plan);
}

export async function handleSaveMembershipPlan(
  request: CallRequest,
  deps: PlanDeps,
): Promise<SaveMembershipPlanOutput> {
  const admin = await requireAdmin(deps.db, request, 'saveMembershipPlan');
  const { plan, fields } = parseInput(saveMembershipPlanInputSchema, request.data);
  const ref = planRef(deps.db, plan);
  const parsed = membershipPlanSchema.safeParse((await ref.get()).data());
  const current: MembershipPlanDoc | null = parsed.success ? parsed.data : null;
  const period = PLAN_PERIOD_OF[plan];
  const version = (current?.version ?? 0) + 1;
  const metadata = { [PLAN_METADATA]: plan };

  let productId = current?.stripe_product_id;
  let priceId = current?.stripe_price_id;
  let newPrice = false;
  try {
    if (!productId) {
      productId = (await deps.stripe.products.create({ name: fields.name, metadata })).id;
    } else if (current?.name !== fields.name) {
      await deps.stripe.products.update(productId, { name: fields.name });
    }
    if (!priceId || current?.price_cents !== fields.price_cents) {
      const price = await deps.stripe.prices.create(
        {
          product: productId,
          currency: CURRENCY,
          unit_amount: fields.price_cents,
          recurring: { interval: period },
          metadata,
        },
        // A retried save makes the same Price, not a second one.
        { idempotencyKey: `plan-price-${productId}-v${version}-${fields.price_cents}` },
      );
      // Archived, not deleted: subscribers on it keep being billed it.
      if (priceId) await deps.stripe.prices.update(priceId, { active: false });
      priceId = price.id;
      newPrice = true;
    }
  } catch (error) {
    logs.membershipPlanStripeFailed(plan, error);
    fail('unavailable', SERVICE_UNAVAILABLE);
  }

  const doc: MembershipPlanDoc = {
    ...fields,
    period,
    stripe_product_id: productId,
    stripe_price_id: priceId,
    price_history: newPrice
      ? [...(current?.price_history ?? []), priceId]
      : (current?.price_history ?? [priceId]),
    version,
    updated_at: timestamp(deps.clock()),
  };
  await ref.set(doc);
  logs.settingsSaved(`plan:${plan}`, admin.uid);
  return { priceId, newPrice };
}
