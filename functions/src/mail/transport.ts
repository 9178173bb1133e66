// The SMTP transport: nodemailer from the SMTP_URL secret (any provider in production, MailDev
// locally). One transport per URL, reused across invocations.

import nodemailer, { type Transporter } from 'nodemailer';
import { adminAuth, db } from '../lib/admin.js';
import { APP_URL, MAIL_FROM, MAIL_TOKEN_SECRET, SMTP_URL, TICKET_SECRET } from '../lib/config.js';
import { systemClock } from '../lib/time.js';
import type { MailDeps, OutgoingMail } from './deps.js';

let cached: { url: string; transport: Transporter } | null = null;

function transport(url: string): Transporter {
  if (cached?.url !== url) {
    cached = {
      url,
      transport: nodemailer.createTransport(withTimeouts(url)),
    };
  }
  return cached.transport;
}

/** Fails fast when the server is down (the outbox retries with backoff anyway), unless set. */
function withTimeouts(url: string): string {
  const parsed = new URL(url);
  for (const [name, ms] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '30000'],
  ] as const) {
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, ms);
  }
  return parsed.toString();
}

export async function sendWithSmtp(mail: OutgoingMail): Promise<{ messageId: string }> {
  const info = (await transport(SMTP_URL.value()).sendMail(mail)) as { messageId: string };
  return { messageId: info.messageId };
}

async function memberEmail(uid: string): Promise<string | null> {
  try {
    return (await adminAuth().getUser(uid)).email ?? null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * firebase-admin's action links (the local Auth stand-in makes them too; they open the app's
 * /auth/action handler like production's custom action URL). Null when there is nothing to send:
 * the account is gone, or (verification) already verified.
 */
async function authLink(
  kind: 'verify_email' | 'password_reset',
  email: string,
  continueUrl: string,
): Promise<string | null> {
  const auth = adminAuth();
  try {
    if (kind === 'verify_email') {
      if ((await auth.getUserByEmail(email)).emailVerified) return null;
      return await auth.generateEmailVerificationLink(email, { url: continueUrl });
    }
    return await auth.generatePasswordResetLink(email, { url: continueUrl });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/user-not-found' || code === 'auth/email-not-found') return null;
    throw error;
  }
}

export function liveMailDeps(): MailDeps {
  return {
    db: db(),
    send: sendWithSmtp,
    memberEmail,
    authLink,
    from: MAIL_FROM.value(),
    appUrl: APP_URL.value(),
    tokenSecret: MAIL_TOKEN_SECRET.value(),
    ticketSecret: TICKET_SECRET.value(),
    clock: systemClock,
  };
}
