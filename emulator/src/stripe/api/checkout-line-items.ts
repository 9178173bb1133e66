// Line items of a Checkout Session create call: each names an existing price or describes one
// (price_data, with an existing product or product_data). Inline products and prices are only
// returned here; the caller stores them once the whole call has been validated.
import type Stripe from 'stripe';
import { invalidRequest, missingParameter, resourceMissing } from '../errors.js';
import { buildPrice, buildProduct } from '../objects/catalog.js';
import { buildLineItem } from '../objects/checkout.js';
import { p, type ParsedShape } from '../params.js';
import type { StripeStandIn } from '../stand-in.js';
import { currency } from './validate.js';

export const lineItemShape = {
  price: p.string(),
  price_data: p.object({
    currency: p.string().required(),
    product: p.string(),
    product_data: p.object({
      name: p.string({ maxLength: 250 }).required(),
      description: p.string({ maxLength: 40_000 }),
      images: p.array(p.string(), { maxItems: 8 }),
      metadata: p.metadata(),
      tax_code: p.string(),
    }),
    unit_amount: p.integer({ min: 0 }),
    recurring: p.object({
      interval: p.enumOf(['day', 'week', 'month', 'year']).required(),
      interval_count: p.integer({ min: 1 }),
    }),
    tax_behavior: p.enumOf(['exclusive', 'inclusive', 'unspecified']),
  }),
  quantity: p.integer({ min: 1 }),
};

export type LineItemParams = ParsedShape<typeof lineItemShape>;

export interface ResolvedLineItems {
  lineItems: Stripe.LineItem[];
  products: Stripe.Product[];
  prices: Stripe.Price[];
}

/** Resolves each line item's price (an existing one, or one made from price_data) into a LineItem. */
export function buildLineItems(
  standIn: StripeStandIn,
  mode: Stripe.Checkout.Session.Mode,
  items: LineItemParams[],
  created: number,
): ResolvedLineItems {
  const made: ResolvedLineItems = { lineItems: [], products: [], prices: [] };
  if (items.length === 0) throw missingParameter('line_items');
  made.lineItems = items.map((item, index) => {
    const at = `line_items[${index}]`;
    if (item.price !== undefined && item.price_data !== undefined) {
      throw invalidRequest('You may only specify one of these parameters: price, price_data.', {
        param: `${at}[price_data]`,
      });
    }
    if (item.quantity === undefined) throw missingParameter(`${at}[quantity]`);
    let price: Stripe.Price;
    let description: string;
    if (item.price !== undefined) {
      const existing = standIn.data.prices.get(item.price);
      if (!existing) throw resourceMissing('price', item.price, `${at}[price]`);
      if (!existing.active)
        throw invalidRequest(
          `The price specified is inactive. This field only accepts active prices.`,
          { param: `${at}[price]` },
        );
      price = existing;
      description = standIn.data.products.get(String(existing.product))?.name ?? '';
    } else if (item.price_data !== undefined) {
      ({ price, description } = inlinePrice(
        standIn,
        item.price_data,
        `${at}[price_data]`,
        created,
        made,
      ));
    } else {
      throw invalidRequest(`You must specify either \`price\` or \`price_data\` in ${at}.`, {
        param: at,
      });
    }
    return buildLineItem(price, item.quantity, description);
  });
  const recurring = made.lineItems.filter((item) => item.price?.recurring);
  if (mode === 'payment' && recurring.length > 0) {
    throw invalidRequest(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      { param: 'line_items' },
    );
  }
  if (mode === 'subscription' && recurring.length === 0) {
    throw invalidRequest(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      { param: 'line_items' },
    );
  }
  return made;
}

type PriceData = NonNullable<LineItemParams['price_data']>;

function inlinePrice(
  standIn: StripeStandIn,
  data: PriceData,
  at: string,
  created: number,
  made: ResolvedLineItems,
): { price: Stripe.Price; description: string } {
  if (data.unit_amount === undefined) throw missingParameter(`${at}[unit_amount]`);
  if (data.product !== undefined && data.product_data !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: product, product_data.', {
      param: `${at}[product_data]`,
    });
  }
  let product: Stripe.Product;
  if (data.product !== undefined) {
    const existing = standIn.data.products.get(data.product);
    if (!existing) throw resourceMissing('product', data.product, `${at}[product]`);
    product = existing;
  } else if (data.product_data !== undefined) {
    const { name, description, images, metadata } = data.product_data;
    product = buildProduct(
      {
        name,
        active: false,
        ...(description ? { description } : {}),
        ...(images ? { images } : {}),
        ...(metadata ? { metadata } : {}),
      },
      created,
    );
    made.products.push(product);
  } else {
    throw missingParameter(`${at}[product_data]`);
  }
  const price = buildPrice(
    {
      currency: currency(data.currency, `${at}[currency]`),
      unitAmount: data.unit_amount,
      product: product.id,
      active: false,
      ...(data.recurring
        ? {
            recurring: {
              interval: data.recurring.interval,
              interval_count: data.recurring.interval_count ?? 1,
            },
          }
        : {}),
    },
    created,
  );
  made.prices.push(price);
  return { price, description: product.name };
}
