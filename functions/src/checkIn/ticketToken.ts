// Ticket tokens: what a ticket's QR code carries. `BRT1.<booking id>.<HMAC-SHA256 of it>`, keyed
// with TICKET_SECRET (separate from the mail key, so either can be rotated alone). Nobody without
// the key can make one for a booking id, so a booking id alone (or a guessed one) never gets in;
// the token is the same every time it is shown, so the mail, the app and a screenshot agree.

import { TICKET_TOKEN_PREFIX } from '@brunchers/model';
import { createHmac, timingSafeEqual } from 'node:crypto';

function sign(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`ticket:${body}`).digest();
}

export function ticketToken(secret: string, bookingId: string): string {
  const body = Buffer.from(bookingId).toString('base64url');
  return `${TICKET_TOKEN_PREFIX}.${body}.${sign(secret, body).toString('base64url')}`;
}

/** The booking id of a genuine token, or null (not ours, forged, altered, malformed). */
export function verifyTicketToken(secret: string, token: string): string | null {
  const [prefix, body, signature, extra] = token.trim().split('.');
  if (prefix !== TICKET_TOKEN_PREFIX || !body || !signature || extra !== undefined) return null;
  const expected = sign(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const bookingId = Buffer.from(body, 'base64url').toString('utf8');
  return bookingId.length > 0 && !bookingId.includes('/') ? bookingId : null;
}
