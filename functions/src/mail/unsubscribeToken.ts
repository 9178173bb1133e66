// Signed mail links: the token names who or what (a member's uid, a guest's e-mail, a booking) and
// what it allows (turning reminders off, cancelling that booking). It is signed with an HMAC under
// MAIL_TOKEN_SECRET, so it works without signing in, cannot be forged for someone else or turned
// into another kind of link, and the endpoint never has to say whether an account exists.

import { createHmac, timingSafeEqual } from 'node:crypto';

export type MailSubject = { uid: string } | { email: string };

interface Payload {
  /** 'u:<uid>', 'e:<lower-cased e-mail>' or 'b:<booking id>'. */
  s: string;
  /** What it allows. */
  k: 'reminders' | 'cancel' | 'waitlist' | 'newsletter';
}

function subjectKey(subject: MailSubject): string {
  return 'uid' in subject ? `u:${subject.uid}` : `e:${subject.email.trim().toLowerCase()}`;
}

function sign(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

function signedToken(secret: string, payload: Payload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body).toString('base64url')}`;
}

/** The payload of a genuine token of kind `kind`, or null (wrong signature, malformed, other kind). */
function verifiedPayload(secret: string, token: string, kind: Payload['k']): string | null {
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
  if (payload.k !== kind || typeof payload.s !== 'string') return null;
  return payload.s;
}

export function unsubscribeToken(secret: string, subject: MailSubject): string {
  return signedToken(secret, { s: subjectKey(subject), k: 'reminders' });
}

/** The subject of a genuine token, or null (wrong signature, malformed). */
export function verifyUnsubscribeToken(secret: string, token: string): MailSubject | null {
  const subject = verifiedPayload(secret, token, 'reminders');
  if (subject?.startsWith('u:') && subject.length > 2) return { uid: subject.slice(2) };
  if (subject?.startsWith('e:') && subject.length > 2) return { email: subject.slice(2) };
  return null;
}

/** A guest's link to cancel their booking (the confirmation mail carries it). */
export function bookingCancelToken(secret: string, bookingId: string): string {
  return signedToken(secret, { s: `b:${bookingId}`, k: 'cancel' });
}

/** The booking id of a genuine cancellation token, or null. */
export function verifyBookingCancelToken(secret: string, token: string): string | null {
  const subject = verifiedPayload(secret, token, 'cancel');
  return subject?.startsWith('b:') && subject.length > 2 ? subject.slice(2) : null;
}

/** A guest's link to confirm their waitlist place (the first waitlist mail carries it). */
export function waitlistConfirmToken(secret: string, entryId: string): string {
  return signedToken(secret, { s: `w:${entryId}`, k: 'waitlist' });
}

export function verifyWaitlistConfirmToken(secret: string, token: string): string | null {
  const subject = verifiedPayload(secret, token, 'waitlist');
  return subject?.startsWith('w:') && subject.length > 2 ? subject.slice(2) : null;
}

/** The newsletter's double opt-in link, naming the sign-up (its id: the normalised address). */
export function newsletterConfirmToken(secret: string, signupId: string): string {
  return signedToken(secret, { s: `n:${signupId}`, k: 'newsletter' });
}

export function verifyNewsletterConfirmToken(secret: string, token: string): string | null {
  const subject = verifiedPayload(secret, token, 'newsletter');
  return subject?.startsWith('n:') && subject.length > 2 ? subject.slice(2) : null;
}
