// The local inbox: MailDev (an SMTP server that keeps every message, with a web UI and a REST API
// on one port). The functions send to it through the same SMTP_URL secret production sets to a
// real provider, so nothing in their code knows it is local.

import { MailDev } from 'maildev';

export interface MailInbox {
  /** SMTP URL for the functions (SMTP_URL). */
  smtpUrl: string;
  smtpPort: number;
  /** The web inbox; its REST API is under /api (e.g. GET /api/email). */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startMailInbox(options: {
  smtpPort: number;
  webPort: number;
  host?: string;
  /** Messages persist here between runs (the .eml files MailDev writes). */
  dataDir?: string;
}): Promise<MailInbox> {
  const host = options.host ?? '127.0.0.1';
  const maildev = new MailDev({
    smtp: options.smtpPort,
    ip: host,
    web: options.webPort,
    webIp: host,
    silent: true,
    // Bounded, so a long-lived .data/ folder stays quick to start.
    maxEmails: 500,
    ...(options.dataDir ? { mailDirectory: options.dataDir } : {}),
  });
  const servers = await maildev.start();
  const smtpPort = servers.smtp.getAddress().port;
  const port = servers.api?.getAddress()?.port ?? options.webPort;
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    smtpPort,
    url: `http://${host}:${port}`,
    port,
    close: () => maildev.stop(),
  };
}
