/**
 * The gRPC transport: every google.firestore.v1.Firestore method registered on a grpc-js Server
 * that receives its HTTP/2 connections from the port sniffer (createConnectionInjector).
 */
import type { Writable } from 'node:stream';
import type * as grpc from '@grpc/grpc-js';
import { authFromAuthorizationHeader } from '../shared/auth-token.js';
import { decodeToJson, encodeFromJson } from './codec.js';
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
        for (const r of responses) call.write(encodeBuffer(types.response, r));
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
  registerBidi(server, 'Listen', (ctx, sink) => openListenStream(engine, ctx, sink));
  registerBidi(server, 'Write', (ctx, sink) => openWriteStream(engine, ctx, sink));
  return server;
}

function registerBidi(
  server: grpc.Server,
  method: 'Listen' | 'Write',
  open: (ctx: RequestContext, sink: StreamSink) => { write(request: object): void; close(): void },
): void {
  const types = METHOD_TYPES[method]!;
  const handler: grpc.handleBidiStreamingCall<Buffer, Buffer> = (call) => {
    passBufferedWritesTogether(call);
    let finished = false;
    const sink: StreamSink = {
      send: (message) => {
        if (!finished) call.write(encodeBuffer(types.response, message));
      },
      error: (status) => {
        if (finished) return;
        finished = true;
        call.emit('error', { code: status.code, details: status.message });
      },
      end: () => {
        if (finished) return;
        finished = true;
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
