import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import type { HostingHeaderRule } from '@brunchers/model';
import { headersForPath } from './hosting-headers.js';

export interface WebServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>Brunchers</title>
<p>The web app is not built yet: run <code>npm start</code> (it builds web/dist) or <code>npm run dev</code>.</p>`;

/**
 * Serves the built web app (web/dist) like Firebase Hosting with the SPA rewrite: existing files as
 * they are, every other path gets index.html, each response with the headers firebase.json's
 * hosting.headers give its path (`headerRules`, the local stack's: see hosting-headers.ts).
 */
export async function startWebServer(options: {
  port: number;
  host?: string;
  distDir: string;
  headerRules: readonly HostingHeaderRule[];
}): Promise<WebServer> {
  const root = normalize(options.distDir);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      res.writeHead(400).end('Bad request path');
      return;
    }
    const candidate = normalize(join(root, pathname));
    const insideRoot = candidate === root || candidate.startsWith(root + sep);
    const file = insideRoot && isFile(candidate) ? candidate : join(root, 'index.html');
    if (!isFile(file)) {
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' }).end(NOT_BUILT_PAGE);
      return;
    }
    res.writeHead(200, {
      ...headersForPath(options.headerRules, pathname),
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  const host = options.host ?? '127.0.0.1';
  await listen(server, options.port, host);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: browserUrl(host, port),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The app's address as people type it: `localhost` for the loopback address. It is also the
 * configured APP_URL, whose local twins (127.0.0.1) Checkout may return to (model/rules/return-origin).
 */
export function browserUrl(host: string, port: number): string {
  return `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
