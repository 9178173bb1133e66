import type { ServerResponse } from 'node:http';
import { Code } from '../errors.js';
import {
  encodeArray,
  frameArrays,
  WireError,
  type IncomingMessage,
  type OutgoingArray,
} from './wire.js';

/** A bidirectional RPC stream (Listen or Write) as seen by the channel: requests in, sink out. */
export interface ChannelStream {
  write(request: object): void;
  close(): void;
}

/** Where a stream sends its responses (same shape as streams.ts's StreamSink). */
export interface ChannelSink {
  send(message: object): void;
  error(status: { code: number; message: string }): void;
  end(): void;
}

/** A timer a session arms: restarted when the back channel carries something, or cleared. */
export interface ChannelTimer {
  refresh(): void;
  clear(): void;
}

/**
 * Where a session's timers come from: Node's by default; tests pass a manual clock so the
 * protocol's 20 s noops and 30 s idle expiry are checked in milliseconds.
 */
export interface ChannelTimers {
  start(callback: () => void, ms: number): ChannelTimer;
}

/** Node's timers, unref'd: a session's timers never keep the process alive. */
export const nodeTimers: ChannelTimers = {
  start(callback, ms) {
    const timer = setTimeout(callback, ms).unref();
    return { refresh: () => void timer.refresh(), clear: () => clearTimeout(timer) };
  },
};

export interface SessionTimings {
  /** A back channel that carried nothing for this long gets a noop (client watchdog: 45 s). */
  noopIntervalMs: number;
  /** A session without a back channel for this long is abandoned: closed and forgotten. */
  idleTimeoutMs: number;
  /**
   * A streaming back channel is ended once the arrays the client has not acknowledged exceed this
   * many characters of JSON (≈ bytes): the client opens the next one at once with `AID`, which lets
   * us drop them. Without it a listen-only client (no forward POSTs) never acknowledges anything.
   */
  maxUnackedChars: number;
}

export interface BackChannelOptions {
  /** Highest array id the client has received (the `AID` parameter). */
  ackedId: number;
  /** CI=0: keep the response open and stream chunks; CI=1: end after each batch (long-polling). */
  streaming: boolean;
  /** The client's `TO` parameter (long-polling timeout, ms), if any. */
  pollTimeoutMs?: number;
  /**
   * Keep the back channel open at most this long: a streaming one is then ended, a held long-poll
   * answered with a noop (either way the client opens the next one at once).
   */
  maxOpenMs?: number;
}

interface BackChannel {
  res: ServerResponse;
  streaming: boolean;
  /** Highest array id written on this response. */
  lastWrittenId: number;
  noopTimer: ChannelTimer;
  lifetimeTimer: ChannelTimer | null;
}

/**
 * One WebChannel session (SID): the ordered server → client arrays with their ids, kept until the
 * client acknowledges them (AID) so a new back channel can resend them, and the client → server
 * message ids already handled, so a retried forward POST is not applied twice.
 */
export class ChannelSession {
  readonly sink: ChannelSink;
  private stream: ChannelStream | null = null;
  private readonly unacked: OutgoingArray[] = [];
  /** Total JSON length of `unacked`. */
  private unackedChars = 0;
  /** Id of the newest array queued; 0 is the handshake's `["c", ...]` array. */
  private lastArrayId = 0;
  private nextIncomingId = 0;
  private back: BackChannel | null = null;
  private flushScheduled = false;
  private idleTimer: ChannelTimer | null = null;
  private streamDone = false;
  private closed = false;

  constructor(
    readonly sid: string,
    readonly method: string,
    /** Its back channels share the browser's connections to our host (no host prefix). */
    readonly sharesBrowserHost: boolean,
    private readonly timings: SessionTimings,
    private readonly onClosed: (session: ChannelSession) => void,
    private readonly timers: ChannelTimers = nodeTimers,
  ) {
    this.sink = {
      send: (message) => this.pushFromStream([message]),
      error: ({ code, message }) => {
        this.pushFromStream([{ error: { code, status: Code[code] ?? 'UNKNOWN', message } }]);
        this.streamDone = true;
      },
      end: () => {
        // "close" makes the client disconnect cleanly (it then sends TYPE=terminate).
        this.pushFromStream(['close']);
        this.streamDone = true;
      },
    };
    this.armIdleTimer();
  }

  attachStream(stream: ChannelStream): void {
    this.stream = stream;
  }

  /** Id of the newest array sent or queued, reported in forward-channel replies. */
  get lastQueuedArrayId(): number {
    return this.lastArrayId;
  }

  /** Any client request keeps an otherwise idle session alive. */
  touch(): void {
    if (!this.back) this.armIdleTimer();
  }

  /** Applies client messages in id order, skipping ids already applied (retried POSTs). */
  receive(messages: readonly IncomingMessage[]): void {
    const fresh = messages.filter((m) => m.id >= this.nextIncomingId);
    const requests = fresh.map((m) => parseRequest(m.json, m.id));
    const last = fresh.at(-1);
    if (last) this.nextIncomingId = last.id + 1;
    for (const request of requests) {
      if (this.closed || this.streamDone || !this.stream) return;
      try {
        this.stream.write(request);
      } catch (e) {
        // A stream is expected to report failures through its sink; a throw is a bug there,
        // but the client still gets a proper error and the server keeps serving.
        console.error('webchannel: stream write failed', e);
        this.sink.error({
          code: Code.INTERNAL,
          message: e instanceof Error ? e.message : String(e),
        });
      }
    }
  }

  /** Arrays kept for a resend, and their JSON length (diagnostics, memory bench, tests). */
  get unackedSize(): { arrays: number; chars: number } {
    return { arrays: this.unacked.length, chars: this.unackedChars };
  }

  /** Drops arrays the client confirmed (AID); they will never be resent. */
  acknowledge(ackedId: number): void {
    let n = 0;
    while (n < this.unacked.length && this.unacked[n]!.id <= ackedId) {
      this.unackedChars -= this.unacked[n]!.json.length;
      n++;
    }
    if (n > 0) this.unacked.splice(0, n);
  }

  /** A back channel GET: resend what is unacknowledged, then deliver new arrays as they come. */
  openBackChannel(res: ServerResponse, options: BackChannelOptions): void {
    this.acknowledge(options.ackedId);
    if (this.back) this.endBackChannel(); // the client gave up on the previous one
    this.clearIdleTimer();
    const noopDelayMs = options.streaming
      ? this.timings.noopIntervalMs
      : Math.min(
          this.timings.noopIntervalMs,
          pollDeadline(options.pollTimeoutMs),
          options.maxOpenMs || Infinity,
        );
    const back: BackChannel = {
      res,
      streaming: options.streaming,
      lastWrittenId: options.ackedId,
      noopTimer: this.timers.start(() => this.sendNoop(back), noopDelayMs),
      lifetimeTimer:
        options.streaming && options.maxOpenMs
          ? this.timers.start(() => this.retireBackChannel(back), options.maxOpenMs)
          : null,
    };
    this.back = back;
    res.on('close', () => {
      if (this.back !== back) return;
      clearBackChannelTimers(back);
      this.back = null;
      if (!this.closed) this.armIdleTimer();
    });
    if (this.hasUnwritten(back)) this.flush();
    // Streaming: the first bytes must come at once, or the client's buffering-proxy detection
    // switches it to long-polling.
    else if (options.streaming) this.sendNoop(back);
  }

  /** Ends the session: closes the stream and the back channel, and frees everything. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearIdleTimer();
    this.endBackChannel();
    this.unacked.length = 0;
    this.unackedChars = 0;
    const stream = this.stream;
    this.stream = null;
    stream?.close();
    this.onClosed(this);
  }

  private pushFromStream(payload: unknown[]): void {
    if (this.closed || this.streamDone) return;
    this.enqueue(payload);
  }

  private enqueue(payload: unknown[]): void {
    this.lastArrayId += 1;
    const array = encodeArray(this.lastArrayId, payload);
    this.unacked.push(array);
    this.unackedChars += array.json.length;
    this.scheduleFlush();
  }

  /** Coalesces everything a stream produces in one turn (e.g. a whole snapshot) into one chunk. */
  private scheduleFlush(): void {
    if (this.flushScheduled || !this.back) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private hasUnwritten(back: BackChannel): boolean {
    const newest = this.unacked.at(-1);
    return newest !== undefined && newest.id > back.lastWrittenId;
  }

  private flush(): void {
    const back = this.back;
    if (!back || !this.hasUnwritten(back)) return;
    const pending = this.unacked.filter((a) => a.id > back.lastWrittenId);
    back.lastWrittenId = pending.at(-1)!.id;
    const chunk = frameArrays(pending);
    if (back.streaming) {
      back.res.write(chunk);
      back.noopTimer.refresh();
      // Everything written is in the client's hands: end here, its next back channel's AID lets
      // us forget it (nothing is lost: what it did not get is resent there).
      if (this.unackedChars > this.timings.maxUnackedChars) this.endBackChannel();
    } else {
      this.endBackChannel(chunk);
    }
  }

  private sendNoop(back: BackChannel): void {
    if (this.back !== back) return;
    this.enqueue(['noop']);
    this.flush();
  }

  /** Ends a streaming back channel that has been open long enough, after sending what is due. */
  private retireBackChannel(back: BackChannel): void {
    if (this.back !== back) return;
    this.flush();
    this.endBackChannel();
  }

  private endBackChannel(lastChunk?: string): void {
    const back = this.back;
    if (!back) return;
    this.back = null;
    clearBackChannelTimers(back);
    back.res.end(lastChunk);
    if (!this.closed) this.armIdleTimer();
  }

  private armIdleTimer(): void {
    this.clearIdleTimer();
    this.idleTimer = this.timers.start(() => this.close(), this.timings.idleTimeoutMs);
  }

  private clearIdleTimer(): void {
    this.idleTimer?.clear();
    this.idleTimer = null;
  }
}

/** A quiet long-poll must be answered within the client's `TO`: reply a little before it. */
function pollDeadline(timeoutMs: number | undefined): number {
  return timeoutMs && timeoutMs > 0 ? Math.max(100, timeoutMs * 0.8) : Infinity;
}

function clearBackChannelTimers(back: BackChannel): void {
  back.noopTimer.clear();
  back.lifetimeTimer?.clear();
}

function parseRequest(json: string, id: number): object {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new WireError(`message ${id} is not valid JSON`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new WireError(`message ${id} is not a JSON object`);
  }
  return value;
}
