import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../lib/time.js';

export interface OutgoingMail {
  /**
   * The Auth action link for a verification or reset mail (firebase-admin's
   * generateEmailVerificationLink / generatePasswordResetLink), or null when the account is gone
   * or already verified (then nothing is sent). Made when sending, so no link is stored.
   */
  authLink?: (
    kind: 'verify_email' | 'password_reset',
    email: string,
    continueUrl: string,
  ) => Promise<string | null>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** What sending needs from the outside world (nodemailer in production, anything in tests). */
export interface MailDeps {
  db: Firestore;
  send: (mail: OutgoingMail) => Promise<{ messageId: string }>;
  /** A member's sign-in e-mail (Auth), or null when they have none. */
  memberEmail: (uid: string) => Promise<string | null>;
  /**
   * The Auth action link for a verification or reset mail (firebase-admin's
   * generateEmailVerificationLink / generatePasswordResetLink), or null when the account is gone
   * or already verified (then nothing is sent). Made when sending, so no link is stored.
   */
  authLink?: (
    kind: 'verify_email' | 'password_reset',
    email: string,
    continueUrl: string,
  ) => Promise<string | null>;
  from: string;
  appUrl: string;
  tokenSecret: string;
  /** TICKET_SECRET: signs the ticket link of booking mails. */
  ticketSecret: string;
  clock: Clock;
}
