import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { returnOrigin } from '@brunchers/model';
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
}

/**
 * Where an e-mailed action link leads: the app's handler with the link's query (mode, oobCode,
 * apiKey, continueUrl, lang), on the origin the request came from when it is one of the app's own
 * (127.0.0.1 or localhost: sessions are per origin), else on the configured one.
 */
export function appActionLocation(actionUrl: string, search: string): string {
  const handler = new URL(actionUrl);
  const continueUrl = new URLSearchParams(search).get('continueUrl');
  const origin = returnOrigin(handler.origin, continueUrl ? safeOrigin(continueUrl) : null);
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
  /** Writes every account to dataDir now (also done shortly after each change and on close). */
  exportAccounts(): Promise<void>;
  close(): Promise<void>;
}

const EXPORT_DELAY_MS = 1000;

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
 */
export async function listenAuth(
  options: AuthServerOptions,
): Promise<AuthServer & { load(): Promise<void> }> {
  let app: RequestListener | undefined;
  let markLoaded: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  // Until the saved accounts are imported, an export would overwrite them with an empty list.
  let imported = false;
  let exportTimer: NodeJS.Timeout | undefined;
  let exporting: Promise<void> = Promise.resolve();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // Any write (sign-up, update, claims, delete) schedules an export, so a crash loses at most a second.
    if (options.dataDir && req.method !== 'GET' && req.method !== 'OPTIONS') {
      res.once('finish', () => {
        clearTimeout(exportTimer);
        exportTimer = setTimeout(() => void exportNow(), EXPORT_DELAY_MS);
      });
    }
    if (options.actionUrl && req.method === 'GET' && req.url?.startsWith('/emulator/action?')) {
      const search = req.url.slice('/emulator/action'.length);
      res.writeHead(302, { location: appActionLocation(options.actionUrl, search) }).end();
      return;
    }
    if (app) app(req, res);
    else void loaded.then(() => app!(req, res));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  const accountsFile = options.dataDir ? join(options.dataDir, 'accounts.json') : undefined;

  function exportNow(): Promise<void> {
    if (!accountsFile || !imported) return Promise.resolve();
    exporting = exporting
      .then(async () => {
        const users = await downloadAccounts(url, options.projectId);
        mkdirSync(join(accountsFile, '..'), { recursive: true });
        const temp = `${accountsFile}.tmp`;
        writeFileSync(
          temp,
          JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users }, null, 1),
        );
        renameSync(temp, accountsFile);
      })
      .catch((error: unknown) => console.error('[auth] could not export accounts:', error));
    return exporting;
  }

  return {
    port,
    url,
    async load() {
      if (app) return;
      app = await createAuthEmulatorApp(options.projectId);
      markLoaded();
      if (accountsFile && existsSync(accountsFile))
        await importAccounts(url, options.projectId, readFileSync(accountsFile, 'utf8'));
      imported = true;
    },
    exportAccounts: exportNow,
    async close() {
      clearTimeout(exportTimer);
      await exportNow();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

async function importAccounts(url: string, projectId: string, json: string): Promise<void> {
  const users = (JSON.parse(json) as { users?: unknown[] }).users ?? [];
  if (users.length === 0) return;
  const response = await fetch(
    `${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
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
