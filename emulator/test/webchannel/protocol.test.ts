/**
 * The WebChannel session/framing layer against a fake echo stream, driven over real HTTP with a
 * hand-written wire client (the browser tests cover the real closure client).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChannelHttpHandler,
  type WebChannelHandler,
} from '../../src/firestore/webchannel/channel-http.js';
import type { ChannelSink } from '../../src/firestore/webchannel/session.js';
import { ManualTimers } from './helpers/manual-timers.js';
import { POLL } from './helpers/page-helpers.js';
import { decodeChunks, encodeMessages, RawChannel, request } from './helpers/raw-channel-client.js';

interface EchoLog {
  opened: Array<{ method: string; database: string; headers: Record<string, string> }>;
  written: object[];
  closed: number;
}

/** Echoes each request back; `{fail: msg}` errors the stream, `{end: true}` ends it. */
function echoStreams(log: EchoLog) {
  return (
    req: { method: string; database: string; headers: Record<string, string> },
    sink: ChannelSink,
  ) => {
    log.opened.push(req);
    return {
      write(message: object) {
        log.written.push(message);
        const m = message as { fail?: string; end?: boolean; burst?: number; explode?: boolean };
        if (m.explode) throw new Error('stream bug');
        if (m.fail) sink.error({ code: 7, message: m.fail });
        else if (m.end) sink.end();
        else if (m.burst) for (let i = 0; i < m.burst; i++) sink.send({ part: i });
        else sink.send({ echo: message });
      },
      close() {
        log.closed++;
      },
    };
  };
}

const NOOP_MS = 300;
const IDLE_MS = 1500;
const SHARED_HOST_MS = 400;
let server: http.Server;
let handler: WebChannelHandler;
let origin: string;
const log: EchoLog = { opened: [], written: [], closed: 0 };

beforeAll(async () => {
  handler = createChannelHttpHandler(echoStreams(log), {
    noopIntervalMs: NOOP_MS,
    idleTimeoutMs: IDLE_MS,
    sharedHostBackChannelMs: SHARED_HOST_MS,
  });
  server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  handler.closeAll();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const channelPath = (method: string) => `${origin}/google.firestore.v1.Firestore/${method}/channel`;

describe('handshake', () => {
  it('replies with a framed "c" array, the session id header and CORS for the page origin', async () => {
    const res = await request(
      `${channelPath('Listen')}?VER=8&database=projects%2Fp1%2Fdatabases%2F(default)&RID=5&CVER=22&X-HTTP-Session-Id=gsessionid&zx=a&t=1`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'http://localhost:5173',
        },
        body: encodeMessages(0, [{ database: 'projects/p1/databases/(default)' }], {
          Authorization: 'Bearer abc.def',
          'X-Goog-Api-Client': 'gl-js/ fire/12',
        }),
      },
    );
    expect(res.status).toBe(200);
    const newline = res.body.indexOf('\n');
    const json = res.body.slice(newline + 1);
    expect(Number(res.body.slice(0, newline))).toBe(json.length);
    const [[id, [kind, sid, hostPrefix, version, serverVersion, keepAlive]]] = JSON.parse(json);
    expect([id, kind, hostPrefix, version, serverVersion, keepAlive]).toEqual([
      0,
      'c',
      '',
      8,
      14,
      30000,
    ]);
    expect(sid).toMatch(/^[\w-]{16,}$/);
    expect(res.headers['x-http-session-id']).toBe(sid);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-expose-headers']).toMatch(/X-HTTP-Session-Id/i);
    const opened = log.opened.at(-1)!;
    expect(opened.method).toBe('Listen');
    expect(opened.database).toBe('projects/p1/databases/(default)');
    expect(opened.headers.authorization).toBe('Bearer abc.def');
    expect(log.written.at(-1)).toEqual({ database: 'projects/p1/databases/(default)' });
  });

  it('gives Chromium on localhost a distinct back-channel host per session', async () => {
    const open = () =>
      request(
        `${channelPath('Write')}?VER=8&database=projects%2Fp%2Fdatabases%2F(default)&RID=1&CVER=22&t=1`,
        {
          method: 'POST',
          headers: {
            Host: 'localhost:8080',
            'User-Agent': 'Mozilla/5.0 Chrome/156.0.0.0 Safari/537.36',
          },
          body: encodeMessages(0, []),
        },
      ).then((r) => (decodeChunks(r.body).chunks as [[[number, unknown[]]]])[0][0][1][2]);
    const [a, b] = [await open(), await open()];
    expect(a).toMatch(/^wc\d+$/);
    expect(b).toMatch(/^wc\d+$/);
    expect(a).not.toBe(b);
  });
});

describe('back channel', () => {
  it('streams: writes a noop at once, then each batch as one LEN-prefixed chunk', async () => {
    const channel = await RawChannel.open(origin, 'Listen', { messages: [{ first: 1 }] });
    const ended = channel.openBackChannel('streaming');
    await channel.waitFor((r) => r.length >= 1);
    expect(channel.received[0]).toEqual([{ echo: { first: 1 } }]);
    const reply = await channel.send([{ burst: 3 }]);
    expect(reply.status).toBe(200);
    const [ack] = decodeChunks(reply.body).chunks as [number[]];
    expect(ack[0]).toBe(1);
    expect(ack[1]).toBeGreaterThanOrEqual(channel.lastArrayId);
    await channel.waitFor((r) => r.length >= 4);
    expect(channel.received.slice(1)).toEqual([[{ part: 0 }], [{ part: 1 }], [{ part: 2 }]]);
    await channel.terminate();
    expect(await ended).toBe(0);
  });

  it('counts LEN in UTF-16 code units so non-ASCII text and emoji survive', async () => {
    const text = 'Brunch à Zürich — 早午餐 🥞☕️👩🏽‍🍳';
    const channel = await RawChannel.open(origin, 'Write');
    void channel.openBackChannel('streaming');
    await channel.send([{ text }]);
    await channel.waitFor((r) => r.length >= 1);
    expect(channel.received[0]).toEqual([{ echo: { text } }]);
    await channel.terminate();
  });

  it('long-polls: holds an empty poll, ends after each batch, answers a quiet poll with a noop', async () => {
    const channel = await RawChannel.open(origin, 'Listen');
    const poll = channel.openBackChannel('long-polling');
    await sleep(50);
    await channel.send([{ hello: 'poll' }]);
    expect(await poll).toBe(200);
    expect(channel.received).toEqual([[{ echo: { hello: 'poll' } }]]);
    const before = channel.lastArrayId;
    expect(await channel.openBackChannel('long-polling')).toBe(200);
    expect(channel.lastArrayId).toBe(before + 1); // a noop, nothing else
    expect(channel.received).toHaveLength(1);
    await channel.terminate();
  });

  it('ends streaming back channels periodically for browsers that share our host', async () => {
    const browser = await RawChannel.open(origin, 'Listen', {
      httpHeaders: { Origin: 'http://127.0.0.1:5173' },
    });
    const other = await RawChannel.open(origin, 'Listen');
    const browserBack = browser.openBackChannel('streaming');
    void other.openBackChannel('streaming');
    expect(await browserBack).toBe(200); // ended by the server, after its first bytes
    expect(browser.lastArrayId).toBeGreaterThan(0);
    await browser.send([{ after: 'rotation' }]);
    void browser.openBackChannel('streaming');
    await browser.waitFor((r) => r.length >= 1);
    expect(browser.received).toEqual([[{ echo: { after: 'rotation' } }]]);
    await other.send([{ still: 'open' }]);
    await other.waitFor((r) => r.length >= 1); // the same, never-ended back channel
    await Promise.all([browser.terminate(), other.terminate()]);
  });

  it('resends unacknowledged arrays on a new back channel, not acknowledged ones', async () => {
    const channel = await RawChannel.open(origin, 'Listen');
    await channel.send([{ n: 1 }, { n: 2 }]);
    expect(await channel.openBackChannel('long-polling')).toBe(200);
    expect(channel.received).toHaveLength(2);
    // Pretend the second array was lost: a new back channel acknowledging only the first.
    const lostFrom = channel.lastArrayId - 1;
    channel.lastArrayId = lostFrom;
    channel.received.length = 0;
    expect(await channel.openBackChannel('long-polling', lostFrom)).toBe(200);
    expect(channel.received).toEqual([[{ echo: { n: 2 } }]]);
    await channel.terminate();
  });
});

describe('forward channel', () => {
  it('applies a retried POST once and replies [1, lastArrayId, 0]', async () => {
    const channel = await RawChannel.open(origin, 'Write', { messages: [{ m: 0 }] });
    const first = await channel.post(1, [{ m: 1 }, { m: 2 }]);
    const again = await channel.post(1, [{ m: 1 }, { m: 2 }, { m: 3 }]);
    expect(decodeChunks(first.body).chunks).toEqual([[1, 3, 0]]);
    expect(decodeChunks(again.body).chunks).toEqual([[1, 4, 0]]);
    expect(log.written.slice(-4)).toEqual([{ m: 0 }, { m: 1 }, { m: 2 }, { m: 3 }]);
    await channel.terminate();
  });

  it('rejects malformed messages with 400 and keeps serving the session', async () => {
    const channel = await RawChannel.open(origin, 'Write');
    const bad = await request(`${channel.base}&SID=${channel.sid}&RID=7&AID=0`, {
      method: 'POST',
      body: 'count=1&ofs=0&req0___data__=%7Bnot-json',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatch(/not valid JSON/);
    const missing = await request(`${channel.base}&SID=${channel.sid}&RID=8&AID=0`, {
      method: 'POST',
      body: 'count=2&ofs=0',
    });
    expect(missing.status).toBe(400);
    void channel.openBackChannel('streaming');
    await channel.send([{ still: 'alive' }]);
    await channel.waitFor((r) => r.length >= 1);
    expect(channel.received[0]).toEqual([{ echo: { still: 'alive' } }]);
    await channel.terminate();
  });
});

describe('stream outcomes', () => {
  it('turns a stream error into the error frame the SDK maps to a FirestoreError', async () => {
    const channel = await RawChannel.open(origin, 'Write');
    void channel.openBackChannel('streaming');
    await channel.send([{ fail: 'Missing or insufficient permissions.' }]);
    await channel.waitFor((r) => r.length >= 1);
    expect(channel.received[0]).toEqual([
      {
        error: {
          code: 7,
          status: 'PERMISSION_DENIED',
          message: 'Missing or insufficient permissions.',
        },
      },
    ]);
    await channel.terminate();
  });

  it('turns a throwing stream into an INTERNAL error frame and keeps serving', async () => {
    const channel = await RawChannel.open(origin, 'Write');
    void channel.openBackChannel('streaming');
    expect((await channel.send([{ explode: true }])).status).toBe(200);
    await channel.waitFor((r) => r.length >= 1);
    expect(channel.received[0]).toEqual([
      { error: { code: 13, status: 'INTERNAL', message: 'stream bug' } },
    ]);
    const next = await RawChannel.open(origin, 'Write', { messages: [{ fine: true }] });
    void next.openBackChannel('streaming');
    await next.waitFor((r) => r.length >= 1);
    expect(next.received[0]).toEqual([{ echo: { fine: true } }]);
    await Promise.all([channel.terminate(), next.terminate()]);
  });

  it('turns a stream end into a "close" array', async () => {
    const channel = await RawChannel.open(origin, 'Listen');
    void channel.openBackChannel('streaming');
    await channel.send([{ end: true }]);
    await channel.waitFor((r) => r.length >= 1);
    expect(channel.received[0]).toEqual(['close']);
    await channel.terminate();
  });
});

describe('session lifetime', () => {
  it('terminate closes the stream and forgets the session (then: 400 Unknown SID)', async () => {
    const channel = await RawChannel.open(origin, 'Listen');
    const closedBefore = log.closed;
    expect((await channel.terminate()).status).toBe(200);
    expect(log.closed).toBe(closedBefore + 1);
    const res = await request(`${channel.base}&SID=${channel.sid}&RID=3&AID=0`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:5173' },
      body: encodeMessages(1, [{ late: true }]),
    });
    expect(res.status).toBe(400);
    expect(res.body.indexOf('Unknown SID')).toBeGreaterThan(0);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});

/**
 * Noops and idle expiry on a manual clock: the protocol's seconds pass in a call, and each check
 * waits on what the client receives, never on the wall clock.
 */
describe('timings (manual clock)', () => {
  const clock = new ManualTimers();
  const clockLog: EchoLog = { opened: [], written: [], closed: 0 };
  let clockHandler: WebChannelHandler;
  let clockServer: http.Server;
  let clockOrigin: string;

  beforeAll(async () => {
    clockHandler = createChannelHttpHandler(echoStreams(clockLog), {
      noopIntervalMs: NOOP_MS,
      idleTimeoutMs: IDLE_MS,
      timers: clock,
    });
    clockServer = http.createServer(clockHandler);
    await new Promise<void>((r) => clockServer.listen(0, '127.0.0.1', r));
    clockOrigin = `http://127.0.0.1:${(clockServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    clockHandler.closeAll();
    clockServer.closeAllConnections();
    await new Promise((r) => clockServer.close(r));
  });

  /** A streaming back channel the server has answered (its opening noop arrived). */
  async function openStreaming(): Promise<RawChannel> {
    const channel = await RawChannel.open(clockOrigin, 'Listen');
    void channel.openBackChannel('streaming');
    await expect.poll(() => channel.lastArrayId, POLL).toBeGreaterThan(0);
    return channel;
  }

  it('sends noops while idle so the client watchdog never fires', async () => {
    const channel = await openStreaming();
    const start = channel.lastArrayId;
    clock.advance(NOOP_MS * 3.5);
    await expect.poll(() => channel.lastArrayId - start, POLL).toBe(3);
    expect(channel.received).toEqual([]); // noops only
    expect(clockHandler.sessionCount()).toBeGreaterThan(0);
    await channel.terminate();
  });

  it('sends no noop before the interval has passed', async () => {
    const channel = await openStreaming();
    const start = channel.lastArrayId;
    clock.advance(NOOP_MS - 1);
    // A noop now would arrive before this echo, which goes out on the same back channel.
    await channel.send([{ check: 'order' }]);
    await channel.waitFor((r) => r.length >= 1);
    expect(channel.lastArrayId - start).toBe(1);
    await channel.terminate();
  });

  it('expires a session whose client went away without terminating', async () => {
    const channel = await openStreaming();
    const closedBefore = clockLog.closed;
    channel.dropBackChannel();
    // The idle timer starts once the server sees the back channel close: move time on until
    // the session expires (each step is a whole idle period).
    await expect
      .poll(() => {
        clock.advance(IDLE_MS + 500);
        return clockLog.closed;
      }, POLL)
      .toBeGreaterThan(closedBefore);
    expect(await channel.openBackChannel('streaming')).toBe(400);
  });

  it('keeps a session alive while its back channel is open', async () => {
    const channel = await openStreaming();
    const closedBefore = clockLog.closed;
    clock.advance(IDLE_MS * 3);
    await channel.send([{ after: 'idle period' }]);
    await channel.waitFor((r) => r.length >= 1);
    expect(channel.received[0]).toEqual([{ echo: { after: 'idle period' } }]);
    expect(clockLog.closed).toBe(closedBefore);
    await channel.terminate();
  });
});

describe('http edges', () => {
  it('answers CORS preflight, unknown paths and unsupported requests', async () => {
    const pre = await request(`${channelPath('Listen')}?VER=8`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Headers': 'content-type,x-goog-api-client',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-headers']).toBe('content-type,x-goog-api-client');
    expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect((await request(`${origin}/google.firestore.v1.Firestore/Commit/channel`)).status).toBe(
      404,
    );
    const noDb = await request(`${channelPath('Listen')}?VER=8&RID=1`, {
      method: 'POST',
      body: 'count=0',
    });
    expect(noDb.status).toBe(400);
    expect(noDb.body).toMatch(/database/);
  });
});

describe('unacknowledged arrays of a listen-only session', () => {
  /** A stream that only talks when the test makes it (a listener receiving remote changes). */
  async function startPushServer(options: Parameters<typeof createChannelHttpHandler>[1]) {
    const sinks: ChannelSink[] = [];
    const pushHandler = createChannelHttpHandler((_req, sink) => {
      sinks.push(sink);
      return { write: () => undefined, close: () => undefined };
    }, options);
    const pushServer = http.createServer(pushHandler);
    await new Promise<void>((r) => pushServer.listen(0, '127.0.0.1', r));
    return {
      handler: pushHandler,
      origin: `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`,
      sink: () => sinks.at(-1)!,
      close: async () => {
        pushHandler.closeAll();
        pushServer.closeAllConnections();
        await new Promise((r) => pushServer.close(r));
      },
    };
  }

  /** Reopens the back channel whenever the server ends it, as the closure client does. */
  function follow(channel: RawChannel) {
    const state = { backChannels: 0, stopped: false, done: Promise.resolve() };
    state.done = (async () => {
      while (!state.stopped) {
        state.backChannels++;
        if ((await channel.openBackChannel('streaming')) !== 200) return;
      }
    })();
    return state;
  }

  it('ends a streaming back channel once unacknowledged arrays exceed the cap; nothing is lost', async () => {
    const CAP = 20_000;
    const push = await startPushServer({ noopIntervalMs: 60_000, maxUnackedChars: CAP });
    const channel = await RawChannel.open(push.origin, 'Listen');
    const following = follow(channel);
    const text = 'x'.repeat(1000);
    let peak = 0;
    for (let burst = 0; burst < 40; burst++) {
      for (let i = 0; i < 10; i++) push.sink().send({ n: burst * 10 + i, text });
      await channel.waitFor((r) => r.length >= (burst + 1) * 10);
      peak = Math.max(peak, push.handler.unacked().chars);
    }
    // Without the cap the session would hold all 400 arrays (> 400,000 characters).
    expect(peak).toBeLessThan(CAP + 10 * 1100);
    expect(push.handler.unacked().chars).toBeLessThan(CAP + 10 * 1100);
    expect(channel.received.map((m) => (m as [{ n: number }])[0].n)).toEqual(
      Array.from({ length: 400 }, (_, i) => i),
    );
    expect(following.backChannels).toBeGreaterThan(5);
    following.stopped = true;
    await channel.terminate();
    await following.done;
    await push.close();
  });

  it('gives every streaming back channel a lifetime, so the next one acknowledges what came before', async () => {
    const push = await startPushServer({ noopIntervalMs: 60_000, backChannelMaxMs: 300 });
    // Chromium on localhost: a per-session back-channel host, never rotated for sharing.
    const channel = await RawChannel.open(push.origin, 'Listen', {
      httpHeaders: { Host: 'localhost', 'User-Agent': 'Mozilla/5.0 Chrome/156.0.0.0' },
    });
    expect(channel.handshake[2]).toMatch(/^wc\d+$/);
    const following = follow(channel);
    for (let n = 0; n < 50; n++) push.sink().send({ n });
    await channel.waitFor((r) => r.length >= 50);
    expect(push.handler.unacked().arrays).toBeGreaterThanOrEqual(50);
    // The back channel ends by itself; the next GET carries AID and the 50 arrays are dropped
    // (what is left is that back channel's opening noop).
    await expect
      .poll(() => push.handler.unacked().arrays, { timeout: 20_000, interval: 50 })
      .toBeLessThanOrEqual(1);
    expect(following.backChannels).toBeGreaterThan(1);
    for (let n = 50; n < 60; n++) push.sink().send({ n });
    await channel.waitFor((r) => r.length >= 60);
    expect(channel.received.map((m) => (m as [{ n: number }])[0].n)).toEqual(
      Array.from({ length: 60 }, (_, i) => i),
    );
    following.stopped = true;
    await channel.terminate();
    await following.done;
    await push.close();
  });
});
