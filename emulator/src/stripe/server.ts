// The stand-in's HTTP server: /v1 API, hosted pages (/checkout, /portal), a dashboard (/) and
// /_stand-in controls.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApiRequest } from './api/dispatch.js';
import { handleControl } from './control.js';
import { sendHtml } from './http.js';
import { handleCheckoutPage } from './pages/checkout-page.js';
import { handleDashboardPage } from './pages/dashboard-page.js';
import { page } from './pages/layout.js';
import { handlePortalPage } from './pages/portal-page.js';
import type { StripeStandIn } from './stand-in.js';

export function createStripeServer(standIn: StripeStandIn): http.Server {
  return http.createServer((req, res) => {
    answerAfterCommit(standIn, res);
    route(standIn, req, res).catch((error: unknown) => {
      standIn.options.log(
        `request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendHtml(res, 500, page('Error', '<h1>Something went wrong</h1>'));
      else res.destroy();
    });
  });
}

/**
 * Every answer (API, hosted pages, controls) starts with writeHead: the request's changes are
 * journaled first, so nothing is acknowledged that a kill -9 could lose. When they cannot be
 * written, the connection is dropped unanswered: the client sees a failure, not a success.
 */
function answerAfterCommit(standIn: StripeStandIn, res: http.ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    try {
      standIn.commit();
    } catch (error) {
      standIn.options.log(`could not journal a change: ${(error as Error).message}`);
      res.destroy();
      return res;
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
}

async function route(
  standIn: StripeStandIn,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const segments = url.pathname.split('/').slice(1).map(safeDecode);
  const [first, id, ...rest] = segments;
  if (first === 'v1') return handleApiRequest(standIn, req, res, url);
  if (first === '_stand-in') return handleControl(standIn, req, res, url.pathname);
  if (first === 'checkout' && id && rest.length <= 1)
    return handleCheckoutPage(standIn, req, res, id, rest[0]);
  if (first === 'portal' && id) return handlePortalPage(standIn, req, res, id, rest);
  if (url.pathname === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
    return handleDashboardPage(standIn, res);
  }
  sendHtml(res, 404, page('Not found', '<h1>Not found</h1>'));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
