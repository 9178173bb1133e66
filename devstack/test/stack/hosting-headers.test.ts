// firebase.json's hosting headers are model/src/hosting.ts' production rules, and the local web
// server serves them by path as Hosting does, with the local stack's origins in the CSP.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  contentSecurityPolicy,
  FUNCTIONS_REGION,
  hostingHeaderRules,
  hostingRewriteRules,
  localFirebaseConfig,
  localOrigins,
  PRODUCTION_ORIGINS,
} from '@brunchers/model';
import { repoRoot } from '../../src/stack/config.js';
import {
  globToRegExp,
  headersForPath,
  localHostingHeaderRules,
  readHostingHeaderRules,
  readHostingRewrites,
} from '../../src/stack/hosting-headers.js';
import { PAGE_META_CACHE_CONTROL } from '@brunchers/model/page-meta';
import { startWebServer, type WebServer } from '../../src/stack/web.js';

const root = repoRoot();

describe('hosting headers', () => {
  it('firebase.json holds exactly the rules the model builds (npm run hosting:headers)', () => {
    expect(readHostingHeaderRules(root)).toEqual(hostingHeaderRules(PRODUCTION_ORIGINS));
    expect(readHostingRewrites(root)).toEqual(hostingRewriteRules());
  });

  it('matches globs as Hosting does and refuses syntax it would misread', () => {
    expect(globToRegExp('**').test('/event/abc')).toBe(true);
    expect(globToRegExp('/assets/**').test('/assets/index-abc.js')).toBe(true);
    expect(globToRegExp('/assets/**').test('/images/assets/x.js')).toBe(false);
    expect(globToRegExp('/*.html').test('/a/b.html')).toBe(false);
    expect(() => globToRegExp('**/*.@(js|css)')).toThrow(/Unsupported/);
  });

  it('gives pages the local policy and no-cache, and hashed assets a year, immutable', () => {
    const rules = localHostingHeaderRules(root);
    const page = headersForPath(rules, '/profile');
    expect(page['content-security-policy']).toBe(contentSecurityPolicy(localOrigins()));
    expect(page['content-security-policy']).not.toContain('googleapis.com');
    expect(page['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page['cache-control']).toBe('no-cache');
    expect(page['x-frame-options']).toBe('DENY');
    expect(page['permissions-policy']).toContain('camera=(self)');
    const asset = headersForPath(rules, '/assets/index-abc123.js');
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset['content-security-policy']).toBe(page['content-security-policy']);
    // Link-preview pages (the sharePage function): the CDN keeps them minutes, under the same CSP.
    const preview = headersForPath(rules, '/event/sunday');
    expect(preview['cache-control']).toBe(PAGE_META_CACHE_CONTROL);
    expect(preview['content-security-policy']).toBe(page['content-security-policy']);
  });

  it('refuses a firebase.json policy edited by hand instead of regenerated', () => {
    const edited = hostingHeaderRules(PRODUCTION_ORIGINS).map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy'
          ? { ...header, value: `${header.value}; img-src *` }
          : header,
      ),
    }));
    expect(() => localHostingHeaderRules(writeConfig(edited))).toThrow(/hosting:headers/);
  });
});

describe('the local web server', () => {
  let dist: string;
  let server: WebServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>app</title><script type="application/json">["http://localhost:8080/v1/projects/demo-brunchers/databases/(default)/documents"]</script>',
    );
    writeFileSync(join(dist, 'assets/index-abc123.js'), 'export {};');
    server = await startWebServer({
      port: 0,
      distDir: dist,
      headerRules: localHostingHeaderRules(root),
      defaultProject: 'demo-brunchers',
      testProjects: ['demo-e2e-1'],
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves an app path (the SPA rewrite) and an asset with firebase.json's headers", async () => {
    const page = await fetch(`${server.url}/profile`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy(localOrigins()));
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('strict-transport-security')).toContain('max-age=');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
  });

  it("answers /__/firebase/init.json and the page's prefetch URL for the project the cookie names", async () => {
    const config = async (cookie?: string) =>
      (await (
        await fetch(`${server.url}/__/firebase/init.json`, {
          headers: cookie ? { cookie } : {},
        })
      ).json()) as { projectId: string; apiKey: string; storageBucket: string };
    expect(await config()).toMatchObject({ projectId: 'demo-brunchers', apiKey: 'demo-api-key' });
    expect(await config('a=1; __e2e_project=demo-e2e-1')).toEqual(
      localFirebaseConfig('demo-e2e-1'),
    );
    // A project the stack does not serve is not taken from a cookie.
    expect((await config('__e2e_project=demo-e2e-7')).projectId).toBe('demo-brunchers');
    const page = await fetch(`${server.url}/`, { headers: { cookie: '__e2e_project=demo-e2e-1' } });
    const html = await page.text();
    expect(html).toContain('/v1/projects/demo-e2e-1/databases/');
    expect(html).not.toContain('demo-brunchers');
    expect(Number(page.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    expect(await (await fetch(`${server.url}/`)).text()).toContain('/projects/demo-brunchers/');
  });
});

describe("the local web server follows firebase.json's rewrites", () => {
  let dist: string;
  let server: WebServer;
  let functions: Server;
  const seen: string[] = [];
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(join(dist, 'app.html'), '<!doctype html><title>shell</title>');
    // The Functions host's URL shape: /{project}/{region}/{name}/{the request's path}.
    functions = createServer((req, res) => {
      seen.push(req.url ?? '');
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.method !== 'GET') seen.push(`${req.method} ${req.headers['content-type']} ${body}`);
        res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
        res.end(
          '<title>from the function</title><script type="application/json">["http://localhost:8080/v1/projects/demo-brunchers/databases/(default)/documents/events/abc"]</script>',
        );
      });
    });
    await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
    const port = (functions.address() as AddressInfo).port;
    server = await startWebServer({
      port: 0,
      distDir: dist,
      headerRules: localHostingHeaderRules(root),
      rewrites: readHostingRewrites(root),
      functionsUrl: (project) => `http://127.0.0.1:${port}/${project}`,
      defaultProject: 'demo-brunchers',
      testProjects: ['demo-e2e-1'],
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => functions.close(() => resolve()));
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves / its index.html, other app paths app.html, and proxies function rewrites', async () => {
    seen.length = 0;
    expect(await (await fetch(`${server.url}/`)).text()).toContain('landing');
    expect(await (await fetch(`${server.url}/login`)).text()).toContain('shell');
    const preview = await fetch(`${server.url}/event/abc?utm_source=x`);
    expect(await preview.text()).toContain('from the function');
    // The public lists too: their preview speaks the link's language (?lang=en).
    expect(await (await fetch(`${server.url}/places?lang=en`)).text()).toContain(
      'from the function',
    );
    expect(seen).toEqual([
      `/demo-brunchers/${FUNCTIONS_REGION}/sharePage/event/abc?utm_source=x`,
      `/demo-brunchers/${FUNCTIONS_REGION}/sharePage/places?lang=en`,
    ]);
    // Hosting's headers are laid over the function's own.
    expect(preview.headers.get('cache-control')).toBe(PAGE_META_CACHE_CONTROL);
    expect(preview.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy(localOrigins()),
    );
  });

  it("re-points a function's page to the project the cookie names (its shell is the default project's)", async () => {
    seen.length = 0;
    const preview = await fetch(`${server.url}/event/abc`, {
      headers: { cookie: '__e2e_project=demo-e2e-1' },
    });
    const html = await preview.text();
    expect(seen).toEqual([`/demo-e2e-1/${FUNCTIONS_REGION}/sharePage/event/abc`]);
    expect(html).toContain('/v1/projects/demo-e2e-1/databases/(default)/documents/events/abc');
    expect(html).not.toContain('demo-brunchers');
    expect(Number(preview.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('passes a POST to a function rewrite with its body (one-click unsubscribe); files stay GET-only', async () => {
    seen.length = 0;
    const posted = await fetch(`${server.url}/mail/unsubscribe?token=t1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(seen).toEqual([
      `/demo-brunchers/${FUNCTIONS_REGION}/unsubscribeOneClick/mail/unsubscribe?token=t1`,
      'POST application/x-www-form-urlencoded List-Unsubscribe=One-Click',
    ]);
    expect((await fetch(`${server.url}/login`, { method: 'POST' })).status).toBe(405);
  });
});

/** A repository root whose firebase.json has `headers`. */
function writeConfig(headers: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'firebase-json-'));
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify({ hosting: { headers } }));
  return dir;
}
