// Signed unsubscribe links: the token names who (a member's uid, or a guest's e-mail) and is
// signed with an HMAC under MAIL_TOKEN_SECRET, so it works without signing in, cannot be forged
// for someone else, and the endpoint never has to say whether an account exists.

import { createHmac, timingSafeEqual } from 'node:crypto';

export type MailSubject = { uid: string } | { email: string };

interface Payload {
  /** 'u:<uid>' or 'e:<lower-cased e-mail>'. */
  s: string;
  /** What it turns off. */
  k: 'reminders';
}

function subjectKey(subject: MailSubject): string {
  return 'uid' in subject ? `u:${subject.uid}` : `e:${subject.email.trim().toLowerCase()}`;
}

function sign(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

export function unsubscribeToken(secret: string, subject: MailSubject): string {
  const payload: Payload = { s: subjectKey(subject), k: 'reminders' };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/** The subject of a genuine token, or null (wrong signature, malformed). */
export function verifyUnsubscribeToken(secret: string, token: string): MailSubject | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = sign(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return null;
  }
  if (payload.k !== 'reminders' || typeof payload.s !== 'string') return null;
  if (payload.s.startsWith('u:') && payload.s.length > 2) return { uid: payload.s.slice(2) };
  if (payload.s.startsWith('e:') && payload.s.length > 2) return { email: payload.s.slice(2) };
  return null;
}
