import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import {
  LOCAL_PROJECT_COOKIE,
  localFirebaseConfig,
  PROJECT_ID,
  type HostingHeaderRule,
  type HostingRewriteRule,
} from '@brunchers/model';
import { globToRegExp, headersForPath } from './hosting-headers.js';

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

/** firebase.json's rewrites before there were any but the SPA's (older checkouts, tests). */
const SPA_REWRITE: HostingRewriteRule[] = [{ source: '**', destination: '/index.html' }];

/**
 * Serves the built web app (web/dist) like Firebase Hosting: existing files as they are (a
 * folder's index.html for its path, so `/` is the landing's page), then the first of
 * firebase.json's hosting.rewrites that matches — a file of the build, or an https function,
 * proxied to the local Functions host at `functionsUrl()` (`http://host:port/{project}`) with
 * the request's path, as Hosting calls it. Each response gets the headers firebase.json's
 * hosting.headers give its path (`headerRules`, the local stack's: see hosting-headers.ts),
 * replacing a function's own as Hosting does.
 */
export async function startWebServer(options: {
  port: number;
  host?: string;
  distDir: string;
  headerRules: readonly HostingHeaderRule[];
  rewrites?: readonly HostingRewriteRule[];
  /** The local Functions host's base URL for a project, once it runs (null while it does not). */
  functionsUrl?: (project: string) => string | null;
  /** The project /__/firebase/init.json names (default PROJECT_ID)... */
  defaultProject?: string;
  /**
   * ...unless the request's LOCAL_PROJECT_COOKIE names one of these (the browser tests' projects):
   * then init.json, the prefetch's Firestore URL in the HTML and the function rewrites are that
   * project's, so one build serves each Playwright worker its own project.
   */
  testProjects?: readonly string[];
}): Promise<WebServer> {
  const defaultProject = options.defaultProject ?? PROJECT_ID;
  const projectOf = (cookieHeader: string | undefined): string => {
    const named = cookieValue(cookieHeader, LOCAL_PROJECT_COOKIE);
    return named && options.testProjects?.includes(named) ? named : defaultProject;
  };
  const root = normalize(options.distDir);
  const rewrites = (options.rewrites ?? SPA_REWRITE).map((rule) => ({
    rule,
    pattern: globToRegExp(rule.source),
  }));
  const server = createServer((req, res) => {
    const reading = req.method === 'GET' || req.method === 'HEAD';
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      res.writeHead(400).end('Bad request path');
      return;
    }
    const project = projectOf(req.headers.cookie);
    // Firebase Hosting's reserved URL: the config of the project the site belongs to.
    if (pathname === FIREBASE_INIT_PATH) {
      const body = JSON.stringify(localFirebaseConfig(project));
      res.writeHead(200, {
        'content-type': CONTENT_TYPES['.json'],
        'content-length': Buffer.byteLength(body),
        // Per cookie: a cache must not hand one worker's config to another.
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const candidate = normalize(join(root, pathname));
    const insideRoot = candidate === root || candidate.startsWith(root + sep);
    const rewrite = rewrites.find(({ pattern }) => pattern.test(pathname))?.rule;
    // Files are only read; a function rewrite takes any method, as Hosting does (a mail client's
    // one-click unsubscribe POSTs).
    if (!reading && !(rewrite && 'function' in rewrite)) {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const exact = !insideRoot
      ? null
      : isFile(candidate)
        ? candidate
        : pathname.endsWith('/') && isFile(join(candidate, 'index.html'))
          ? join(candidate, 'index.html')
          : null;
    if (!exact && rewrite && 'function' in rewrite) {
      const base = options.functionsUrl?.(project) ?? null;
      if (!base) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`The Functions host is not running: ${rewrite.function.functionId} cannot answer.`);
        return;
      }
      const target = `${base}/${rewrite.function.region}/${rewrite.function.functionId}${req.url ?? pathname}`;
      // The function builds its page from the site's shell, fetched without the test's cookie
      // (the default project's): its prefetch is re-pointed as a file's would be.
      const html =
        project === defaultProject
          ? null
          : (body: string) => forProject(body, defaultProject, project);
      proxy(target, req, headersForPath(options.headerRules, pathname), res, html);
      return;
    }
    const fallback =
      rewrite && 'destination' in rewrite
        ? join(root, rewrite.destination)
        : join(root, 'index.html');
    // A build from before app.html existed answers every path with its index.html.
    const file = exact ?? (isFile(fallback) ? fallback : join(root, 'index.html'));
    if (!isFile(file)) {
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' }).end(NOT_BUILT_PAGE);
      return;
    }
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    if (project !== defaultProject && extname(file) === '.html') {
      // The prefetch's Firestore URL sits in index.html's JSON block (not in the hashed script).
      const html = forProject(readFileSync(file, 'utf8'), defaultProject, project);
      res.writeHead(200, {
        ...headersForPath(options.headerRules, pathname),
        'content-type': type,
        'content-length': Buffer.byteLength(html),
      });
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    res.writeHead(200, {
      ...headersForPath(options.headerRules, pathname),
      'content-type': type,
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

/** A page's prefetch (its Firestore URL in index.html's JSON block) for `project` instead. */
function forProject(html: string, defaultProject: string, project: string): string {
  return html.replaceAll(
    `/projects/${encodeURIComponent(defaultProject)}/databases/`,
    `/projects/${encodeURIComponent(project)}/databases/`,
  );
}

/**
 * A function rewrite: the function's answer, with the hosting headers laid over its own; an HTML
 * answer passes through `html` when given.
 */
function proxy(
  target: string,
  req: IncomingMessage,
  hostingHeaders: Record<string, string>,
  res: ServerResponse,
  html: ((body: string) => string) | null = null,
): void {
  const type = req.headers['content-type'];
  const method = req.method ?? 'GET';
  const upstream = httpRequest(
    target,
    { method, headers: type ? { 'content-type': type } : {} },
    (answer) => {
      const headers: Record<string, string | string[]> = {};
      for (const [key, value] of Object.entries(answer.headers)) {
        if (value !== undefined && key !== 'connection' && key !== 'transfer-encoding')
          headers[key] = value;
      }
      const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
      if (html && isHtml) {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = html(Buffer.concat(chunks).toString('utf8'));
          res.writeHead(answer.statusCode ?? 502, {
            ...headers,
            ...hostingHeaders,
            'content-length': String(Buffer.byteLength(body)),
          });
          res.end(method === 'HEAD' ? undefined : body);
        });
        return;
      }
      res.writeHead(answer.statusCode ?? 502, { ...headers, ...hostingHeaders });
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) return void res.end();
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`The function did not answer: ${error.message}`);
  });
  // The request's body (a POST's form) goes through as it came.
  req.pipe(upstream);
}

/**
 * The app's address as people type it: `localhost` for the loopback address. It is also the
 * configured APP_URL, whose local twins (127.0.0.1) Checkout may return to (model/rules/return-origin).
 */
export function browserUrl(host: string, port: number): string {
  return `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
}

/** Firebase Hosting's reserved URL for the web app's Firebase config. */
export const FIREBASE_INIT_PATH = '/__/firebase/init.json';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
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
