/**
 * WebChannel transport for the local Firestore: the browser web SDK runs its Listen and Write
 * streams over the closure WebChannel protocol. Each channel session is bridged to a
 * transport-neutral stream from streams.ts, with messages passed through as proto3 JSON.
 */
import { authFromAuthorizationHeader } from '../../shared/auth-token.js';
import type { FirestoreServer } from '../index.js';
import { openListenStream, openWriteStream, type RequestContext } from '../streams.js';
import {
  ChannelOpenError,
  createChannelHttpHandler,
  type ChannelOpenRequest,
  type WebChannelHandler,
  type WebChannelOptions,
} from './channel-http.js';

export { liveWebChannelSessions, webChannelUnacked } from './channel-http.js';
export type { WebChannelHandler, WebChannelOptions } from './channel-http.js';
export type { ChannelTimer, ChannelTimers } from './session.js';

const DATABASE = /^projects\/([^/]+)\/databases\/([^/]+)$/;

/** The request handler the Firestore HTTP/1.1 server mounts at `/google.firestore.v1.Firestore/`. */
export function createWebChannelHandler(
  server: FirestoreServer,
  options?: WebChannelOptions,
): WebChannelHandler {
  return createChannelHttpHandler((request, sink) => {
    const ctx = requestContext(request);
    return request.method === 'Listen'
      ? openListenStream(server, ctx, sink)
      : openWriteStream(server, ctx, sink);
  }, options);
}

function requestContext({ database, headers }: ChannelOpenRequest): RequestContext {
  const match = DATABASE.exec(database);
  if (!match) throw new ChannelOpenError(`bad database parameter: ${database}`);
  return {
    project: match[1]!,
    database: match[2]!,
    auth: authFromAuthorizationHeader(headers.authorization),
  };
}
