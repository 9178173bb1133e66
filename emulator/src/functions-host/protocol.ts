// What the host process and its worker child say to each other. The worker loads the built
// functions and reports what it found; the host routes HTTP requests, trigger events and schedule
// runs to it over a private loopback HTTP port.

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
  | { type: 'load-error'; message: string };

/** Sent by the host over IPC. */
export type HostMessage = { type: 'shutdown' };

/** Private routes of the worker (the public ones are `/{project}/{region}/{name}`). */
export const WORKER_EVENT_PATH = '/__host/event/';
export const WORKER_SCHEDULE_PATH = '/__host/schedule/';
