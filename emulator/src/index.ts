// @brunchers/emulator: a Java-free local Firebase (Firestore with its Security Rules engine,
// Storage, the Functions host, the Auth emulator launcher), a Stripe stand-in and a mail inbox.
// Generic: it knows nothing of the app it runs. This is its whole public API; the app's dev stack
// (devstack/), the functions' and rules' tests import it from here, never from src/.

export {
  startFirestore,
  FirestoreEngine,
  type FirestoreServer,
  type FirestoreServerOptions,
  type CommitEvent,
  type RequestContext,
  type DocumentJson,
  type FirestoreJsonValue,
  type IndexConfig,
  type StructuredQueryJson,
  missingIndexFor,
} from './firestore/index.js';
export { startStorage, type StorageServer, type StorageServerOptions } from './storage/index.js';
export { storageRulesFiles, type StorageRulesFile } from './storage/config.js';
export {
  startAuth,
  listenAuth,
  appActionLocation,
  type AuthServer,
  type AuthServerOptions,
} from './auth/index.js';
export {
  startFunctionsHost,
  workerCount,
  type FunctionsHost,
  type FunctionsHostOptions,
  type CommitSource,
  type DiscoveredFunction,
  type WorkerOutput,
} from './functions-host/index.js';
export {
  startStripe,
  signatureHeader,
  API_VERSION as STRIPE_API_VERSION,
  type StripeStandInServer,
  type StripeStandInOptions,
  type WebhookRetryOptions,
} from './stripe/index.js';
export { startMailInbox, type MailInbox } from './mail/index.js';
/** The Security Rules parser, for checks that rules compile (e.g. a deploy preflight). */
export { parseRules, RulesSyntaxError } from './rules/index.js';
