// Issue 36: the verification and password-reset mails are the app's own, through the outbox (the
// trigger on the Functions host sends them to the test SMTP server, with links the local Auth
// stand-in makes as Google's does); account mails carry no name; the newsletter is double opt-in.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAIL_COPY,
  COLLECTIONS,
  NEWSLETTER_CONFIRM_FAILED,
  mailIds,
  newsletterSignupId,
  type MailDoc,
} from '@brunchers/model';
import {
  handleSendPasswordReset,
  handleSendVerificationEmail,
  type AccountMailDeps,
} from '../../src/mail/accountMail.handler.js';
import { handleConfirmNewsletter } from '../../src/newsletter/newsletter.handler.js';
import { eventually } from '../support/flow.js';
import { httpsErrorOf } from '../support/fixtures.js';
import { APP_URL, MAIL_TOKEN_SECRET, startStack, type Stack } from '../support/stack.js';

let stack: Stack;
let deps: AccountMailDeps;

beforeAll(async () => {
  stack = await startStack({ host: true, auth: true });
  deps = {
    db: stack.db,
    appUrl: APP_URL,
    clock: () => new Date(),
    uidByEmail: async (email) => {
      try {
        return (await stack.adminAuth!.getUserByEmail(email)).uid;
      } catch {
        return null;
      }
    },
  };
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.host!.idle();
  await stack.clearFirestore();
  stack.smtp!.clear();
});

const authHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST!;

async function mailDoc(id: string): Promise<MailDoc | undefined> {
  return (await stack.db.collection(COLLECTIONS.mail).doc(id).get()).data() as MailDoc | undefined;
}

async function allMails(): Promise<(MailDoc & { id: string })[]> {
  const mails = await stack.db.collection(COLLECTIONS.mail).get();
  return mails.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MailDoc) }));
}

/** Messages the SMTP server took for `address` (any case). */
const sentTo = (address: string) =>
  stack.smtp!.messages.filter((message) =>
    JSON.stringify(message.to ?? '')
      .toLowerCase()
      .includes(address.toLowerCase()),
  );

/** The link of the mail's button (its plain-text line "<label>: <url>"). */
function linkIn(text: string, label: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in:\n${text}`);
  return line.slice(label.length + 2);
}

describe('the verification mail', () => {
  it('goes through the outbox, once per resend window, with a working link and no name', async () => {
    const user = await stack.adminAuth!.createUser({
      email: 'vera@example.org',
      password: 'a-long-password',
    });
    await stack.db.collection(COLLECTIONS.userProfiles).doc(user.uid).set({
      user_id: user.uid,
      display_name: 'Free money at evil.example',
      level: 1,
      experience_points: 0,
    });
    // Asked from an English page: the mail is English (issue 37).
    const request = {
      data: { locale: 'en' },
      auth: { uid: user.uid, token: { email: 'vera@example.org', email_verified: false } },
    };
    expect(await handleSendVerificationEmail(request, deps)).toEqual({ ok: true });
    expect(await handleSendVerificationEmail(request, deps)).toEqual({ ok: true });
    const mails = await allMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'verify_email', user_id: user.uid, event_id: null });
    const sent = await eventually(
      () => mailDoc(mails[0]!.id),
      (doc) => doc?.status === 'sent',
    );
    expect(sent).toMatchObject({ status: 'sent', to: 'vera@example.org' });
    const [message] = sentTo('vera@example.org');
    expect(message?.subject).toBe('Confirm your e-mail for Brunchers');
    expect(message!.text).toContain('Hi,');
    expect(message!.text).not.toContain('evil.example');
    expect(message!.html).not.toContain('evil.example');
    const link = new URL(linkIn(message!.text!, 'Confirm my e-mail'));
    expect(link.searchParams.get('mode')).toBe('verifyEmail');

    // Opening the link verifies the address (what the app's /auth/action does with the code).
    const applied = await fetch(
      `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode: link.searchParams.get('oobCode') }),
      },
    );
    expect(applied.status).toBe(200);
    expect((await stack.adminAuth!.getUser(user.uid)).emailVerified).toBe(true);

    // Verified: asking again sends nothing.
    await handleSendVerificationEmail(
      { data: {}, auth: { uid: user.uid, token: { email_verified: true } } },
      deps,
    );
    expect(await allMails()).toHaveLength(1);
  });

  it('needs a signed-in member', async () => {
    expect(await httpsErrorOf(handleSendVerificationEmail({ data: {} }, deps))).toMatchObject({
      code: 'unauthenticated',
    });
  });
});

describe('the password-reset mail', () => {
  it('goes to an account through the outbox; an unknown address gets nothing, with the same answer', async () => {
    await stack.adminAuth!.createUser({ email: 'rita@example.org', password: 'a-long-password' });
    expect(await handleSendPasswordReset({ data: { email: 'nobody@example.org' } }, deps)).toEqual({
      ok: true,
    });
    expect(await allMails()).toHaveLength(0);
    // Asked from the app's loopback twin: the link continues there (where the session is).
    const fromTwin = {
      data: { email: ' Rita@Example.org ', locale: 'en' },
      rawRequest: { headers: { origin: 'http://127.0.0.1:5173' } },
    };
    expect(await handleSendPasswordReset(fromTwin, deps)).toEqual({ ok: true });
    const [mail] = await allMails();
    expect(mail).toMatchObject({ kind: 'password_reset' });
    await eventually(
      () => mailDoc(mail!.id),
      (doc) => doc?.status === 'sent',
    );
    const [message] = sentTo('rita@example.org');
    expect(message?.subject).toBe('Reset your Brunchers password');
    const link = new URL(linkIn(message!.text!, 'Choose a new password'));
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe('http://127.0.0.1:5173/login');
    expect(link.searchParams.get('oobCode')).toBeTruthy();
  });
});

describe('the newsletter (double opt-in)', () => {
  it('a pending sign-up gets one confirmation mail; its link confirms it', async () => {
    const id = newsletterSignupId('Nora@Example.org');
    await stack.db
      .collection(COLLECTIONS.newsletterSignups)
      .doc(id)
      .set({ email: id, status: 'pending', created_at: new Date() });
    const sent = await eventually(
      () => mailDoc(mailIds.newsletterConfirm(id)),
      (doc) => doc?.status === 'sent',
    );
    expect(sent).toMatchObject({ kind: 'newsletter_confirm', to: 'nora@example.org' });
    const [message] = sentTo('nora@example.org');
    // A sign-up that stores no language (written before issue 37): Portuguese, the default.
    expect(message?.subject).toBe('Confirme a sua inscrição no Brunchers');
    const link = new URL(linkIn(message!.text!, 'Confirmar a minha inscrição'));
    expect(link.pathname).toBe('/newsletter/confirm');
    const confirm = (token: string) =>
      handleConfirmNewsletter(
        { data: { token } },
        { db: stack.db, clock: () => new Date(), tokenSecret: MAIL_TOKEN_SECRET },
      );
    expect(await httpsErrorOf(confirm(`${link.searchParams.get('token')!}x`))).toMatchObject({
      message: NEWSLETTER_CONFIRM_FAILED,
    });
    expect(await confirm(link.searchParams.get('token')!)).toEqual({ confirmed: true });
    expect(
      (await stack.db.collection(COLLECTIONS.newsletterSignups).doc(id).get()).get('status'),
    ).toBe('subscribed');
  });

  it("an English visitor's sign-up is confirmed in English (the page's language, stored with it)", async () => {
    const id = newsletterSignupId('emma@example.org');
    await stack.db
      .collection(COLLECTIONS.newsletterSignups)
      .doc(id)
      .set({ email: id, status: 'pending', created_at: new Date(), locale: 'en' });
    const sent = await eventually(
      () => mailDoc(mailIds.newsletterConfirm(id)),
      (doc) => doc?.status === 'sent',
    );
    expect(sent).toMatchObject({ kind: 'newsletter_confirm', locale: 'en' });
    const [message] = sentTo('emma@example.org');
    expect(message?.subject).toBe(ACCOUNT_MAIL_COPY.newsletterConfirm.subject);
    expect(linkIn(message!.text!, ACCOUNT_MAIL_COPY.newsletterConfirm.action)).toContain(
      '/newsletter/confirm',
    );
  });
});
