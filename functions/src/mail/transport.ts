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

export function liveMailDeps(): MailDeps {
  return {
    db: db(),
    send: sendWithSmtp,
    memberEmail,
    from: MAIL_FROM.value(),
    appUrl: APP_URL.value(),
    tokenSecret: MAIL_TOKEN_SECRET.value(),
    ticketSecret: TICKET_SECRET.value(),
    clock: systemClock,
  };
}
