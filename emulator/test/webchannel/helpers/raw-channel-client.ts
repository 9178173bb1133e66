/**
 * A minimal WebChannel client speaking the wire protocol directly (no closure library), used by
 * the protocol tests and the memory bench to open, drive and abandon sessions cheaply.
 */
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function request(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Splits `LEN\n<json>` chunks; LEN is in UTF-16 code units. Returns parsed chunks and the rest. */
export function decodeChunks(text: string): { chunks: unknown[]; rest: string } {
  const chunks: unknown[] = [];
  let pos = 0;
  for (;;) {
    const newline = text.indexOf('\n', pos);
    if (newline < 0) break;
    const len = Number(text.slice(pos, newline));
    if (!Number.isInteger(len))
      throw new Error(`bad chunk length at ${pos}: ${text.slice(pos, newline)}`);
    if (newline + 1 + len > text.length) break;
    chunks.push(JSON.parse(text.slice(newline + 1, newline + 1 + len)));
    pos = newline + 1 + len;
  }
  return { chunks, rest: text.slice(pos) };
}

export function encodeMessages(
  firstId: number,
  messages: readonly object[],
  headers?: Record<string, string>,
): string {
  const parts: string[] = [];
  if (headers) {
    const block = Object.entries(headers)
      .map(([k, v]) => `${k}:${v}\r\n`)
      .join('');
    parts.push(`headers=${encodeURIComponent(block)}`);
  }
  parts.push(`count=${messages.length}`, `ofs=${firstId}`);
  messages.forEach((m, i) =>
    parts.push(`req${i}___data__=${encodeURIComponent(JSON.stringify(m))}`),
  );
  return parts.join('&');
}

type ArrayEntry = [number, unknown];

/** One channel session driven by hand. */
export class RawChannel {
  /** Payloads received on back channels (noops excluded), in order. */
  readonly received: unknown[] = [];
  lastArrayId = 0;
  private nextMessageId: number;
  private backRequest: http.ClientRequest | null = null;
  private waiters: Array<() => void> = [];

  private constructor(
    readonly base: string,
    readonly sid: string,
    readonly handshake: unknown[],
    sentInHandshake: number,
  ) {
    this.nextMessageId = sentInHandshake;
  }

  static async open(
    origin: string,
    method: 'Listen' | 'Write',
    options: {
      database?: string;
      /** Headers packed into the handshake body (Authorization...). */
      headers?: Record<string, string>;
      /** HTTP headers of the handshake request itself (Origin, User-Agent, Host). */
      httpHeaders?: Record<string, string>;
      messages?: object[];
    } = {},
  ): Promise<RawChannel> {
    const database = options.database ?? 'projects/demo-test/databases/(default)';
    const base = `${origin}/google.firestore.v1.Firestore/${method}/channel?VER=8&database=${encodeURIComponent(database)}`;
    const messages = options.messages ?? [];
    const res = await request(`${base}&RID=1000&CVER=22&X-HTTP-Session-Id=gsessionid&zx=x&t=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.httpHeaders },
      body: encodeMessages(0, messages, options.headers ?? {}),
    });
    if (res.status !== 200) throw new Error(`handshake failed: ${res.status} ${res.body}`);
    const [arrays] = decodeChunks(res.body).chunks as [ArrayEntry[]];
    const handshake = arrays[0]![1] as unknown[];
    return new RawChannel(base, handshake[1] as string, handshake, messages.length);
  }

  async send(messages: object[]): Promise<RawResponse> {
    const first = this.nextMessageId;
    this.nextMessageId += messages.length;
    return this.post(first, messages);
  }

  /** Posts messages with explicit ids (to replay a retried forward request). */
  post(firstId: number, messages: readonly object[]): Promise<RawResponse> {
    return request(
      `${this.base}&SID=${this.sid}&RID=${2000 + firstId}&AID=${this.lastArrayId}&zx=y&t=1`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: encodeMessages(firstId, messages),
      },
    );
  }

  /** Opens a back channel (CI=0 streaming or CI=1 long-poll); resolves when it ends. */
  openBackChannel(mode: 'streaming' | 'long-polling', ackedId = this.lastArrayId): Promise<number> {
    const ci = mode === 'streaming' ? 0 : 1;
    const url = `${this.base}&RID=rpc&SID=${this.sid}&AID=${ackedId}&CI=${ci}&TYPE=xmlhttp&zx=z&t=1`;
    return new Promise((resolve, reject) => {
      const req = http.get(url, { agent: false }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          resolve(res.statusCode ?? 0);
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (text: string) => {
          const { chunks, rest } = decodeChunks(buffer + text);
          buffer = rest;
          for (const chunk of chunks as ArrayEntry[][]) this.accept(chunk);
        });
        res.on('end', () => resolve(200));
        res.on('error', () => resolve(0));
      });
      req.on('error', (e: NodeJS.ErrnoException) =>
        e.code === 'ECONNRESET' ? resolve(0) : reject(e),
      );
      this.backRequest = req;
    });
  }

  /** Resolves once `predicate` holds for the received payloads. */
  async waitFor(predicate: (received: unknown[]) => boolean): Promise<void> {
    while (!predicate(this.received)) await new Promise<void>((r) => this.waiters.push(r));
  }

  terminate(): Promise<RawResponse> {
    this.dropBackChannel();
    return request(`${this.base}&SID=${this.sid}&RID=9999&TYPE=terminate&zx=t&t=1`, {
      method: 'POST',
      body: '',
    });
  }

  /** Goes away without saying goodbye (a closed tab). */
  dropBackChannel(): void {
    this.backRequest?.destroy();
    this.backRequest = null;
  }

  private accept(arrays: ArrayEntry[]): void {
    for (const [id, payload] of arrays) {
      if (id <= this.lastArrayId) continue; // already seen (resent)
      this.lastArrayId = id;
      if (Array.isArray(payload) && payload[0] === 'noop') continue;
      this.received.push(payload);
    }
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
