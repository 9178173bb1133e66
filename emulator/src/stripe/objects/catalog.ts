// Products and prices, typed with the stripe SDK's own (OpenAPI-generated) types.
import type Stripe from 'stripe';
import { newId } from '../ids.js';

export interface ProductInput {
  name: string;
  description?: string;
  metadata?: Record<string, string>;
  active?: boolean;
  images?: string[];
}

export function buildProduct(input: ProductInput, created: number): Stripe.Product {
  return {
    id: newId('prod'),
    object: 'product',
    active: input.active ?? true,
    created,
    default_price: null,
    description: input.description ?? null,
    images: input.images ?? [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata ?? {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: created,
    url: null,
  };
}

export interface PriceInput {
  currency: string;
  unitAmount: number;
  product: string;
  recurring?: { interval: Stripe.Price.Recurring.Interval; interval_count: number };
  active?: boolean;
  metadata?: Record<string, string>;
  nickname?: string;
  lookupKey?: string;
}

export function buildPrice(input: PriceInput, created: number): Stripe.Price {
  return {
    id: newId('price'),
    object: 'price',
    active: input.active ?? true,
    billing_scheme: 'per_unit',
    created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey ?? null,
    metadata: input.metadata ?? {},
    nickname: input.nickname ?? null,
    product: input.product,
    recurring: input.recurring
      ? {
          interval: input.recurring.interval,
          interval_count: input.recurring.interval_count,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.recurring ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    // On the wire a decimal is a string; the SDK turns it into its Decimal class when it reads it.
    unit_amount_decimal: wireDecimal(input.unitAmount),
  };
}

const wireDecimal = (n: number) => String(n) as unknown as Stripe.Price['unit_amount_decimal'];
