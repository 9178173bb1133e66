// Pricing callables (issue 39.4): tiers and promotion codes in the console, the dialog's check.
import type { CallableName, CallableOutput } from '@brunchers/model';
import { ENFORCE_APP_CHECK, STRIPE_SECRET_KEY } from '../lib/config.js';
import { db } from '../lib/admin.js';
import type { CallRequest } from '../lib/caller.js';
import { onCallable } from '../lib/onCallable.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import {
  handleCheckPromotionCode,
  handleCreatePromotionCode,
  handleSetPriceTiers,
  handleSetPromotionCodeActive,
  type PricingDeps,
} from './pricing.handler.js';

const liveDeps = (): PricingDeps => ({ db: db(), stripe: stripeClient(), clock: systemClock });

const callable = <N extends CallableName>(
  name: N,
  handle: (request: CallRequest, deps: PricingDeps) => Promise<CallableOutput<N>>,
) => onCallable(name, { secrets: [STRIPE_SECRET_KEY] }, (request) => handle(request, liveDeps()));

export const createPromotionCode = callable('createPromotionCode', handleCreatePromotionCode);
export const setPriceTiers = callable('setPriceTiers', handleSetPriceTiers);
export const setPromotionCodeActive = callable(
  'setPromotionCodeActive',
  handleSetPromotionCodeActive,
);
/** Open to guests: App Check (as for createCheckout) keeps scripts from trying codes at scale. */
export const checkPromotionCode = onCallable(
  'checkPromotionCode',
  { enforceAppCheck: ENFORCE_APP_CHECK },
  (request) => handleCheckPromotionCode(request, liveDeps()),
);
