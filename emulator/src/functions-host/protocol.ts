// What the host process and its worker child say to each other. The worker loads the built
// functions and reports what it found. The host hands each public connection to a worker over IPC
// (the socket itself: the worker reads and answers its requests), and sends trigger events and
// schedule runs to the worker's private loopback HTTP port.

/** One export of the functions module, reduced to what routing needs (from its `__endpoint`). */
export type DiscoveredFunction =
  | { name: string; kind: 'https'; region: string }
  | { name: string; kind: 'callable'; region: string }
  | {
      name: string;
      kind: 'firestore';
      region: string;
      /** e.g. google.cloud.firestore.document.v1.created */
      eventType: string;
      /** Document path pattern relative to the database root, e.g. `bookings/{bookingId}`. */
      document: string;
      database: string;
      retry: boolean;
    }
  | { name: string; kind: 'schedule'; region: string; schedule: string; timeZone: string | null }
  | { name: string; kind: 'unsupported'; region: string; reason: string };

/** Sent by the worker over IPC once the module is loaded (or failed to load). */
export type WorkerMessage =
  | { type: 'ready'; port: number; functions: DiscoveredFunction[] }
  | { type: 'load-error'; message: string }
  /** The worker has a connection the host handed over (from now on it may read from it). */
  | { type: 'connection-taken'; id: number }
  /** A connection the host handed over has closed (the host counts open connections per worker). */
  | { type: 'connection-closed'; id: number }
  /**
   * While stopping: the worker let go of an idle connection without reading anything of its next
   * request (it stopped reading first); the host hands it to another worker.
   */
  | { type: 'connection-released'; id: number }
  /**
   * The worker started answering client requests (none were open) / answered the last one. The
   * host holds trigger events back meanwhile, so their bodies are not even read during a burst.
   */
  | { type: 'busy' }
  | { type: 'quiet' };

/**
 * Sent by the host over IPC. `connection` carries a client's socket as the message's handle (the
 * host keeps its own copy); the worker serves it until either side closes it, or releases it.
 * `shutdown`: finish what is in flight, give idle connections back, then exit.
 */
export type HostMessage = { type: 'shutdown' } | { type: 'connection'; id: number };

/** Public routes of the host itself, served by whichever worker holds the connection. */
export const HOST_FUNCTIONS_PATH = '/_host/functions';
export const HOST_SCHEDULE_RUN_PATH = /^\/_host\/schedules\/([^/:]+):run$/;

/** Private routes of the worker (the public ones are `/{project}/{region}/{name}`). */
export const WORKER_EVENT_PATH = '/__host/event/';
export const WORKER_SCHEDULE_PATH = '/__host/schedule/';
/** On a trigger event: how long (ms) the host already held it back for client requests. */
export const YIELDED_HEADER = 'x-host-yielded-ms';

const DEFAULT_TRIGGER_YIELD_MS = 1_000;

/** FUNCTIONS_HOST_TRIGGER_YIELD_MS: how long a trigger event waits at most for client requests. */
export function parseTriggerYieldMs(raw: string | undefined): number {
  const value = Number(raw ?? DEFAULT_TRIGGER_YIELD_MS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_TRIGGER_YIELD_MS;
}
