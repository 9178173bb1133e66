/**
 * Local Firestore: one TCP port serving gRPC (HTTP/2, recognised by its connection preface and
 * handed to grpc-js) and HTTP/1.1 (REST, control endpoints, WebChannel). See README.md.
 */
import http from 'node:http';
import net from 'node:net';
import type { ConnectionInjector, Server as GrpcServer } from '@grpc/grpc-js';
import fs from 'node:fs';
import { FirestoreEngine } from './engine.js';
import type { IndexConfig } from './indexes.js';
import { createHttpHandler, type RequestHandler } from './http.js';
import { openPersistence, type Persistence } from './persistence.js';
import type { WebChannelOptions } from './webchannel/channel-http.js';

export { FirestoreEngine } from './engine.js';
export type { CommitEvent, RequestContext } from './engine.js';
export type { DocumentJson, Value as FirestoreJsonValue } from './types.js';
export type { IndexConfig } from './indexes.js';
export { missingIndexFor } from './indexes.js';
export type { StructuredQueryJson } from './query.js';

export interface FirestoreServerOptions {
  port: number;
  host?: string;
  /** Persist data here (journal + snapshot); omit for in-memory. */
  dataDir?: string;
  /** Load an export folder at start (like --import). */
  importDir?: string;
  /** Write an export folder on close (like --export-on-exit). */
  exportOnExit?: string;
  /**
   * Enforce composite indexes (see indexes.ts): a firestore.indexes.json path or its content.
   * Omitted, every query is served (as Google's emulator does).
   */
  indexes?: string | IndexConfig;
  /** WebChannel settings (tests: a manual clock for its noops and expiry). */
  webChannel?: WebChannelOptions;
}

export interface FirestoreServer {
  port: number;
  engine: FirestoreEngine;
  close(): Promise<void>;
}

const HTTP2_PREFACE_START = Buffer.from('PRI * HTTP/2.0');

export async function startFirestore(opts: FirestoreServerOptions): Promise<FirestoreServer> {
  const engine = new FirestoreEngine();
  if (opts.indexes)
    engine.setIndexes(
      typeof opts.indexes === 'string'
        ? (JSON.parse(fs.readFileSync(opts.indexes, 'utf8')) as IndexConfig)
        : opts.indexes,
    );
  const persistence: Persistence | null =
    opts.dataDir || opts.importDir || opts.exportOnExit ? openPersistence(engine, opts) : null;

  // The gRPC stack loads on the first HTTP/2 connection, the WebChannel module on its first request:
  // browsers and REST clients never pay for gRPC, and start-up stays short.
  let grpcLoading: Promise<{ server: GrpcServer; injector: ConnectionInjector }> | null = null;
  const loadGrpc = () =>
    (grpcLoading ??= Promise.all([import('@grpc/grpc-js'), import('./grpc.js')]).then(
      ([grpc, { createGrpcServer }]) => {
        const server = createGrpcServer(grpc, engine);
        return {
          server,
          injector: server.createConnectionInjector(grpc.ServerCredentials.createInsecure()),
        };
      },
    ));
  let server: FirestoreServer | null = null;
  let webChannelLoading: Promise<RequestHandler | null> | null = null;
  const loadWebChannel = () => (webChannelLoading ??= importWebChannel(server!, opts.webChannel));

  const httpServer = http.createServer(createHttpHandler(engine, loadWebChannel));
  httpServer.keepAliveTimeout = 65_000;

  const sockets = new Set<net.Socket>();
  const tcp = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    // Read until the first bytes tell HTTP/2 ("PRI * HTTP/2.0") from HTTP/1.x ("GET ", "POST", ...).
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      head = Buffer.concat([head, chunk]);
      if (head.length < 4 && head.equals(HTTP2_PREFACE_START.subarray(0, head.length))) return;
      socket.off('data', onData);
      socket.pause();
      socket.unshift(head);
      if (head.subarray(0, 4).equals(HTTP2_PREFACE_START.subarray(0, 4))) {
        loadGrpc().then(
          ({ injector }) => {
            injector.injectConnection(socket);
            socket.resume();
          },
          (e: unknown) => {
            console.error('firestore: cannot start gRPC', e);
            socket.destroy();
          },
        );
      } else {
        httpServer.emit('connection', socket);
        process.nextTick(() => socket.resume());
      }
    };
    socket.on('data', onData);
  });

  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      tcp.off('error', reject);
      resolve();
    });
  });
  const port = (tcp.address() as net.AddressInfo).port;

  server = {
    port,
    engine,
    async close() {
      const grpcStack = grpcLoading ? await grpcLoading.catch(() => null) : null;
      await new Promise<void>((resolve) => {
        tcp.close(() => resolve());
        grpcStack?.injector.destroy();
        grpcStack?.server.forceShutdown();
        httpServer.closeAllConnections();
        for (const s of sockets) s.destroy();
      });
      persistence?.close();
    },
  };
  return server;
}

/** The WebChannel transport is another module; without it those paths answer 404. */
async function importWebChannel(
  server: FirestoreServer,
  options: WebChannelOptions | undefined,
): Promise<RequestHandler | null> {
  try {
    const mod = (await import('./webchannel/index.js')) as {
      createWebChannelHandler?: (s: FirestoreServer, o?: WebChannelOptions) => RequestHandler;
    };
    return mod.createWebChannelHandler ? mod.createWebChannelHandler(server, options) : null;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw e;
  }
}
