/**
 * The gRPC transport: every google.firestore.v1.Firestore method registered on a grpc-js Server
 * that receives its HTTP/2 connections from the port sniffer (createConnectionInjector).
 */
import type { Writable } from 'node:stream';
import type * as grpc from '@grpc/grpc-js';
import { authFromAuthorizationHeader } from '../shared/auth-token.js';
import {
  decodeToJson,
  encodeDocumentChangeFrame,
  encodeFromJson,
  encodeGrpcFrame,
  encodeGrpcFrames,
} from './codec.js';
import type { FirestoreEngine, RequestContext } from './engine.js';
import { asFirestoreError, type FirestoreError } from './errors.js';
import {
  callServerStream,
  callUnary,
  METHOD_TYPES,
  SERVER_STREAM_METHODS,
  UNARY_METHODS,
} from './service.js';
import { openListenStream, openWriteStream, type StreamSink } from './streams.js';

const SERVICE = '/google.firestore.v1.Firestore/';
const MAX_MESSAGE = 32 * 1024 * 1024;
const identity = (b: Buffer): Buffer => b;
// encodeFromJson already returns a Buffer; Buffer.from would copy every response once more.
const encodeBuffer = (type: string, json: object): Buffer => {
  const bytes = encodeFromJson(type, json);
  return Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

/** grpc-js is passed in (index.ts imports it on the first HTTP/2 connection): a static import here would be hoisted into the bundle's start-up. */
export function createGrpcServer(grpcJs: typeof grpc, engine: FirestoreEngine): grpc.Server {
  const server = new grpcJs.Server({
    'grpc.max_receive_message_length': MAX_MESSAGE,
    'grpc.max_send_message_length': MAX_MESSAGE,
    // Nothing reads channelz; it tracks every call and stamps a Date on every message.
    'grpc.enable_channelz': 0,
  });
  for (const method of UNARY_METHODS) {
    const types = METHOD_TYPES[method]!;
    const handler: grpc.handleUnaryCall<Buffer, Buffer> = (call, callback) => {
      (async () => {
        const request = decodeToJson(types.request, call.request);
        const response = await callUnary(engine, method, contextOf(call.metadata), request, true);
        callback(null, encodeBuffer(types.response, response));
      })().catch((e: unknown) => callback(grpcError(asFirestoreError(e))));
    };
    server.register(SERVICE + method, handler, identity, identity, 'unary');
  }
  for (const method of SERVER_STREAM_METHODS) {
    const types = METHOD_TYPES[method]!;
    const handler: grpc.handleServerStreamingCall<Buffer, Buffer> = (call) => {
      passBufferedWritesTogether(call);
      (async () => {
        const request = decodeToJson(types.request, call.request);
        const responses = await callServerStream(
          engine,
          method,
          contextOf(call.metadata),
          request,
          true,
        );
        // Framed by us and written in a few HTTP/2 writes (see FrameBatch): through grpc-js each
        // of a query's documents cost a write of its own.
        const frames = FrameBatch.of(grpcJs, call);
        if (frames)
          for (const data of encodeGrpcFrames(types.response, responses)) frames.write(data);
        else for (const r of responses) call.write(encodeBuffer(types.response, r));
        call.end();
      })().catch((e: unknown) => {
        // Headers first, then the status in trailers, as Firestore answers: a trailers-only error
        // reads to google-gax as "no response", which it retries twice with backoff (~8 s) even for
        // FAILED_PRECONDITION or INVALID_ARGUMENT.
        call.sendMetadata(new grpcJs.Metadata());
        call.emit('error', grpcError(asFirestoreError(e)));
      });
    };
    server.register(SERVICE + method, handler, identity, identity, 'serverStream');
  }
  registerBidi(grpcJs, server, 'Listen', (ctx, sink) => openListenStream(engine, ctx, sink));
  registerBidi(grpcJs, server, 'Write', (ctx, sink) => openWriteStream(engine, ctx, sink));
  return server;
}

function registerBidi(
  grpcJs: typeof grpc,
  server: grpc.Server,
  method: 'Listen' | 'Write',
  open: (ctx: RequestContext, sink: StreamSink) => { write(request: object): void; close(): void },
): void {
  const types = METHOD_TYPES[method]!;
  const handler: grpc.handleBidiStreamingCall<Buffer, Buffer> = (call) => {
    passBufferedWritesTogether(call);
    let finished = false;
    const frames = FrameBatch.of(grpcJs, call);
    const sink: StreamSink = {
      send: (message) => {
        if (finished) return;
        if (frames) frames.push(encodeGrpcFrame(types.response, message));
        else call.write(encodeBuffer(types.response, message));
      },
      ...(frames && method === 'Listen'
        ? {
            sendDocumentChange: (document, targetIds) => {
              if (!finished) frames.push(encodeDocumentChangeFrame(document, targetIds));
            },
          }
        : {}),
      error: (status) => {
        if (finished) return;
        finished = true;
        frames?.flush();
        call.emit('error', { code: status.code, details: status.message });
      },
      end: () => {
        if (finished) return;
        finished = true;
        frames?.flush();
        call.end();
      },
    };
    const stream = open(contextOf(call.metadata), sink);
    call.on('data', (buf: Buffer) => {
      try {
        stream.write(decodeToJson(types.request, buf));
      } catch (e) {
        stream.close();
        sink.error(statusOf(asFirestoreError(e)));
      }
    });
    const stop = (): void => {
      stream.close();
      sink.end();
    };
    call.on('end', stop);
    call.on('cancelled', () => {
      finished = true;
      stream.close();
    });
    call.on('error', () => stream.close());
  };
  server.register(SERVICE + method, handler, identity, identity, 'bidi');
}

interface Http2Output {
  write(chunk: Buffer, callback: (err?: Error | null) => void): boolean;
  readonly destroyed: boolean;
  readonly closed: boolean;
  readonly writableEnded: boolean;
}

/**
 * A stream's messages of one turn (a commit's changes to a listener: one per document, as
 * Firestore sends them) framed by us and written to the call's HTTP/2 stream in one write. Through
 * grpc-js each message cost a Writable write, a copy into a new frame and an HTTP/2 write: more
 * CPU than finding and encoding the change. The bytes on the wire are the same gRPC frames
 * (uncompressed, as grpc-js sends them). Headers go first, through grpc-js; the status goes after
 * everything written here (end and error flush first).
 */
class FrameBatch {
  private frames: Buffer[] = [];
  private bytes = 0;
  private scheduled = false;
  private headersSent = false;

  private constructor(
    private readonly grpcJs: typeof grpc,
    private readonly call:
      grpc.ServerDuplexStream<Buffer, Buffer> | grpc.ServerWritableStream<Buffer, Buffer>,
    private readonly output: Http2Output,
  ) {}

  /** grpc-js keeps the HTTP/2 stream on the call under the stream it hands us (no interceptors are registered); null if a version does not. */
  static of(
    grpcJs: typeof grpc,
    call: grpc.ServerDuplexStream<Buffer, Buffer> | grpc.ServerWritableStream<Buffer, Buffer>,
  ): FrameBatch | null {
    const output = (call as unknown as { call?: { stream?: Partial<Http2Output> } }).call?.stream;
    if (
      typeof output?.write !== 'function' ||
      typeof output.destroyed !== 'boolean' ||
      typeof output.closed !== 'boolean' ||
      typeof output.writableEnded !== 'boolean'
    )
      return null;
    return new FrameBatch(grpcJs, call, output as Http2Output);
  }

  push(frame: Buffer): void {
    this.frames.push(frame);
    this.bytes += frame.length;
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => this.flush());
  }

  flush(): void {
    this.scheduled = false;
    if (this.frames.length === 0) return;
    const frames = this.frames;
    const data = frames.length === 1 ? frames[0]! : Buffer.concat(frames, this.bytes);
    this.frames = [];
    this.bytes = 0;
    this.write(data);
  }

  /** Writes whole frames now, after the headers. */
  write(data: Buffer): void {
    // Cancelled, or ended by grpc-js (a deadline): it drops messages then too.
    if (this.output.destroyed || this.output.closed || this.output.writableEnded) return;
    if (!this.headersSent) {
      this.headersSent = true;
      this.call.sendMetadata(new this.grpcJs.Metadata());
    }
    this.output.write(data, (err) => {
      if (err)
        this.call.emit('error', {
          code: this.grpcJs.status.INTERNAL,
          details: 'Internal server error',
        });
    });
  }
}

/**
 * grpc-js hands a call's messages to its HTTP/2 stream one at a time, each after the previous one
 * reached the socket, so a commit that changes 500 listened documents cost 500 socket writes.
 * With `_writev`, the messages buffered meanwhile go to the HTTP/2 stream together (in order; it
 * buffers and writes them out in one go). Backpressure and errors still reach the caller: the
 * callback runs once every message of the batch is written.
 */
function passBufferedWritesTogether(call: Writable): void {
  call._writev = (chunks, callback) => {
    let pending = chunks.length;
    for (const { chunk, encoding } of chunks) {
      call._write(chunk, encoding, (err) => {
        if (err) {
          pending = -1;
          callback(err);
        } else if (--pending === 0) callback();
      });
    }
  };
}

function contextOf(metadata: grpc.Metadata): RequestContext {
  const header = metadata.get('authorization')[0];
  const prefix = String(metadata.get('google-cloud-resource-prefix')[0] ?? '');
  const m = /^projects\/([^/]+)\/databases\/([^/]+)/.exec(prefix);
  return {
    project: m?.[1] ?? '',
    database: m?.[2] ?? '(default)',
    auth: authFromAuthorizationHeader(typeof header === 'string' ? header : header?.toString()),
  };
}

function statusOf(err: FirestoreError): { code: number; message: string } {
  return { code: err.code, message: err.message };
}

function grpcError(err: FirestoreError): Partial<grpc.StatusObject> {
  return { code: err.code as number as grpc.status, details: err.message };
}
