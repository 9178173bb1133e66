/**
 * The closure WebChannel wire format (protocol version 8), server side.
 *
 * Server → client: every response body is a sequence of chunks `LEN\n<json>`, where LEN is the
 * JS string length of <json> (UTF-16 code units, not bytes: the client slices `responseText`).
 * Client → server: `application/x-www-form-urlencoded` bodies
 * `[headers=...&]count=N&ofs=K&req0___data__=<json>&req1___data__=<json>...`, where message i has
 * the channel-wide id K + i (the SDK sends raw JSON, hence the `__data__` key).
 */

/** One framed chunk; LEN counts UTF-16 code units. */
export function frame(json: string): string {
  return `${json.length}\n${json}`;
}

/** A server → client array `[id, payload]` serialised once, so resends cost nothing. */
export interface OutgoingArray {
  id: number;
  json: string;
}

export function encodeArray(id: number, payload: unknown): OutgoingArray {
  return { id, json: JSON.stringify([id, payload]) };
}

/** A chunk carrying several arrays: `LEN\n[[id,payload],[id,payload]]`. */
export function frameArrays(arrays: readonly OutgoingArray[]): string {
  return frame(`[${arrays.map((a) => a.json).join(',')}]`);
}

/** A client → server message with its channel-wide id. */
export interface IncomingMessage {
  id: number;
  json: string;
}

export interface ForwardBody {
  /** Headers the client packs into the handshake body (`encodeInitMessageHeaders`), lower-cased. */
  headers: Record<string, string>;
  messages: IncomingMessage[];
}

export class WireError extends Error {}

/** Decodes a forward-channel (or handshake) body. Values are percent-encoded UTF-8. */
export function parseForwardBody(body: string): ForwardBody {
  const params = new URLSearchParams(body);
  const count = parseCount(params.get('count'));
  const ofs = parseCount(params.get('ofs') ?? '0');
  const messages: IncomingMessage[] = [];
  for (let i = 0; i < count; i++) {
    const json = params.get(`req${i}___data__`);
    if (json === null) throw new WireError(`message req${i} is missing (count=${count})`);
    messages.push({ id: ofs + i, json });
  }
  const headersParam = params.get('headers');
  return { headers: headersParam ? parseHeaderBlock(headersParam) : {}, messages };
}

function parseCount(value: string | null): number {
  if (value === null) return 0;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new WireError(`bad count/ofs value: ${value}`);
  return n;
}

/** `Name:value\r\nName:value\r\n` (closure's httpCors.generateHttpHeadersOverwriteParam). */
export function parseHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
