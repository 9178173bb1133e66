// `npm start`-style tests: the real entry (src/main.ts) in a child process on ephemeral ports with a
// temporary data folder; ready, serves the app, seeds once, keeps data across restarts, stops cleanly.
// Then `npm start` itself: scripts/start.mjs → the built devstack/dist/main.js → the real web build,
// stopped with SIGINT to its process group as Ctrl-C in a terminal does.
import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/seed/accounts.js';

const PROJECT = 'demo-brunchers';
const devstackDir = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'brunchers-stack-'));
const dataDir = join(work, 'data');
const webDist = join(work, 'dist');

interface RunningMain {
  child: ChildProcess;
  output: () => string;
  urls: Record<string, string>;
}

async function startMain(): Promise<RunningMain> {
  const ports = ['firestore', 'auth', 'functions', 'storage', 'stripe', 'web', 'smtp', 'mail'].map(
    (name) => `--port-${name}=0`,
  );
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts', '--data-dir', dataDir, '--web-dist', webDist, ...ports],
    {
      cwd: devstackDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (/Ctrl-C stops everything/.test(output)) done(resolve);
    }, 100);
    const done = (settle: () => void) => {
      clearInterval(check);
      child.off('exit', onExit);
      settle();
    };
    const onExit = (code: number | null) =>
      done(() => reject(new Error(`main exited with ${code} before ready:\n${output}`)));
    child.once('exit', onExit);
  });
  const urls: Record<string, string> = {};
  for (const [, name, url] of output.matchAll(
    /^ {2}(App|Firestore|Auth|Functions|Storage|Stripe stand-in|Mail inbox) +(http:\/\/\S+)/gm,
  ))
    urls[name!] = url!;
  return { child, output: () => output, urls };
}

/** Every process below pid (the Functions worker child and anything it started). */
function descendants(pid: number): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' });
  const children = new Map<number, number[]>();
  for (const line of out.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const result: number[] = [];
  const visit = (p: number) => (children.get(p) ?? []).forEach((c) => (result.push(c), visit(c)));
  visit(pid);
  return result;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Processes still alive once exits in flight have settled (a child reaps shortly after its parent's exit). */
async function survivors(pids: number[]): Promise<number[]> {
  for (let attempt = 0; attempt < 20 && pids.some(isAlive); attempt++)
    await new Promise((r) => setTimeout(r, 100));
  return pids.filter(isAlive);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function stopMain(
  main: RunningMain,
): Promise<{ code: number | null; orphans: number[]; busyPorts: number[] }> {
  const children = descendants(main.child.pid!);
  const exited = new Promise<number | null>((resolve) =>
    main.child.once('exit', (code) => resolve(code)),
  );
  main.child.kill('SIGINT');
  const code = await exited;
  const ports = Object.values(main.urls).map((url) => Number(new URL(url).port));
  const busyPorts: number[] = [];
  for (const port of ports) if (!(await portIsFree(port))) busyPorts.push(port);
  return { code, orphans: await survivors(children), busyPorts };
}

/** GET without URL normalisation (fetch would resolve dot segments before sending). */
function rawGet(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

async function runQuery(
  firestoreUrl: string,
  collectionId: string,
): Promise<Array<{ document?: { name: string } }>> {
  const response = await fetch(
    `${firestoreUrl}/v1/projects/${PROJECT}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId }] } }),
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{ document?: { name: string } }>;
}

async function signIn(
  authUrl: string,
  email: string,
  password: string,
): Promise<{ status: number; claims: Record<string, unknown> }> {
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  const claims = body.idToken
    ? (JSON.parse(Buffer.from(body.idToken.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        unknown
      >)
    : {};
  return { status: response.status, claims };
}

beforeAll(() => {
  // The stack runs the built functions, and `npm start` below the built emulator and web app. A clean
  // clone (`npm ci && npm test`: this suite runs before web's and e2e's) has none of them: build what
  // is out of date exactly as `npm start` does, keeping its build stamps, so it is done once (e2e's
  // `npm start` then finds it current) and is a no-op when nothing changed.
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  expect(build.status).toBe(0);
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  // The shell as the web build writes it: index.html, and app.html (what the link-preview function
  // fills for /event/* and /story/*) with its page-meta block.
  const shell =
    '<!doctype html><html><head><!-- page-meta --><title>Brunchers</title><!-- /page-meta --></head><body><div id="root"></div><script type="module" src="/assets/app-1.js"></script></body></html>';
  writeFileSync(join(webDist, 'index.html'), shell);
  writeFileSync(join(webDist, 'app.html'), shell);
  writeFileSync(join(webDist, 'assets/app-1.js'), 'console.log("app")');
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the local stack (src/main.ts)', () => {
  let eventsAfterFirstRun = 0;

  it('starts, serves the web app with the SPA fallback, seeds an empty database, stops with no orphans', async () => {
    const main = await startMain();
    try {
      expect(main.output()).toContain('(demo data seeded)');
      expect(Object.keys(main.urls).sort()).toEqual([
        'App',
        'Auth',
        'Firestore',
        'Functions',
        'Mail inbox',
        'Storage',
        'Stripe stand-in',
      ]);
      for (const account of DEMO_ACCOUNTS) expect(main.output()).toContain(account.email);

      const index = await fetch(main.urls.App!);
      expect(index.headers.get('content-type')).toContain('text/html');
      expect(await index.text()).toContain('<div id="root">');
      const deepLink = await fetch(`${main.urls.App}/event/sunday-slow-brunch`);
      // An event link is the app shell with the event's own preview tags (Hosting's rewrite to sharePage).
      const deepLinkPage = await deepLink.text();
      expect(deepLinkPage).toContain('<div id="root">');
      // In the city's language by default, English on ?lang=en (issue 37).
      expect(deepLinkPage).toMatch(/property="og:title" content="[^"]*Domingo/);
      const englishPreview = await fetch(`${main.urls.App}/event/sunday-slow-brunch?lang=en`);
      expect(await englishPreview.text()).toMatch(/property="og:title" content="[^"]*Sunday/);
      const asset = await fetch(`${main.urls.App}/assets/app-1.js`);
      expect(asset.headers.get('content-type')).toContain('javascript');
      const traversal = await rawGet(`${main.urls.App}/..%2f..%2fpackage.json`);
      expect(traversal).toContain('<div id="root">'); // the SPA page, never a file outside dist
      // MailDev's inbox answers (its REST API lists what the functions sent).
      const inbox = await fetch(`${main.urls['Mail inbox']}/api/email`);
      expect(inbox.status).toBe(200);
      expect(Array.isArray(await inbox.json())).toBe(true);

      eventsAfterFirstRun = (await runQuery(main.urls.Firestore!, 'events')).filter(
        (r) => r.document,
      ).length;
      expect(eventsAfterFirstRun).toBeGreaterThanOrEqual(12);
      const admin = await signIn(
        main.urls.Auth!,
        'admin@brunchers.test',
        DEMO_ACCOUNTS[0]!.password,
      );
      expect(admin).toMatchObject({ status: 200, claims: { role: 'admin' } });

      // Something the user created in this run must survive the restart.
      const created = await fetch(
        `${main.urls.Firestore}/v1/projects/${PROJECT}/databases/(default)/documents/newsletter_signups?documentId=kept`,
        {
          method: 'POST',
          headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
          body: JSON.stringify({ fields: { email: { stringValue: 'kept@example.com' } } }),
        },
      );
      expect(created.status).toBe(200);
    } finally {
      const stopped = await stopMain(main);
      expect(stopped).toEqual({ code: 0, orphans: [], busyPorts: [] });
    }
  }, 180_000);

  it('keeps the first run’s data on a second start and does not seed again', async () => {
    const main = await startMain();
    try {
      expect(main.output()).toContain('(existing data kept)');
      expect(main.output()).not.toContain('Seeded the demo city');
      expect(
        (await runQuery(main.urls.Firestore!, 'events')).filter((r) => r.document),
      ).toHaveLength(eventsAfterFirstRun);
      const kept = await fetch(
        `${main.urls.Firestore}/v1/projects/${PROJECT}/databases/(default)/documents/newsletter_signups/kept`,
        {
          headers: { authorization: 'Bearer owner' },
        },
      );
      expect(kept.status).toBe(200);
      expect(
        (await signIn(main.urls.Auth!, 'partner.alfama@brunchers.test', DEMO_ACCOUNTS[1]!.password))
          .claims,
      ).toMatchObject({ role: 'partner' });
    } finally {
      const stopped = await stopMain(main);
      expect(stopped).toEqual({ code: 0, orphans: [], busyPorts: [] });
    }
  }, 180_000);
});

/** Processes whose process group is `pgid` (what Ctrl-C signals in a terminal). */
function groupMembers(pgid: number): number[] {
  return execFileSync('ps', ['-eo', 'pid=,pgid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number])
    .filter(([, group]) => group === pgid)
    .map(([pid]) => pid);
}

describe('npm start (node scripts/start.mjs → devstack/dist/main.js → web/dist)', () => {
  it('starts from the built bundle without rebuilding, serves the real web build, and Ctrl-C leaves no process or port behind', async () => {
    const ports = [
      'firestore',
      'auth',
      'functions',
      'storage',
      'stripe',
      'web',
      'smtp',
      'mail',
    ].map((name) => `--port-${name}=0`);
    // Its own process group, like a terminal's foreground job, so the signal reaches every process.
    const child = spawn(
      process.execPath,
      ['scripts/start.mjs', '--data-dir', join(work, 'npm-start-data'), ...ports],
      {
        cwd: repoRoot,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: '0' },
      },
    );
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let stopped = false;
    try {
      await Promise.race([
        new Promise<void>((resolve) => {
          const check = setInterval(() => {
            if (/Ctrl-C stops everything/.test(output)) {
              clearInterval(check);
              resolve();
            }
          }, 100);
          void exited.then(() => clearInterval(check));
        }),
        exited.then((code) => {
          throw new Error(`npm start exited with ${code} before ready:\n${output}`);
        }),
      ]);
      expect(output).toMatch(/Brunchers local stack ready in [\d.]+ s/);
      expect(output).not.toContain('Building'); // beforeAll brought every build up to date
      expect(output).toContain('(demo data seeded)');
      const appUrl = /^ {2}App +(http:\/\/\S+)/m.exec(output)?.[1];
      expect(appUrl).toMatch(/^http:\/\/localhost:\d+$/);

      const built = readFileSync(join(repoRoot, 'web/dist/index.html'), 'utf8');
      const index = await fetch(appUrl!);
      expect(index.status).toBe(200);
      expect(index.headers.get('content-type')).toContain('text/html');
      expect(await index.text()).toBe(built);
      const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(built)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${appUrl}${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toContain('javascript');
      await asset.arrayBuffer();

      const urls = [
        ...output.matchAll(/^ {2}[A-Z][\w -]+? +(http:\/\/(?:127\.0\.0\.1|localhost):\d+)/gm),
      ];
      const usedPorts = urls.map(([, url]) => Number(new URL(url!).port));
      expect(usedPorts).toHaveLength(7); // App, Firestore, Auth, Functions, Storage, Stripe, Mail inbox
      const processes = [...new Set([...groupMembers(child.pid!), ...descendants(child.pid!)])];
      expect(processes.length).toBeGreaterThan(1); // the Functions worker runs

      process.kill(-child.pid!, 'SIGINT'); // Ctrl-C: every process of the group gets it
      stopped = true;
      expect(await exited).toBe(0);
      expect(output).toContain('Stopped.');
      expect(await survivors(processes)).toEqual([]);
      expect(groupMembers(child.pid!)).toEqual([]);
      const busy: number[] = [];
      for (const port of usedPorts) if (!(await portIsFree(port))) busy.push(port);
      expect(busy).toEqual([]);
    } finally {
      if (!stopped && child.exitCode === null) {
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      }
    }
  }, 180_000);
});
