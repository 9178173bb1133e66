// The membership's monthly and yearly prices in the local Stripe stand-in, found by lookup key or
// created once (the stand-in keeps them in .data/stripe), so `npm start` can hand their ids to the
// functions as MEMBERSHIP_PRICE_MONTHLY / _YEARLY, as a deploy does with the real account's prices.
import Stripe from 'stripe';
import { LOCAL_STRIPE_SECRET_KEY } from './config.js';

const PLANS = [
  { key: 'brunchers_membership_monthly', interval: 'month', amount: 900 },
  { key: 'brunchers_membership_yearly', interval: 'year', amount: 9000 },
] as const;

export async function ensureMembershipPrices(
  stripeUrl: string,
): Promise<{ monthly: string; yearly: string }> {
  const url = new URL(stripeUrl);
  const stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
  });
  const found = await stripe.prices.list({ lookup_keys: PLANS.map((plan) => plan.key) });
  const ids: string[] = [];
  let product: string | null = null;
  for (const plan of PLANS) {
    const known = found.data.find((price) => price.lookup_key === plan.key);
    if (known) {
      ids.push(known.id);
      continue;
    }
    product ??= (await stripe.products.create({ name: 'Brunchers membership' })).id;
    const price = await stripe.prices.create({
      product,
      currency: 'eur',
      unit_amount: plan.amount,
      recurring: { interval: plan.interval },
      lookup_key: plan.key,
    });
    ids.push(price.id);
  }
  return { monthly: ids[0]!, yearly: ids[1]! };
}
