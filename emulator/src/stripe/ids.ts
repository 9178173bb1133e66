// Random ids with Stripe's prefixes and roughly Stripe's lengths (base62, crypto-random).
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomToken(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (byte < 248) out += ALPHABET[byte % 62]; // 248 = 4 × 62: keeps the distribution uniform
  }
  return out.length === length ? out : out + randomToken(length - out.length);
}

const LENGTHS = {
  cs_test: 58,
  cus: 14,
  sub: 24,
  si: 14,
  pi: 24,
  evt: 24,
  price: 24,
  prod: 14,
  bps: 24,
  bpc: 24,
  li: 24,
  req: 14,
  ch: 24,
  re: 24,
  we: 24,
  promo: 24,
} as const;

export type IdPrefix = keyof typeof LENGTHS;

export const newId = (prefix: IdPrefix): string => `${prefix}_${randomToken(LENGTHS[prefix])}`;
