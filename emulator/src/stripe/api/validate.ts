// Value checks Stripe applies beyond types: currencies, e-mail addresses, URLs.
import { invalidRequest } from '../errors.js';

export function currency(value: string, param: string): string {
  const lower = value.toLowerCase();
  if (!/^[a-z]{3}$/.test(lower))
    throw invalidRequest(`Invalid currency: ${value}.`, {
      param,
      code: 'parameter_invalid_string',
    });
  return lower;
}

export function email(value: string, param: string): string {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw invalidRequest(`Invalid email address: ${value}`, { param, code: 'email_invalid' });
  return value;
}

export function url(value: string, param: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw invalidRequest('Not a valid URL', { param, code: 'url_invalid' });
  }
  return value;
}
