// Public API of the local Stripe stand-in (README.md).
// The real `stripe` SDK talks to it with `new Stripe(key, { host, port, protocol: 'http' })`.
import { createStripeServer, listen } from './server.js';
import { StripeStandIn } from './stand-in.js';
import { DEFAULT_WEBHOOK_RETRY, type WebhookRetryOptions } from './webhooks.js';

export { signatureHeader, type WebhookRetryOptions } from './webhooks.js';
export { API_VERSION } from './stand-in.js';

export interface StripeStandInOptions {
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where events are POSTed; can be set later with setWebhookUrl. */
  webhookUrl?: string;
  /** whsec_... secret the Stripe-Signature header is computed with. */
  webhookSecret: string;
  /** Base URL of the hosted pages as a browser reaches them. Default http://<host>:<port>. */
  publicUrl?: string;
  /** Keep data in <dataDir>/stripe.json across restarts; in memory only when omitted. */
  dataDir?: string;
  /** Webhook retry schedule (tests make it fast). */
  webhookRetry?: Partial<WebhookRetryOptions>;
  /** How often open sessions are checked for expiry. Default 2000 ms. */
  expirySweepMs?: number;
  /** Clock in ms (default Date.now); lets tests move time forward to see sessions expire. */
  clock?: () => number;
  /** Where to report webhook failures and internal errors. Default: console.warn with a prefix. */
  log?: (message: string) => void;
}

export interface StripeStandInServer {
  port: number;
  url: string;
  close(): Promise<void>;
  setWebhookUrl(url: string): void;
}

export async function startStripe(opts: StripeStandInOptions): Promise<StripeStandInServer> {
  const host = opts.host ?? '127.0.0.1';
  let publicUrl = opts.publicUrl?.replace(/\/+$/, '');
  const standIn = new StripeStandIn({
    // The real port is only known after listen; pages read publicUrl lazily through this getter.
    get publicUrl() {
      return publicUrl ?? '';
    },
    webhookUrl: opts.webhookUrl,
    webhookSecret: opts.webhookSecret,
    webhookRetry: { ...DEFAULT_WEBHOOK_RETRY, ...opts.webhookRetry },
    dataDir: opts.dataDir,
    now: opts.clock ?? Date.now,
    log: opts.log ?? ((message) => console.warn(`[stripe stand-in] ${message}`)),
  });
  const server = createStripeServer(standIn);
  const port = await listen(server, opts.port, host);
  const url = `http://${urlHost(host)}:${port}`;
  publicUrl ??= url;

  const sweep = setInterval(() => standIn.expireDueSessions(), opts.expirySweepMs ?? 2000);
  sweep.unref();
  standIn.expireDueSessions();
  standIn.redeliverPending();

  return {
    port,
    url,
    setWebhookUrl: (webhookUrl) => standIn.setWebhookUrl(webhookUrl),
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(sweep);
        standIn.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A wildcard listen address is reached through loopback; IPv6 literals need brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
