import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createAuthEmulatorApp } from './firebase-tools.js';

export interface AuthServerOptions {
  port: number;
  host?: string;
  projectId: string;
  /** Accounts are imported from and exported to `<dataDir>/accounts.json`; omit for in-memory. */
  dataDir?: string;
  /**
   * The app's e-mail action handler (e.g. http://localhost:5173/auth/action), what production sets
   * as the custom action URL in the Firebase console: the links the emulator "e-mails" (password
   * reset, e-mail verification) then open it with mode and oobCode, as real e-mails do. Omit to
   * keep the emulator's own action page.
   */
  actionUrl?: string;
  /**
   * Which origin an action link opens `actionUrl` on, given the origin of the link's continueUrl
   * (null when it has none): the app's own rule, e.g. its loopback twins (sessions are per origin).
   * Default: always actionUrl's own origin.
   */
  actionOrigin?: (actionUrlOrigin: string, continueOrigin: string | null) => string;
  /**
   * The project a client's API key names, or undefined for `projectId`. firebase-tools' emulator
   * serves every API-key request (sign-up, sign-in, token refresh: the client SDK's calls, which
   * carry no project) from its default project; with this, a web app configured with another
   * project's key signs in to that project, whose accounts the Admin SDK reaches by
   * `projects/{id}` paths as before (one account store for both ways in). Only `projectId`'s
   * accounts are kept in dataDir.
   */
  projectOfApiKey?: (apiKey: string) => string | undefined;
}

/**
 * Where an e-mailed action link leads: the app's handler with the link's query (mode, oobCode,
 * apiKey, continueUrl, lang), on the origin `actionOrigin` picks from the continueUrl's.
 */
export function appActionLocation(
  actionUrl: string,
  search: string,
  actionOrigin: AuthServerOptions['actionOrigin'] = (own) => own,
): string {
  const handler = new URL(actionUrl);
  const continueUrl = new URLSearchParams(search).get('continueUrl');
  const origin = actionOrigin(handler.origin, continueUrl ? safeOrigin(continueUrl) : null);
  return `${origin}${handler.pathname}${search}`;
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface AuthServer {
  port: number;
  url: string;
  /** Writes every account to dataDir now (also done before each change is answered, and on close). */
  exportAccounts(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Requests that never change an account (POST only because the API says so): answered without
 * waiting for an export. Everything else that is not a GET is a possible change.
 */
const READ_ONLY_POSTS = [
  /\/accounts:lookup$/,
  /\/accounts:createAuthUri$/,
  /\/accounts:query$/,
  /^\/securetoken\.googleapis\.com\/v1\/token$/,
];

/** Marks the launcher's own import of the saved accounts, which runs before anyone else is served. */
const IMPORT_HEADER = 'x-brunchers-import';

/** firebase-tools' Auth emulator, in-process, with accounts kept across restarts. Resolves when it serves. */
export async function startAuth(options: AuthServerOptions): Promise<AuthServer> {
  const server = await listenAuth(options);
  await server.load();
  return server;
}

/**
 * Two steps for the stack: listen now (the port is known, early requests wait), then load() the emulator,
 * which keeps the event loop busy for a moment; the stack forks the Functions worker in between so both
 * start at once.
 *
 * Durability: with a data folder, an answer to a change (sign-up, update, claims, delete) is held
 * until an export that began after the change has been written, so an account the client was told
 * about survives a kill -9. Changes that arrive together share one export (group commit). Before,
 * an export ran a second after the last change, so under steady traffic it kept being postponed.
 */
export async function listenAuth(
  options: AuthServerOptions,
): Promise<AuthServer & { load(): Promise<void> }> {
  let app: RequestListener | undefined;
  /** Accounts of every project, shared by the app of each project a key names (made on first use). */
  const projectStates = new Map<string, unknown>();
  const keyApps = new Map<string, Promise<RequestListener>>();
  const appFor = (req: IncomingMessage): RequestListener | Promise<RequestListener> => {
    const key =
      options.projectOfApiKey && new URL(req.url ?? '/', 'http://auth').searchParams.get('key');
    const project = key ? options.projectOfApiKey!(key) : undefined;
    if (!project || project === options.projectId) return app!;
    let made = keyApps.get(project);
    if (!made) keyApps.set(project, (made = createAuthEmulatorApp(project, projectStates)));
    return made;
  };
  let markLoaded: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  // Until the saved accounts are imported, an export would overwrite them with an empty list, and
  // a change answered meanwhile could not be saved: requests other than the import wait for it.
  let markImported: () => void = () => undefined;
  const imported = new Promise<void>((resolve) => (markImported = resolve));
  let isImported = false;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (options.actionUrl && req.method === 'GET' && req.url?.startsWith('/emulator/action?')) {
      const search = req.url.slice('/emulator/action'.length);
      res
        .writeHead(302, {
          location: appActionLocation(options.actionUrl, search, options.actionOrigin),
        })
        .end();
      return;
    }
    const importing = req.headers[IMPORT_HEADER] === '1' && !isImported;
    if (options.dataDir && !importing && changesAccounts(req)) holdAnswerUntilSaved(res);
    const serve = () => {
      const target = appFor(req);
      if (typeof target === 'function') target(req, res);
      else void target.then((listener) => listener(req, res));
    };
    if (app && (isImported || importing)) serve();
    else void (importing ? loaded : imported).then(serve);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  const accountsFile = options.dataDir ? join(options.dataDir, 'accounts.json') : undefined;

  /** The export being written, and the one queued behind it (shared by every change since). */
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;

  /** Resolves once an export that started after this call has been written. */
  function exportNow(): Promise<void> {
    if (!accountsFile || !isImported) return Promise.resolve();
    queued ??= running.then(() => {
      queued = null;
      running = writeAccounts(accountsFile);
      return running;
    });
    return queued;
  }

  async function writeAccounts(file: string): Promise<void> {
    try {
      const users = await downloadAccounts(url, options.projectId);
      mkdirSync(join(file, '..'), { recursive: true });
      const temp = `${file}.tmp`;
      writeFileSync(
        temp,
        JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users }, null, 1),
      );
      renameSync(temp, file);
    } catch (error) {
      console.error('[auth] could not export accounts:', error);
    }
  }

  /** The emulator's answer is sent only once the accounts, with this change, are on disk. */
  function holdAnswerUntilSaved(res: ServerResponse): void {
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      void exportNow().then(() => end(...args));
      return res;
    }) as ServerResponse['end'];
  }

  return {
    port,
    url,
    async load() {
      if (app) return;
      app = await createAuthEmulatorApp(options.projectId, projectStates);
      markLoaded();
      if (accountsFile && existsSync(accountsFile))
        await importAccounts(url, options.projectId, readFileSync(accountsFile, 'utf8'));
      isImported = true;
      markImported();
    },
    exportAccounts: exportNow,
    async close() {
      await exportNow();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function changesAccounts(req: IncomingMessage): boolean {
  if (req.method === 'GET' || req.method === 'OPTIONS' || req.method === 'HEAD') return false;
  const path = (req.url ?? '').split('?')[0]!;
  return !READ_ONLY_POSTS.some((pattern) => pattern.test(path));
}

async function importAccounts(url: string, projectId: string, json: string): Promise<void> {
  const users = (JSON.parse(json) as { users?: unknown[] }).users ?? [];
  if (users.length === 0) return;
  const response = await fetch(
    `${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`,
    {
      method: 'POST',
      headers: {
        authorization: 'Bearer owner',
        'content-type': 'application/json',
        [IMPORT_HEADER]: '1',
      },
      body: JSON.stringify({ users }),
    },
  );
  if (!response.ok)
    throw new Error(`Auth import failed: ${response.status} ${await response.text()}`);
}

async function downloadAccounts(url: string, projectId: string): Promise<unknown[]> {
  const users: unknown[] = [];
  let pageToken: string | undefined;
  do {
    const query = new URLSearchParams({
      maxResults: '1000',
      ...(pageToken && { nextPageToken: pageToken }),
    });
    const response = await fetch(
      `${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?${query}`,
      {
        headers: { authorization: 'Bearer owner' },
      },
    );
    if (!response.ok)
      throw new Error(`Auth export failed: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as { users?: unknown[]; nextPageToken?: string };
    users.push(...(page.users ?? []));
    pageToken = page.users?.length ? page.nextPageToken : undefined;
  } while (pageToken);
  return users;
}
