import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ChannelSession,
  nodeTimers,
  type ChannelSink,
  type ChannelTimers,
  type ChannelStream,
  type SessionTimings,
} from './session.js';
import { frame, parseForwardBody, WireError } from './wire.js';

/** The RPCs the Firestore web SDK runs over WebChannel. */
export type ChannelMethod = 'Listen' | 'Write';

/** What a new channel knows about its caller: the `database` URL parameter and handshake headers. */
export interface ChannelOpenRequest {
  method: ChannelMethod;
  database: string;
  /** Lower-cased; from the handshake body's `headers` parameter (Authorization travels there). */
  headers: Record<string, string>;
}

/** Opens the RPC stream behind a new channel; throws a ChannelOpenError to refuse it. */
export type OpenChannelStream = (request: ChannelOpenRequest, sink: ChannelSink) => ChannelStream;

export class ChannelOpenError extends Error {}

export interface WebChannelOptions extends Partial<SessionTimings> {
  /**
   * Give each session's back channel its own `wcN.localhost` host (the handshake's host prefix),
   * so hanging GETs do not use up the browser's six connections per host. Only applied when the
   * client reached us as `localhost` from a browser known to resolve `*.localhost` to loopback.
   */
  backChannelHostPrefix?: boolean;
  /**
   * A browser session without a host prefix shares the six connections of its host with every
   * tab: its back channel (streaming or a held long-poll) is ended after this long, so requests
   * queued in the browser behind hanging back channels get a connection within that time.
   */
  sharedHostBackChannelMs?: number;
  /**
   * Every other streaming back channel is ended after this long. The client opens the next one at
   * once, acknowledging (`AID`) what it received, so a client that only listens (and so never
   * acknowledges through a forward POST) does not keep every array it was ever sent in memory.
   */
  backChannelMaxMs?: number;
  /** Largest forward-channel body accepted. */
  maxBodyBytes?: number;
  /** The sessions' timers (noops, idle expiry, back-channel lifetime): Node's unless a test's clock. */
  timers?: ChannelTimers;
}

export interface WebChannelHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Live sessions (for diagnostics and the memory bench). */
  sessionCount(): number;
  /** Arrays kept for a resend across all sessions, and their JSON length (diagnostics, bench). */
  unacked(): { arrays: number; chars: number };
  /** Closes every session (server shutdown). */
  closeAll(): void;
}

const PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;
const DEFAULTS = {
  noopIntervalMs: 20_000,
  idleTimeoutMs: 30_000,
  backChannelHostPrefix: true,
  sharedHostBackChannelMs: 4_000,
  backChannelMaxMs: 90_000,
  maxUnackedChars: 1024 * 1024,
  maxBodyBytes: 32 * 1024 * 1024,
  timers: nodeTimers,
};
/** Handshake reply fields: protocol version 8, server version 14, keep-alive 30 s. */
const CHANNEL_VERSION = 8;
const SERVER_VERSION = 14;
const KEEPALIVE_MS = 30_000;

/** Sessions alive in this process across all handlers (diagnostics, memory bench). */
const liveSessions = new Set<ChannelSession>();

export function liveWebChannelSessions(): number {
  return liveSessions.size;
}

/** Arrays kept for a resend in `sessions`, and their JSON length. */
function unackedTotal(sessions: Iterable<ChannelSession>): { arrays: number; chars: number } {
  const total = { arrays: 0, chars: 0 };
  for (const session of sessions) {
    const { arrays, chars } = session.unackedSize;
    total.arrays += arrays;
    total.chars += chars;
  }
  return total;
}

/** Unacknowledged arrays across all sessions in this process (memory bench). */
export function webChannelUnacked(): { arrays: number; chars: number } {
  return unackedTotal(liveSessions);
}

/** The HTTP side of the WebChannel server: handshake, forward/back channels, terminate, CORS. */
export function createChannelHttpHandler(
  openStream: OpenChannelStream,
  options: WebChannelOptions = {},
): WebChannelHandler {
  const config = { ...DEFAULTS, ...options };
  const sessions = new Map<string, ChannelSession>();
  let hostCounter = 0;

  const handshake = (
    req: IncomingMessage,
    res: ServerResponse,
    method: ChannelMethod,
    url: URL,
    body: string,
  ) => {
    const { headers, messages } = parseForwardBody(body);
    const database = url.searchParams.get('database');
    if (!database) throw new ChannelOpenError('the database parameter is missing');
    const sid = randomBytes(16).toString('base64url');
    const hostPrefix =
      config.backChannelHostPrefix && canUseHostPrefix(req) ? `wc${++hostCounter % 100_000}` : '';
    // A browser (it sends Origin) whose back channels share the host with its other requests.
    const sharesBrowserHost = !hostPrefix && req.headers.origin !== undefined;
    const session = new ChannelSession(
      sid,
      method,
      sharesBrowserHost,
      config,
      (s) => {
        if (sessions.delete(s.sid)) liveSessions.delete(s);
      },
      config.timers,
    );
    try {
      session.attachStream(openStream({ method, database, headers }, session.sink));
      session.receive(messages);
    } catch (e) {
      session.close();
      throw e;
    }
    sessions.set(sid, session);
    liveSessions.add(session);
    const sessionIdParam = url.searchParams.get('X-HTTP-Session-Id');
    if (sessionIdParam) res.setHeader('X-HTTP-Session-Id', sid);
    sendText(
      res,
      200,
      frame(
        JSON.stringify([
          [0, ['c', sid, hostPrefix, CHANNEL_VERSION, SERVER_VERSION, KEEPALIVE_MS]],
        ]),
      ),
    );
  };

  const forward = (res: ServerResponse, session: ChannelSession, url: URL, body: string) => {
    const { messages } = parseForwardBody(body);
    session.acknowledge(numberParam(url, 'AID') ?? -1);
    session.receive(messages);
    sendText(res, 200, frame(JSON.stringify([1, session.lastQueuedArrayId, 0])));
  };

  const backChannel = (res: ServerResponse, session: ChannelSession, url: URL) => {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', ...NO_CACHE });
    session.openBackChannel(res, {
      ackedId: numberParam(url, 'AID') ?? -1,
      streaming: url.searchParams.get('CI') !== '1',
      pollTimeoutMs: numberParam(url, 'TO'),
      maxOpenMs: session.sharesBrowserHost
        ? config.sharedHostBackChannelMs
        : config.backChannelMaxMs,
    });
  };

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    setCorsHeaders(req, res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = PATH.exec(url.pathname);
    if (!match) return sendText(res, 404, 'Not found');
    if (req.method === 'OPTIONS') return preflight(req, res);
    const method = match[1] as ChannelMethod;
    const sid = url.searchParams.get('SID');
    if (url.searchParams.get('TYPE') === 'terminate') {
      if (sid) sessions.get(sid)?.close();
      return sendText(res, 200, '');
    }
    if (req.method === 'POST' && !sid) {
      return handshake(req, res, method, url, await readBody(req, config.maxBodyBytes));
    }
    const session = sid ? sessions.get(sid) : undefined;
    // The client treats a 400 whose body contains "Unknown SID" (not at index 0) as a dead session.
    if (!session || session.method !== method) return sendText(res, 400, 'Error: Unknown SID');
    session.touch();
    if (req.method === 'POST')
      return forward(res, session, url, await readBody(req, config.maxBodyBytes));
    if (req.method === 'GET' && url.searchParams.get('RID') === 'rpc')
      return backChannel(res, session, url);
    return sendText(res, 400, 'Error: unsupported WebChannel request');
  };

  const handler = ((req: IncomingMessage, res: ServerResponse) => {
    route(req, res).catch((e: unknown) => {
      const status =
        e instanceof BodyTooLargeError
          ? 413
          : e instanceof WireError || e instanceof ChannelOpenError
            ? 400
            : 500;
      if (!res.headersSent)
        sendText(res, status, `Error: ${e instanceof Error ? e.message : String(e)}`);
      else res.destroy();
    });
  }) as WebChannelHandler;
  handler.sessionCount = () => sessions.size;
  handler.unacked = () => unackedTotal(sessions.values());
  handler.closeAll = () => {
    for (const session of [...sessions.values()]) session.close();
  };
  return handler;
}

const NO_CACHE = {
  'Cache-Control': 'no-cache, no-store, max-age=0',
  'X-Content-Type-Options': 'nosniff',
};

function sendText(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...NO_CACHE });
  res.end(body);
}

/** The SDK's channel requests are credentialed cross-origin XHRs: echo the Origin. */
function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'X-HTTP-Session-Id');
  res.setHeader('Vary', 'Origin');
}

function preflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Max-Age', '3600');
  res.writeHead(204);
  res.end();
}

/** `*.localhost` resolves to loopback in Chromium and Firefox (not reliably in Safari). */
function canUseHostPrefix(req: IncomingMessage): boolean {
  const hostname = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (hostname !== 'localhost' && !hostname.endsWith('.localhost')) return false;
  const agent = req.headers['user-agent'] ?? '';
  return /(Chrome|Chromium|Firefox)\//.test(agent);
}

function numberParam(url: URL, name: string): number | undefined {
  const value = url.searchParams.get(name);
  if (value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new WireError(`bad ${name} parameter: ${value}`);
  return n;
}

class BodyTooLargeError extends Error {}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLargeError(`request body larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
